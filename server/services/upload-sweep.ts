import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inquiryPhotos, orders, outbox } from '../db/schema';

/** A file younger than this may belong to a request still in flight: the sweep leaves it alone. */
export const SWEEP_MIN_AGE_MS = 60 * 60_000;

/**
 * A stored upload's key: its folder under uploads/ and its name (which carries random bytes, server/files/uploads.ts), so a
 * row still points to its file after DATA_DIR has moved.
 */
const keyOf = (file: string) => path.basename(path.dirname(file)) + '/' + path.basename(file);

/** Every upload a row points to: inquiry photos, deposit slips, and files mails still to be sent attach. */
async function referenced(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const r of await db.select({ f: inquiryPhotos.filePath }).from(inquiryPhotos)) keys.add(keyOf(r.f));
  for (const r of await db.select({ f: orders.slipFile }).from(orders).where(isNotNull(orders.slipFile)))
    if (r.f) keys.add(keyOf(r.f));
  for (const r of await db.select({ a: outbox.attachments }).from(outbox).where(ne(outbox.attachments, '[]'))) {
    let list: unknown;
    try {
      list = JSON.parse(r.a);
    } catch {
      list = [];
    }
    if (Array.isArray(list))
      for (const a of list as unknown[])
        if (typeof a === 'object' && a !== null && 'path' in a && typeof a.path === 'string') keys.add(keyOf(a.path));
  }
  return keys;
}

/**
 * Removes the files under DATA_DIR/uploads/ that no row points to and that are older than `minAgeMs`: an inquiry's
 * photo or an order's slip is written before its transaction, and a crash between the two leaves it behind
 * (docs/decisions/033-operating-the-shop.md). Run at start-up; returns the files removed.
 */
export async function sweepOrphanUploads(db: Db, dataDir: string, minAgeMs = SWEEP_MIN_AGE_MS): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  let names: string[];
  try {
    names = await readdir(root, { recursive: true });
  } catch {
    return []; // no uploads yet
  }
  const keep = await referenced(db);
  const before = Date.now() - minAgeMs;
  const removed: string[] = [];
  for (const name of names) {
    const file = path.join(root, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs > before || keep.has(keyOf(file))) continue;
    await rm(file, { force: true });
    removed.push(file);
  }
  return removed;
}
