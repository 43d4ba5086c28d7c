/**
 * Reads a point-of-sale stock file as it streams (docs/behaviour.md §3.11, docs/decisions/028): CSV separated by
 * commas or semicolons, UTF-8 with or without Excel's byte-order mark, or a JSON array of records. Each row comes
 * out read and checked (core/stock-file-format.ts) with its line number (its record number in JSON), so a file of
 * 100,000 rows is never held in memory. What makes the whole file unreadable (no TagNo column, not JSON) is a
 * DomainError naming the file; what is wrong with one row is that row's reading.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Duplex } from 'node:stream';
import { CsvError, parse, type Options as CsvOptions } from 'csv-parse';
import streamArray from 'stream-json/streamers/stream-array.js';
import {
  readStockRecord,
  readStockRow,
  REQUIRED_COLUMNS,
  STOCK_COLUMNS,
  type RowReading,
} from '../../../core/stock-file-format';
import { DomainError } from '../../common/domain-error';
import { unguardFormula } from '../../files/csv';

export interface StockFileRow {
  /** The line the row starts on (CSV, counting the header as line 1) or the record's number (JSON, from 1). */
  line: number;
  reading: RowReading;
}

export type StockFileKind = 'csv' | 'json';

/** The first bytes of the file, to tell JSON from CSV and commas from semicolons. */
async function headOf(file: string): Promise<string> {
  const handle = await open(file, 'r').catch((err: unknown) => {
    throw new DomainError(400, `Cannot read the stock file: ${err instanceof Error ? err.message : String(err)}`);
  });
  try {
    const buf = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return buf
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
  } finally {
    await handle.close();
  }
}

/** A file whose first character is '[' is a JSON array; anything else is read as CSV. */
export const kindOf = (head: string): StockFileKind => (head.trimStart().startsWith('[') ? 'json' : 'csv');

/** Semicolons when the header line has more of them than commas (Excel in many European locales writes them). */
export function delimiterOf(head: string): ',' | ';' {
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const KNOWN = new Map<string, string>(STOCK_COLUMNS.map((c) => [c.toLowerCase(), c]));

/** The header's cells as the stock record's column names (any case, spaces around them ignored). */
function columnsOf(header: readonly string[]): (string | null)[] {
  const columns = header.map((h) => KNOWN.get(h.trim().toLowerCase()) ?? null);
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length)
    throw new DomainError(
      400,
      `The stock file has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''} in its first line (it has: ${header.map((h) => h.trim()).join(', ')})`,
      'file',
    );
  return columns;
}

/** The file through a parser, the file's own errors (it vanished, say) passed on to the parser's reader. */
function through<T extends Duplex>(file: string, parser: T): T {
  const source = createReadStream(file);
  source.on('error', (err) => parser.destroy(err));
  return source.pipe(parser);
}

/**
 * The longest row read: a stock row is a few hundred bytes, so a longer one is a quote opened and not closed that has
 * run on into the rows after it. The reader stops there rather than holding the rest of the file as one cell.
 */
export const MAX_ROW_BYTES = 1024 * 1024;

const lineBreaks = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/**
 * Where the quotes of a row's raw text stand, by its lines (0 for the row's first): the line of the quote that opens a
 * cell and is still open at the end (null when none is), and of the last quote that opened a cell. A quote opens a
 * cell only at its start; inside one, "" is a quote and a lone " closes it (csv-parse's rules, without trimming).
 */
export function quotesOf(raw: string, delimiter: string): { open: number | null; lastOpened: number | null } {
  let line = 0;
  let open: number | null = null;
  let lastOpened: number | null = null;
  let atCellStart = true;
  for (let i = raw.charCodeAt(0) === 0xfeff ? 1 : 0; i < raw.length; i++) {
    const c = raw[i];
    if (open !== null && c === '"') {
      if (raw[i + 1] === '"') i += 1;
      else [open, atCellStart] = [null, false];
      continue;
    }
    if (open === null) {
      if (c === '"' && atCellStart) {
        [open, lastOpened, atCellStart] = [line, line, false];
        continue;
      }
      atCellStart = c === delimiter || c === '\n' || c === '\r';
    }
    if (c === '\n' || (c === '\r' && raw[i + 1] !== '\n')) line += 1;
  }
  return { open, lastOpened };
}

const QUOTE_HELP = 'a quote inside a cell is written twice: ""';

/**
 * What the owner is told when csv-parse gives up, by the line the row it was reading starts on (`rowLine`): the line
 * where an unclosed quote opened, not the end of the file it ran on to.
 */
