/**
 * The owner's commands (README, "The owner's commands"): each reads its words, calls the services and says what
 * it did. The command line runs them on the database it opened (cli/shop.ts) or, while the shop runs on the
 * embedded database, asks the shop to run them (server/admin.ts, docs/decisions/008). A wrong command is a
 * DomainError: 400 with the usage or what is wrong, 404 for an order, inquiry or subscriber that does not exist.
 */
import path from 'node:path';
import { formatPKR } from '../../core/format';
import { ratesFrom24k } from '../../core/pricing';
import type { Db } from '../db/client';
import { DomainError } from '../domain-error';
import { loadDemoCatalog } from '../services/demo-catalog';
import { deleteStock, importStock, listStock, recentRates, setGoldRate } from '../services/stock';
import { runInquiryCommand } from './inquiry-commands';
import { runOrderCommand } from './order-commands';
import { runStaffCommand } from './staff-commands';
import { readStockFile } from './stock-file';

export const USAGE = `Usage: npm run shop -- <command>
  stock import FILE      load or replace stock from a JSON or CSV export
  stock list [NAME]      list stock items
  stock remove TAG...    remove items by tag number
  rates show             today's gold rates
  rates set K24 [DATE]   set the 24K rate per gram (YYYY-MM-DD, default today) and reprice
  demo load              load the demo catalog into an empty database
  orders list            the latest orders
  orders show ORDER_NO   one order with its lines, slip and mails
  orders set-status ORDER_NO STATE [--reason "WHY"] [--tracking NUMBER]
                         move an order on: processing, ready-for-collection, shipping, delivered,
                         collected or cancelled (a reason is needed); the guest is mailed
  orders extend-hold ORDER_NO DAYS  give an order awaiting payment DAYS more (1 to 30) before it is cancelled
  inquiries list         the latest forms guests sent (contact, appointments, sizes, gift cards...)
  inquiries show N       one inquiry: every field, where its photos are saved, its mails
  subscribers export     newsletter subscribers as CSV (npm run -s shop -- subscribers export > subscribers.csv)
  subscribers remove EMAIL  take an address off the newsletter
  staff list             the back-office accounts, their role and last sign-in
  staff add EMAIL --name "NAME" --role owner|staff   add an account (the password is read from standard input)
  staff remove EMAIL     remove an account
  staff reset-password EMAIL  set a new password (read from standard input); lifts a lock
  staff unlock EMAIL     lift the lock after too many failed sign-ins`;

export interface OwnerContext {
  db: Db;
  /** DATA_DIR: the demo catalog's pictures go under its images/. */
  dataDir: string;
  /** PUBLIC_URL: the status link in the guest's mail when an order moves. */
  publicUrl: string;
}

/** Runs one owner's command given as its words (`['orders', 'show', 'NM-7K4Q9X']`) and returns what to print. */
export async function runOwnerCommand(
  { db, dataDir, publicUrl }: OwnerContext,
  args: readonly string[],
  /** The password of `staff add` and `staff reset-password`, read apart from the words (cli/shop.ts). */
  password?: string,
): Promise<string> {
  const [group, cmd, arg, arg2] = args;
  const rest = args.slice(2);
  if (group === 'stock' && cmd === 'import' && arg) {
    const n = await importStock(db, await readStockFile(arg));
    return `Imported ${n} items. The shop shows them within a minute.`;
  }
  if (group === 'stock' && cmd === 'list') {
    const shown = await listStock(db, rest.length ? rest.join(' ') : undefined);
    return [
      ...shown.map(
        (r) =>
          `${r.tagNo.padEnd(12)} ${r.itemType.padEnd(10)} ${r.itemName.padEnd(16)} ${formatPKR(r.unitPrice).padStart(14)}  ${r.itemPriceD ?? ''}`,
      ),
      `${shown.length} items`,
    ].join('\n');
  }
  if (group === 'stock' && cmd === 'remove' && rest.length) {
    return `Removed ${await deleteStock(db, rest)} items.`;
  }
  if (group === 'rates' && cmd === 'show') {
    const rates = await recentRates(db, 7);
    if (!rates.length) return 'No rates yet.';
    return rates
      .map(
        (r) =>
          `${r.RateDate}  24K ${formatPKR(r.K24Tola)}/tola  22K ${formatPKR(r.K22Gram10)}/10g  21K ${formatPKR(r.K21Gram10)}/10g  (24K ${formatPKR(r.K24)}/g)`,
      )
      .join('\n');
  }
  if (group === 'rates' && cmd === 'set' && arg) {
    const k24 = Number(arg);
    if (!Number.isFinite(k24) || k24 < 1000 || k24 > 1_000_000)
      throw new DomainError(400, 'K24 must be the 24 karat price per gram in PKR, e.g. 32000', 'K24');
    const date = arg2 ?? new Date().toISOString().slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new DomainError(400, 'DATE must be YYYY-MM-DD', 'DATE');
    const n = await setGoldRate(db, ratesFrom24k(k24, date));
    return `Rate for ${date} set: 24K ${formatPKR(k24)} per gram. Repriced ${n} items.`;
  }
  const staffOutput = await runStaffCommand(db, args, password);
  if (staffOutput !== null) return staffOutput;
  const orderOutput = await runOrderCommand(db, publicUrl, args);
  if (orderOutput !== null) return orderOutput;
  const inquiryOutput = await runInquiryCommand(db, args);
  if (inquiryOutput !== null) return inquiryOutput;
  if (group === 'demo' && cmd === 'load') {
    const loaded = await loadDemoCatalog(db, { mediaDir: path.join(dataDir, 'images') });
    return loaded
      ? `Loaded ${loaded.items} demo items.`
      : 'The database already has stock; the demo catalog was not loaded.';
  }
  throw new DomainError(400, USAGE);
}
