/**
 * The owner's commands (README, "The owner's commands"): each reads its words, calls the services and says what
 * it did. The command line runs them on the database it opened (cli/shop.ts) or, while the shop runs on the
 * embedded database, asks the shop to run them (server/start/command-bridge.ts, docs/decisions/008). A wrong command is a
 * DomainError: 400 with the usage or what is wrong, 404 for an order, inquiry or subscriber that does not exist.
 */
import path from 'node:path';
import { formatPKR } from '../../core/format';
import { RateChangeSchema } from '../../core/rate-admin-schemas';
import { optionsOf } from './command-options';
import { writeBackup } from '../backup/backup';
import { restoreBackup } from '../backup/restore';
import type { Db } from '../db/client';
import { DomainError, invalidInput } from '../common/domain-error';
import { LocalStore } from '../files/local-store';
import type { FileStore } from '../files/store';
import { loadDemoCatalogue } from '../services/demo-catalogue';
import { recentRates, saveRate } from '../services/gold-rates';
import { deleteStock, listStock } from '../services/stock/pieces';
import { FILES_USAGE, isFileCommand, runFileCommand } from './file-commands';
import { runInquiryCommand } from './inquiry-commands';
import { runOrderCommand } from './order-commands';
import { COMMAND_LINE, runStaffCommand } from './staff-commands';
import { isStockImport, runStockImportCommand, type StockImportStep } from './stock-commands';

export const USAGE = `Usage: npm run shop -- <command>
  stock import FILE [--pictures DIR|ZIP] [--dry-run] [--remove-missing=N]
                         check a CSV or JSON export from the point of sale and load it (all or nothing);
                         --dry-run only checks; --remove-missing=N removes the N pieces the file does not list
                         (N as the check finds it: another number changes nothing and says it)
  stock list [NAME]      list stock items
  stock remove TAG...    remove items by tag number
  rates show             today's gold rates
  rates set K24 [DATE] [--per tola|10g|gram] [--confirm]  set the 24K rate (per gram unless --per says;
                         YYYY-MM-DD, default Pakistan's today) and reprice; --confirm saves a rate more than 10%
                         from the last one
  demo load              load the demo catalogue into an empty database
  orders list            the latest orders
  orders show ORDER_NO   one order with its lines, slip and mails
  orders set-status ORDER_NO STATE [--reason "WHY"] [--tracking NUMBER] [--courier NAME]
                         move an order on: processing, ready-for-collection, shipping, delivered,
                         collected or cancelled (a reason is needed); the guest is mailed
  orders record-payment ORDER_NO AMOUNT [--method cash] [--date YYYY-MM-DD] [--reference REF]
                         record money received (bank-transfer, cash, card or cash-on-delivery; today by
                         default); paid in full, an order awaiting payment moves on; the guest gets a receipt
  orders extend-hold ORDER_NO DAYS  give an order awaiting payment DAYS more (1 to 30) before it is cancelled
  inquiries list         the latest forms guests sent (contact, appointments, sizes, gift cards...)
  inquiries show N       one inquiry: every field, where its photos are saved, its mails
  subscribers export     newsletter subscribers as CSV (npm run -s shop -- subscribers export > subscribers.csv)
  subscribers remove EMAIL  take an address off the newsletter
  staff list             the back-office accounts, their role and last sign-in
  staff add EMAIL --name "NAME" --role owner|staff   add an account (the password is read from standard input)
  staff remove EMAIL     remove an account
  staff reset-password EMAIL  set a new password (read from standard input); lifts a lock
  staff unlock EMAIL     lift the lock after too many failed sign-ins
  backup FILE            write one archive of the database and every file (FILE, e.g. zewar-2026-11-28.tar.gz),
                         while the shop goes on serving
  restore FILE           give back a backup into an empty data folder or database (the shop stopped)
${FILES_USAGE}`;

