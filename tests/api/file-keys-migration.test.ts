// Migration 0016: rows that kept a file's path on one machine's disk keep its key in the file store instead
// (docs/decisions/103-one-file-store.md), so a DATA_DIR moved, or copied into a bucket, is still found.
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiryPhotos, orders, outbox, stockImports } from '../../server/db/schema';
import { jpegPart, phoneJpeg, postSizeForm, RING, sizeForm } from './form-helpers';
import { placeOrder, useTestApp } from './helpers';

const t = useTestApp({ seed: true });

/** Runs migration 0016's statements again, on rows written as an older shop wrote them. */
async function migrate() {
  const text = await readFile(new URL('../../server/db/migrations/0016_file-keys.sql', import.meta.url), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    if (statement.replace(/--.*$/gm, '').trim()) await t.database.db.execute(sql.raw(statement));
}

describe('migration 0016: file paths become keys', () => {
  it("rewrites a slip's, a photo's, a mail's attachments' and an import's paths, and leaves keys and other paths be", async () => {
    const order = await placeOrder(t, { slip: true });
    expect((await postSizeForm(t, sizeForm(RING, { handImage: jpegPart(await phoneJpeg()) }))).status).toBe(200);
    const db = t.database.db;
    const [before] = await db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    const key = String(before?.slipFile);
    expect(key).toMatch(/^uploads\/slips\//);
    const [photo] = await db.select().from(inquiryPhotos);
    const photoKey = String(photo?.filePath);
    // As a shop before the file store kept them: absolute paths, and attachments by path.
    await db
      .update(orders)
      .set({ slipFile: `/srv/zewar/data/${key}` })
      .where(eq(orders.orderNo, order.orderNo));
    await db.update(inquiryPhotos).set({ filePath: `/srv/zewar/data/${photoKey}` });
    await db.execute(
      sql`UPDATE outbox SET attachments = replace(attachments, '"key":"uploads/', '"path":"/srv/zewar/data/uploads/')`,
    );
    const [imported] = await db
      .insert(stockImports)
      .values({
        fileName: 'a.csv',
        filePath: '/srv/zewar/data/imports/9/stock-a.csv',
        picturesPath: '/srv/zewar/data/imports/9/pictures',
        actor: 'Owner',
        state: 'failed',
      })
      .returning({ id: stockImports.id });
    const [named] = await db
      .insert(stockImports)
      .values({
        fileName: 'b.csv',
        filePath: '/home/owner/pos/b.csv',
        picturesPath: null,
        actor: 'Owner',
        state: 'failed',
      })
      .returning({ id: stockImports.id });

    await migrate();

    const [after] = await db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(after?.slipFile).toBe(key);
    expect((await db.select().from(inquiryPhotos))[0]?.filePath).toBe(photoKey);
    const attachments = (await db.select({ a: outbox.attachments }).from(outbox))
      .flatMap((r) => JSON.parse(r.a) as Record<string, string>[])
      .map((a) => ({ key: a.key, path: a.path }));
    expect(attachments.length).toBeGreaterThanOrEqual(2);
    for (const a of attachments) {
      expect(a.path).toBeUndefined();
      expect(a.key).toMatch(/^uploads\/(slips|inquiries)\/[\w-]+\.jpg$/);
    }
    expect(attachments.map((a) => a.key)).toEqual(expect.arrayContaining([key, photoKey]));
    const imports = await db.select().from(stockImports);
    expect(imports.find((i) => i.id === imported?.id)).toMatchObject({
      filePath: 'imports/9/stock-a.csv',
      picturesPath: 'imports/9/pictures',
    });
    // A file the command line named is not the store's.
    expect(imports.find((i) => i.id === named?.id)?.filePath).toBe('/home/owner/pos/b.csv');
    // Run again, nothing changes.
    await migrate();
    expect((await db.select().from(orders).where(eq(orders.orderNo, order.orderNo)))[0]?.slipFile).toBe(key);
  });
});
