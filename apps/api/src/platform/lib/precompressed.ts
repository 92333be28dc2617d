import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A large JSON answer made once: its bytes, the same gzipped, and an ETag of its content. */
export interface Precompressed {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

export function precompress(json: Buffer): Precompressed {
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { json, gzip: gzipSync(json, { level: 9 }), etag };
}

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
const alreadyHas = (request: FastifyRequest, etag: string) =>
  String(request.headers['if-none-match'] ?? '')
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * Sends a precompressed answer: 304 when the browser holds this content already, the gzipped bytes when it
 * accepts them (the compression plugin passes an answer that has its encoding), else the JSON. `no-cache` lets the
 * browser keep it and ask each time whether it is still current; `private` when only the caller may see it.
 */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, answer: Precompressed, scope: 'public' | 'private' = 'public') {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding').header('cache-control', `${scope}, no-cache`);
  if (alreadyHas(request, answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (!acceptsGzip(request)) return reply.send(answer.json);
  return reply.header('content-encoding', 'gzip').send(answer.gzip);
}
