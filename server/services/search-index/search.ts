import { SEARCH_MAX_LENGTH } from '../../../core/constants';
import type { FilterKey } from '../../../core/listing-filters';
import { parseQuery, type QueryPhrases } from '../../../core/query-phrases';
import { foldText } from '../../../core/urdu-fold';
import type { SearchIndex } from './build';
import { startingWith, termMatches, withPhrases } from './match';
import { tagKey } from './words';

/** A piece's value of a filter (its place plus one, 0 for none). */
const valueAt = (index: SearchIndex, key: FilterKey, pos: number) => index.facets.get(key)?.of[pos] ?? 0;

/** The place plus one of a filter's value, or 0 when no piece has it. */
function placeOf(index: SearchIndex, key: FilterKey, value: string): number {
  const at = index.facets.get(key)?.values.findIndex((v) => v.value === value) ?? -1;
  return at + 1;
}

/** The query's own narrowing (its karat, price and men's or women's words) as a test of a position. */
function phraseTest(index: SearchIndex, q: QueryPhrases): ((pos: number) => boolean) | undefined {
  const tests: ((pos: number) => boolean)[] = [];
  if (q.karat !== undefined) {
    const place = placeOf(index, 'karat', String(q.karat));
    tests.push((pos) => place > 0 && valueAt(index, 'karat', pos) === place);
  }
  if (q.price) {
    const { min = 0, max = Number.POSITIVE_INFINITY } = q.price;
    tests.push((pos) => (index.price[pos] ?? 0) >= min && (index.price[pos] ?? 0) <= max);
  }
  if (q.gender) {
    const place = placeOf(index, 'for', q.gender);
    tests.push((pos) => valueAt(index, 'for', pos) === place);
  }
  return tests.length ? (pos) => tests.every((t) => t(pos)) : undefined;
}

/** At most this many tags are answered for a tag number typed in part. */
const TAG_PREFIX_LIMIT = 48;

/** Orders by: the worst field any word needed (2 bits), the words' nearness summed (capped), delivery in 7 days. */
const ORDER_KEYS = 4 * 32 * 2;

/**
 * The positions a search finds, best first (docs/behaviour.md §9.11): the piece whose tag number was typed; then the
 * pieces every word of the query matches (in any order) and the query's karat, price and men's or women's words allow,
 * ordered by where the words were found (every word in what the piece is first, any in its description last), then
 * by how near the spellings are, then pieces delivered within 7 days first, then as loaded.
 */
export function searchPositions(index: SearchIndex, query: string): readonly number[] {
  const typed = query.trim().slice(0, SEARCH_MAX_LENGTH);
  if (!typed) return [];
  const key = foldText(typed);
  const known = index.answers.get(key);
  if (known) return known;
  const answer = findPositions(index, typed);
  index.answers.remember(key, answer);
  return answer;
}

/** What searchPositions answers, worked out. */
function findPositions(index: SearchIndex, typed: string): number[] {
  const q = parseQuery(typed);
  const exact = index.tags.get(tagKey(typed));
  const allowed = phraseTest(index, q);
  if (q.terms.length === 0) {
    if (exact !== undefined) return [exact];
    if (q.tag) {
      return startingWith(index.tagKeys, tagKey(q.tag), TAG_PREFIX_LIMIT)
        .map((t) => index.tags.get(t) ?? -1)
        .filter((p) => p >= 0);
    }
    if (!allowed) return [];
    const all: number[] = [];
    for (let pos = 0; pos < index.ids.length; pos++) if (allowed(pos)) all.push(pos);
    return all.sort((a, b) => (index.quick[b] ?? 0) - (index.quick[a] ?? 0) || a - b);
  }
  const matches = withPhrases(q.terms)
    .map((t) => termMatches(index, t))
    .sort((a, b) => a.pos.length - b.pos.length);
  const [first, ...rest] = matches;
  if (!first) return exact === undefined ? [] : [exact];
  // Walk the smallest list, each other list alongside it (all ascending), keeping a key per piece found.
  const at = rest.map(() => 0);
  const found: number[] = [];
  const keys: number[] = [];
  const counts = new Int32Array(ORDER_KEYS);
  for (let i = 0; i < first.pos.length; i++) {
    const pos = first.pos[i] ?? 0;
    const s = first.score[i] ?? 0;
    let field = s >> 3;
    let near = s & 7;
    let every = true;
    for (let r = 0; r < rest.length && every; r++) {
      const list = rest[r];
      if (!list) continue;
      const j = seek(list.pos, at[r] ?? 0, pos);
      at[r] = j;
      if (list.pos[j] !== pos) every = false;
      else {
        const t = list.score[j] ?? 0;
        field = Math.max(field, t >> 3);
        near += t & 7;
      }
    }
    if (!every || pos === exact || (allowed && !allowed(pos))) continue;
    const key = (field * 32 + Math.min(near, 31)) * 2 + (index.quick[pos] ? 0 : 1);
    found.push(pos);
    keys.push(key);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  // A counting sort by key: pieces of one key stay in the order loaded.
  const starts = new Int32Array(ORDER_KEYS);
  for (let k = 1; k < ORDER_KEYS; k++) starts[k] = (starts[k - 1] ?? 0) + (counts[k - 1] ?? 0);
  const ranked: number[] = new Array<number>(found.length);
  for (let i = 0; i < found.length; i++) {
    const key = keys[i] ?? 0;
    ranked[starts[key] ?? 0] = found[i] ?? 0;
    starts[key] = (starts[key] ?? 0) + 1;
  }
  return exact === undefined ? ranked : [exact, ...ranked];
}

/**
 * The first index at or after `from` whose position is at least `pos` (the list ascending): by steps that double, then
 * halving, so that walking a short list alongside a long one costs the short one's length times a logarithm.
 */
function seek(list: Int32Array, from: number, pos: number): number {
  if (from >= list.length || (list[from] ?? 0) >= pos) return from;
  let lo = from;
  let step = 1;
  while (lo + step < list.length && (list[lo + step] ?? 0) < pos) {
    lo += step;
    step *= 2;
  }
  let hi = Math.min(lo + step, list.length);
  while (lo + 1 < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] ?? 0) < pos) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The ids of a search's first `limit` pieces, best first (what EcomSearchStock answers). */
export function searchIds(index: SearchIndex, query: string, limit: number): number[] {
  return searchPositions(index, query)
    .slice(0, limit)
    .map((pos) => index.ids[pos] ?? 0);
}
