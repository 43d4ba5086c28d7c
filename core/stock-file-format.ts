/**
 * The point of sale's stock file, one row per piece (docs/behaviour.md §3.11): the columns, how a row of text
 * becomes a stock record (and what is wrong with it, by column), and how a record is written back as a row, so
 * that the shop's own export imports back unchanged. Lists (Images, SubItem) are separated by '|'; a piece's
 * stones are the Stone* columns, one value per stone, also separated by '|'.
 */
import { StockImportSchema, type StockRecord } from './stock-schema';

export const STOCK_COLUMNS = [
  'TagNo',
  'ItemName',
  'ItemPriceD',
  'ItemType',
  'IsMens',
  'Description',
  'GrossWeight',
  'NetWeight',
  'WastePerGm',
  'Karat',
  'FixedPrice',
  'TotalMaking',
  'SilverSalePrice',
  'DesignName',
  'Status',
  'Pieces',
  'Images',
  'SubItem',
  'StoneName',
  'StoneTypeName',
  'StonePrice',
  'StoneSalePrice',
  'StoneWeight',
  'Fineness',
  'TestMethod',
  'CertificateNo',
  'CertificateLab',
  'CertificateFile',
  'NameUrdu',
  'DescriptionUrdu',
] as const;
export type StockColumn = (typeof STOCK_COLUMNS)[number];

/** The columns a file must have: without them no row can be read. */
export const REQUIRED_COLUMNS: readonly StockColumn[] = ['TagNo', 'ItemName', 'ItemType'];

const NUMBER_COLUMNS = new Set<string>([
  'GrossWeight',
  'NetWeight',
  'WastePerGm',
  'Karat',
  'FixedPrice',
  'TotalMaking',
  'SilverSalePrice',
  'Pieces',
  'Fineness',
]);
const STONE_COLUMNS = ['StoneName', 'StoneTypeName', 'StonePrice', 'StoneSalePrice', 'StoneWeight'] as const;

/** One thing wrong with a row or record: the column (or field path) and what is wrong, in the owner's words. */
export interface StockFieldError {
  field: string;
  message: string;
}

export type RowReading = { ok: true; record: StockRecord } | { ok: false; tagNo: string; errors: StockFieldError[] };

const split = (v: string) =>
  v
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

/** A number as a spreadsheet writes it: "1,250.5" and " 12 " read; "12 g" or "twelve" do not. */
function numberOf(text: string): number | undefined {
  const t = text.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (t === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t) ? Number(t) : Number.NaN;
}

const YES = /^(1|true|yes|y)$/i;
const NO = /^(0|false|no|n)$/i;

/** Reads a zod issue list as the owner's errors: 'Karat: must be 18 to 24'. */
export function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): StockFieldError[] {
  return issues.map((i) => {
    const [head, , leaf] = i.path.map(String);
    // A stone's fields are the Stone* columns: Price → StonePrice, StoneName stays StoneName.
    const field = head === 'StoneDetails' && leaf ? (leaf.startsWith('Stone') ? leaf : `Stone${leaf}`) : head;
    return { field: field || 'record', message: i.message };
  });
}

/**
 * Reads one row of text (column name → cell) as a stock record, or says what is wrong with it, column by column.
 * Unknown columns are ignored; missing optional ones take their defaults.
 */
