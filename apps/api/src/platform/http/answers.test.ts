import type { FastifyPluginAsync } from 'fastify';
import { errorAnswerSchema, successAnswerSchema } from '@messeportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { answers } from './answers.ts';

/** The web's calls that answer a file, not JSON: they name its content type and answer errors as JSON. */
const DOWNLOADS = [
  'GET /pub/file/:id',
  'GET /pub/file/:id/thumb',
  'GET /pub/offer/:uuid/pdf',
  'GET /pub/offer/:uuid/pro_forma',
  'POST /pub/pro_forma',
  'GET /fe/document/:id/pdf',
  'GET /fe/document/:id/xrechnung',
  'GET /fe/rest/orderbook/:id/floorplan',
  'GET /be/offer/:id/pdf',
  'GET /be/document/:id/pdf',
  'GET /be/document/:id/xrechnung',
  'GET /be/direct-debit-batches/:id/file',
  'GET /be/refund-batches/:id/file',
  'POST /be/registration/:id/invoices/preview',
  'POST /be/document/:id/final_correction/preview',
  'GET /be/registration/:id/floorplan',
  'GET /be/event/:id/documents/datev',
  'GET /be/event/:id/export/:list',
  'GET /be/open-items/export',
  'GET /fe/statement-of-account/pdf',
  'GET /be/event/:id/stand-list',
  'GET /be/event/:id/hall/:hallId/plan.svg',
  'GET /be/event/:id/hall/:hallId/plan.pdf',
  'GET /be/event/:id/hall/:hallId/plan.dxf',
  'GET /pub/event/:id/hall/:hallId/plan.pdf',
  'GET /pub/event/:id/calendar/:file',
  'GET /pub/calendar/:file',
];

/** Routes that answer more than their schema says, outside the web's paths (the test app's answer check holds those). */
const careless: FastifyPluginAsync = async (app) => {
  const config = { access: 'public' as const };
  app.get('/test/extra-field', { config, schema: { response: answers(successAnswerSchema) } }, async () => ({ success: true, passwordHash: '$argon2id$v=19$…' }));
  app.get('/test/wrong-type', { config, schema: { response: answers(successAnswerSchema) } }, async () => ({ success: 'yes' }));
};

describe('answers declared on the routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { extraRoutes: careless });
  });
  afterAll(() => t.close());

  it('every call of the web declares its answer (a schema of the domain, or a download) and the error answer', () => {
    const calls = t.app.registeredRoutes
      .filter((route) => /^\/(pub|fe|be)\//.test(route.url))
      .flatMap((route) => [route.method].flat().filter((method) => method !== 'HEAD').map((method) => ({ call: `${method} ${route.url}`, schema: route.schema })));
    const json = calls.filter(({ call }) => !DOWNLOADS.includes(call));
    expect(calls.filter(({ call }) => DOWNLOADS.includes(call))).toHaveLength(DOWNLOADS.length);
    expect(json.length).toBeGreaterThan(100);
    for (const { call, schema } of calls) {
      const response = (schema as { response?: Record<string, unknown> } | undefined)?.response;
      expect(response?.['4xx'], call).toBe(errorAnswerSchema);
      expect(response?.['5xx'], call).toBe(errorAnswerSchema);
      if (DOWNLOADS.includes(call)) expect(response?.[200], call).toMatchObject({ content: expect.any(Object) });
      else expect(response?.[200], call).toBeInstanceOf(z.ZodType);
    }
  });

  it('leaves out, in production too, a field the answer schema does not name', async () => {
    const response = await t.app.inject({ url: '/test/extra-field' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });

  it('answers a value the schema does not describe as a failure (500), not as it was made', async () => {
    const response = await t.app.inject({ url: '/test/wrong-type?lang=en-US' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, errors: [{ property: '', message: expect.any(String) }] });
  });
});
