import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { apiRequest } from './client.ts';

// The browser globals the client touches, replaced by plain objects: the tests stay in the node environment.
let store: Map<string, string>;
let location: { hash: string };
let fetchMock: ReturnType<typeof vi.fn>;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sentRequest = () => fetchMock.mock.calls[0] as [string, RequestInit];

beforeEach(() => {
  store = new Map();
  location = { hash: '#/' };
  fetchMock = vi.fn();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.stubGlobal('window', { location });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the stored token and language and reads JSON', async () => {
    store.set('fe_token', 'abc');
    store.set('lang', 'en-US');
    fetchMock.mockResolvedValue(answer(200, { company: { id: 1, name: 'Muster Küchen GmbH' } }));

    await expect(apiRequest('/fe/company')).resolves.toEqual({ company: { id: 1, name: 'Muster Küchen GmbH' } });
    const [url, init] = sentRequest();
    expect(url).toBe('/fe/company?lang=en-US');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc' });
  });

  it('posts a body as JSON and sends no token when there is none', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    await apiRequest('/pub/checkemail', { body: { email: 'a@b.example' } });
    const [url, init] = sentRequest();
    expect(url).toBe('/pub/checkemail?lang=de-DE');
    expect(init).toMatchObject({ method: 'POST', body: '{"email":"a@b.example"}' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('sends an upload as multipart and extra headers as given', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 7 }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'logo.png');
    await apiRequest('/pub/file/upload/temp?kind=media', { body: form, headers: { 'Idempotency-Key': 'k-12345678' } });
    const [url, init] = sentRequest();
    expect(url).toBe('/pub/file/upload/temp?kind=media&lang=de-DE');
    expect(init.body).toBe(form);
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'k-12345678' });
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('on a 401 in the portal ends the session, remembers the page and opens the login', async () => {
    store.set('fe_token', 'expired');
    store.set('userinfo', '{"name":"Anna"}');
    location.hash = '#/registration/show/3';
    fetchMock.mockResolvedValue(answer(401, { success: false, errors: [{ property: '', message: 'Bitte melden Sie sich an.' }] }));

    const failure = await apiRequest('/fe/rest/registration/3').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(location.hash).toBe('#/s/login');
    expect(store.get('targetUrl')).toBe('#/registration/show/3');
    expect(store.has('fe_token')).toBe(false);
    expect(store.has('userinfo')).toBe(false);
  });

  it('on an offer page passes a 401 on without leaving the page', async () => {
    store.set('fe_token', 'expired');
    location.hash = '#/e/offer/4/0b7c6f1e';
    fetchMock.mockResolvedValue(answer(401, { success: false, errors: [] }));

    await expect(apiRequest('/fe/order', { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(location.hash).toBe('#/e/offer/4/0b7c6f1e');
    expect(store.get('fe_token')).toBe('expired');
    expect(store.has('targetUrl')).toBe(false);
  });

  it('gives the login form its error with the server message', async () => {
    location.hash = '#/s/login';
    const errors = [{ property: 'password', message: 'Username or password invalid.' }];
    fetchMock.mockResolvedValue(answer(401, { success: false, errors }));

    await expect(apiRequest('/fe/login_check', { body: {} })).rejects.toMatchObject({ status: 401, errors });
    expect(location.hash).toBe('#/s/login');
    expect(store.has('targetUrl')).toBe(false);
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/pub/config')).rejects.toMatchObject({ status: 0 });
  });
});
