import { and, asc, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_MAX_LENGTH } from '../../core/constants';
import { closeWords, SPELLINGS } from '../../core/fuzzy';
import type { StockItem } from '../../core/api-schemas';
import type { Db } from '../db/client';
import { searchWords, stockItems } from '../db/schema';
import { forSale, stockItemsByIds } from './catalog';

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
  const tag = await db
    .select({ id: stockItems.id })
    .from(stockItems)
    .where(and(inArray(stockItems.tagNo, [term.trim(), term.trim().toUpperCase()]), forSale))
    .limit(1);
  const ids = tag.map((r) => r.id);
  const more = async (terms: string[]) => {
    if (ids.length >= limit || terms.length === 0) return;
    const rows = await db
      .select({ id: stockItems.id })
      .from(stockItems)
      .where(and(likeAny(terms), forSale, ids.length ? notInArray(stockItems.id, ids) : undefined))
      .orderBy(asc(stockItems.id))
      .limit(limit - ids.length);
    ids.push(...rows.map((r) => r.id));
  };
  await more([q, ...(SPELLINGS.get(q) ?? [])]);
  if (ids.length < limit && !q.includes(' ')) await more(closeWords(q, words));
  return stockItemsByIds(db, ids);
}
