import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delimiterOf, MAX_ROW_BYTES, quotesOf, readStockFile, type StockFileRow } from './stock-reader';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zewar-reader-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let n = 0;
async function rowsOf(content: string | Buffer): Promise<StockFileRow[]> {
  const file = path.join(dir, `stock-${++n}.csv`);
  await writeFile(file, content);
  const rows: StockFileRow[] = [];
  for await (const row of readStockFile(file)) rows.push(row);
  return rows;
}

const ok = (r: StockFileRow | undefined) => {
  if (!r?.reading.ok) throw new Error(`not ok: ${JSON.stringify(r)}`);
  return r.reading.record;
};

describe('the stock file reader', () => {
  it("reads Excel's UTF-8 file: byte-order mark, semicolons, CRLF, decimal commas kept as text", async () => {
    const rows = await rowsOf(
      '\uFEFFTagNo;ItemName;ItemType;NetWeight;Karat;Description\r\n' +
        'R-1;Rings;Gold;4.25;22;Plain band\r\n' +
        'R-2;Rings;Gold;3;21;"Band; with stones"\r\n',
    );
    expect(rows.map((r) => r.line)).toEqual([2, 3]);
    expect(ok(rows[0])).toMatchObject({ TagNo: 'R-1', NetWeight: 4.25, Karat: 22, Description: 'Plain band' });
    expect(ok(rows[1]).Description).toBe('Band; with stones');
  });

  it('keeps a quoted line break in its cell and numbers the rows by the line they start on', async () => {
    const rows = await rowsOf(
      'TagNo,ItemName,ItemType,Description\n' +
        'R-1,Rings,Gold,"Line one\nline two, ""quoted"""\n' +
        'R-2,Rings,Gold,After\n',
    );
    expect(ok(rows[0]).Description).toBe('Line one\nline two, "quoted"');
    expect(rows.map((r) => r.line)).toEqual([2, 4]);
  });

  it('counts a quoted CRLF inside a cell as one line, as a spreadsheet shows it', async () => {
    const rows = await rowsOf(
      'TagNo;ItemName;ItemType;Description\r\nR-1;Rings;Gold;"one,\r\ntwo"\r\n\r\nR-2;Rings;Gold;x\r\n',
    );
    expect(rows.map((r) => [r.line, ok(r).Description])).toEqual([
      [2, 'one,\r\ntwo'],
      [5, 'x'],
    ]);
  });

  it('passes over empty lines, and counts them in the line numbers', async () => {
    const rows = await rowsOf('TagNo,ItemName,ItemType\n\nR-1,Rings,Gold\n\n\nR-2,Rings,Gold\n');
    expect(rows.map((r) => [r.line, ok(r).TagNo])).toEqual([
      [3, 'R-1'],
      [6, 'R-2'],
    ]);
  });

  it('names a wrong type by line and column, and goes on with the next rows', async () => {
    const rows = await rowsOf(
      'TagNo,ItemName,ItemType,Karat,NetWeight\nR-1,Rings,Gold,25,4\nR-2,Rings,Gold,22,heavy\nR-3,Rings,Gold,22,4\n',
    );
    expect(rows.map((r) => r.reading)).toEqual([
      { ok: false, tagNo: 'R-1', errors: [{ field: 'Karat', message: 'must be 18 to 24' }] },
      { ok: false, tagNo: 'R-2', errors: [{ field: 'NetWeight', message: "must be a number, not 'heavy'" }] },
      expect.objectContaining({ ok: true }),
    ]);
  });

  it('names a row with a missing or extra cell; trailing empty cells from a spreadsheet pass', async () => {
    const rows = await rowsOf('TagNo,ItemName,ItemType\nR-1,Rings\nR-2,Rings,Gold,extra\nR-3,Rings,Gold,,\n');
    expect(rows[0]?.reading).toEqual({
      ok: false,
      tagNo: 'R-1',
      errors: [{ field: 'line', message: 'has 2 cells where the first line has 3 (a missing or extra separator?)' }],
    });
    expect(rows[1]?.reading.ok).toBe(false);
    expect(ok(rows[2]).TagNo).toBe('R-3');
  });

  it('refuses a file without a required column, naming it and the columns it has', async () => {
    await expect(rowsOf('Tag,ItemName,ItemType\nR-1,Rings,Gold\n')).rejects.toThrow(
      'The stock file has no TagNo column in its first line (it has: Tag, ItemName, ItemType)',
    );
  });

  it('matches column names in any case and ignores the ones it does not know', async () => {
    const rows = await rowsOf('tagno, ITEMNAME ,ItemType,Colour\nR-1,Rings,Gold,red\n');
    expect(ok(rows[0])).toMatchObject({ TagNo: 'R-1', ItemName: 'Rings' });
  });

  it('reads back a cell the shop guarded against spreadsheet formulas', async () => {
    const rows = await rowsOf("TagNo,ItemName,ItemType,Description\nR-1,Rings,Gold,'=SUM(A1)\n");
    expect(ok(rows[0]).Description).toBe('=SUM(A1)');
  });

  it('reads a JSON array record by record, numbering the records', async () => {
    const rows = await rowsOf(
      JSON.stringify([
        { TagNo: 'J-1', ItemName: 'Rings', ItemType: 'Gold', Karat: 22 },
        { TagNo: 'J-2', ItemName: 'Rings', ItemType: 'Gold', Karat: 'x' },
      ]),
    );
    expect(rows.map((r) => [r.line, r.reading.ok])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('refuses JSON that is not an array of records, and an empty file', async () => {
    await expect(rowsOf('[{"TagNo": "J-1", ')).rejects.toThrow(/^The stock file is not a JSON array of records/);
    await expect(rowsOf('  \n')).rejects.toThrow('The stock file is empty');
  });

  describe('a quote that is not closed', () => {
    const HEADER = 'TagNo,ItemName,ItemType,Description\n';
    const plain = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `R-${from + i},Rings,Gold,plain\n`).join('');

    it('names the line the quote opened on, not the end of a long file it ran on to', async () => {
      // 100,000 rows after it: more than the longest row, so the reader stops once the cell passes 1 MB.
      const file =
        HEADER + 'R-1,Rings,Gold,ok\n' + 'R-2,Rings,Gold,"Band with a quote never closed\n' + plain(3, 100_000);
      expect(file.length).toBeGreaterThan(MAX_ROW_BYTES);
      const err = await rowsOf(file).catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 400 });
      expect(err instanceof Error ? err.message : '').toBe(
        'The stock file could not be read as CSV: line 3: a quote (") opens a cell and is never closed, so the lines after it run into that cell (a quote inside a cell is written twice: "")',
      );
    });

    it('names it in a short file too, counting quoted line breaks (CRLF as one line) and empty lines', async () => {
      const file =
        'TagNo;ItemName;ItemType;Description\r\n' +
        'R-1;Rings;Gold;"one\r\ntwo"\r\n' +
        '\r\n' +
        'R-2;Rings;Gold;x\r\n' +
        'R-3;Rings;Gold;"a cell ""quoted"" then\r\nR-4;Rings;Gold;y\r\nR-5;Rings;Gold;z\r\n';
      await expect(rowsOf(file)).rejects.toThrow(/^The stock file could not be read as CSV: line 6: a quote/);
    });

    it('names the line of the quote a row opens after a quoted line break of its own', async () => {
      const file = HEADER + 'R-1,Rings,"Gold\nsecond",x\n' + 'R-2,"Rings,Gold,y\n' + plain(3, 10);
      // R-1 is read (two lines); R-2 on line 4 opens a quote in its second cell.
      await expect(rowsOf(file)).rejects.toThrow('CSV: line 4: a quote (") opens a cell and is never closed');
      const opened = HEADER + 'R-1,"Rings\nmore",Gold,"open\n' + plain(2, 3);
      await expect(rowsOf(opened)).rejects.toThrow('CSV: line 3: a quote (") opens a cell');
    });

    it('names a quote in the middle of a cell, and text after a closing quote, by their lines', async () => {
      await expect(rowsOf(HEADER + 'R-1,Rings,Gold,ok\nR-2,Rings,Gold,7" band\n')).rejects.toThrow(
        'CSV: line 3: a quote (") in the middle of a cell',
      );
      await expect(rowsOf(HEADER + 'R-1,Rings,Gold,"one\r\ntwo"\nR-2,Rings,Gold,"7" band"\n')).rejects.toThrow(
        'CSV: line 4: a quote (") closing the cell opened on line 4 is followed by more text',
      );
    });

    it('tells a row longer than 1 MB without an open quote', async () => {
      await expect(rowsOf(HEADER + `R-1,Rings,Gold,${'x'.repeat(MAX_ROW_BYTES + 10)}\n`)).rejects.toThrow(
        'CSV: line 2: the row is longer than 1 MB',
      );
    });

    it('finds the open quote in a row’s text by csv-parse’s rules', () => {
      expect(quotesOf('a,"b\nc', ',')).toEqual({ open: 0, lastOpened: 0 });
      expect(quotesOf('a,"b\r\nc",d,"e\n', ',')).toEqual({ open: 1, lastOpened: 1 });
      expect(quotesOf('a,"say ""hi""\n",b\n', ',')).toEqual({ open: null, lastOpened: 0 });
      expect(quotesOf('a;7" band;"x\r\r\n', ';')).toEqual({ open: 0, lastOpened: 0 });
      expect(quotesOf('\uFEFF"a\n', ',')).toEqual({ open: 0, lastOpened: 0 });
    });
  });

  it('tells semicolons from commas by the header line', () => {
    expect(delimiterOf('TagNo;ItemName;ItemType\nR-1,x;y;z')).toBe(';');
    expect(delimiterOf('TagNo,ItemName,ItemType;odd\n')).toBe(',');
  });
});
