import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const etagOf = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

export function matchesEtag(req: FastifyRequest, etag: string): boolean {
  const inm = req.headers['if-none-match'];
  if (!inm) return false;
  return inm.split(',').some((t) => t.trim() === etag || t.trim() === '*');
}

export const CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** Sends a body with its ETag, answering 304 when the client already has it. */
export function sendWithEtag(req: FastifyRequest, reply: FastifyReply, body: string, type: string, cacheControl: string, etag = etagOf(body)) {
  reply.header('ETag', etag).header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding');
  if (matchesEtag(req, etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}
