import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { IMAGE_WIDTHS, VIDEO_EXTENSIONS } from '../../core/constants';
import { DomainError } from '../common/domain-error';
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

/** /Image/{ImageName}: product pictures resized on request to fixed widths, negotiated format, cached on disk. */
export const imagesRoute =
  (dataDir: string): FastifyPluginAsyncZod =>
  async (app) => {
    const originals = path.join(dataDir, 'images');
    const cacheDir = path.join(dataDir, 'cache', 'images');
    await mkdir(cacheDir, { recursive: true });
    const inflight = new Map<string, Promise<Buffer>>();

    const render = (src: string, file: string, width: number, format: Format) => {
      const running = inflight.get(file);
      if (running) return running;
      const job = (async () => {
        try {
          return await readFile(file);
        } catch {
          const img = sharp(src).rotate().resize({ width, withoutEnlargement: true });
          const out = await (
            format === 'avif'
              ? img.avif({ quality: 50, effort: 2 })
              : format === 'webp'
                ? img.webp({ quality: 78 })
                : img.jpeg({ quality: 80, mozjpeg: true })
          ).toBuffer();
          const tmp = `${file}.${process.pid}.tmp`;
          await writeFile(tmp, out);
          await rename(tmp, file);
          return out;
        }
      })().finally(() => inflight.delete(file));
      inflight.set(file, job);
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
        const src = path.join(originals, name);
        let info = await stat(src).catch(() => null);
        // A demo picture not drawn yet on a first start is drawn now, so the answer is the picture itself and may be
        // kept for a year like any other (docs/decisions/040-first-start.md). A 404 is kept by no one: the picture
        // may come (drawn, imported, uploaded) a moment later.
        const drawn = info
          ? false
          : await drawDemoPictureNow(originals, name).catch((err: unknown) => {
              req.log.warn({ err }, `Drawing the demo picture ${name} failed`);
              return false;
            });
        if (drawn) info = await stat(src).catch(() => null);
        if (!info?.isFile()) {
          reply.header('Cache-Control', 'no-store');
          throw new DomainError(404, `No image named ${name}`);
        }
        const ext = path.extname(name).slice(1).toLowerCase();
        const videoType = (VIDEO_EXTENSIONS as readonly string[]).includes(ext) ? VIDEO_MIME.get(ext) : undefined;
        if (videoType) {
          reply.header('Cache-Control', IMMUTABLE).header('Accept-Ranges', 'none').header('Content-Length', info.size);
          return reply.type(videoType).send(createReadStream(src));
        }
        const width = pickWidth(req.query.w);
        const format = pickFormat(req.headers.accept);
        const base = path.basename(name, path.extname(name));
        const body = await render(src, path.join(cacheDir, `${base}-${ext}-${width}.${format}`), width, format);
        const etag = etagOf(`${name}:${info.mtimeMs}:${width}:${format}`);
        reply.header('Cache-Control', IMMUTABLE).header('Vary', 'Accept').header('ETag', etag);
        if (matchesEtag(req, etag)) return reply.code(304).send();
        return reply.type(MIME[format]).send(body);
      },
    );
  };
