import { readFile } from 'node:fs/promises';
import type { StockImport } from '../core/stock-schema';
import { parseCsv } from './csv';

const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
const list = (v: string | undefined) =>
  v
    ? v
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** A CSV row of the point-of-sale export: PascalCase columns, lists separated by '|', one stone per row. */
export function recordFromCsv(r: Record<string, string>): StockImport {
  return {
    TagNo: r.TagNo,
    ItemName: r.ItemName,
    ItemPriceD: r.ItemPriceD || null,
    ItemType: r.ItemType,
    IsMens: r.IsMens ? /^(1|true|yes)$/i.test(r.IsMens) : undefined,
    Description: r.Description ?? '',
    GrossWeight: num(r.GrossWeight),
    NetWeight: num(r.NetWeight),
    WastePerGm: num(r.WastePerGm),
    Karat: num(r.Karat) ?? null,
    FixedPrice: num(r.FixedPrice) ?? null,
    TotalMaking: num(r.TotalMaking),
    SilverSalePrice: num(r.SilverSalePrice),
    DesignName: r.DesignName ?? '',
    Status: r.Status || undefined,
    Pieces: num(r.Pieces),
    Images: list(r.Images),
    SubItem: list(r.SubItem),
    StoneDetails:
      r.StoneName || r.StonePrice
        ? [
            {
              Price: num(r.StonePrice) ?? 0,
              SalePrice: num(r.StoneSalePrice) ?? 0,
              StoneWeight: num(r.StoneWeight) ?? 0,
              StoneTypeName: r.StoneTypeName ?? '',
              StoneName: r.StoneName ?? '',
            },
          ]
        : [],
  };
}

/** Reads a stock file: a JSON array of records, or CSV. */
export async function readStockFile(file: string): Promise<StockImport[]> {
  const text = await readFile(file, 'utf8');
  if (file.toLowerCase().endsWith('.json') || text.trimStart().startsWith('[')) {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) throw new Error('A JSON stock file holds an array of records');
    return parsed as StockImport[];
  }
  return parseCsv(text).map(recordFromCsv);
}
