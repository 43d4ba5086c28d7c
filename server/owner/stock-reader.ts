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
import { parse } from 'csv-parse';
import streamArray from 'stream-json/streamers/stream-array.js';
import {
  readStockRecord,
  readStockRow,
  REQUIRED_COLUMNS,
  STOCK_COLUMNS,
  type RowReading,
} from '../../core/stock-file-format';
import { DomainError } from '../domain-error';
import { unguardFormula } from './csv';

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

async function* csvRows(file: string, delimiter: ',' | ';'): AsyncGenerator<StockFileRow> {
  const csv = through(file, parse({ bom: true, delimiter, relax_column_count: true, raw: true }));
  let columns: (string | null)[] | null = null;
  // The parser's own line count takes a quoted CRLF for two lines; each record's raw text is counted here instead.
  let nextLine = 1;
  try {
    for await (const chunk of csv as AsyncIterable<{ record: string[]; raw: string }>) {
      const { record, raw } = chunk;
      const line = nextLine;
      nextLine += raw.match(/\r\n|\r|\n/g)?.length ?? 0;
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
    const where =
      err instanceof Error && 'lines' in err && typeof err.lines === 'number' ? ` near line ${err.lines}` : '';
    throw new DomainError(
      400,
      `The stock file could not be read as CSV${where}: ${err instanceof Error ? err.message : String(err)}`,
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
