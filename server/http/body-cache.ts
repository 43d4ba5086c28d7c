import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { etagOf, matchesEtag } from './etag';

/**
 * An answer kept in memory with its ETag and its compressed forms, made once and sent many times: catalogue pages and
 * answers are the same for every visitor (docs/behaviour.md §10.3), so repeating the render or the compression per
 * request would be waste.
 */
export interface CachedBody {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** The brotli form; while the thread pool first makes it, the promise of it, which requests meanwhile share. */
  br?: Buffer | Promise<Buffer>;
  /** Whether the brotli form is being or has been made again at the best quality. */
  brBest?: 'making' | 'made';
  gzip?: Buffer | Promise<Buffer>;
}

/**
 * Brotli quality of an answer's first compression, made while the guest waits: 5 is within 1% of 9's size at an
 * eighth of its time (a listing page: 14.2 kB in 1.7 ms at 5, 14.1 kB in 12.5 ms at 9). It is made on the thread
 * pool, not the event loop, which meanwhile renders the next page (docs/decisions/051: a fifth of an uncached page's
 * CPU was this compression on the main thread).
 */
const FIRST_BROTLI = 5;
/**
 * An answer asked for a second time is compressed again at 11 on the thread pool, and the smaller form sent from then
 * on: the listing page is 12.4 kB (100 ms of a pool thread), so with its headers it fits in TCP's first window of
 * 14.6 kB and reaches a phone a round trip sooner (docs/decisions/046). Pages asked for once never pay for it.
 */
const BEST_BROTLI = 11;

const brotliAt = (quality: number, body: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The brotli form of a kept answer to send now; from its second sending on, the best one is made behind. */
export function brotliOf(entry: CachedBody): Buffer | Promise<Buffer> {
  entry.br ??= brotliAsync(entry.body, brotliAt(FIRST_BROTLI, entry.body)).then((br) => (entry.br = br));
  if (!Buffer.isBuffer(entry.br)) return entry.br;
  if (!entry.brBest) {
    entry.brBest = 'making';
    const first = entry.br;
    brotliCompress(entry.body, brotliAt(BEST_BROTLI, entry.body), (err, best) => {
      if (!err && best.length < first.length) entry.br = best;
      entry.brBest = 'made';
    });
  }
  return entry.br;
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

/** The gzip form of a kept answer, made once on the thread pool. */
function gzipOf(entry: CachedBody): Buffer | Promise<Buffer> {
  entry.gzip ??= gzipAsync(entry.body, { level: 8 }).then((gz) => (entry.gzip = gz));
  return entry.gzip;
}

export async function sendCached(req: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  for (const [k, v] of Object.entries(entry.headers)) reply.header(k, v);
  // A page's own Vary (the home address varies by the language cookie) joins the encoding's.
  const vary = entry.headers.vary ? `Accept-Encoding, ${entry.headers.vary}` : 'Accept-Encoding';
  reply.header('ETag', entry.etag).header('Vary', vary);
  if (matchesEtag(req, entry.etag)) return reply.code(304).send();
  const enc = encodingFor(req.headers['accept-encoding'], entry.body.length);
  if (enc === 'br') {
    return reply.header('Content-Encoding', 'br').send(await brotliOf(entry));
  }
  if (enc === 'gzip') {
    return reply.header('Content-Encoding', 'gzip').send(await gzipOf(entry));
  }
  return reply.send(entry.body);
}
