import { readFile, readdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, VIDEO_BYTES, writeFixtureImages } from './helpers';

const t = useTestApp({ seed: true });
beforeAll(() => writeFixtureImages(t));

const BROWSER_ACCEPT = 'image/avif,image/webp,*/*';
const image = (url: string, accept = BROWSER_ACCEPT, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept, ...extra } });

describe('GET /Image/:name', () => {
  it('answers WebP of width 320 for w=320 to a browser that takes WebP', async () => {
    const res = await image('/Image/T-RING-1-1.webp?w=320');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(320);
  });

  it('answers JPEG when the browser takes only JPEG', async () => {
    const res = await image('/Image/T-RING-1-1.webp?w=320', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(320);
  });

  it('answers JPEG when there is no Accept header', async () => {
    const res = await t.app.inject({ url: '/Image/T-SIL-1-1.webp?w=160' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(160);
  });

  it('answers AVIF when the browser takes AVIF but not WebP', async () => {
    const res = await image('/Image/T-DIA-1-1.webp?w=160', 'image/avif,*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('heif');
    expect(meta.width).toBe(160);
  });

  it('is cached for a year, immutable, and varies by Accept', async () => {
    const res = await image('/Image/T-RING-1-1.webp?w=320');
    const cc = String(res.headers['cache-control']);
    expect(cc).toContain('max-age=31536000');
    expect(cc).toContain('immutable');
    expect(String(res.headers.vary).split(/,\s*/)).toContain('Accept');
    expect(res.headers.etag).toBeTruthy();
  });

  it('rounds the width up to the next fixed width and never enlarges', async () => {
    const w300 = await image('/Image/T-RING-1-2.webp?w=300');
    expect((await sharp(w300.rawPayload).metadata()).width).toBe(320);
    const w500 = await image('/Image/T-RING-1-2.webp?w=500');
    expect((await sharp(w500.rawPayload).metadata()).width).toBe(640);
    // No w: the largest width (960), but the 900 px original is not enlarged.
    const full = await image('/Image/T-RING-1-2.webp');
    expect((await sharp(full.rawPayload).metadata()).width).toBe(900);
    // Above the largest fixed width but within the limit: 960, i.e. the 900 px original.
    const w4000 = await image('/Image/T-RING-1-2.webp?w=4000');
    expect(w4000.statusCode).toBe(200);
    expect((await sharp(w4000.rawPayload).metadata()).width).toBe(900);
  });

  it('serves a second request from the disk cache', async () => {
    const first = await image('/Image/T-BRAS-1-1.webp?w=480');
    expect(first.statusCode).toBe(200);
    const cacheDir = path.join(t.dataDir, 'cache', 'images');
    const cached = path.join(cacheDir, 'T-BRAS-1-1-webp-480.webp');
    expect(await readdir(cacheDir)).toContain('T-BRAS-1-1-webp-480.webp');
    expect(Buffer.compare(await readFile(cached), first.rawPayload)).toBe(0);

    const second = await image('/Image/T-BRAS-1-1.webp?w=480');
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);

    // Replace the cached rendition: the next answer is read from disk, not rendered again.
    const marker = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#ff0000' } })
      .webp()
      .toBuffer();
    await writeFile(cached, marker);
    const third = await image('/Image/T-BRAS-1-1.webp?w=480');
    expect(Buffer.compare(third.rawPayload, marker)).toBe(0);
  });

  it('answers 304 to its ETag', async () => {
    const res = await image('/Image/T-RING-1-1.webp?w=320');
    const again = await image('/Image/T-RING-1-1.webp?w=320', BROWSER_ACCEPT, {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('gives each format its own ETag', async () => {
    const webp = await image('/Image/T-RING-1-1.webp?w=320');
    const jpeg = await image('/Image/T-RING-1-1.webp?w=320', 'image/jpeg');
    expect(webp.headers.etag).not.toBe(jpeg.headers.etag);
  });

  it.each(['5000', '0', '-1', 'abc', '1.5'])('refuses w=%s with 400 JSON naming w', async (w) => {
    const res = await image(`/Image/T-RING-1-1.webp?w=${w}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: { field: string }[] }>();
    expect(body.errors.map((e) => e.field)).toEqual(['w']);
  });

  it('answers 404 JSON for an unknown name', async () => {
    const res = await image('/Image/NO-SUCH-1.webp?w=320');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: 'No image named NO-SUCH-1.webp' });
  });

  it.each([
    '/Image/..%2F..%2Fetc%2Fpasswd',
    '/Image/..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '/Image/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/Image/../../etc/passwd',
    '/Image/..',
    '/Image/.hidden',
    '/Image/a%5C..%5C..%5Cetc%5Cpasswd',
    '/Image/%2Fetc%2Fpasswd',
  ])('never serves a file outside the images folder: %s', async (url) => {
    const res = await image(url);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain('root:');
  });

  it('answers a video as video/mp4 with its bytes', async () => {
    const res = await image('/Image/T-WAT-1-v.mp4');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(res.rawPayload, VIDEO_BYTES)).toBe(0);
    expect(String(res.headers['content-length'])).toBe(String(VIDEO_BYTES.length));
    expect(String(res.headers['cache-control'])).toContain('immutable');
  });
});

describe('/Image over real HTTP', () => {
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    if (!addr || typeof addr === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${addr.port}`;
  });

  it('answers a resized WebP picture', async () => {
    const res = await fetch(`${base}/Image/T-WAT-1-1.webp?w=640`, { headers: { accept: BROWSER_ACCEPT } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(640);
  });

  it('never serves /etc/passwd, however the path is spelt', async () => {
    for (const p of [
      '/Image/..%2F..%2Fetc%2Fpasswd',
      '/Image/%2e%2e/%2e%2e/etc/passwd',
      '/Image/....//....//etc/passwd',
    ]) {
      const res = await fetch(`${base}${p}`);
      expect([400, 404]).toContain(res.status);
      expect(await res.text()).not.toContain('root:');
    }
  });

  it('streams a video', async () => {
    // node:http without an agent (Connection: close): when the last answer on a kept-alive connection is a
    // stream, app.close() can wait the whole keep-alive timeout (72 s) for that connection.
    const { status, type, body } = await new Promise<{ status: number; type: string; body: Buffer }>(
      (resolve, reject) => {
        http
          .get(`${base}/Image/T-WAT-1-v.mp4`, { agent: false }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                type: String(res.headers['content-type']),
                body: Buffer.concat(chunks),
              }),
            );
            res.on('error', reject);
          })
          .on('error', reject);
      },
    );
    expect(status).toBe(200);
    expect(type).toBe('video/mp4');
    expect(Buffer.compare(body, VIDEO_BYTES)).toBe(0);
  });
});
