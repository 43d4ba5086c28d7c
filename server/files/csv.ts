/**
 * The shop's CSV, on csv-parse and csv-stringify (docs/decisions/030-stock-page.md): what the owner's exports write
 * (orders, subscribers, stock: docs/behaviour.md §11.5, §11.9, §11.11) and what the owner's files are read with.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { DomainError } from '../common/domain-error';

/**
 * A cell a spreadsheet would run as a formula starts with = + - @, a tab or a carriage return. Leading apostrophes
 * are looked through, so a cell that already starts with an apostrophe before one of them is guarded again and
 * `unguardFormula` gives back exactly what was written.
 */
const FORMULA = /^'*[=+\-@\t\r]/;
/** What toCsv made of a formula-like cell: one more apostrophe in front of it. */
const GUARDED = /^'+[=+\-@\t\r]/;

const guard = (cell: string) => (FORMULA.test(cell) ? `'${cell}` : cell);

/**
 * Removes the apostrophe toCsv put in front of a cell a spreadsheet would run as a formula ('=1+2 → =1+2), and
 * nothing else: a file the shop wrote reads back to the values it was written from. Any other cell is as it is.
 */
export function unguardFormula(cell: string): string {
  return GUARDED.test(cell) ? cell.slice(1) : cell;
}

/**
 * Rows as CSV (RFC 4180): CRLF line ends, a cell quoted when it holds a comma, a quote or a line break. A cell a
 * spreadsheet would run as a formula (starting with = + - @ a tab or CR) gets a leading apostrophe, so a guest's
 * name cannot become a formula in the owner's spreadsheet; unguardFormula takes it off again.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((r) => [...r]),
    {
      record_delimiter: 'windows',
      // A bare LF or CR inside a cell must be quoted too, or the row would break in two (csv-stringify quotes only
      // the record delimiter, CRLF, by itself).
      quoted_match: /[\r\n]/,
      cast: { string: guard },
    },
  );
}

/**
 * The separator of a file, from its header line: a semicolon when the header has more semicolons than commas (Excel
 * writes CSV with semicolons where the decimal mark is a comma), else a comma. Excel's own `sep=;` first line says it
 * outright; it is read and skipped.
 */
function separatorOf(text: string): { delimiter: string; from: number } {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const end = text.search(/\r?\n|\r/);
  const first = text.slice(start, end === -1 ? undefined : end);
  const sep = /^sep=(.)$/i.exec(first.trim());
  if (sep?.[1]) {
    const next = end === -1 ? text.length : end + (text.slice(end, end + 2) === '\r\n' ? 2 : 1);
    return { delimiter: sep[1], from: next };
  }
  const count = (c: string) => first.split(c).length - 1;
  return { delimiter: count(';') > count(',') ? ';' : ',', from: start };
}

/**
 * A CSV file read as records: the header row names the columns (trimmed), every cell is trimmed, a missing cell is
 * '' and a cell beyond the header is dropped. Reads Excel's files as they come: a UTF-8 byte order mark, CRLF or LF
 * line ends, quoted cells with commas, doubled quotes and line breaks, empty lines, semicolons for commas. A file
 * that cannot be read (a quote never closed) is a 400 naming the line.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const { delimiter, from } = separatorOf(text);
  let rows: string[][];
  try {
    rows = parse(text.slice(from), {
      bom: true,
      delimiter,
      trim: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    });
  } catch (err) {
    if (err instanceof CsvError) throw new DomainError(400, `The CSV file could not be read: ${err.message}`, 'file');
    throw err;
  }
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, (r[i] ?? '').trim()])));
}
