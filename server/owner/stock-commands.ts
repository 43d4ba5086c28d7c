/**
 * `npm run shop -- stock import FILE [--pictures DIR|ZIP] [--dry-run] [--remove-missing=N]` (README, "Stock from the
 * point of sale"): the back office's check and import (server/services/stock-import/) from the command line. What
 * it prints ends with one line, '12 added, 3 updated, 0 removed, 0 errors'; a file with any error changes nothing
 * and is a 400 (the command exits non-zero). The check and the import run in one go, so removing the pieces the file
 * does not list takes their number, as the check (or a dry run) finds it, as the back office's page asks it typed
 * back (docs/decisions/073): another number, or none, changes nothing and says the number.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  describeError,
  removableOf,
  removalRefusal,
  RunImportSchema,
  summaryLine,
  type ImportReport,
  type RunImport,
} from '../../core/stock-import-schemas';
import type { Db } from '../db/client';
import type { ShopFiles } from '../files/shop-files';
import { DomainError } from '../common/domain-error';
import { checkStockImport, createStockImport, startStockImport, type ImportProgress } from '../services/stock-import';
import { COMMAND_LINE } from './staff-commands';
import { optionsOf } from './command-options';

export const STOCK_IMPORT_USAGE =
  'Usage: npm run shop -- stock import FILE [--pictures DIR|ZIP] [--dry-run] [--remove-missing=N]';

/** What an import is doing, for a progress bar: checking the rows, re-encoding pictures, or writing the rows. */
export type StockImportStep = ImportProgress & { step: 'checking' | 'importing' };

/** Whether these words are a stock import (the command line shows its progress). */
export const isStockImport = (args: readonly string[]) => args[0] === 'stock' && args[1] === 'import';

const UNREADABLE: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ENOENT: 'there is no such file',
    EACCES: 'permission denied',
  }),
);

async function statOf(file: string, what: string) {
  try {
    return await stat(file);
  } catch (err) {
    const code = err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : '';
    throw new DomainError(400, `Cannot read the ${what} ${file}: ${UNREADABLE.get(code) ?? code}`, 'FILE');
  }
}

const LISTED = 20;
const more = (shown: number, total: number) => (total > shown ? [`  … and ${total - shown} more`] : []);

/** The check's findings in words, as the command line prints them. */
export function reportLines(fileName: string, r: ImportReport, removeMissing: boolean): string[] {
  const lines = [`Checked ${fileName}: ${r.rows} rows.`];
  if (r.errorCount) {
    lines.push(`${r.errorCount} errors (put them right and run the import again; nothing was changed):`);
    lines.push(...r.errors.map((e) => `  ${describeError(e, r.kind)}`), ...more(r.errors.length, r.errorCount));
  }
  const p = r.pictures;
  if (p.missingCount) {
    lines.push(`${p.missingCount} pictures named but neither sent nor in the shop (imported without them):`);
    lines.push(
      ...p.missing.slice(0, LISTED).map((m) => `  ${m.name} (line ${m.line}, ${m.tagNo})`),
      ...more(Math.min(LISTED, p.missing.length), p.missingCount),
    );
  }
  if (p.unreadableCount) {
    lines.push(`${p.unreadableCount} files sent are not pictures and were refused:`);
    lines.push(...p.unreadable.slice(0, LISTED).map((u) => `  ${u.name}: ${u.why}`));
  }
  if (p.supplied) lines.push(`${p.used} of the ${p.supplied} pictures sent are used.`);
  if (r.changes.length) {
    lines.push(`${r.updated} pieces change:`);
    lines.push(
      ...r.changes
        .slice(0, LISTED)
        .map(
          (c) =>
            `  ${c.tagNo} (line ${c.line}): ${c.fields.map((f) => `${f.field} ${f.from || '—'} → ${f.to || '—'}`).join('; ')}`,
        ),
      ...more(Math.min(LISTED, r.changes.length), r.updated),
    );
  }
  if (r.missing) {
    const removable = removableOf(r);
    const reserved = r.missingReserved ? `, ${r.missingReserved} reserved by an order are kept` : '';
    lines.push(
      removeMissing
        ? `${r.missing} pieces in the shop are not in the file: ${removable} are removed${reserved}.`
        : `${r.missing} pieces in the shop are not in the file: they are kept${removable ? ` (--remove-missing=${removable} removes ${removable} of them${reserved})` : ''}.`,
    );
  }
  return lines;
}

