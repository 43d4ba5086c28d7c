// Backup and restore (docs/decisions/104-backup-and-restore.md): a shop with the demo catalogue, an order with a
// payment and a slip, an inquiry with a photo, a staff member and a picture sent through the back office is backed up
// while the storefront is answering, restored into a new empty database and data folder, and found the same: every
// row of every table, every file's bytes, and the shop's answers. Then what restore refuses: a shop that is not
// empty, a damaged archive, a foreign one. Runs on PGlite, and on PostgreSQL with DATABASE_URL set.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockPage } from '../../core/api-schemas';
import type { AdminOrder } from '../../core/order-admin-schemas';
import { LocalStore } from '../../server/files/local-store';
import { openDatabase, rowsOf } from '../../server/db/client';
import { DomainError } from '../../server/common/domain-error';
import { runOwnerCommand } from '../../server/owner/commands';
import { loadDemoRows } from '../../server/services/demo-catalogue';
import { everyFile, everyRow } from './backup-helpers';
import { jpegPart, latestInquiry, phoneJpeg, postSizeForm, RING, sizeForm } from './form-helpers';
import { createTestApp, freshPiece, getJson, placeOrder, postSale, saleFor, statusOf, type TestApp } from './helpers';
import { newMember, signedIn, type Client } from './staff-helpers';

const owner = (t: TestApp, args: string[]) =>
  runOwnerCommand({ db: t.database.db, dataDir: t.dataDir, publicUrl: 'http://localhost:3000' }, args);

/** The owner's command's refusal: its status and message (a DomainError, never anything else). */
async function refusal(run: Promise<unknown>): Promise<{ status: number; message: string }> {
  const err: unknown = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof DomainError)) throw new Error(`Expected a DomainError, got ${String(err)}`);
  return { status: err.status, message: err.message };
}

let shop: TestApp;
let restored: TestApp;
let work: string;
let archive: string;
let staff: Client;
let who: { email: string; password: string };
let orderNo = '';
/** Every row the archive held, as the first restore gave them back. */
let archived = new Map<string, string[]>();
/** The picture sent through the back office. */
let pictureName = '';

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'zewar-backup-test-'));
  archive = path.join(work, 'shop.tar.gz');
  shop = await createTestApp();
  restored = await createTestApp();
}, 60_000);

afterAll(async () => {
  await shop?.close();
  await restored?.close();
  await rm(work, { recursive: true, force: true });
});

