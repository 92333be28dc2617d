import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { until } from '../../../test/until.ts';
import { precompress, sendPrecompressed } from './precompressed.ts';

/** A JSON answer of about 200 kB, like a hall plan's stands, and a small one. */
const large = Buffer.from(JSON.stringify({ stands: Array.from({ length: 2_000 }, (_, i) => ({ number: `B${i}`, ring: [[i, 0], [i + 500, 0], [i + 500, 400], [i, 400]], kind: 'inline' })) }));
const small = Buffer.from(JSON.stringify({ states: [{ stand: 'B12', state: 'held' }] }));

describe('a precompressed answer', () => {
  const app = Fastify();
  const answers = { large: precompress(large, { brotli: true }), small: precompress(small, { brotli: true }), unasked: precompress(large) };
  app.get('/:which', (request, reply) => sendPrecompressed(request, reply, answers[(request.params as { which: keyof typeof answers }).which]));
  afterAll(() => app.close());
  const get = (which: string, headers: Record<string, string>) => app.inject({ url: `/${which}`, headers });

  it('is sent gzipped at once, brotli’d once the brotli is made, and as it is to a client that takes neither', async () => {
    const first = await get('large', { 'accept-encoding': 'gzip, br' });
    expect(gunzipSync(first.rawPayload).equals(large) || brotliDecompressSync(first.rawPayload).equals(large)).toBe(true);
    await until(() => answers.large.br !== undefined);
    const br = await get('large', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(large)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(answers.large.gzip.length);
    const gzip = await get('large', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(large)).toBe(true);
    const plain = await get('large', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(large)).toBe(true);
  });

  it('is not brotli’d when small (gzip is as good there) or not asked for (made again at every change of a stand), and answers 304 to its ETag', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answers.small.br).toBeUndefined();
    expect(answers.unasked.br).toBeUndefined();
    expect((await get('small', { 'accept-encoding': 'br, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get('small', { 'if-none-match': answers.small.etag })).statusCode).toBe(304);
  });
});