/** What `--remove-missing` asks, read by the API's schema: nothing, the flag alone, or `=N` with the number. */
function removalAsked(flag: boolean, typed: string | undefined): RunImport {
  if (typed === undefined) return { removeMissing: flag };
  const run = RunImportSchema.safeParse({ removeMissing: true, removeCount: typed });
  if (!run.success || run.data.removeCount === undefined)
    throw new DomainError(
      400,
      `--remove-missing=N takes the number of pieces to remove, as the check (or --dry-run) finds it, not ${typed}`,
      'remove-missing',
    );
  return run.data;
}

/** Why the pieces are not removed, and what to type to remove them. */
const removalWords = (removable: number, run: RunImport) =>
  `${run.removeCount === undefined ? '--remove-missing' : `--remove-missing=${run.removeCount}`}: the check found ${removable} pieces to remove. To remove them, run the import again with --remove-missing=${removable}. Nothing was changed.`;

/** Runs `stock import ...`; see the module's comment. */
export async function runStockImportCommand(
  db: Db,
  files: ShopFiles,
  words: readonly string[],
  onProgress?: (p: StockImportStep) => void,
): Promise<string> {
  // `--remove-missing=N` is an option with its value; `--remove-missing` alone a flag, refused once the check says N.
  const { plain, options, flags } = optionsOf(words, ['pictures', 'remove-missing'], ['dry-run', 'remove-missing']);
  const [file] = plain;
  if (!file || plain.length > 1) throw new DomainError(400, STOCK_IMPORT_USAGE);
  if (!(await statOf(file, 'stock file')).isFile())
    throw new DomainError(400, `Cannot read the stock file ${file}: it is a folder`, 'FILE');
  const pictures = options.get('pictures');
  const picturesStat = pictures === undefined ? null : await statOf(pictures, 'pictures');
  if (picturesStat && !picturesStat.isDirectory() && !pictures?.toLowerCase().endsWith('.zip'))
    throw new DomainError(400, `--pictures names a folder of pictures or a .zip archive, not ${pictures}`, 'pictures');
  const run = removalAsked(flags.has('remove-missing'), options.get('remove-missing'));
  const id = await createStockImport(db, {
    fileName: path.basename(file),
    filePath: path.resolve(file),
    picturesPath: picturesStat?.isDirectory() && pictures ? path.resolve(pictures) : null,
    actor: COMMAND_LINE,
    wait: true,
    files,
  });
  // A .zip is unpacked by the check into the import's own folder (the archive itself is left where it is).
  const report = await checkStockImport(db, id, {
    files,
    zip: pictures && picturesStat && !picturesStat.isDirectory() ? path.resolve(pictures) : undefined,
    onProgress: (p) => onProgress?.({ step: 'checking', ...p }),
  });
  const refusal = report.errorCount ? null : removalRefusal(removableOf(report), run);
  const lines = reportLines(path.basename(file), report, run.removeMissing && !refusal);
  const removable = run.removeMissing ? removableOf(report) : 0;
  if (report.errorCount)
    throw new DomainError(
      400,
      [...lines, summaryLine({ added: 0, updated: 0, removed: 0, errors: report.errorCount })].join('\n'),
    );
  if (refusal)
    throw new DomainError(400, [...lines, removalWords(removableOf(report), run)].join('\n'), 'remove-missing');
  if (flags.has('dry-run'))
    return [
      ...lines,
      'Dry run: nothing was changed. An import would give:',
      summaryLine({ added: report.added, updated: report.updated, removed: removable, errors: 0 }),
    ].join('\n');
  const started = await startStockImport(db, id, {
    files,
    ...run,
    actor: COMMAND_LINE,
    onProgress: (p) => onProgress?.({ step: 'importing', ...p }),
  });
  const summary = await started.finished;
  return [
    ...lines,
    `Imported in ${summary.seconds} s${summary.pictures ? ` with ${summary.pictures} pictures` : ''}.`,
    summaryLine({ ...summary, errors: 0 }),
  ].join('\n');
}
