import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { IMAGE_WIDTHS, VIDEO_EXTENSIONS } from '../../core/constants';
import { DomainError } from '../common/domain-error';
import { readAll } from '../files/open-store';
import { PictureCache, renditionName } from '../files/picture-cache';
import type { ShopFiles } from '../files/shop-files';
import { pictureKey } from '../services/stock/pictures';
import { drawDemoPictureNow } from '../services/demo-pictures';
import { etagOf, matchesEtag } from '../http/etag';
import { fileField, refusals } from '../http/openapi';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NAME = /^[\w][\w.-]{0,120}$/;

type Format = 'avif' | 'webp' | 'jpeg';
const MIME: Record<Format, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
const VIDEO_MIME: ReadonlyMap<string, string> = new Map(
  Object.entries({ mp4: 'video/mp4', webm: 'video/webm', ogg: 'video/ogg' }),
);

/** WebP first: it is accepted by every current browser and encodes ten times faster than AVIF. */
export function pickFormat(accept: string | undefined): Format {
  const a = accept ?? '';
  if (a.includes('image/webp')) return 'webp';
  if (a.includes('image/avif')) return 'avif';
  return 'jpeg';
}

/** The smallest fixed width at least as wide as asked (so a picture is never upscaled by the browser). */
export function pickWidth(w: number | undefined): number {
  const widest = Math.max(...IMAGE_WIDTHS);
  if (!w) return widest;
  return IMAGE_WIDTHS.find((x) => x >= w) ?? widest;
}

/**
 * /Image/{ImageName}: product pictures resized on request to fixed widths, negotiated format. The originals are in the
 * file store; the resized copies are this process's, on its own disk within `cacheBytes` (PictureCache,
 * docs/decisions/103-one-file-store.md): a copy already made is served without asking the store.
 */
export const imagesRoute =
  (files: ShopFiles, cacheBytes: number): FastifyPluginAsyncZod =>
  async (app) => {
    const cache = new PictureCache(files.dataDir, cacheBytes);
    await cache.open();
    const inflight = new Map<string, Promise<{ data: Buffer; modifiedMs: number } | null>>();

    /** A resized copy, made from the original in the store when this process has none; null when there is none. */
    const render = (name: string, width: number, format: Format) => {
      const copy = renditionName(name, width, format);
      const running = inflight.get(copy);
      if (running) return running;
      const job = (async () => {
        const kept = await cache.read(copy);
        if (kept) return kept;
        const original = await files.store.open(pictureKey(name));
        if (!original) return null;
        const img = sharp(await readAll(original.body))
          .rotate()
          .resize({ width, withoutEnlargement: true });
        const out = await (
          format === 'avif'
            ? img.avif({ quality: 50, effort: 2 })
            : format === 'webp'
              ? img.webp({ quality: 78 })
              : img.jpeg({ quality: 80, mozjpeg: true })
        ).toBuffer();
        return { data: out, modifiedMs: await cache.write(copy, out, original.modified) };
      })().finally(() => inflight.delete(copy));
      inflight.set(copy, job);
      return job;
    };

    app.get(
      '/Image/:name',
      {
        schema: {
          tags: ['images'],
          operationId: 'getImage',
          summary: 'A product picture (resized, WebP/AVIF/JPEG by Accept) or video',
          params: z.object({ name: z.string().regex(NAME, { error: 'name is not a valid image name' }) }),
          querystring: z.object({
            w: z.coerce.number({ error: 'w must be a number' }).int().min(1).max(4000).optional(),
          }),
          response: {
            200: {
              description:
                'The picture in the first format the Accept header allows (WebP, AVIF, else JPEG), or the video',
              content: Object.fromEntries(
                [...Object.values(MIME), ...VIDEO_MIME.values()].map((type) => [
                  type,
                  { schema: fileField('The picture or video') },
                ]),
              ),
            },
            304: z.undefined().describe('Not modified: the ETag sent in If-None-Match still holds'),
            ...refusals(400, 404),
          },
        },
      },
      async (req, reply) => {
        const { name } = req.params;
        const ext = path.extname(name).slice(1).toLowerCase();
        const videoType = (VIDEO_EXTENSIONS as readonly string[]).includes(ext) ? VIDEO_MIME.get(ext) : undefined;
        const notFound = () => {
          reply.header('Cache-Control', 'no-store');
          return new DomainError(404, `No image named ${name}`);
        };
        // A demo picture not drawn yet on a first start is drawn now, so the answer is the picture itself and may be
        // kept for a year like any other (docs/decisions/040-first-start.md). A 404 is kept by no one: the picture
        // may come (drawn, imported, uploaded) a moment later.
        const drawNow = () =>
          drawDemoPictureNow(files.store, name).catch((err: unknown) => {
            req.log.warn({ err }, `Drawing the demo picture ${name} failed`);
            return false;
          });
        if (videoType) {
          let video = await files.store.open(pictureKey(name));
          if (!video && (await drawNow())) video = await files.store.open(pictureKey(name));
          if (!video) throw notFound();
          reply.header('Cache-Control', IMMUTABLE).header('Accept-Ranges', 'none').header('Content-Length', video.size);
          return reply.type(videoType).send(video.body);
        }
        const width = pickWidth(req.query.w);
        const format = pickFormat(req.headers.accept);
        let made = await render(name, width, format);
        if (!made && (await drawNow())) made = await render(name, width, format);
        if (!made) throw notFound();
        const etag = etagOf(`${name}:${made.modifiedMs}:${width}:${format}`);
        reply.header('Cache-Control', IMMUTABLE).header('Vary', 'Accept').header('ETag', etag);
        if (matchesEtag(req, etag)) return reply.code(304).send();
        return reply.type(MIME[format]).send(made.data);
      },
    );
  };
