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
import { listOrders, orderDetail } from '../server/services/order-lookup';
import { ORDER_STEPS, setOrderStatus, type OrderStatus } from '../server/services/orders';
import { deleteStock, importStock, rateFromRow, setGoldRate } from '../server/services/stock';
import { runInquiryCommand } from './inquiry-commands';
import { readStockFile } from './stock-file';

export class UsageError extends Error {}

export const USAGE = `Usage: npm run shop -- <command>
  stock import FILE      load or replace stock from a JSON or CSV export
  stock list [NAME]      list stock items
  stock remove TAG...    remove items by tag number
  rates show             today's gold rates
  rates set K24 [DATE]   set the 24K rate per gram (YYYY-MM-DD, default today) and reprice
  demo load              load the demo catalog into an empty database
  orders list            the latest orders
  orders show ORDER_NO   one order with its lines, slip and mails
  orders set-status ORDER_NO processing|shipping|delivered|cancelled
  inquiries list         the latest forms guests sent (contact, appointments, sizes, gift cards...)
  inquiries show N       one inquiry: every field, where its photos are saved, its mails
  subscribers export     newsletter subscribers as CSV (npm run -s shop -- subscribers export > subscribers.csv)
  subscribers remove EMAIL  take an address off the newsletter`;

export async function runCommand(db: Database, dataDir: string, args: string[]): Promise<string> {
  const [group, cmd, ...rest] = args;
  if (group === 'stock' && cmd === 'import' && rest[0]) {
    const n = await importStock(db.db, await readStockFile(rest[0]));
    return `Imported ${n} items. The shop shows them within a minute.`;
  }
  if (group === 'stock' && cmd === 'list') {
    const rows = await db.db
      .select()
      .from(stockItems)
      .orderBy(stockItems.itemType, stockItems.itemName, stockItems.tagNo);
    const shown = rows.filter((r) => !rest[0] || r.itemName.toLowerCase() === rest.join(' ').toLowerCase());
    return [
      ...shown.map(
        (r) =>
          `${r.tagNo.padEnd(12)} ${r.itemType.padEnd(10)} ${r.itemName.padEnd(16)} ${formatPKR(r.unitPrice).padStart(14)}  ${r.itemPriceD ?? ''}`,
      ),
      `${shown.length} items`,
    ].join('\n');
  }
  if (group === 'stock' && cmd === 'remove' && rest.length) {
    return `Removed ${await deleteStock(db.db, rest)} items.`;
  }
  if (group === 'rates' && cmd === 'show') {
    const rows = await db.db.select().from(goldRates).orderBy(desc(goldRates.rateDate)).limit(7);
    if (!rows.length) return 'No rates yet.';
    return rows
      .map(rateFromRow)
      .map(
        (r) =>
          `${r.RateDate}  24K ${formatPKR(r.K24Tola)}/tola  22K ${formatPKR(r.K22Gram10)}/10g  21K ${formatPKR(r.K21Gram10)}/10g  (24K ${formatPKR(r.K24)}/g)`,
      )
      .join('\n');
  }
  if (group === 'rates' && cmd === 'set' && rest[0]) {
    const k24 = Number(rest[0]);
    if (!Number.isFinite(k24) || k24 < 1000 || k24 > 1_000_000)
      throw new Error('K24 must be the 24 karat price per gram in PKR, e.g. 32000');
    const date = rest[1] ?? new Date().toISOString().slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error('DATE must be YYYY-MM-DD');
    const n = await setGoldRate(db.db, ratesFrom24k(k24, date));
    return `Rate for ${date} set: 24K ${formatPKR(k24)} per gram. Repriced ${n} items.`;
  }
  if (group === 'orders' && cmd === 'list') {
    const rows = await listOrders(db.db);
    if (!rows.length) return 'No orders yet.';
    return rows
      .map(
        (o) =>
          `${o.orderNo}  ${o.createdAt.toISOString().slice(0, 16).replace('T', ' ')}  ${o.status.padEnd(10)} ${o.deliveryOption.padEnd(7)} ${formatPKR(o.total).padStart(14)}  ${o.name} <${o.email}>`,
      )
      .join('\n');
  }
  if (group === 'orders' && cmd === 'show' && rest[0]) {
    const d = await orderDetail(db.db, rest[0]);
    if (!d) throw new Error(`No order ${rest[0]}`);
    const { row, view, mails } = d;
    return [
      `Order ${view.orderNo} (${view.status}) placed ${view.placedAt}`,
      `Guest: ${view.name} <${row.email}> ${row.phone}`,
      `Address: ${view.address}`,
      `Delivery: ${row.deliveryOption}${row.country ? ` to ${row.country}` : ''}${row.collectionDate ? ` on ${row.collectionDate}, ID ${row.cnicPassport}` : ''} (${formatPKR(row.deliveryCharge)})`,
      `Payment: ${row.paymentMethod}; deposit slip: ${row.slipFile ?? 'none'}`,
      ...view.lines.map(
        (l) =>
          `  ${l.tagNo.padEnd(10)} ${l.displayName}${l.size !== '-' ? ` size ${l.size}` : ''}  ${formatPKR(l.unitPrice)}`,
      ),
      `Total: ${formatPKR(view.total)}`,
      `Mails: ${mails.map((m) => `${m.kind} to ${m.to}: ${m.status} after ${m.attempts} attempt(s)`).join('; ') || 'none'}`,
    ].join('\n');
  }
  if (group === 'orders' && cmd === 'set-status' && rest[0] && rest[1]) {
    const status = rest[1].toLowerCase();
    if (![...ORDER_STEPS, 'cancelled'].includes(status))
      throw new Error('Status must be processing, shipping, delivered or cancelled');
    if (!(await setOrderStatus(db.db, rest[0], status as OrderStatus))) throw new Error(`No order ${rest[0]}`);
    return `Order ${rest[0].toUpperCase()} is now ${status}.`;
  }
  const inquiryOutput = await runInquiryCommand(db, args);
  if (inquiryOutput !== null) return inquiryOutput;
  if (group === 'demo' && cmd === 'load') {
    if (!(await isEmpty(db.db))) return 'The database already has stock; the demo catalog was not loaded.';
    const { items } = await seedDemo(db.db, { mediaDir: path.join(dataDir, 'images') });
    return `Loaded ${items} demo items.`;
  }
  throw new UsageError(USAGE);
}
