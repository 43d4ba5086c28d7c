import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../common/domain-error';
import { parseCsv, toCsv, unguardFormula } from './csv';

describe('toCsv', () => {
  it('ends every row with CRLF and quotes a cell only when it holds a comma, a quote or a line break', () => {
    expect(
      toCsv([
        ['TagNo', 'Name'],
        ['ZG-1', 'Ring, 22K'],
        ['ZG-2', 'A 5" chain'],
        ['ZG-3', 'two\nlines'],
      ]),
    ).toBe('TagNo,Name\r\nZG-1,"Ring, 22K"\r\nZG-2,"A 5"" chain"\r\nZG-3,"two\nlines"\r\n');
    expect(toCsv([['a\rb', 'c\r\nd', 'x;y', ' spaced ', '']])).toBe('"a\rb","c\r\nd",x;y, spaced ,\r\n');
  });

  it('puts an apostrophe before a cell a spreadsheet would run as a formula, and before one already guarded', () => {
    const cells = ['=HYPERLINK("x")', '+92 300', '-5', '@SUM(A1)', '\tx', '\rx', "'=1", "''+1", "'plain", 'a=b'];
    const [row] = parse(toCsv([cells]), { relax_column_count: true }) as string[][];
    expect(row).toEqual([
      '\'=HYPERLINK("x")',
      "'+92 300",
      "'-5",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      "''=1",
      "'''+1",
      "'plain",
      'a=b',
    ]);
  });
});

describe('unguardFormula', () => {
  it('takes off exactly the apostrophe toCsv added, so every cell reads back as it was written', () => {
    const cells = ['=1+2', '+92', '-', '@x', '\tx', '\rx', "'=1", "''@x", "'plain", "'", "O'Brien", '', 'a'];
    const [row] = parse(toCsv([cells])) as string[][];
    expect(row?.map(unguardFormula)).toEqual(cells);
  });

  it('leaves an apostrophe the owner typed before anything else', () => {
    expect(unguardFormula("'007")).toBe("'007");
    expect(unguardFormula("'")).toBe("'");
    expect(unguardFormula("''")).toBe("''");
    expect(unguardFormula("'=x")).toBe('=x');
  });
});

describe('parseCsv', () => {
  const records = [
    { TagNo: 'ZG-1', ItemName: 'Rings', Description: 'Floral, 22K' },
    { TagNo: 'ZG-2', ItemName: 'Chain', Description: 'A 5" chain\nwith a clasp' },
  ];

  it('reads the header row as the columns, trimmed, and each row as a record of trimmed cells', () => {
    expect(parseCsv(' TagNo , ItemName ,Description\nZG-1,  Rings ,"Floral, 22K"\n')).toEqual([records[0]]);
  });

  it("reads Excel's UTF-8 file: byte order mark, CRLF, quoted commas, doubled quotes and line breaks", () => {
    const text =
      '\uFEFFTagNo,ItemName,Description\r\nZG-1,Rings,"Floral, 22K"\r\nZG-2,Chain,"A 5"" chain\nwith a clasp"\r\n';
    expect(parseCsv(text)).toEqual(records);
    expect(Object.keys(parseCsv(text)[0] ?? {})[0]).toBe('TagNo');
  });

  it('reads LF line ends and a last line without one', () => {
    expect(parseCsv('TagNo,ItemName\nZG-1,Rings\nZG-2,Chain')).toEqual([
      { TagNo: 'ZG-1', ItemName: 'Rings' },
      { TagNo: 'ZG-2', ItemName: 'Chain' },
    ]);
  });

  it('skips empty lines and lines of empty cells', () => {
    expect(parseCsv('\r\nTagNo,ItemName\r\n\r\nZG-1,Rings\r\n,\r\n   \r\n\r\nZG-2,Chain\r\n\r\n')).toEqual([
      { TagNo: 'ZG-1', ItemName: 'Rings' },
      { TagNo: 'ZG-2', ItemName: 'Chain' },
    ]);
  });

  it('tells a semicolon-separated file by its header line, commas in its cells staying text', () => {
    const text =
      '\uFEFFTagNo;ItemName;NetWeight;Description\r\nZG-1;Rings;5,2;"Floral; 22K"\r\nZG-2;Chain;12;Plain, 21K\r\n';
    expect(parseCsv(text)).toEqual([
      { TagNo: 'ZG-1', ItemName: 'Rings', NetWeight: '5,2', Description: 'Floral; 22K' },
      { TagNo: 'ZG-2', ItemName: 'Chain', NetWeight: '12', Description: 'Plain, 21K' },
    ]);
  });

  it("follows Excel's sep= line", () => {
    expect(parseCsv('sep=;\r\nTagNo;Note\r\nZG-1;a,b\r\n')).toEqual([{ TagNo: 'ZG-1', Note: 'a,b' }]);
  });

  it('keeps a comma file a comma file when a header cell holds a semicolon', () => {
    expect(parseCsv('TagNo,"Weight; grams",Name\nZG-1,5,Rings\n')).toEqual([
      { TagNo: 'ZG-1', 'Weight; grams': '5', Name: 'Rings' },
    ]);
  });

  it('gives a missing cell as empty and drops cells beyond the header', () => {
    expect(parseCsv('a,b,c\n1,2\n3,4,5,6\n')).toEqual([
      { a: '1', b: '2', c: '' },
      { a: '3', b: '4', c: '5' },
    ]);
  });

  it('reads a quote inside an unquoted cell as text', () => {
    expect(parseCsv('Name,Size\nA 5" chain,18\n')).toEqual([{ Name: 'A 5" chain', Size: '18' }]);
  });

  it('refuses a file whose quote is never closed with a 400 naming the line', () => {
    const read = () => parseCsv('TagNo,Name\nZG-1,Rings\nZG-2,"Chain\n');
    expect(read).toThrow(DomainError);
    expect(read).toThrow(/could not be read.*line 3/);
  });

  it('reads nothing from an empty file or a header alone', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
    expect(parseCsv('TagNo,ItemName\r\n')).toEqual([]);
  });

  it('reads back what toCsv wrote, with unguardFormula', () => {
    const rows = [
      ['TagNo', 'Description'],
      ['ZG-1', '=SUM(A1) "quoted", and\r\nmore'],
      ['ZG-2', '-plain'],
    ];
    const back = parseCsv(`\uFEFF${toCsv(rows)}`).map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, unguardFormula(v)])),
    );
    expect(back).toEqual([
      { TagNo: 'ZG-1', Description: '=SUM(A1) "quoted", and\r\nmore' },
      { TagNo: 'ZG-2', Description: '-plain' },
    ]);
  });
});
