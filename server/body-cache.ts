import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { etagOf, matchesEtag } from './http';

/**
 * An answer kept in memory with its ETag and its compressed forms, made once and sent many times: catalog pages and
 * answers are the same for every visitor (docs/behaviour.md §10.3), so repeating the render or the compression per
 * request would be waste.
 */
export interface CachedBody {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The bytes a kept answer holds: its body, and room for its compressed forms, made on first request (brotli and gzip
 * of text are each well under a quarter of it).
 */
export const cachedBodySize = (value: unknown): number =>
  typeof value === 'object' && value !== null && 'body' in value && Buffer.isBuffer(value.body)
    ? Math.ceil(value.body.length * 1.5) + 512
    : 1024;

export function cachedBody(body: Buffer | string, headers: Record<string, string>): CachedBody {
  const buf = typeof body === 'string' ? Buffer.from(body) : body;
  return { body: buf, etag: etagOf(buf), headers };
}

function encodingFor(accept: string | undefined, size: number): 'br' | 'gzip' | null {
  if (!accept || size < 1024) return null;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

export function sendCached(req: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  for (const [k, v] of Object.entries(entry.headers)) reply.header(k, v);
  reply.header('ETag', entry.etag).header('Vary', 'Accept-Encoding');
  if (matchesEtag(req, entry.etag)) return reply.code(304).send();
  const enc = encodingFor(req.headers['accept-encoding'], entry.body.length);
  if (enc === 'br') {
    entry.br ??= brotliCompressSync(entry.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    });
    return reply.header('Content-Encoding', 'br').send(entry.br);
  }
  if (enc === 'gzip') {
    entry.gzip ??= gzipSync(entry.body, { level: 8 });
    return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.body);
}
