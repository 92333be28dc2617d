import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { findUnstorable, MAX_DEPTH } from './input-guard.ts';

const nested = (depth: number): unknown => (depth === 0 ? 'x' : { inner: nested(depth - 1) });

describe('what no route may be handed', () => {
  it('finds NUL characters and lone surrogates in values and keys, and nesting past the limit', () => {
    expect(findUnstorable({ name: 'Küchen 👩‍🍳 GmbH', list: [1, 'a', null, { ok: true }] })).toBeUndefined();
    expect(findUnstorable({ company: { name: 'a\u0000b' } })).toEqual({ property: 'company.name', code: 'unstorableText' });
    expect(findUnstorable({ brands: [{ name: 'x' }, { name: 'a\ud800' }] })).toEqual({ property: 'brands.1.name', code: 'unstorableText' });
    expect(findUnstorable({ ['\udc00']: 1 })).toEqual({ property: '', code: 'unstorableText' });
    expect(findUnstorable(nested(MAX_DEPTH - 1))).toBeUndefined();
    expect(findUnstorable({ stand: nested(MAX_DEPTH) })).toEqual({ property: 'stand', code: 'nestedTooDeeply' });
  });
});

describe('requests with what cannot be stored or read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const json = (url: string, body: string) => t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });

  it('refuses JSON nested thousands of levels deep with a 400 naming the field', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const response = await json('/pub/save_configurator?lang=en-US', `{"eventId":1,"stand":${deep}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, errors: [{ property: 'stand', message: 'The request is nested too deeply.' }] });
  });

  it('refuses NUL characters and lone surrogates in bodies and query strings, translated', async () => {
    const login = await json('/fe/login_check', '{"username":"demo\\u0000@messeportal.example","password":"demo2027"}');
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({
      success: false,
      errors: [{ property: 'username', message: 'Dieser Text enthält Zeichen, die nicht gespeichert werden können.' }],
    });
    const surrogate = await json('/pub/send_configurator?lang=en-US', '{"eventId":1,"email":"a\\ud800@example.com"}');
    expect(surrogate.json().errors).toEqual([{ property: 'email', message: 'This text contains characters that cannot be stored.' }]);
    const query = await t.app.inject({ url: '/pub/event/1/medias?offer=%00abc&lang=en-US' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual([{ property: 'offer', message: 'This text contains characters that cannot be stored.' }]);
  });

  it('answers an unreadable address in the error contract without echoing it', async () => {
    const encoding = await t.app.inject({ url: '/pub/event/%E0%A4%A?lang=en-US' });
    expect(encoding.statusCode).toBe(400);
    expect(encoding.json()).toEqual({ success: false, errors: [{ property: '', message: 'This address is invalid.' }] });
    const long = await t.app.inject({ url: `/fe/rest/registration/${'9'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, errors: [{ property: '', message: 'Diese Adresse ist ungültig.' }] });
  });
});
