import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import * as make from '../../../test/upload-fixtures.ts';

// A built web app as Vite and its compression step leave it: a hashed script with its .br and .gz beside it.
const script = `export const greeting = ${JSON.stringify('Willkommen auf der Messe! '.repeat(200))};\n`;
const asset = '/assets/main-Ab12Cd34.js';

describe('compression', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'mp-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), `<!doctype html><script type="module" src=".${asset}"></script>`);
    writeFileSync(join(webRoot, asset), script);
    writeFileSync(join(webRoot, `${asset}.br`), brotliCompressSync(script));
    writeFileSync(join(webRoot, `${asset}.gz`), gzipSync(script));
    t = await createTestApp('pglite', {}, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('serves a hashed asset as brotli, gzip or plain as the browser accepts, cached for good', async () => {
    const br = await get(asset, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get(asset, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    for (const response of [br, gzip, plain]) {
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('keeps the shell itself fresh', async () => {
    const shell = await get('/');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.body).toContain(asset);
  });

  it('compresses a large JSON answer, and sends it plain to a client that accepts no encoding', async () => {
    const plain = await get('/pub/config?lang=en-US');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(5_000);

    const br = await get('/pub/config?lang=en-US', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await get('/pub/config?lang=en-US', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small JSON answer and an uploaded PDF as they are', async () => {
    const small = await get('/pub/event/999999?lang=en-US', 'br, gzip');
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: false });

    const pdf = make.makePdf();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'Hallenplan.pdf');
    const uploaded = await t.app.inject({ method: 'POST', url: '/pub/file/upload/temp?kind=pdf', payload: form, headers: { 'accept-encoding': 'br, gzip' } });
    expect(uploaded.statusCode).toBe(200);
    const served = await get(uploaded.json().uri, 'br, gzip');
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });
});
