import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

interface Operation {
  'x-access': string;
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: { type?: string; anyOf?: { type?: string }[]; format?: string; properties?: Record<string, unknown> } }> }>;
}

describe('the API document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const response = await t.app.inject({ url: '/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    paths = document.paths;
  });
  afterAll(() => t.close());

  it('lists every registered route of the API with who may call it', () => {
    const listed = t.app.registeredRoutes.filter((route) => !(route.schema as { hide?: boolean } | undefined)?.hide);
    const methods = listed.flatMap((route) => [route.method].flat().filter((method) => method !== 'HEAD').map((method) => ({ method, url: route.url })));
    expect(methods.length).toBeGreaterThan(50);
    for (const { method, url } of methods) {
      const path = url.replace(/:(\w+)/g, '{$1}');
      const operation = paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
      expect(['public', 'exhibitor', 'staff']).toContain(operation!['x-access']);
    }
  });

  it('says public, exhibitor or staff as the routes check it, with the bearer scheme of the area', () => {
    expect(paths['/pub/order']!.post!['x-access']).toBe('public');
    expect(paths['/pub/order']!.post!.security).toEqual([]);
    expect(paths['/fe/rest/registration/{id}']!.get!['x-access']).toBe('exhibitor');
    expect(paths['/fe/rest/registration/{id}']!.get!.security).toEqual([{ exhibitor: [] }]);
    expect(paths['/be/outbox']!.get!['x-access']).toBe('staff');
  });

  it('describes bodies from the Zod schemas that validate them', () => {
    const login = paths['/fe/login_check']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(login.properties!)).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it("documents every answer of the web: its JSON schema or a download's content type, and the error answer", () => {
    const operations = Object.entries(paths)
      .filter(([path]) => /^\/(pub|fe|be)\//.test(path))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ call: `${method.toUpperCase()} ${path}`, operation })));
    expect(operations.length).toBeGreaterThan(100);
    for (const { call, operation } of operations) {
      const ok = operation.responses['200']?.content;
      expect(ok, call).toBeDefined();
      const json = ok!['application/json']?.schema;
      // An answer of one of several kinds (a staff login's session or its second step) is one of objects.
      if (json) expect(json.type ?? (json.anyOf?.every((kind) => kind.type === 'object') ? 'object' : json.anyOf), call).toBe('object');
      else expect(Object.values(ok!).every((entry) => entry.schema.format === 'binary'), call).toBe(true);
      expect(Object.keys(operation.responses['4XX']?.content?.['application/json']?.schema.properties ?? {}), call).toEqual(['success', 'errors']);
    }
    const documents = paths['/be/document/{id}']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(Object.keys(documents.properties!)).toEqual(['document', 'lines', 'payments', 'corrections', 'dunning']);
  });

  it('has a reference page at /docs', async () => {
    const page = await t.app.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
