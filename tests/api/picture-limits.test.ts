// Pictures too large to decode, and the queue they are decoded in (docs/behaviour.md §5.11, §10.6; docs/decisions/060).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { pictureProblem } from '../../server/services/stock-import';
import { pictureWork, slipWork } from '../../server/files/uploads';
import { formCounts, jpegPart, phoneJpeg, postSizeForm, RING, sizeForm } from './form-helpers';
import { freshPiece, postSale, saleFor, saleForm, slipWithGps, useTestApp, type ErrorAnswer } from './helpers';
import { newMember, signedIn } from './staff-helpers';

const t = useTestApp({ seed: true });
const OK = { message: 'Form Submitted Successfully, & Email Sent' };

/** 16,000 × 16,000 white pixels: 256 megapixels in about 0.7 MB of PNG, under every byte limit. */
let bomb: Buffer;
beforeAll(async () => {
  bomb = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}, 120_000);

/**
 * A PNG whose header claims `width` × `height`: a real 1 × 1 PNG with its IHDR changed (and its checksum made
 * again). Its header is all any check before decoding reads.
 */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // Signature (8), IHDR's length (4) and type (4), then its data: width and height first; its CRC after 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const pngPart = (data: Buffer, name = 'photo.png') => ({ data, name, type: 'image/png' });

/**
 * Fills the pictures' queue (its places and its waiting line) with tasks that run until `release` is called, as a
 * flood of other guests' photos would.
 */
function fillPictureQueue() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const tasks = Array.from({ length: pictureWork.concurrency + pictureWork.maxWaiting }, () =>
    pictureWork.run(() => held),
  );
  expect([pictureWork.running, pictureWork.waiting]).toEqual([pictureWork.concurrency, pictureWork.maxWaiting]);
  return async () => {
    release();
    await Promise.all(tasks);
  };
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number } & Awaited<T>> {
  const started = performance.now();
  const out = await run();
  return { ...out, ms: performance.now() - started };
}

describe('a picture of too many pixels', () => {
  it('the test picture is small in bytes and huge in pixels', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { width, height } = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect(width * height).toBe(256_000_000);
  });

  it('a size photo of 256 megapixels is refused at once with 413 naming the limit, and nothing is stored', async () => {
    const before = await formCounts(t);
    const { status, body, ms } = await timed(() =>
      postSizeForm(t, sizeForm(RING, { fingerImage: pngPart(bomb, 'finger.png') })),
    );
    expect(status).toBe(413);
    expect(body).toEqual({
      message: 'Finger photo is too large: at most 50 megapixels',
      errors: [{ field: 'fingerImage', message: 'Finger photo is too large: at most 50 megapixels' }],
    });
    // Refused from its header: decoding it took half a second of a core, and sixty of them at once 30 s.
    expect(ms).toBeLessThan(1500);
    expect(await formCounts(t)).toEqual(before);
  });

  it('an order with a slip of 256 megapixels is refused with 413 and no order is placed', async () => {
    const sale = await saleFor(t, [{ TagNo: await freshPiece(t) }]);
    const placed = await t.database.db.$count(orders);
    const { status, body } = await postSale(t, saleForm(sale, pngPart(bomb, 'slip.png')));
    expect(status).toBe(413);
    expect((body as unknown as ErrorAnswer).message).toBe('Deposit slip is too large: at most 50 megapixels');
    expect((body as unknown as ErrorAnswer).errors?.map((e) => e.field)).toEqual(['depositSlip']);
    expect(await t.database.db.$count(orders)).toBe(placed);
  });

  it("a picture over sharp's own limit is told it is too large, not that it is not a picture", async () => {
    // 20,000 × 20,000 is over the 268 MP sharp refuses even to read the header of by default.
    const huge = await pngClaiming(20_000, 20_000);
    const { status, body } = await postSizeForm(t, sizeForm(RING, { ringImage: pngPart(huge, 'ring.png') }));
    expect(status).toBe(413);
    expect(body.message).toBe('Ring photo is too large: at most 50 megapixels');
    expect(String(body.message)).not.toMatch(/JPG, PNG/);
  });

  it('a picture just under the limit is taken (a 50 MP phone camera: 8160 × 6120)', async () => {
    const phone = await pngClaiming(8160, 6120);
    // Its header passes; the 1 × 1 picture behind it cannot fill 8160 × 6120, so it fails as unreadable, not as large.
    const { status, body } = await postSizeForm(t, sizeForm(RING, { ringImage: pngPart(phone, 'ring.png') }));
    expect(status).toBe(400);
    expect(body.message).toBe('Ring photo could not be read as a picture');
    const real = await sharp({ create: { width: 8160, height: 6120, channels: 3, background: '#eee' } })
      .jpeg({ quality: 50 })
      .toBuffer();
    expect(real.length).toBeLessThan(5 * 1024 * 1024);
    expect((await postSizeForm(t, sizeForm(RING, { ringImage: jpegPart(real) }))).body).toEqual(OK);
  });

  it("the back office's pictures may be larger, up to 120 megapixels, with the same words", async () => {
    const staff = await signedIn(t, await newMember(t, 'staff', 'Pictures'));
    const form = new FormData();
    form.append('pictures', new Blob([new Uint8Array(bomb)], { type: 'image/png' }), 'huge.png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/T-BRAS-1/pictures',
      headers: { cookie: staff.cookie, 'x-xsrf-token': staff.csrf },
      payload: form,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'huge.png is too large: at most 120 megapixels',
      errors: [{ field: 'pictures', message: 'huge.png is too large: at most 120 megapixels' }],
    });
  });

  it('the stock import says so of a picture sent with its file, rather than calling it no picture', async () => {
    const file = path.join(t.dataDir, 'panorama.png');
    await writeFile(file, await pngClaiming(20_000, 20_000));
    expect(await pictureProblem(file)).toBe('it is larger than 120 megapixels');
    await writeFile(file, await pngClaiming(10_000, 10_000));
    expect(await pictureProblem(file)).toBeNull();
  });
});

