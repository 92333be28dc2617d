import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

interface Operation {
  'x-access': 'public' | 'exhibitor' | 'staff';
  requestBody?: unknown;
}

// A caller without a live session learns nothing about a route's input: every exhibitor and staff route that
// takes a body answers 401 to a forged token, whatever the body, before the body is read.
describe('a forged token on every route that takes a body', () => {
  let t: TestApp;
  let routes: [method: string, url: string][];
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const paths: Record<string, Record<string, Operation>> = (await t.app.inject({ url: '/docs/openapi.json' })).json().paths;
    routes = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation['x-access'] !== 'public' && operation.requestBody !== undefined)
        .map(([method]): [string, string] => [method.toUpperCase(), path.replace(/\{\w+\}/g, '1')]),
    );
  });
  afterAll(() => t.close());

  it('answers 401 before the body is checked', async () => {
    expect(routes.length).toBeGreaterThan(30);
    const answers: string[] = [];
    for (const [method, url] of routes) {
      const response = await t.app.inject({ method: method as 'POST', url, headers: { authorization: 'Bearer forged-token-0123456789', 'content-type': 'application/json' }, payload: '{"garbage":true}' });
      if (response.statusCode !== 401) answers.push(`${method} ${url} → ${response.statusCode}`);
    }
    expect(answers).toEqual([]);
  });
});