export function readStockRow(row: Readonly<Record<string, string | undefined>>): RowReading {
  const cell = (c: string) => (row[c] ?? '').trim();
  const errors: StockFieldError[] = [];
  const num = (c: string): number | undefined => {
    const n = numberOf(cell(c));
    if (Number.isNaN(n)) errors.push({ field: c, message: `must be a number, not '${cell(c)}'` });
    return Number.isNaN(n) ? undefined : n;
  };
  let isMens: boolean | undefined;
  if (cell('IsMens')) {
    if (YES.test(cell('IsMens'))) isMens = true;
    else if (NO.test(cell('IsMens'))) isMens = false;
    else errors.push({ field: 'IsMens', message: `must be yes or no, not '${cell('IsMens')}'` });
  }
  const numbers = Object.fromEntries([...NUMBER_COLUMNS].map((c) => [c, num(c)]));
  const stoneLists = Object.fromEntries(STONE_COLUMNS.map((c) => [c, cell(c) ? cell(c).split('|') : []]));
  const stoneCount = Math.max(...STONE_COLUMNS.map((c) => stoneLists[c]?.length ?? 0));
  const stoneNumber = (c: string, i: number) => {
    const text = (stoneLists[c]?.[i] ?? '').trim();
    const n = numberOf(text);
    if (Number.isNaN(n)) errors.push({ field: c, message: `must be a number, not '${text}'` });
    return Number.isNaN(n) ? undefined : n;
  };
  const stones = Array.from({ length: stoneCount }, (_, i) => ({
    StoneName: (stoneLists.StoneName?.[i] ?? '').trim(),
    StoneTypeName: (stoneLists.StoneTypeName?.[i] ?? '').trim(),
    Price: stoneNumber('StonePrice', i) ?? 0,
    SalePrice: stoneNumber('StoneSalePrice', i) ?? 0,
    StoneWeight: stoneNumber('StoneWeight', i) ?? 0,
  }));
  const given = <T>(c: string, v: T): T | undefined => (row[c] === undefined ? undefined : v);
  const tagNo = cell('TagNo');
  if (errors.length) return { ok: false, tagNo, errors };
  return readStockRecord({
    TagNo: tagNo,
    ItemName: cell('ItemName'),
    ItemPriceD: cell('ItemPriceD') || null,
    ItemType: cell('ItemType'),
    IsMens: isMens,
    Description: row.Description ?? '',
    GrossWeight: numbers.GrossWeight,
    NetWeight: numbers.NetWeight,
    WastePerGm: numbers.WastePerGm,
    Karat: numbers.Karat ?? null,
    FixedPrice: numbers.FixedPrice ?? null,
    TotalMaking: numbers.TotalMaking,
    SilverSalePrice: numbers.SilverSalePrice,
    DesignName: cell('DesignName'),
    Status: cell('Status') || undefined,
    Pieces: numbers.Pieces,
    Images: split(cell('Images')),
    SubItem: split(cell('SubItem')),
    StoneDetails: stones,
    // The trust record's columns (docs/decisions/082): a file without one leaves the shop's value as it is.
    Fineness: given('Fineness', numbers.Fineness ?? null),
    TestMethod: given('TestMethod', cell('TestMethod').toLowerCase() || null),
    CertificateNo: given('CertificateNo', cell('CertificateNo') || null),
    CertificateLab: given('CertificateLab', cell('CertificateLab') || null),
    CertificateFile: given('CertificateFile', cell('CertificateFile') || null),
    // The Urdu text's columns (docs/decisions/095), kept alike when a file has none; the schema trims them.
    NameUrdu: given('NameUrdu', row.NameUrdu ?? ''),
    DescriptionUrdu: given('DescriptionUrdu', row.DescriptionUrdu ?? ''),
  });
}

/** Checks one record (a JSON array's element, or a row already read) against the stock schema. */
export function readStockRecord(input: unknown): RowReading {
  const parsed = StockImportSchema.safeParse(input);
  if (parsed.success) return { ok: true, record: parsed.data };
  const tagNo =
    typeof input === 'object' && input !== null && 'TagNo' in input && typeof input.TagNo === 'string'
      ? input.TagNo.trim()
      : '';
  return { ok: false, tagNo, errors: errorsOf(parsed.error.issues) };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** A record as one row of the stock file, in STOCK_COLUMNS order: what readStockRow reads back as the same record. */
export function stockRowOf(r: StockRecord): string[] {
  const stones = (pick: (s: StockRecord['StoneDetails'][number]) => string) =>
    r.StoneDetails.length ? r.StoneDetails.map(pick).join('|') : '';
  const cells: Record<StockColumn, string> = {
    TagNo: r.TagNo,
    ItemName: r.ItemName,
    ItemPriceD: r.ItemPriceD ?? '',
    ItemType: r.ItemType,
    IsMens: r.IsMens === undefined ? '' : r.IsMens ? 'yes' : 'no',
    Description: r.Description,
    GrossWeight: text(r.GrossWeight),
    NetWeight: text(r.NetWeight),
    WastePerGm: text(r.WastePerGm),
    Karat: text(r.Karat),
    FixedPrice: text(r.FixedPrice),
    TotalMaking: text(r.TotalMaking),
    SilverSalePrice: text(r.SilverSalePrice),
    DesignName: r.DesignName,
    Status: r.Status,
    Pieces: text(r.Pieces),
    Images: r.Images.join('|'),
    SubItem: r.SubItem.join('|'),
    StoneName: stones((s) => s.StoneName),
    StoneTypeName: stones((s) => s.StoneTypeName),
    StonePrice: stones((s) => String(s.Price)),
    StoneSalePrice: stones((s) => String(s.SalePrice)),
    StoneWeight: stones((s) => String(s.StoneWeight)),
    Fineness: text(r.Fineness),
    TestMethod: r.TestMethod ?? '',
    CertificateNo: r.CertificateNo ?? '',
    CertificateLab: r.CertificateLab ?? '',
    CertificateFile: r.CertificateFile ?? '',
    NameUrdu: r.NameUrdu ?? '',
    DescriptionUrdu: r.DescriptionUrdu ?? '',
  };
  return STOCK_COLUMNS.map((c) => cells[c]);
}
