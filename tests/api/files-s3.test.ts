// The shop with its files in S3-compatible object storage (docs/decisions/103-one-file-store.md), against a real
// S3-compatible server (s3rver, tests/support/s3-server.ts): pictures, certificates, deposit slips, size-request
// photos and stock imports go to the bucket and come back from it; DATA_DIR keeps only this machine's own files; the
// owner's `files copy-to-store` moves a DATA_DIR into the bucket; /readyz says when the store does not answer.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryPhotos, orders } from '../../server/db/schema';
import { LocalStore } from '../../server/files/local-store';
import { runOwnerCommand } from '../../server/owner/commands';
import { copyToStore } from '../../server/owner/file-commands';
import { jpegPart, phoneJpeg, postSizeForm, RING, sizeForm } from './form-helpers';
import { createTestApp, placeOrder, seedFixture, type TestApp } from './helpers';
import { newMember, signedIn, type Client } from './staff-helpers';
import { startTestS3, type TestS3 } from '../support/s3-server';

let s3: TestS3;
let t: TestApp;
let owner: Client;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ store: s3.store('shop-a/') });
  await seedFixture(t);
  owner = await signedIn(t, await newMember(t, 'owner'));
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

/** Every key the bucket holds for the shop, under a prefix. */
const keysIn = async (prefix: string) => {
  const keys: string[] = [];
  for await (const f of t.store.list(prefix)) keys.push(f.key);
  return keys.sort();
};
/** The files DATA_DIR holds under a folder (none of the shop's kept files should be there). */
const localFiles = async (folder: string) =>
  (await readdir(path.join(t.dataDir, folder), { recursive: true }).catch(() => [] as string[])).sort();

const png = (background: string, size = 600) =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();