describe('a backup restored into an empty shop gives back the same shop', () => {
  it('fills a shop: demo catalogue, a staff member, a picture, an order with a slip and a payment, an inquiry with a photo', async () => {
    const demo = await loadDemoRows(shop.database.db, { store: shop.store });
    expect(demo?.items).toBeGreaterThan(300);
    shop.services.invalidate();
    who = await newMember(shop, 'owner', 'Sana');
    staff = await signedIn(shop, who);

    const [first] = (await getJson<StockPage>(shop, '/api/dashboard/EcomStock?pageSize=5')).body.items;
    const tag = first?.TagNo ?? '';
    const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('pictures', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'front.png');
    const sent = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/stock/${encodeURIComponent(tag)}/pictures`,
      headers: { cookie: staff.cookie, 'x-xsrf-token': staff.csrf },
      payload: form,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    pictureName = String(sent.json<{ pictures: string[] }>().pictures[0]);

    const order = await placeOrder(shop, { slip: true });
    orderNo = order.orderNo;
    const paid = await staff.call('POST', `/api/admin/orders/${orderNo}/payments`, {
      amount: Math.floor(order.total / 2),
      method: 'bank-transfer',
      paidOn: '2026-11-27',
      reference: 'IBFT 9001',
      withGuestSlip: true,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    const photo = await postSizeForm(shop, sizeForm(RING, { handImage: jpegPart(await phoneJpeg()) }));
    expect(photo.status, JSON.stringify(photo.body)).toBe(200);
    expect((await latestInquiry(shop)).photos).toHaveLength(1);
  }, 180_000);

  it('backs the shop up while the storefront answers', async () => {
    const reads = Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        shop.app.inject({ url: `/api/dashboard/EcomStock?pageSize=24&page=${i + 1}` }).then((r) => r.statusCode),
      ),
    );
    const [said, answers] = await Promise.all([owner(shop, ['backup', archive]), reads]);
    expect(answers.every((s) => s === 200)).toBe(true);
    expect(said).toMatch(/^Wrote .*shop\.tar\.gz: \d+ rows of \d+ tables and \d+ files/);
    await expect(readFile(`${archive}.partial`)).rejects.toThrow();
  }, 60_000);

  it('restores it into a new database and data folder: every row, every file, the same answers', async () => {
    const said = await owner(restored, ['restore', archive]);
    expect(said).toMatch(/^Restored the backup of .*: \d+ rows of \d+ tables and \d+ files/);
    restored.services.invalidate();

    const before = await everyRow(shop.database.db);
    const after = await everyRow(restored.database.db);
    archived = after;
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [table, rows] of before) expect(after.get(table), table).toEqual(rows);
    // What the comparison covers: the catalogue, the order, its payment, the inquiry and its photo, the member.
    for (const table of ['stock_item', 'stock_image', 'orders', 'payment', 'inquiry', 'inquiry_photo', 'staff'])
      expect(before.get(table)?.length, table).toBeGreaterThan(0);

    const files = await everyFile(shop.dataDir);
    const back = await everyFile(restored.dataDir);
    expect([...back.keys()]).toEqual([...files.keys()]);
    for (const [key, data] of files) expect(back.get(key)?.equals(data), key).toBe(true);
    expect([...files.keys()].some((k) => k.startsWith('uploads/slips/'))).toBe(true);
    expect([...files.keys()].some((k) => k.startsWith('uploads/inquiries/'))).toBe(true);
    expect([...files.keys()].some((k) => k.startsWith('certificates/'))).toBe(true);

    // The restored shop answers as the first: its catalogue, its pictures, the member's sign-in and the order.
    const page = '/api/dashboard/EcomStock?pageSize=1000';
    expect((await getJson(restored, page)).body).toEqual((await getJson(shop, page)).body);
    const { body: stock } = await getJson<StockPage>(restored, page);
    expect(stock.items.some((s) => s.Images.some((i) => i.ImageName === pictureName))).toBe(true);
    const served = await restored.app.inject({ url: `/Image/${pictureName}` });
    expect(served.statusCode).toBe(200);
    const original = await shop.app.inject({ url: `/Image/${pictureName}` });
    expect(served.rawPayload.equals(original.rawPayload)).toBe(true);
    const member = await signedIn(restored, who);
    const order = (await member.call('GET', `/api/admin/orders/${orderNo}`)).body as unknown as AdminOrder;
    expect(order).toEqual((await staff.call('GET', `/api/admin/orders/${orderNo}`)).body);
    expect(order.ledger.entries).toHaveLength(1);

    // The sequences go on past the restored ids: a new order takes the next one.
    const [last] = await rowsOf<{ id: number }>(restored.database.db, sql`SELECT max(id) AS id FROM orders`);
    await placeOrder(restored);
    const [next] = await rowsOf<{ id: number }>(restored.database.db, sql`SELECT max(id) AS id FROM orders`);
    expect(Number(next?.id)).toBe(Number(last?.id) + 1);
  }, 180_000);
});

describe('an archive of one engine restores into the other', () => {
  // The PostgreSQL run has both engines at hand: its archive into an embedded database (the PGlite run has no
  // PostgreSQL server to go the other way; the bench's archive of the embedded database was restored into PostgreSQL
  // by hand when this was written).
  it.skipIf(!process.env.DATABASE_URL)(
    'PostgreSQL into the embedded database, every row the same',
    async () => {
      const lite = await openDatabase({});
      const files = await mkdtemp(path.join(tmpdir(), 'zewar-backup-lite-'));
      try {
        await lite.migrate();
        await runOwnerCommand({ db: lite.db, dataDir: files, publicUrl: 'http://localhost:3000' }, [
          'restore',
          archive,
        ]);
        const after = await everyRow(lite.db);
        expect([...after.keys()]).toEqual([...archived.keys()]);
        for (const [table, rows] of archived) expect(after.get(table), table).toEqual(rows);
        expect((await everyFile(files)).size).toBe((await everyFile(shop.dataDir)).size);
      } finally {
        await lite.close();
        await rm(files, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

describe('a backup taken while orders are placed is of one moment', () => {
  let third: TestApp;
  beforeAll(async () => {
    third = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await third?.close();
  });

  it('each order placed meanwhile is in it whole (its lines, its mail, its pieces reserved) or not at all', async () => {
    const tags = await Promise.all(Array.from({ length: 6 }, () => freshPiece(shop)));
    const before = new Map(await Promise.all(tags.map(async (tag) => [tag, await statusOf(shop, tag)] as const)));
    const during = path.join(work, 'during.tar.gz');
    const placing = tags.map(async (tag, i) => {
      await new Promise((r) => setTimeout(r, i * 15));
      const res = await postSale(shop, await saleFor(shop, [{ TagNo: tag }]));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return String(res.body.orderNo);
    });
    const [, numbers] = await Promise.all([owner(shop, ['backup', during]), Promise.all(placing)]);
    await owner(third, ['restore', during]);

    let kept = 0;
    for (const [i, tag] of tags.entries()) {
      const orderNo = numbers[i] ?? '';
      const [order] = await rowsOf<{ id: number }>(
        third.database.db,
        sql`SELECT id FROM orders WHERE order_no = ${orderNo}`,
      );
      const [lines] = await rowsOf<{ n: number }>(
        third.database.db,
        sql`SELECT count(*)::int AS n FROM order_line WHERE tag_no = ${tag}`,
      );
      const [mails] = await rowsOf<{ n: number }>(
        third.database.db,
        sql`SELECT count(*)::int AS n FROM outbox WHERE subject LIKE ${`%${orderNo}%`}`,
      );
      const status = await statusOf(third, tag);
      if (order) {
        kept += 1;
        expect(lines?.n, tag).toBe(1);
        expect(mails?.n, tag).toBeGreaterThan(0);
        expect(status, tag).not.toBe(before.get(tag));
      } else {
        expect(lines?.n, tag).toBe(0);
        expect(mails?.n, tag).toBe(0);
        // The piece was made before the backup began, so it is there, as it was before its order.
        expect(status, tag).toBe(before.get(tag));
      }
    }
    // How many made it depends on the timing (5 of 6 on the embedded database, none on PostgreSQL, when written);
    // the test holds whichever it is.
    expect(kept).toBeLessThanOrEqual(tags.length);
  }, 120_000);
});

describe('what restore refuses', () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await empty?.close();
  });

  /** The empty shop is still empty: no row, no file. */
  const stillEmpty = async () => {
    for (const [table, rows] of await everyRow(empty.database.db)) expect(rows, table).toEqual([]);
    expect((await everyFile(empty.dataDir)).size).toBe(0);
  };

  it('a database that has rows, naming its tables; a data folder that has files', async () => {
    const full = await refusal(owner(shop, ['restore', archive]));
    expect(full.status).toBe(409);
    expect(full.message).toMatch(/^The database is not empty \(rows in .*orders.*\)/);

    await new LocalStore(empty.dataDir).put('images/left-over.webp', Buffer.from('x'));
    const files = await refusal(owner(empty, ['restore', archive]));
    expect(files.status).toBe(409);
    expect(files.message).toContain('The file store is not empty (images/left-over.webp)');
    await new LocalStore(empty.dataDir).delete('images/left-over.webp');
    await stillEmpty();
  });

  it('a damaged archive: a byte changed inside a file, cut short, not gzip at all', async () => {
    // A byte of a picture changed, the archive otherwise whole: its sha256 no longer matches the manifest.
    const tarBytes = gunzipSync(await readFile(archive));
    const at = tarBytes.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
    expect(at).toBeGreaterThan(0);
    const changed = Buffer.from(tarBytes);
    changed[at + 40] = (changed[at + 40] ?? 0) ^ 0xff;
    const flipped = path.join(work, 'flipped.tar.gz');
    await writeFile(flipped, gzipSync(changed));
    const bad = await refusal(owner(empty, ['restore', flipped]));
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/^.*flipped\.tar\.gz is not a whole shop backup \(files\/.* does not match its sha256/);

    const whole = await readFile(archive);
    const cut = path.join(work, 'cut.tar.gz');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const short = await refusal(owner(empty, ['restore', cut]));
    expect(short.status).toBe(400);
    expect(short.message).toContain('cut.tar.gz is not a whole shop backup');

    const text = path.join(work, 'notes.txt');
    await writeFile(text, 'not an archive\n');
    const plain = await refusal(owner(empty, ['restore', text]));
    expect(plain.status).toBe(400);
    expect(plain.message).toContain('notes.txt is not a whole shop backup');
    await stillEmpty();
  });

  it('a foreign archive (another tar.gz), one without a manifest, one of other migrations; a file that is not there', async () => {
    const pack = async (entries: { name: string; body: string | Buffer }[]) => {
      const p = tar.pack();
      for (const e of entries) p.entry({ name: e.name }, e.body);
      p.finalize();
      const chunks: Buffer[] = [];
      for await (const c of p) chunks.push(Buffer.from(c as Uint8Array));
      return gzipSync(Buffer.concat(chunks));
    };
    const foreign = path.join(work, 'photos.tar.gz');
    await writeFile(foreign, await pack([{ name: 'holiday/beach.jpg', body: 'jpeg' }]));
    expect((await refusal(owner(empty, ['restore', foreign]))).message).toContain(
      'it holds holiday/beach.jpg, which a shop backup does not',
    );
    const bare = path.join(work, 'bare.tar.gz');
    await writeFile(bare, await pack([{ name: 'db/orders.ndjson', body: '' }]));
    expect((await refusal(owner(empty, ['restore', bare]))).message).toContain('it has no manifest.json');

    // The real archive's manifest, said to be of a build with one migration fewer.
    const entries: { name: string; body: string | Buffer }[] = [];
    const extract = tar.extract();
    const reading = (async () => {
      for await (const entry of extract) {
        const chunks: Buffer[] = [];
        for await (const c of entry) chunks.push(Buffer.from(c as Uint8Array));
        entries.push({ name: entry.header.name, body: Buffer.concat(chunks) });
      }
    })();
    extract.end(gunzipSync(await readFile(archive)));
    await reading;
    const manifest = entries.find((e) => e.name === 'manifest.json');
    if (!manifest) throw new Error('The archive has no manifest');
    const older = JSON.parse(String(manifest.body)) as { migrations: string[] };
    older.migrations.pop();
    manifest.body = JSON.stringify(older);
    const old = path.join(work, 'old.tar.gz');
    await writeFile(old, await pack(entries));
    const oldRefusal = await refusal(owner(empty, ['restore', old]));
    expect(oldRefusal.status).toBe(409);
    expect(oldRefusal.message).toMatch(/^The backup was made by a shop at migration [\w-]+; this one is at [\w-]+\./);

    expect((await refusal(owner(empty, ['restore', path.join(work, 'none.tar.gz')]))).status).toBe(404);
    expect((await refusal(owner(empty, ['restore']))).message).toBe('Usage: npm run shop -- restore FILE');
    await stillEmpty();
  });
});
