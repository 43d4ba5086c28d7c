import { demoCatalog } from '../../demo/catalog';
import { writeDemoMedia } from '../../demo/pictures';
import { demoRates, localToday } from '../../demo/seed';
import type { Db } from '../db/client';
import { hasStock, setGoldRate } from './stock';
import { importStock } from './stock-import';

export interface DemoLoadOptions {
  /** Where the catalog's pictures and videos are written (DATA_DIR/images); without it none are. */
  mediaDir?: string;
  /** The last day of the month of rates (YYYY-MM-DD); default today on this machine's clock. */
  today?: string;
}

/**
 * Loads the demo shop into a database that has no stock: 30 days of gold rates ending today, the demo catalog
 * priced from the latest, then every picture and video it names (files already there are kept). Returns what
 * it loaded, or null when the database already has stock (nothing is changed then).
 */
export async function loadDemoCatalog(
  db: Db,
  opts: DemoLoadOptions = {},
): Promise<{ items: number; rates: number } | null> {
  if (await hasStock(db)) return null;
  const rates = demoRates(opts.today ?? localToday());
  for (const rate of rates) await setGoldRate(db, rate);
  const catalog = demoCatalog();
  const items = await importStock(db, catalog);
  if (opts.mediaDir) await writeDemoMedia(catalog, opts.mediaDir);
  return { items, rates: rates.length };
}
