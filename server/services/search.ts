import { sql } from 'drizzle-orm';
import { SEARCH_MAX_LENGTH } from '../../core/constants';
import type { StockItem } from '../../core/types';
import type { Db } from '../db/client';
import { stockItems } from '../db/schema';
import { stockItemsByIds } from './catalog';

/** How alike a word must be to count as a match: 0.3 lets 'bracelet' find 'Brasclate' (0.33). */
export const WORD_SIMILARITY = 0.3;

/**
 * EcomSearchStock (spec §7): finds items by tag number, name, display name, design name and description,
 * ignoring case, matching part of a word and forgiving a small spelling difference. Both the substring
 * match (ILIKE) and the fuzzy match (<%) use the trigram index on search_text.
 */
export async function searchStock(db: Db, term: string, limit = 48): Promise<StockItem[]> {
  const q = term.trim().toLowerCase().slice(0, SEARCH_MAX_LENGTH);
  if (q.length === 0) return [];
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const ids = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`);
    const rows = await tx.select({ id: stockItems.id }).from(stockItems)
      .where(sql`${stockItems.searchText} ILIKE ${like} OR ${q} <% ${stockItems.searchText}`)
      .orderBy(
        sql`(${stockItems.tagNo} ILIKE ${q}) DESC`,
        sql`(${stockItems.searchText} ILIKE ${like}) DESC`,
        sql`word_similarity(${q}, ${stockItems.searchText}) DESC`,
        stockItems.id,
      )
      .limit(limit);
    return rows.map((r) => r.id);
  });
  return stockItemsByIds(db, ids);
}
