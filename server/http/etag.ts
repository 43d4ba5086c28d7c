import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const etagOf = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

export function matchesEtag(req: FastifyRequest, etag: string): boolean {
  const inm = req.headers['if-none-match'];
  if (!inm) return false;
  return inm.split(',').some((t) => t.trim() === etag || t.trim() === '*');
}

export const CATALOGUE_CACHE = 'public, max-age=60, stale-while-revalidate=600';
