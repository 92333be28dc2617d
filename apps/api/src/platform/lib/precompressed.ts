import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A large JSON answer made once: its bytes, the same gzipped (and brotli'd, once ready), and an ETag of its content. */
export interface Precompressed {
  json: Buffer;
  gzip: Buffer;
  /** Brotli at its best quality, made after the answer in the thread pool; until it is there, gzip is sent. */
  br?: Buffer;
  etag: string;
}

/** Below this size gzip is as good: a small answer is not brotli'd. */
const BROTLI_FROM_BYTES = 64 * 1024;

/**
 * Makes an answer once: its JSON, gzip and ETag. `brotli` for an answer that is large and made rarely (a hall plan,
 * made again only when the catalogue changes: 410 kB of JSON are 27 kB gzipped, 12 kB brotli'd): brotli's best quality
 * takes a second or two for it, so it is made in the thread pool after the answer, never on the event loop, and gzip is
 * sent until it is there. Not for answers made again at every change of a stand (the states, the exhibitors).
 */
export function precompress(json: Buffer, { brotli = false }: { brotli?: boolean } = {}): Precompressed {
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  const answer: Precompressed = { json, gzip: gzipSync(json, { level: 9 }), etag };
  if (brotli && json.length >= BROTLI_FROM_BYTES) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: json.length };
    brotliCompress(json, { params }, (error, br) => {
      if (!error) answer.br = br;
    });
  }
  return answer;
}

const accepts = (request: FastifyRequest, encoding: 'gzip' | 'br') => new RegExp(`\\b${encoding}\\b`).test(String(request.headers['accept-encoding'] ?? ''));
const alreadyHas = (request: FastifyRequest, etag: string) =>
  String(request.headers['if-none-match'] ?? '')
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * Sends a precompressed answer: 304 when the browser holds this content already, the brotli or gzip bytes when it
 * accepts them (the compression plugin passes an answer that has its encoding), else the JSON. `no-cache` lets the
 * browser keep it and ask each time whether it is still current; `private` when only the caller may see it.
 */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, answer: Precompressed, scope: 'public' | 'private' = 'public') {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding').header('cache-control', `${scope}, no-cache`);
  if (alreadyHas(request, answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (answer.br && accepts(request, 'br')) return reply.header('content-encoding', 'br').send(answer.br);
  if (!accepts(request, 'gzip')) return reply.send(answer.json);
  return reply.header('content-encoding', 'gzip').send(answer.gzip);
}
