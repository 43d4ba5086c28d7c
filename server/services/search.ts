import { or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_MAX_LENGTH } from '../../core/constants';
import { closeWords, SPELLINGS } from '../../core/fuzzy';
import type { StockItem } from '../../core/api-schemas';
import type { Db } from '../db/client';
import { searchWords, stockItems } from '../db/schema';
import { forSale, piecesOf } from './catalog';

export const SEARCH_LIMIT = 48;

export async function catalogWords(db: Db): Promise<string[]> {
  return (await db.select({ word: searchWords.word }).from(searchWords)).map((r) => r.word);
}

const likeAny = (terms: string[]): SQL | undefined =>
  or(...terms.map((t) => sql`${stockItems.searchText} LIKE ${`%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`));

/**
 * EcomSearchStock (docs/behaviour.md §7.2, §9.11): by tag number, name, display name, design name and description,
 * ignoring case and matching part of a word (LIKE on the lower-cased search_text, served by its trigram index). When
 * that finds fewer than a page, the stock's own spellings (bracelet → Brasclate) and catalog words within one or two
 * typing mistakes (chian → chain) are tried too. Exact tag number first, then matches, then forgiven matches.
 */
export async function searchStock(
  db: Db,
  term: string,
  words: readonly string[],
  limit = SEARCH_LIMIT,
): Promise<StockItem[]> {
  const q = term.trim().toLowerCase().slice(0, SEARCH_MAX_LENGTH);
  if (q.length === 0) return [];
  const close = q.includes(' ') ? [] : closeWords(q, words);
  // One query (docs/decisions/050): the exact tag number, then up to a page of matches by id, then, only when those
  // leave room, the forgiven matches; the page is the first `limit` of them in that order.
  const tag = sql`SELECT ${stockItems.id} FROM ${stockItems}
    WHERE ${stockItems.tagNo} IN (${term.trim()}, ${term.trim().toUpperCase()}) AND ${forSale} LIMIT 1`;
  const matches = sql`SELECT ${stockItems.id} FROM ${stockItems}
    WHERE ${likeAny([q, ...(SPELLINGS.get(q) ?? [])])} AND ${forSale} AND ${stockItems.id} NOT IN (SELECT id FROM tag)
    ORDER BY ${stockItems.id} LIMIT ${limit}`;
  const forgiven = close.length
    ? sql`UNION ALL (SELECT ${stockItems.id}, 2 FROM ${stockItems}
        WHERE (SELECT count(*) FROM tag) + (SELECT count(*) FROM matches) < ${limit}
          AND ${likeAny(close)} AND ${forSale}
          AND ${stockItems.id} NOT IN (SELECT id FROM tag) AND ${stockItems.id} NOT IN (SELECT id FROM matches)
        ORDER BY ${stockItems.id} LIMIT ${limit})`
    : sql``;
  return piecesOf(
    db,
    sql`WITH tag AS MATERIALIZED (${tag}), matches AS MATERIALIZED (${matches})
      SELECT id, row_number() OVER (ORDER BY arm, id) FROM (
        SELECT id, 0 AS arm FROM tag UNION ALL SELECT id, 1 FROM matches ${forgiven}
      ) AS found ORDER BY arm, id LIMIT ${limit}`,
  );
}