export interface OwnerContext {
  db: Db;
  /** DATA_DIR: this machine's folder (a stock import's work; the files `files copy-to-store` copies). */
  dataDir: string;
  /** The file store (FILES_S3_* or DATA_DIR itself, the default): pictures, certificates, imports' files. */
  store?: FileStore;
  /** PUBLIC_URL: the status link in the guest's mail when an order moves. */
  publicUrl: string;
  /** Set when the running shop runs the command for the command line: a restore is refused then. */
  inShop?: boolean;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `backup FILE` and `restore FILE`, or null for another command. */
async function runBackupCommand(
  { db, dataDir, store = new LocalStore(dataDir), inShop }: OwnerContext,
  args: readonly string[],
): Promise<string | null> {
  const [group, file, ...more] = args;
  if (group !== 'backup' && group !== 'restore') return null;
  if (!file || file.startsWith('--') || more.length) throw new DomainError(400, `Usage: npm run shop -- ${group} FILE`);
  if (group === 'backup') {
    const done = await writeBackup(db, store, path.resolve(file));
    return (
      `Wrote ${done.file}: ${done.rows} rows of ${done.tables} tables and ${done.files} files, ` +
      `${(done.bytes / 1e6).toFixed(1)} MB in ${seconds(done.ms)} (the database read in ${seconds(done.databaseMs)}).`
    );
  }
  if (inShop)
    throw new DomainError(
      409,
      'The shop is running: stop it first, then restore into an empty data folder (or an empty database).',
    );
  const done = await restoreBackup(db, store, path.resolve(file));
  return (
    `Restored the backup of ${done.createdAt}: ${done.rows} rows of ${done.tables} tables and ${done.files} files ` +
    `in ${seconds(done.ms)}.`
  );
}

/** Runs one owner's command given as its words (`['orders', 'show', 'NM-7K4Q9X']`) and returns what to print. */
export async function runOwnerCommand(
  context: OwnerContext,
  args: readonly string[],
  /** The password of `staff add` and `staff reset-password`, read apart from the words (cli/shop.ts). */
  password?: string,
  /** How far a stock import has come, for the command line's progress bar. */
  onProgress?: (p: StockImportStep) => void,
): Promise<string> {
  const { db, dataDir, publicUrl, store = new LocalStore(dataDir) } = context;
  const [group, cmd, arg] = args;
  const rest = args.slice(2);
  if (isStockImport(args)) return runStockImportCommand(db, { store, dataDir }, args.slice(2), onProgress);
  if (isFileCommand(args)) return runFileCommand(store, dataDir, args);
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
    const { plain, options, flags } = optionsOf(rest, ['per'], ['confirm']);
    const confirmed = flags.has('confirm');
    const [k24, date] = plain;
    const change = RateChangeSchema.safeParse({ K24: k24, date, unit: options.get('per') });
    if (!change.success) throw invalidInput(change.error);
    try {
      const saved = await saveRate(db, COMMAND_LINE, { ...change.data, confirmed });
      return `${saved.message} ${saved.prices.pieces} pieces repriced.`;
    } catch (err) {
      if (err instanceof DomainError && err.status === 409)
        throw new DomainError(
          409,
          err.message.replace('confirm it to save it', 'add --confirm to save it'),
          err.errors,
        );
      throw err;
    }
  }
  const staffOutput = await runStaffCommand(db, args, password);
  if (staffOutput !== null) return staffOutput;
  const orderOutput = await runOrderCommand(db, publicUrl, args);
  if (orderOutput !== null) return orderOutput;
  const inquiryOutput = await runInquiryCommand(db, args);
  if (inquiryOutput !== null) return inquiryOutput;
  const backupOutput = await runBackupCommand(context, args);
  if (backupOutput !== null) return backupOutput;
  if (group === 'demo' && cmd === 'load') {
    const loaded = await loadDemoCatalogue(db, { store });
    return loaded
      ? `Loaded ${loaded.items} demo items.`
      : 'The database already has stock; the demo catalogue was not loaded.';
  }
  throw new DomainError(400, USAGE);
}