async function sendForm(url: string, field: string, files: { name: string; data: Buffer; type: string }[]) {
  const form = new FormData();
  for (const f of files) form.append(field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: owner.cookie, 'x-xsrf-token': owner.csrf },
    payload: form,
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

describe('a shop whose files are in S3-compatible storage', () => {
  it('keeps pictures sent through the back office in the bucket and serves them resized from it', async () => {
    const sent = await sendForm('/api/admin/stock/T-RING-1/pictures', 'pictures', [
      { name: 'front.png', data: await png('#b08d57'), type: 'image/png' },
      { name: 'side.png', data: await png('#8d6e3f'), type: 'image/png' },
    ]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const names = sent.body.pictures as string[];
    expect(names).toHaveLength(2);
    expect(await keysIn('images/T-RING-1')).toEqual(names.map((n) => `images/${n}`).sort());
    expect(await localFiles('images')).toEqual([]);
    const first = await t.app.inject({ url: `/Image/${names[0]}?w=320`, headers: { accept: 'image/webp' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect((await sharp(first.rawPayload).metadata()).width).toBe(320);
    expect(String(first.headers['cache-control'])).toContain('immutable');
    // The resized copy is this machine's: in DATA_DIR/cache/images, never in the bucket.
    expect(await localFiles(path.join('cache', 'images'))).toContain(`${names[0]?.replace(/\.jpg$/, '')}-jpg-320.webp`);
    expect(await keysIn('cache/')).toEqual([]);
    const again = await t.app.inject({
      url: `/Image/${names[0]}?w=320`,
      headers: { accept: 'image/webp', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Replaced, the old pictures leave the bucket and their copies this machine; a name no piece has is a 404.
    const replaced = await sendForm('/api/admin/stock/T-RING-1/pictures', 'pictures', [
      { name: 'new.png', data: await png('#445566'), type: 'image/png' },
    ]);
    expect(replaced.status).toBe(200);
    expect(await keysIn('images/T-RING-1')).toHaveLength(1);
    const gone = await t.app.inject({ url: `/Image/${names[0]}?w=320`, headers: { accept: 'image/webp' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-store');
  });

  it('serves a video from the bucket', async () => {
    await t.store.put('images/T-RING-1-clip.mp4', Buffer.from('000000186674797069736f6d', 'hex'));
    const res = await t.app.inject({ url: '/Image/T-RING-1-clip.mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.toString('hex')).toBe('000000186674797069736f6d');
  });

  it('keeps a certificate in the bucket and serves it', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const sent = await sendForm('/api/admin/stock/T-RING-1/certificate', 'certificate', [
      { name: 'lab.pdf', data: pdf, type: 'application/pdf' },
    ]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [key] = await keysIn('certificates/');
    expect(key).toMatch(/^certificates\/T-RING-1-certificate-[0-9a-f]{8}\.pdf$/);
    const res = await t.app.inject({ url: `/Certificate/${key?.slice('certificates/'.length)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(await localFiles('certificates')).toEqual([]);
  });

  it("keeps a guest's deposit slip in the bucket, shown to signed-in staff only, never cached", async () => {
    const order = await placeOrder(t, { slip: true });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row?.slipFile).toMatch(/^uploads\/slips\/.+\.jpg$/);
    expect(await t.store.head(String(row?.slipFile))).not.toBeNull();
    expect(await localFiles('uploads')).toEqual([]);
    const slip = await owner.call('GET', `/api/admin/orders/${order.orderNo}/slip`);
    expect(slip.status).toBe(200);
    expect(slip.headers['content-type']).toBe('image/jpeg');
    expect(slip.headers['cache-control']).toBe('private, no-store');
    const stranger = await t.app.inject({ url: `/api/admin/orders/${order.orderNo}/slip` });
    expect(stranger.statusCode).toBe(401);
  });

  it("keeps a size request's photo in the bucket, shown to signed-in staff only", async () => {
    expect((await postSizeForm(t, sizeForm(RING, { handImage: jpegPart(await phoneJpeg()) }))).status).toBe(200);
    const [photo] = await t.database.db.select().from(inquiryPhotos);
    expect(photo?.filePath).toMatch(/^uploads\/inquiries\/.+\.jpg$/);
    const res = await owner.call('GET', `/api/admin/inquiries/${photo?.inquiryId}/photos/${photo?.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await localFiles('uploads')).toEqual([]);
  });

  it('imports stock with its pictures through the bucket, and leaves no import files behind', async () => {
    const header = 'TagNo;ItemName;ItemType;NetWeight;Karat;TotalMaking;Description;Images;Status';
    const csv = `${header}\r\nS3-1;Rings;Gold;2;22;1000;;S3-1-1.png;available\r\n`;
    const form = new FormData();
    form.append('file', new Blob([csv]), 'stock.csv');
    form.append('pictures', new Blob([new Uint8Array(await png('#aa7733', 80))]), 'S3-1-1.png');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock-imports',
      headers: { cookie: owner.cookie, 'x-xsrf-token': owner.csrf },
      payload: form,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const id = String(sent.json<{ id: number }>().id);
    const settled = async () => {
      for (let i = 0; i < 200; i++) {
        const { body } = await owner.call('GET', `/api/admin/stock-imports/${id}`);
        if (body.state !== 'checking' && body.state !== 'importing') return body;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the import did not settle');
    };
    expect(await settled()).toMatchObject({ state: 'checked', report: { errorCount: 0 } });
    // Checked: the picture waits in the bucket (another machine may run the import); none is left on this disk.
    expect(await keysIn(`imports/${id}/`)).toEqual([`imports/${id}/pictures/S3-1-1.png`]);
    expect(await localFiles(path.join('imports', id))).toEqual([]);
    const run = await owner.call('POST', `/api/admin/stock-imports/${id}/run`, { removeMissing: false });
    expect(run.status).toBe(202);
    expect(await settled()).toMatchObject({ state: 'done', summary: { pictures: 1 } });
    expect(await keysIn('imports/')).toEqual([]);
    expect(await keysIn('images/S3-1-1.png')).toEqual(['images/S3-1-1.png']);
    const shown = await t.app.inject({ url: '/Image/S3-1-1.png?w=320', headers: { accept: 'image/webp' } });
    expect(shown.statusCode).toBe(200);
  });
});

describe('files copy-to-store: moving a DATA_DIR into the bucket', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'zewar-move-'));
    const write = async (file: string, data: Buffer | string) => {
      await mkdir(path.dirname(path.join(dataDir, file)), { recursive: true });
      await writeFile(path.join(dataDir, file), data);
    };
    await write('images/ZG-1-aa.jpg', await png('#123456', 40));
    await write('images/ZG-1-clip.mp4', Buffer.alloc(3000, 1));
    await write('certificates/ZG-1-certificate-bb.pdf', '%PDF-1.4 a certificate');
    await write('uploads/slips/NM-1-cc.jpg', 'a slip');
    await write('uploads/inquiries/size-request-dd.jpg', 'a photo');
    await write('imports/7/pictures/P-1.png', 'an import picture');
    // Not the store's: the database, the outbox, the resized copies stay on the machine.
    await write('pglite/base/1', 'database');
    await write('outbox/000001-order-guest.eml', 'mail');
    await write('cache/images/ZG-1-aa-jpg-320.webp', 'copy');
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('copies every stored file, checks each, and copies nothing twice', async () => {
    const store = s3.store('moved/');
    const said = await runOwnerCommand({ db: t.database.db, dataDir, store, publicUrl: 'http://localhost:3000' }, [
      'files',
      'copy-to-store',
    ]);
    expect(said).toContain('Copied 6 file(s)');
    expect(said).toContain('0 file(s) were there already and the same.');
    expect(said).toContain('Every file is in the store.');
    const keys: string[] = [];
    for await (const f of store.list('')) keys.push(f.key);
    expect(keys.sort()).toEqual([
      'certificates/ZG-1-certificate-bb.pdf',
      'images/ZG-1-aa.jpg',
      'images/ZG-1-clip.mp4',
      'imports/7/pictures/P-1.png',
      'uploads/inquiries/size-request-dd.jpg',
      'uploads/slips/NM-1-cc.jpg',
    ]);
    expect((await store.get('uploads/slips/NM-1-cc.jpg'))?.toString()).toBe('a slip');
    // Run again after a slip came and one file changed: only those two are copied.
    await writeFile(path.join(dataDir, 'uploads/slips/NM-2-ee.jpg'), 'a later slip');
    await writeFile(path.join(dataDir, 'uploads/slips/NM-1-cc.jpg'), 'a slip, sent again');
    const twice = await runOwnerCommand({ db: t.database.db, dataDir, store, publicUrl: 'http://localhost:3000' }, [
      'files',
      'copy-to-store',
    ]);
    expect(twice).toContain('Copied 2 file(s)');
    expect(twice).toContain('5 file(s) were there already and the same.');
    expect((await store.get('uploads/slips/NM-1-cc.jpg'))?.toString()).toBe('a slip, sent again');
  });

  it('names every file it could not copy and fails', async () => {
    const other = await startTestS3();
    const store = other.store('');
    await store.check();
    await other.stop();
    const result = await copyToStore(new LocalStore(dataDir), store);
    expect(result.copied).toBe(0);
    expect(result.failed.map((f) => f.key)).toContain('uploads/slips/NM-1-cc.jpg');
    await expect(
      runOwnerCommand({ db: t.database.db, dataDir, store, publicUrl: 'http://localhost:3000' }, [
        'files',
        'copy-to-store',
      ]),
    ).rejects.toThrow();
    await other.close();
  });

  it('refuses when the shop has no bucket set', async () => {
    await expect(
      runOwnerCommand({ db: t.database.db, dataDir, publicUrl: 'http://localhost:3000' }, ['files', 'copy-to-store']),
    ).rejects.toThrow('FILES_S3_BUCKET is not set');
  });
});

describe('GET /readyz with the files in S3-compatible storage', () => {
  it('says the store is ready, then 503 naming the file store once its server stops', async () => {
    const other = await startTestS3();
    const shop = await createTestApp({ store: other.store('') });
    try {
      const ready = await shop.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ok', database: 'ok', files: 'ok', filesKind: 's3' });
      await other.stop();
      const started = Date.now();
      const down = await shop.app.inject({ url: '/readyz' });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(down.statusCode).toBe(503);
      expect(down.headers['cache-control']).toBe('no-store');
      expect(down.json()).toEqual({
        status: 'unavailable',
        database: 'ok',
        pendingMigrations: 0,
        files: 'the file store does not answer',
        filesKind: 's3',
        message: 'Not ready: the file store does not answer',
      });
    } finally {
      await shop.close();
      await other.close();
    }
  });
});
