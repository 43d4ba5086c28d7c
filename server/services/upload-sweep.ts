import { isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inquiryPhotos, orders, outbox, payments } from '../db/schema';
import type { FileStore } from '../files/store';

/** A file younger than this may belong to a request still in flight: the sweep leaves it alone. */
export const SWEEP_MIN_AGE_MS = 60 * 60_000;

/** Every upload a row points to, by its key: inquiry photos, deposit slips, and files mails still to be sent attach. */
async function referenced(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const r of await db.select({ f: inquiryPhotos.filePath }).from(inquiryPhotos)) keys.add(r.f);
  for (const r of await db.select({ f: orders.slipFile }).from(orders).where(isNotNull(orders.slipFile)))
    if (r.f) keys.add(r.f);
  for (const r of await db.select({ f: payments.slipFile }).from(payments).where(isNotNull(payments.slipFile)))
    if (r.f) keys.add(r.f);
  for (const r of await db.select({ a: outbox.attachments }).from(outbox).where(ne(outbox.attachments, '[]'))) {
    let list: unknown;
    try {
      list = JSON.parse(r.a);
    } catch {
      list = [];
    }
    if (Array.isArray(list))
      for (const a of list as unknown[])
        if (typeof a === 'object' && a !== null && 'key' in a && typeof a.key === 'string') keys.add(a.key);
  }
  return keys;
}

/**
 * Removes the files under `uploads/` in the file store that no row points to and that are older than `minAgeMs`: an
 * inquiry's photo or an order's slip is written before its transaction, and a crash between the two leaves it behind
 * (docs/decisions/033-operating-the-shop.md). Run at start-up; returns the keys removed.
 */
export async function sweepOrphanUploads(db: Db, store: FileStore, minAgeMs = SWEEP_MIN_AGE_MS): Promise<string[]> {
  // Listed before the rows are read: an upload written after the listing is not seen, one written before and
  // committed since is found among the rows.
  const before = Date.now() - minAgeMs;
  const old: string[] = [];
  for await (const f of store.list('uploads/')) if (f.modified.getTime() <= before) old.push(f.key);
  if (!old.length) return [];
  const keep = await referenced(db);
  const removed: string[] = [];
  for (const key of old) {
    if (keep.has(key)) continue;
    await store.delete(key);
    removed.push(key);
  }
  return removed;
}
