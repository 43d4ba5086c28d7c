import { eq } from 'drizzle-orm';
import { DEMO_ITEM_WORDS, demoCatalogue } from '../../demo/catalogue';
import { renderCertificate } from '../../demo/certificates';
import { demoRates, localToday } from '../../demo/seed';
import type { Db } from '../db/client';
import type { FileStore } from '../files/store';
import { menuItems } from '../db/schema';
import { demoPicturesPending, drawDemoPictures, markDemoPicturesPending } from './demo-pictures';
import { setGoldRate } from './gold-rates';
import { writeCertificate } from './stock/certificates';
import { hasStock } from './stock/pieces';
import { importStock } from './stock-import';

export interface DemoLoadOptions {
  /** The file store the catalogue's pictures, videos and certificates are written to; without it none are. */
  store?: FileStore;
  /** The last day of the month of rates (YYYY-MM-DD); default today on this machine's clock. */
  today?: string;
}

/**
 * Loads the demo shop's rows into a database that has no stock: 30 days of gold rates ending today and the demo
 * catalogue priced from the latest. With `store`, its pictures are marked pending there first, so that whoever
 * draws them (startDemoPictures after the shop listens, or loadDemoCatalogue below) finishes even after a crash. The
 * owner's words for the misspelt item names are given too (DEMO_ITEM_WORDS).
 * Returns what it loaded, or null when the database already has stock (nothing is changed then).
 */
export async function loadDemoRows(
  db: Db,
  opts: DemoLoadOptions = {},
): Promise<{ items: number; rates: number } | null> {
  if (await hasStock(db)) return null;
  if (opts.store) await markDemoPicturesPending(opts.store);
  const rates = demoRates(opts.today ?? localToday());
  for (const rate of rates) await setGoldRate(db, rate);
  const items = await importStock(db, demoCatalogue());
  for (const [itemName, words] of DEMO_ITEM_WORDS) {
    await db.update(menuItems).set({ shownName: words }).where(eq(menuItems.itemName, itemName));
  }
  // The demo's certificates (a picture or two, drawn in a moment) beside the pictures: `certificates/`.
  if (opts.store) await writeDemoCertificates(opts.store);
  return { items, rates: rates.length };
}

/** Draws the demo catalogue's certificate files under `certificates/`, as the back office would store them. */
export async function writeDemoCertificates(store: FileStore): Promise<string[]> {
  const written: string[] = [];
  for (const record of demoCatalogue()) {
    if (!record.CertificateFile) continue;
    await writeCertificate(store, { name: record.CertificateFile, data: await renderCertificate(record) });
    written.push(record.CertificateFile);
  }
  return written;
}

/**
 * Loads the demo shop into a database that has no stock (loadDemoRows), then draws every picture and video it names
 * that the store does not have yet, before it returns (the owner's `demo load`). Returns what it loaded, or null
 * when the database already had stock (pictures a crash left undrawn are drawn all the same).
 */
export async function loadDemoCatalogue(
  db: Db,
  opts: DemoLoadOptions = {},
): Promise<{ items: number; rates: number } | null> {
  const loaded = await loadDemoRows(db, opts);
  if (opts.store && (await demoPicturesPending(opts.store))) await drawDemoPictures(opts.store);
  return loaded;
}
