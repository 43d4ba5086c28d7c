/**
 * The owner's commands, run by `npm run shop -- ...` either on the database directly or, when the shop is
 * running on the embedded database (which one process owns), inside the running shop (server/admin.ts).
 */
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { isEmpty, seedDemo } from '../demo/seed';
import { formatPKR } from '../core/format';
import { ratesFrom24k } from '../core/pricing';
import type { Database } from '../server/db/client';
import { goldRates, stockItems } from '../server/db/schema';
import { deleteStock, importStock, rateFromRow, setGoldRate } from '../server/services/stock';
import { readStockFile } from './stock-file';

export class UsageError extends Error {}

export const USAGE = `Usage: npm run shop -- <command>
  stock import FILE      load or replace stock from a JSON or CSV export
  stock list [NAME]      list stock items
  stock remove TAG...    remove items by tag number
  rates show             today's gold rates
  rates set K24 [DATE]   set the 24K rate per gram (YYYY-MM-DD, default today) and reprice
  demo load              load the demo catalog into an empty database`;

export async function runCommand(db: Database, dataDir: string, args: string[]): Promise<string> {
  const [group, cmd, ...rest] = args;
  if (group === 'stock' && cmd === 'import' && rest[0]) {
    const n = await importStock(db.db, await readStockFile(rest[0]));
    return `Imported ${n} items. The shop shows them within a minute.`;
  }
  if (group === 'stock' && cmd === 'list') {
    const rows = await db.db.select().from(stockItems).orderBy(stockItems.itemType, stockItems.itemName, stockItems.tagNo);
    const shown = rows.filter((r) => !rest[0] || r.itemName.toLowerCase() === rest.join(' ').toLowerCase());
    return [...shown.map((r) => `${r.tagNo.padEnd(12)} ${r.itemType.padEnd(10)} ${r.itemName.padEnd(16)} ${formatPKR(r.unitPrice).padStart(14)}  ${r.itemPriceD ?? ''}`), `${shown.length} items`].join('\n');
  }
  if (group === 'stock' && cmd === 'remove' && rest.length) {
    return `Removed ${await deleteStock(db.db, rest)} items.`;
  }
  if (group === 'rates' && cmd === 'show') {
    const rows = await db.db.select().from(goldRates).orderBy(desc(goldRates.rateDate)).limit(7);
    if (!rows.length) return 'No rates yet.';
    return rows.map(rateFromRow).map((r) => `${r.RateDate}  24K ${formatPKR(r.K24Tola)}/tola  22K ${formatPKR(r.K22Gram10)}/10g  21K ${formatPKR(r.K21Gram10)}/10g  (24K ${formatPKR(r.K24)}/g)`).join('\n');
  }
  if (group === 'rates' && cmd === 'set' && rest[0]) {
    const k24 = Number(rest[0]);
    if (!Number.isFinite(k24) || k24 < 1000 || k24 > 1_000_000) throw new Error('K24 must be the 24 karat price per gram in PKR, e.g. 32000');
    const date = rest[1] ?? new Date().toISOString().slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error('DATE must be YYYY-MM-DD');
    const n = await setGoldRate(db.db, ratesFrom24k(k24, date));
    return `Rate for ${date} set: 24K ${formatPKR(k24)} per gram. Repriced ${n} items.`;
  }
  if (group === 'demo' && cmd === 'load') {
    if (!(await isEmpty(db.db))) return 'The database already has stock; the demo catalog was not loaded.';
    const { items } = await seedDemo(db.db, { mediaDir: path.join(dataDir, 'images') });
    return `Loaded ${items} demo items.`;
  }
  throw new UsageError(USAGE);
}

