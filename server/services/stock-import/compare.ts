/**
 * The check's comparison of an import's set-aside rows with the shop's stock (docs/behaviour.md §11.12,
 * docs/decisions/028): in batches of lines, each field `from → to` through the same row format the export writes.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { stockRowOf, STOCK_COLUMNS } from '../../../core/stock-file-format';
import { REPORT_LIMIT, type ImportReport } from '../../../core/stock-import-schemas';
import { isMensName, type StockRecord } from '../../../core/stock-schema';
import { keptUrduText } from '../../../core/piece-text';
import { keptTrustFields } from '../../../core/trust-record';
import { rowsOf, type Db } from '../../db/client';
import { stockImportRows } from '../../db/schema';
import { stockRecordsOf } from '../stock/records';
import { piecesNotInFile } from './statements';

/** Rows compared per batch, and written per statement by the import. */
export const MERGE_BATCH = 5000;

/** The cells a row is compared by: its file row, with IsMens as the menu will hold it. */
const cellsOf = (r: StockRecord) => stockRowOf({ ...r, IsMens: r.IsMens ?? isMensName(r.ItemName) });

/**
 * A piece an order has reserved stays reserved whatever the file says (the point of sale does not know about online
 * orders), unless the file says it is sold: the showroom sold it, and that wins (docs/decisions/025). The import
 * writes the same rule in SQL (statements.ts).
 */
export function keptStatusOf(current: string, next: string): string {
  const was = current.trim().toLowerCase();
  return was === 'reserved' && next.trim().toLowerCase() !== 'sold' ? current : next;
}

export type Comparison = Pick<
  ImportReport,
  'added' | 'updated' | 'unchanged' | 'additions' | 'changes' | 'missing' | 'missingReserved' | 'missingPieces'
>;

/**
 * Added, updated (with what changes) and unchanged rows, and the shop's pieces the file does not list. The rows found
 * exactly as the shop has them are marked unchanged, for the import to leave alone.
 */
export async function compareWithStock(db: Db, id: number): Promise<Comparison> {
  let added = 0;
  let updated = 0;
  let unchanged = 0;
  const additions: ImportReport['additions'] = [];
  const changes: ImportReport['changes'] = [];
  let after = 0;
  for (;;) {
    const staged = await db
      .select({ line: stockImportRows.line, tagNo: stockImportRows.tagNo, record: stockImportRows.record })
      .from(stockImportRows)
      .where(and(eq(stockImportRows.importId, id), sql`${stockImportRows.line} > ${after}`))
      .orderBy(stockImportRows.line)
      .limit(MERGE_BATCH);
    if (!staged.length) break;
    after = staged[staged.length - 1]?.line ?? after;
    const current = await stockRecordsOf(
      db,
      staged.map((s) => s.tagNo),
    );
    const same: number[] = [];
    for (const s of staged) {
      const record = s.record as StockRecord;
      const now = current.get(s.tagNo);
      if (!now) {
        added += 1;
        if (additions.length < REPORT_LIMIT.additions)
          additions.push({ line: s.line, tagNo: s.tagNo, name: record.ItemPriceD || record.ItemName });
        continue;
      }
      const next = {
        ...keptUrduText(now, keptTrustFields(now, record)),
        Status: keptStatusOf(now.Status, record.Status),
      };
      const [a, b] = [cellsOf(now), cellsOf(next)];
      const fields = STOCK_COLUMNS.flatMap((field, i) =>
        a[i] === b[i] ? [] : [{ field, from: a[i] ?? '', to: b[i] ?? '' }],
      );
      if (!fields.length) {
        unchanged += 1;
        same.push(s.line);
      } else {
        updated += 1;
        if (changes.length < REPORT_LIMIT.changes) changes.push({ line: s.line, tagNo: s.tagNo, fields });
      }
    }
    // The import leaves a piece the file has exactly as the shop has it alone (a second import of a file is quick).
    if (same.length)
      await db
        .update(stockImportRows)
        .set({ changed: false })
        .where(and(eq(stockImportRows.importId, id), inArray(stockImportRows.line, same)));
  }
  const missingRows = await rowsOf<{ tag_no: string; name: string; reserved: boolean }>(db, piecesNotInFile(id));
  const missingPieces = missingRows.map((m) => ({ tagNo: m.tag_no, name: m.name, reserved: m.reserved }));
  return {
    added,
    updated,
    unchanged,
    additions,
    changes,
    missing: missingPieces.length,
    missingReserved: missingPieces.filter((m) => m.reserved).length,
    missingPieces: missingPieces.slice(0, REPORT_LIMIT.missing),
  };
}
