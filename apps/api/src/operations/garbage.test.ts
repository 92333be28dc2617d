import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildRegistration, buildStaff } from '../../test/factories/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

// Everything a careless or hostile client might send, to every route the API document lists: the API answers
// each with a 4xx in the error contract (or a success), never a 5xx.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Operation {
  'x-access': 'public' | 'exhibitor' | 'staff';
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** JSON nested `levels` deep, written as text (building it as a value would take the test's own stack). */
const deep = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

/** Values that must never reach PostgreSQL or overflow a sum. */
const leaves: Record<string, (type: string) => unknown> = {
  nul: (type) => (type === 'string' ? 'a\u0000b' : type === 'number' || type === 'integer' ? 1 : 'a\u0000b'),
  surrogate: () => 'x\ud800y',
  huge: (type) => (type === 'string' ? 'x'.repeat(100_000) : 1e15),
  int32: (type) => (type === 'string' ? '2147483648' : 2_147_483_647),
  negative: (type) => (type === 'string' ? '-1' : -2_147_483_648),
  fraction: (type) => (type === 'string' ? '0.0001' : 0.0001),
  wrongType: (type) => (type === 'string' ? { nested: true } : 'text'),
};

/** A body shaped like the schema, with every leaf the given garbage. */
function bodyLike(schema: JsonSchema | undefined, leaf: (type: string) => unknown, depth = 0): unknown {
  if (!schema || depth > 6) return leaf('string');
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return bodyLike(variant, leaf, depth + 1);
  const type = [schema.type].flat()[0] ?? 'string';
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, bodyLike(child, leaf, depth + 1)]));
  }
  if (type === 'array') return [bodyLike(schema.items, leaf, depth + 1), bodyLike(schema.items, leaf, depth + 1)];
  return leaf(type);
}

const PARAMS = ['1', '0', '-1', '2147483648', '99999999999999999999', 'abc', '%00', '%ED%A0%80', '1.5', 'x'.repeat(90)];

describe('garbage sent to every route of the API document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  const auth: Record<string, Record<string, string>> = { public: {} };
  /** The path with the ids of the rows built below, by the word before each parameter (else the registration's). */
  let withBuiltIds: (path: string) => string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { orderLimitPerAddress: 100_000, loginLimitPerAddress: 100_000 });
    paths = (await t.app.inject({ url: '/docs/openapi.json' })).json().paths;
    const registration = await buildRegistration(t.app, { event: await buildEvent(t.app, { media: [{}], booklet: [{}] }), orders: [{}] });
    const staff = await buildStaff(t.app);
    const [order] = registration.orders;
    const idAfter: Record<string, number> = {
      event: registration.eventId,
      contact: registration.contact.id,
      company: registration.companyId,
      staff: staff.id,
      order: order!.id,
      document: order!.confirmation!.id,
    };
    withBuiltIds = (path) => path.replace(/([\w-]+)\/\{\w+\}/g, (_, word: string) => `${word}/${idAfter[word] ?? registration.id}`);
    auth.exhibitor = await loginAs(t.app, registration.contact.email, 'fe', registration.contact.password);
    auth.staff = await loginAs(t.app, staff.email, 'be', staff.password);
  });
  afterAll(() => t.close());

  it('never answers 5xx', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const send = async (method: string, url: string, access: string, payload?: unknown) => {
      const body = payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload);
      const headers = { ...auth[access], ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
      const response = await t.app.inject({ method: method as 'GET', url, headers, payload: body });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) failures.push(`${method} ${url} ${body?.slice(0, 120) ?? ''} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      else if (response.statusCode >= 400 && response.json().success !== false) failures.push(`${method} ${url} → ${response.statusCode} outside the error contract`);
    };
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // Logging out would end the sessions the other calls use; it takes no input anyway.
        if (path.endsWith('/logout')) continue;
        const access = operation['x-access'];
        const schema = operation.requestBody?.content['application/json']?.schema;
        for (const [i, param] of PARAMS.entries()) {
          const url = path.replace(/\{\w+\}/g, param) + (i % 2 ? `?lang=en-US&offer=${param}&q=${param}&sort=${param}&page=${param}` : '');
          if (method === 'get' || method === 'delete') {
            await send(method.toUpperCase(), url, access);
            continue;
          }
          await send(method.toUpperCase(), url, access, Object.values(leaves).map((leaf) => bodyLike(schema, leaf))[i % 7]);
        }
        if (method === 'get' || method === 'delete') continue;
        const url = withBuiltIds(path);
        for (const leaf of Object.values(leaves)) await send(method.toUpperCase(), url, access, bodyLike(schema, leaf));
        await send(method.toUpperCase(), url, access, `{"a":${deep(5000)}}`);
        await send(method.toUpperCase(), url, access, '{"a":');
        await send(method.toUpperCase(), url, access, '[]');
        await send(method.toUpperCase(), url, access, 'null');
      }
    }
    const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(sent).toBeGreaterThan(800);
    // Not everything bounced off validation: the garbage reached the routes' own work too.
    expect(statuses.get(200)).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  }, 300_000);
});