describe('the pictures queue', () => {
  it('when it is full, a further photo is answered 503 with Retry-After at once, and taken once it has room', async () => {
    const photo = await phoneJpeg();
    const releaseQueue = fillPictureQueue();
    try {
      const before = await formCounts(t);
      const { status, body, res, ms } = await timed(() =>
        postSizeForm(t, sizeForm(RING, { fingerImage: jpegPart(photo) })),
      );
      expect(status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(body).toEqual({
        message:
          'We are receiving many pictures just now and could not take your finger photo. Please send it again in a few seconds.',
      });
      expect(ms).toBeLessThan(1500);
      expect(await formCounts(t)).toEqual(before);
      // A picture refused for what it is still says so: its header is read before the queue is asked.
      const large = await postSizeForm(t, sizeForm(RING, { fingerImage: pngPart(bomb) }));
      expect(large.status).toBe(413);
    } finally {
      await releaseQueue();
    }
    expect((await postSizeForm(t, sizeForm(RING, { fingerImage: jpegPart(photo) }))).body).toEqual(OK);
  });

  it("an order with a normal slip is answered while the queue is full of other guests' photos", async () => {
    const releaseQueue = fillPictureQueue();
    try {
      const sale = await saleFor(t, [{ TagNo: await freshPiece(t) }]);
      const slip = await slipWithGps();
      const { status, body, ms } = await timed(() =>
        postSale(t, saleForm(sale, { data: slip, name: 'slip.png', type: 'image/png' })),
      );
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.message).toBe('Success');
      expect(ms).toBeLessThan(5000);
      // The photos are still waiting: the slip went by them in its own lane.
      expect(pictureWork.running).toBe(pictureWork.concurrency);
    } finally {
      await releaseQueue();
    }
    expect([slipWork.running, slipWork.waiting]).toEqual([0, 0]);
  });

  it('a full lane of slips answers an order 503 too, and places nothing', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tasks = Array.from({ length: slipWork.concurrency + slipWork.maxWaiting }, () => slipWork.run(() => held));
    try {
      const sale = await saleFor(t, [{ TagNo: await freshPiece(t) }]);
      const placed = await t.database.db.$count(orders);
      const { status, body, res } = await postSale(
        t,
        saleForm(sale, { data: await slipWithGps(), name: 'slip.png', type: 'image/png' }),
      );
      expect(status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(body.message).toBe(
        'We are receiving many pictures just now and could not take your deposit slip. Please send it again in a few seconds.',
      );
      expect(await t.database.db.$count(orders)).toBe(placed);
    } finally {
      release();
      await Promise.all(tasks);
    }
  });

  it("the back office's pictures wait for their turn instead of being refused", async () => {
    const staff = await signedIn(t, await newMember(t, 'staff', 'Waiting'));
    const form = new FormData();
    const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#a0a' } })
      .png()
      .toBuffer();
    form.append('pictures', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'ring.png');
    const releaseQueue = fillPictureQueue();
    let answered = false;
    const sending = t.app
      .inject({
        method: 'POST',
        url: '/api/admin/stock/T-BRAS-1/pictures',
        headers: { cookie: staff.cookie, 'x-xsrf-token': staff.csrf },
        payload: form,
      })
      .finally(() => (answered = true));
    try {
      await expect.poll(() => pictureWork.waiting).toBe(pictureWork.maxWaiting + 1);
      expect(answered).toBe(false);
    } finally {
      await releaseQueue();
    }
    const res = await sending;
    expect(res.statusCode, res.body).toBe(200);
  });

  it('many real photos at once: each is taken or answered 503 at once, and an order is not kept waiting behind them', async () => {
    // 50 megapixels each, the most a guest may send, all posted at once.
    const big = await sharp({ create: { width: 8160, height: 6120, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const sale = await saleFor(t, [{ TagNo: await freshPiece(t) }]);
    const slip = await slipWithGps();
    const started = performance.now();
    const photos = Array.from({ length: 16 }, () =>
      postSizeForm(t, sizeForm(RING, { fingerImage: pngPart(big) })).then(({ status, res }) => ({
        status,
        retryAfter: res.headers['retry-after'],
        ms: performance.now() - started,
      })),
    );
    const order = await timed(() => postSale(t, saleForm(sale, { data: slip, name: 'slip.png', type: 'image/png' })));
    expect(order.status).toBe(200);
    const answers = await Promise.all(photos);
    for (const a of answers) expect([200, 503], JSON.stringify(a)).toContain(a.status);
    for (const a of answers.filter((a) => a.status === 503)) expect(a.retryAfter).toBe('5');
    const taken = answers.filter((a) => a.status === 200);
    expect(taken.length).toBeGreaterThanOrEqual(pictureWork.concurrency);
    // Without a lane of its own the slip waited its turn behind every photo, and the order was answered with the last.
    const lastPhoto = Math.max(...taken.map((a) => a.ms));
    expect(order.ms, JSON.stringify({ order: order.ms, lastPhoto, taken: taken.length })).toBeLessThan(lastPhoto / 2);
  });
});
