import { describe, expect, it } from 'vitest';
import { readStockRecord, readStockRow, STOCK_COLUMNS, stockRowOf } from './stock-file-format';

const row = (cells: Partial<Record<string, string>>) => ({
  TagNo: 'R-1',
  ItemName: 'Rings',
  ItemType: 'Gold',
  ...cells,
});

describe('a row of the stock file', () => {
  it('reads numbers as a spreadsheet writes them, lists split on |, and stones one per | position', () => {
    const r = readStockRow(
      row({
        NetWeight: ' 1,250.5 ',
        Karat: '22',
        Images: 'R-1-1.jpg | R-1-2.jpg',
        StoneName: 'Ruby|Emerald',
        StonePrice: '5000|7000',
        StoneWeight: '0.5|',
        IsMens: 'Yes',
      }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.record.NetWeight).toBe(1250.5);
    expect(r.record.Karat).toBe(22);
    expect(r.record.IsMens).toBe(true);
    expect(r.record.Images).toEqual(['R-1-1.jpg', 'R-1-2.jpg']);
    expect(r.record.StoneDetails).toEqual([
      { StoneName: 'Ruby', StoneTypeName: '', Price: 5000, SalePrice: 0, StoneWeight: 0.5 },
      { StoneName: 'Emerald', StoneTypeName: '', Price: 7000, SalePrice: 0, StoneWeight: 0 },
    ]);
  });

  it('names every column at fault in the owner’s words', () => {
    const r = readStockRow(row({ Karat: '25', NetWeight: '12 g', IsMens: 'maybe', ItemName: ' ' }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.tagNo).toBe('R-1');
    expect(r.errors).toEqual([
      { field: 'IsMens', message: "must be yes or no, not 'maybe'" },
      { field: 'NetWeight', message: "must be a number, not '12 g'" },
    ]);
    const range = readStockRow(row({ Karat: '25', ItemName: ' ' }));
    expect(range.ok ? [] : range.errors).toEqual([
      { field: 'ItemName', message: 'must not be empty' },
      { field: 'Karat', message: 'must be 18 to 24' },
    ]);
  });

  it('names a stone’s column when a stone is wrong', () => {
    const r = readStockRow(row({ StoneName: 'Ruby', StonePrice: '-5' }));
    expect(r.ok ? [] : r.errors).toEqual([{ field: 'StonePrice', message: 'must be 0 or more' }]);
  });

  it('is written back as the same record (the export imports back unchanged)', () => {
    const first = readStockRow(
      row({
        ItemPriceD: 'Bridal ring, 22K',
        Description: 'Line one\nline two, "quoted"',
        NetWeight: '4.25',
        WastePerGm: '0.1',
        Karat: '21',
        TotalMaking: '3500',
        Status: 'available',
        Images: 'a.jpg|b.webp',
        SubItem: 'RG|BR',
        StoneName: 'Ruby|Pearl',
        StoneTypeName: 'Precious|',
        StonePrice: '100|200',
        StoneSalePrice: '150|250',
        StoneWeight: '0.2|1',
        IsMens: 'no',
        Fineness: '875',
        TestMethod: 'XRF',
        CertificateNo: 'LG-5512',
        CertificateLab: 'IGI',
        CertificateFile: 'r-1-certificate.pdf',
        NameUrdu: 'دلہن کی انگوٹھی',
        DescriptionUrdu: '',
      }),
    );
    if (!first.ok) throw new Error(JSON.stringify(first.errors));
    expect(first.record).toMatchObject({ Fineness: 875, TestMethod: 'xrf', CertificateFile: 'r-1-certificate.pdf' });
    const cells = stockRowOf(first.record);
    expect(cells).toHaveLength(STOCK_COLUMNS.length);
    const again = readStockRow(Object.fromEntries(STOCK_COLUMNS.map((c, i) => [c, cells[i]])));
    expect(again).toEqual(first);
  });
});

describe('a JSON record', () => {
  it('is checked against the same schema, its TagNo kept for the message', () => {
    const r = readStockRecord({ TagNo: 'J-9', ItemName: 'Rings', ItemType: 'Gold', Karat: 17 });
    expect(r).toEqual({ ok: false, tagNo: 'J-9', errors: [{ field: 'Karat', message: 'must be 18 to 24' }] });
    expect(readStockRecord('not an object')).toMatchObject({ ok: false, tagNo: '' });
  });

  it('leaves the trust record out when the file has no such columns, and reads an empty cell as none', () => {
    const without = readStockRow(row({}));
    if (!without.ok) throw new Error(JSON.stringify(without.errors));
    expect(without.record.Fineness).toBeUndefined();
    expect(without.record.CertificateNo).toBeUndefined();
    const empty = readStockRow(row({ Fineness: '', CertificateNo: '' }));
    if (!empty.ok) throw new Error(JSON.stringify(empty.errors));
    expect(empty.record.Fineness).toBeNull();
    expect(empty.record.CertificateNo).toBeNull();
    const bad = readStockRow(row({ Fineness: '21K', TestMethod: 'acid' }));
    expect(bad.ok ? [] : bad.errors.map((e) => e.field)).toEqual(['Fineness']);
  });
});