export function csvFault(err: unknown, rowLine: number, delimiter: string): string {
  const said = err instanceof Error ? err.message : String(err);
  if (!(err instanceof CsvError) || typeof err.raw !== 'string') return said;
  const raw = err.raw;
  const { open, lastOpened } = quotesOf(raw, delimiter);
  const stopped = rowLine + lineBreaks(raw);
  if (open !== null && (err.code === 'CSV_QUOTE_NOT_CLOSED' || err.code === 'CSV_MAX_RECORD_SIZE'))
    return `line ${rowLine + open}: a quote (") opens a cell and is never closed, so the lines after it run into that cell (${QUOTE_HELP})`;
  if (err.code === 'CSV_MAX_RECORD_SIZE')
    return `line ${rowLine}: the row is longer than ${MAX_ROW_BYTES / 1024 ** 2} MB`;
  if (err.code === 'CSV_INVALID_CLOSING_QUOTE' && lastOpened !== null)
    return `line ${stopped}: a quote (") closing the cell opened on line ${rowLine + lastOpened} is followed by more text (${QUOTE_HELP})`;
  if (err.code === 'INVALID_OPENING_QUOTE')
    return `line ${stopped}: a quote (") in the middle of a cell (${QUOTE_HELP}, and the cell is put in quotes)`;
  // csv-parse counts lines its own way (a quoted CRLF as two): its line number is left out for the one counted here.
  return `line ${stopped}: ${said.replace(/ (at|on) line \d+/, '')}`;
}

async function* csvRows(file: string, delimiter: ',' | ';'): AsyncGenerator<StockFileRow> {
  // csv-parse's own line count takes a quoted CRLF for two lines: each record's raw text is counted here instead, as
  // the parser hands the record over (the lines of the records it has handed over and this reader has not taken yet
  // wait in `lines`), so that when the parser gives up, `nextLine` is the line where the row it was reading starts.
  let nextLine = 1;
  const lines: number[] = [];
  const options: CsvOptions = {
    bom: true,
    delimiter,
    relax_column_count: true,
    raw: true,
    max_record_size: MAX_ROW_BYTES,
    on_record: (record, { raw }) => {
      lines.push(nextLine);
      nextLine += lineBreaks(raw ?? '');
      return record;
    },
  };
  const csv = through(file, parse(options));
  let columns: (string | null)[] | null = null;
  try {
    for await (const { record } of csv as AsyncIterable<{ record: string[]; raw: string }>) {
      const line = lines.shift() ?? nextLine;
      // Empty lines (and lines of empty cells) are passed over; they are read rather than skipped by the parser so
      // that the line numbers count them.
      if (record.every((cell) => cell.trim() === '')) continue;
      if (!columns) {
        columns = columnsOf(record);
        continue;
      }
      const extra = record.slice(columns.length).filter((cell) => cell.trim() !== '');
      if (record.length < columns.length || extra.length) {
        yield {
          line,
          reading: {
            ok: false,
            tagNo: (record[columns.indexOf('TagNo')] ?? '').trim(),
            errors: [
              {
                field: 'line',
                message: `has ${record.length} cells where the first line has ${columns.length} (a missing or extra separator?)`,
              },
            ],
          },
        };
        continue;
      }
      const row = new Map<string, string>();
      columns.forEach((c, i) => {
        if (c) row.set(c, unguardFormula(record[i] ?? ''));
      });
      yield { line, reading: readStockRow(Object.fromEntries(row)) };
    }
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw new DomainError(
      400,
      `The stock file could not be read as CSV: ${csvFault(err, nextLine, delimiter)}`,
      'file',
    );
  }
  if (!columns) throw new DomainError(400, 'The stock file is empty', 'file');
}

async function* jsonRows(file: string): AsyncGenerator<StockFileRow> {
  const stream = through(file, streamArray.withParserAsStream());
  let n = 0;
  try {
    for await (const item of stream as AsyncIterable<{ key: number; value: unknown }>) {
      n = item.key + 1;
      yield { line: n, reading: readStockRecord(item.value) };
    }
  } catch (err) {
    throw new DomainError(
      400,
      `The stock file is not a JSON array of records (after record ${n}): ${err instanceof Error ? err.message : String(err)}`,
      'file',
    );
  }
}

/** Whether a stock file is CSV or a JSON array, from its first bytes. */
export const stockFileKind = async (file: string): Promise<StockFileKind> => kindOf(await headOf(file));

/** Reads a stock file row by row; see the module's comment. */
export async function* readStockFile(file: string): AsyncGenerator<StockFileRow> {
  const head = await headOf(file);
  if (!head.trim()) throw new DomainError(400, 'The stock file is empty', 'file');
  if (kindOf(head) === 'json') yield* jsonRows(file);
  else yield* csvRows(file, delimiterOf(head));
}
