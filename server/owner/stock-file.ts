import { readFile } from 'node:fs/promises';
import type { StockImport } from '../../core/stock-schema';
import { DomainError } from '../domain-error';
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
    TagNo: r.TagNo ?? '',
    ItemName: r.ItemName ?? '',
    ItemPriceD: r.ItemPriceD || null,
    ItemType: r.ItemType ?? '',
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

/** Why a file could not be read, for the codes that are the owner's to put right. */
const UNREADABLE: Record<string, string> = {
  ENOENT: 'there is no such file',
  EACCES: 'permission denied',
  EISDIR: 'it is a folder',
};

/**
 * Reads a stock file: a JSON array of records, or CSV. The records are checked when imported (importStock);
 * a file that cannot be read or is not JSON when it should be is a 400 naming it.
 */
export async function readStockFile(file: string): Promise<unknown[]> {
  const text = await readFile(file, 'utf8').catch((err: unknown) => {
    const code = err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : '';
    const why = UNREADABLE[code];
    throw why ? new DomainError(400, `Cannot read the stock file ${file}: ${why}`, 'FILE') : err;
  });
  if (file.toLowerCase().endsWith('.json') || text.trimStart().startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      throw new DomainError(400, `The stock file ${file} is not valid JSON (${String(err)})`, 'FILE');
    }
    if (!Array.isArray(parsed)) throw new DomainError(400, 'A JSON stock file holds an array of records', 'FILE');
    return parsed;
  }
  return parseCsv(text).map(recordFromCsv);
}
