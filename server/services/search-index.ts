import { sql } from 'drizzle-orm';
import type { StockItem } from '../../core/api-schemas';
import { SEARCH_MAX_LENGTH } from '../../core/constants';
import { deliveryDays, IN_STOCK_DAYS } from '../../core/delivery';
import { allowedMistakes, editDistance } from '../../core/fuzzy';
import {
  FILTER_TITLES,
  inBand,
  PRICE_BANDS,
  QUICK_DELIVERY,
  WEIGHT_BANDS,
  type Facet,
  type FacetOption,
  type FilterKey,
  type Filters,
} from '../../core/listing-filters';
import { parseQuery, tagNumberOf, type QueryPhrases, type QueryTerm } from '../../core/query-phrases';
import type { SortOrder } from '../../core/query-schemas';
import { conceptAndBroader, conceptAt, conceptByKey, CONCEPTS } from '../../core/search-vocabulary';
import { isMensName } from '../../core/stock-schema';
import { foldText } from '../../core/urdu-fold';
import { rowsOf, type Db } from '../db/client';
import { stockItems } from '../db/schema';
import { forSale, pieceFromJson, pieceJson } from './catalog';

/**
 * The pieces for sale, held in the process (docs/decisions/063): a word index over each piece's folded text and the
 * concepts of the shop's vocabulary it names, and one bitset per filter value. Searches, listing pages and their
 * filter counts read no database.
 *
 * Positions (0 … n-1) follow ascending ids, so a list of positions in ascending order is a list in the order the stock
 * was loaded, and a bitset's bit `p` is the piece at position `p`.
 */
export interface SearchIndex {
  readonly ids: Int32Array;
  /** Each piece as the text of its JSON (`pieceJson`), for listing pages and searches. */
  readonly pieces: readonly string[];
  /** Tag numbers as `tagKey` writes them → position. */
  readonly tags: ReadonlyMap<string, number>;
  /** Every tag key, sorted (for tag numbers typed in part). */
  readonly tagKeys: readonly string[];
  /** Word (stemmed) or concept (`@ring`) → the positions holding it and, for each, the best field it occurs in. */
  readonly postings: ReadonlyMap<string, Posting>;
  /** Every word of the postings (concepts aside), sorted: for words typed in part. */
  readonly words: readonly string[];
  /** The words made of letters alone (no digits): what a misspelling or a part of a word is compared with. */
  readonly letterWords: readonly string[];
  readonly price: Float64Array;
  /** The piece was loaded before a later one: ties in price keep that order. */
  readonly byPrice: Int32Array;
  readonly quick: Uint8Array;
  /** Listings (`type\0name`, lower case) → their positions in ascending order. */
  readonly listings: ReadonlyMap<string, Int32Array>;
  /** Each filter's values (in the order the page shows them) with their labels and bitsets. */
  readonly facets: ReadonlyMap<FilterKey, readonly FacetValue[]>;
}

export interface Posting {
  readonly pos: Int32Array;
  /** The field class (`FIELD`) of the piece's best occurrence. */
  readonly field: Uint8Array;
}

export interface FacetValue {
  readonly value: string;
  readonly label: string;
  readonly bits: Uint32Array;
}

/**
 * Where in a piece a word occurs: what the piece is (its item name and the concepts it names, its tag number, metal,
 * karat and stones as the stock records them), its display name and metal type's words, its design and stones' names,
 * its description.
 */
export const FIELD = { kind: 0, title: 1, details: 2, description: 3 } as const;

/**
 * How near a match of a query's word is (lower is nearer): the word itself (or its plural or singular), the concept it
 * names, a word it begins, a word within a typing mistake or two, a word it is part of.
 */
export const NEARNESS = { word: 0, concept: 1, prefix: 2, mistake: 3, mistakes: 4, inside: 5 } as const;

/** A word's stem: English plurals folded to the singular (rings → ring, watches → watch, necklaces → necklace). */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** The folded words of a text, split at anything that is not a letter, a mark or a digit. */
export const indexWords = (text: string): string[] => foldText(text).match(WORD) ?? [];

/** A tag number as the index keys it: `tagNumberOf`'s form when it has one (ZA-10021), else in capitals. */
export const tagKey = (tag: string): string => tagNumberOf(tag) ?? tag.trim().toUpperCase();

/** The piece's weight for the weight filter: its net (metal) weight, or its gross weight when no net is given. */
export const filterWeight = (p: StockItem): number => (p.NetWeight > 0 ? p.NetWeight : p.GrossWeight);

/** The metal filter's order: what the shop sells most first; a type not listed comes after, by name. */
const METAL_ORDER = ['gold', 'diamond', 'silver', 'platinum', 'palladium', 'artificial', 'watches'];

/** A piece's words and concepts, each with the best field it occurs in. */
function termsOfPiece(p: StockItem): Map<string, number> {
  const terms = new Map<string, number>();
  const add = (key: string, field: number) => {
    const had = terms.get(key);
    if (had === undefined || field < had) terms.set(key, field);
  };
  const addText = (text: string, field: number) => {
    const words = indexWords(text);
    for (const w of words) add(stem(w), field);
    for (let at = 0; at < words.length; at++) {
      const found = conceptAt(words, at);
      if (found) for (const key of conceptAndBroader(found.concept)) add(`@${key}`, field);
    }
  };
  addText(`${p.TagNo} ${p.ItemName}`, FIELD.kind);
  add(
    stem(
      tagKey(p.TagNo)
        .replace(/[^A-Z0-9]/g, '')
        .toLowerCase(),
    ),
    FIELD.kind,
  );
  if (p.Karat !== null) {
    add(`${p.Karat}k`, FIELD.kind);
    add('@gold', FIELD.kind);
  }
  const type = p.ItemType.trim().toLowerCase();
  if (CONCEPT_KEYS.has(type) && type !== 'diamond') add(`@${type}`, FIELD.kind);
  if (p.StoneDetails.some((s) => s.StoneTypeName.trim().toLowerCase() === 'diamond')) add('@diamond', FIELD.kind);
  addText(`${p.ItemPriceD ?? ''} ${p.ItemType}`, FIELD.title);
  addText(
    `${p.DesignName} ${p.StoneDetails.map((s) => `${s.StoneTypeName} ${s.StonesName.StoneName}`).join(' ')}`,
    FIELD.details,
  );
  addText(p.Description, FIELD.description);
  return terms;
}

const CONCEPT_KEYS: ReadonlySet<string> = new Set(CONCEPTS.map((c) => c.key));

/** Each one-word form of the vocabulary (folded) and its concept: misspelt or half-typed, it still names the concept. */
const CONCEPT_FORMS: readonly (readonly [form: string, concept: string])[] = CONCEPTS.flatMap((c) =>
  [...c.english, ...c.romanUrdu, ...c.urdu, ...c.stockNames]
    .map((f) => foldText(f))
    .filter((f) => f.length > 0 && !f.includes(' '))
    .map((f) => [f, c.key] as const),
);

/** Each form of two words (folded) and its concept: `nose pen` is a misspelt `nose pin`. */
const PHRASE_FORMS: readonly (readonly [form: string, concept: string])[] = CONCEPTS.flatMap((c) =>
  [...c.english, ...c.romanUrdu, ...c.urdu]
    .map((f) => foldText(f))
    .filter((f) => f.includes(' '))
    .map((f) => [f, c.key] as const),
);

/**
 * The query's words with two neighbours that name nothing on their own read as one phrase of the vocabulary when they
 * are within a typing mistake or two of it (`nose pen`: nose pin).
 */
function withPhrases(terms: readonly QueryTerm[]): QueryTerm[] {
  const out: QueryTerm[] = [];
  for (let i = 0; i < terms.length; i++) {
    const a = terms[i];
    const b = terms[i + 1];
    if (a && b && !a.concept && !b.concept) {
      const joined = `${a.text} ${b.text}`;
      const allowed = allowedMistakes(joined.length);
      const near = PHRASE_FORMS.find(([form]) => editDistance(joined, form, allowed) <= allowed);
      if (near) {
        out.push({ text: near[0], concept: near[1] });
        i += 1;
        continue;
      }
    }
    if (a) out.push(a);
  }
  return out;
}

/** Pieces indexed between two pauses, so that a large catalogue's build never holds the process for long. */
const PIECES_PER_TURN = 2_000;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

const words32 = (n: number) => (n + 31) >>> 5;
const setBit = (bits: Uint32Array, p: number) => {
  bits[p >>> 5] = (bits[p >>> 5] ?? 0) | (1 << (p & 31));
};
const hasBit = (bits: Uint32Array, p: number) => ((bits[p >>> 5] ?? 0) & (1 << (p & 31))) !== 0;

/**
 * The index of the pieces given as [id, JSON] in ascending order of id. Pauses every 2,000 pieces for whatever else
 * the process has to do.
 */
export async function buildSearchIndex(
  pieces: readonly (readonly [id: number, piece: string])[],
  pause: () => Promise<void> = turn,
): Promise<SearchIndex> {
  const n = pieces.length;
  const ids = Int32Array.from(pieces, ([id]) => id);
  const held = pieces.map(([, piece]) => piece);
  const tags = new Map<string, number>();
  const grow = new Map<string, { pos: number[]; field: number[] }>();
  const price = new Float64Array(n);
  const quick = new Uint8Array(n);
  const listingLists = new Map<string, number[]>();
  const metals = new Map<string, { label: string; bits: Uint32Array }>();
  const karats = new Map<number, Uint32Array>();
  const bandBits = (count: number) => Array.from({ length: count }, () => new Uint32Array(words32(n)));
  const priceBits = bandBits(PRICE_BANDS.length);
  const weightBits = bandBits(WEIGHT_BANDS.length);
  const men = new Uint32Array(words32(n));
  const women = new Uint32Array(words32(n));
  const quickBits = new Uint32Array(words32(n));
  for (let pos = 0; pos < n; pos++) {
    if (pos > 0 && pos % PIECES_PER_TURN === 0) await pause();
    const p = pieceFromJson(held[pos] ?? '[]');
    tags.set(tagKey(p.TagNo), pos);
    for (const [key, field] of termsOfPiece(p)) {
      let list = grow.get(key);
      if (!list) grow.set(key, (list = { pos: [], field: [] }));
      list.pos.push(pos);
      list.field.push(field);
    }
    price[pos] = p.Price;
    const listing = `${p.ItemType.trim().toLowerCase()}\u0000${p.ItemName.trim().toLowerCase()}`;
    const inListing = listingLists.get(listing);
    if (inListing) inListing.push(pos);
    else listingLists.set(listing, [pos]);
    const metal = p.ItemType.trim().toLowerCase();
    if (metal) {
      let m = metals.get(metal);
      if (!m) metals.set(metal, (m = { label: p.ItemType.trim(), bits: new Uint32Array(words32(n)) }));
      setBit(m.bits, pos);
    }
    if (p.Karat !== null) {
      let k = karats.get(p.Karat);
      if (!k) karats.set(p.Karat, (k = new Uint32Array(words32(n))));
      setBit(k, pos);
    }
    PRICE_BANDS.forEach((b, i) => inBand(b, p.Price) && setBit(priceBits[i] ?? men, pos));
    const weight = filterWeight(p);
    if (weight > 0) WEIGHT_BANDS.forEach((b, i) => inBand(b, weight) && setBit(weightBits[i] ?? men, pos));
    setBit(isMensName(p.ItemName) ? men : women, pos);
    if (deliveryDays(p, null) <= IN_STOCK_DAYS) {
      quick[pos] = 1;
      setBit(quickBits, pos);
    }
  }
  const postings = new Map<string, Posting>();
  for (const [key, list] of grow)
    postings.set(key, { pos: Int32Array.from(list.pos), field: Uint8Array.from(list.field) });
  const words = [...postings.keys()].filter((k) => !k.startsWith('@')).sort();
  const metalRank = (m: string) => (METAL_ORDER.includes(m) ? METAL_ORDER.indexOf(m) : METAL_ORDER.length);
  const facets = new Map<FilterKey, readonly FacetValue[]>([
    [
      'metal',
      [...metals]
        .sort(([a], [b]) => metalRank(a) - metalRank(b) || (a < b ? -1 : a > b ? 1 : 0))
        .map(([value, m]) => ({ value, label: m.label, bits: m.bits })),
    ],
    ['karat', [...karats].sort(([a], [b]) => b - a).map(([k, bits]) => ({ value: String(k), label: `${k}K`, bits }))],
    ['price', PRICE_BANDS.map((b, i) => ({ value: b.value, label: b.label, bits: priceBits[i] ?? men }))],
    ['weight', WEIGHT_BANDS.map((b, i) => ({ value: b.value, label: b.label, bits: weightBits[i] ?? men }))],
    [
      'for',
      [
        { value: 'men', label: 'Men', bits: men },
        { value: 'women', label: 'Women', bits: women },
      ],
    ],
    ['delivery', [{ value: QUICK_DELIVERY, label: `Delivery in ${IN_STOCK_DAYS} days`, bits: quickBits }]],
  ]);
  const order = Int32Array.from({ length: n }, (_, i) => i);
  const byPrice = order.sort((a, b) => (price[a] ?? 0) - (price[b] ?? 0) || a - b);
  return {
    ids,
    pieces: held,
    tags,
    tagKeys: [...tags.keys()].sort(),
    postings,
    words,
    letterWords: words.filter((w) => !/\d/.test(w)),
    price,
    byPrice,
    quick,
    listings: new Map([...listingLists].map(([key, list]) => [key, Int32Array.from(list)])),
    facets,
  };
}

/**
 * Reads the pieces for sale, 2,000 at a time (each read one JSON value: docs/decisions/050; the embedded database
 * answers nothing else while it reads, so a large catalogue is not read in one go), and indexes them. The parts are not
 * one snapshot: a change between them marks the index stale (`invalidate`), and KeptSearchIndex builds another.
 */
export async function loadSearchIndex(db: Db, chunk = 2_000): Promise<SearchIndex> {
  const pieces: [number, string][] = [];
  for (;;) {
    const after = pieces.at(-1)?.[0] ?? 0;
    const [row] = await rowsOf<{ pieces: [number, string][] | null }>(
      db,
      sql`SELECT json_agg(json_build_array(${stockItems.id}, ${pieceJson}::text) ORDER BY ${stockItems.id}) AS pieces
        FROM ${stockItems} WHERE ${stockItems.id} IN (SELECT ${stockItems.id} FROM ${stockItems}
          WHERE ${forSale} AND ${stockItems.id} > ${after} ORDER BY ${stockItems.id} LIMIT ${chunk})`,
    );
    const next = row?.pieces ?? [];
    for (const piece of next) pieces.push(piece);
    if (next.length < chunk) return buildSearchIndex(pieces);
  }
}

/** The position of the piece with this id, if the index holds it. */
function positionOf(index: SearchIndex, id: number): number {
  let lo = 0;
  let hi = index.ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = index.ids[mid] ?? 0;
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The JSON text of the piece with this id, if the index holds it (a piece for sale when it was read). */
export function heldPiece(index: SearchIndex, id: number): string | undefined {
  const pos = positionOf(index, id);
  return pos < 0 ? undefined : index.pieces[pos];
}

/** The sorted list's entries that begin with `prefix`, at most `limit`. */
function startingWith(sorted: readonly string[], prefix: string, limit: number): string[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? '') < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length && out.length < limit; i++) {
    const w = sorted[i] ?? '';
    if (!w.startsWith(prefix)) break;
    out.push(w);
  }
  return out;
}

/** At most this many words are tried for a word typed in part, or misspelt, or found inside others. */
const MAX_EXPANSIONS = 64;

/**
 * The pieces one word (or phrase) of the query matches, each with how well (field × 8 + nearness: lower is better).
 * The nearest kind of match that finds anything is used: the word or its concept, else words it begins, else words
 * within a typing mistake or two, else words it is part of (`ring` is inside `earrings` only when nothing else is).
 */
function termMatches(index: SearchIndex, term: QueryTerm): Map<number, number> {
  const found = new Map<number, number>();
  // A word that names a kind of piece (ring, jhumka) is what the piece is, not what its description mentions (a
  // jhumka "to match your necklace" is no necklace): its matches in descriptions count only when there is no other.
  let lastField: number = isItem(term) ? FIELD.details : FIELD.description;
  const take = (key: string, nearness: number) => {
    const list = index.postings.get(key);
    if (!list) return;
    for (let i = 0; i < list.pos.length; i++) {
      const field = list.field[i] ?? 0;
      if (field > lastField) continue;
      const pos = list.pos[i] ?? 0;
      const score = field * 8 + nearness;
      const had = found.get(pos);
      if (had === undefined || score < had) found.set(pos, score);
    }
  };
  nearestMatches(index, term, take, found);
  if (found.size === 0 && lastField < FIELD.description) {
    lastField = FIELD.description;
    nearestMatches(index, term, take, found);
  }
  return found;
}

/** Whether the term names a kind of piece, spelt right or within a typing mistake or two of one of its forms. */
function isItem(term: QueryTerm): boolean {
  const item = (key: string | undefined) => key !== undefined && conceptByKey(key)?.kind === 'item';
  if (term.concept !== undefined) return item(term.concept);
  const allowed = allowedMistakes(term.text.length);
  return CONCEPT_FORMS.some(([form, key]) => item(key) && editDistance(term.text, form, allowed) <= allowed);
}

/** Takes (`take`) the nearest kind of match of the term that finds anything into `found`. */
function nearestMatches(
  index: SearchIndex,
  term: QueryTerm,
  take: (key: string, nearness: number) => void,
  found: ReadonlyMap<number, number>,
): void {
  const text = term.text;
  const single = !text.includes(' ');
  if (single) take(stem(text), NEARNESS.word);
  if (term.concept) take(`@${term.concept}`, NEARNESS.concept);
  if (found.size || !single) return;
  if (text.length >= 2) {
    for (const w of startingWith(index.words, text, MAX_EXPANSIONS)) take(w, NEARNESS.prefix);
    for (const [form, concept] of CONCEPT_FORMS) if (form.startsWith(text)) take(`@${concept}`, NEARNESS.prefix);
    if (found.size) return;
  }
  const allowed = allowedMistakes(text.length);
  if (allowed > 0 && !/\d/.test(text)) {
    // Only the nearest spellings found: `earings` is one mistake from earrings and two from rings.
    const near: { key: string; d: number }[] = [];
    for (const w of index.letterWords) {
      const d = editDistance(text, w, allowed);
      if (d <= allowed && near.length < MAX_EXPANSIONS) near.push({ key: w, d });
    }
    for (const [form, concept] of CONCEPT_FORMS) {
      const d = editDistance(text, form, allowed);
      if (d <= allowed) near.push({ key: `@${concept}`, d });
    }
    const best = Math.min(...near.map((x) => x.d));
    for (const { key, d } of near) if (d === best) take(key, d === 1 ? NEARNESS.mistake : NEARNESS.mistakes);
    if (found.size) return;
  }
  if (text.length >= 3) {
    let tried = 0;
    for (const w of index.letterWords) {
      if (!w.includes(text)) continue;
      take(w, NEARNESS.inside);
      if (++tried >= MAX_EXPANSIONS) break;
    }
  }
}

/** The query's own narrowing (its karat, price and men's or women's words) as a test of a position. */
function phraseTest(index: SearchIndex, q: QueryPhrases): ((pos: number) => boolean) | undefined {
  const tests: ((pos: number) => boolean)[] = [];
  if (q.karat !== undefined) {
    const bits = index.facets.get('karat')?.find((v) => v.value === String(q.karat))?.bits;
    tests.push((pos) => bits !== undefined && hasBit(bits, pos));
  }
  if (q.price) {
    const { min = 0, max = Number.POSITIVE_INFINITY } = q.price;
    tests.push((pos) => (index.price[pos] ?? 0) >= min && (index.price[pos] ?? 0) <= max);
  }
  if (q.gender) {
    const bits = index.facets.get('for')?.find((v) => v.value === q.gender)?.bits;
    tests.push((pos) => bits !== undefined && hasBit(bits, pos));
  }
  return tests.length ? (pos) => tests.every((t) => t(pos)) : undefined;
}

/** At most this many tags are answered for a tag number typed in part. */
const TAG_PREFIX_LIMIT = 48;

/**
 * The positions a search finds, best first (docs/behaviour.md §7.4): the piece whose tag number was typed; then the
 * pieces every word of the query matches (in any order) and the query's karat, price and men's or women's words allow,
 * ordered by where the words were found (every word in the piece's names first, any in its description last), then
 * by how near the spellings are, then pieces delivered within 7 days first, then as loaded.
 */
export function searchPositions(index: SearchIndex, query: string): number[] {
  const typed = query.trim().slice(0, SEARCH_MAX_LENGTH);
  if (!typed) return [];
  const q = parseQuery(typed);
  const exact = index.tags.get(q.tag ?? tagKey(typed));
  const allowed = phraseTest(index, q);
  if (q.terms.length === 0) {
    if (exact !== undefined) return [exact];
    if (q.tag) {
      return startingWith(index.tagKeys, q.tag, TAG_PREFIX_LIMIT)
        .map((t) => index.tags.get(t) ?? -1)
        .filter((p) => p >= 0);
    }
    if (!allowed) return [];
    const all: number[] = [];
    for (let pos = 0; pos < index.ids.length; pos++) if (allowed(pos)) all.push(pos);
    return all.sort((a, b) => (index.quick[b] ?? 0) - (index.quick[a] ?? 0) || a - b);
  }
  const matches = withPhrases(q.terms).map((t) => termMatches(index, t));
  const smallest = matches.reduce((a, b) => (b.size < a.size ? b : a));
  const scored: { pos: number; field: number; near: number }[] = [];
  for (const pos of smallest.keys()) {
    if (pos === exact || (allowed && !allowed(pos))) continue;
    let field = 0;
    let near = 0;
    let every = true;
    for (const m of matches) {
      const s = m.get(pos);
      if (s === undefined) {
        every = false;
        break;
      }
      field = Math.max(field, s >> 3);
      near += s & 7;
    }
    if (every) scored.push({ pos, field, near });
  }
  scored.sort(
    (a, b) =>
      a.field - b.field || a.near - b.near || (index.quick[b.pos] ?? 0) - (index.quick[a.pos] ?? 0) || a.pos - b.pos,
  );
  const ranked = scored.map((x) => x.pos);
  return exact === undefined ? ranked : [exact, ...ranked];
}

/** The ids of a search's first `limit` pieces, best first (what EcomSearchStock answers). */
export function searchIds(index: SearchIndex, query: string, limit: number): number[] {
  return searchPositions(index, query)
    .slice(0, limit)
    .map((pos) => index.ids[pos] ?? 0);
}

/**
 * The positions of a listing: its metal type and item name (any case), in the order loaded; either left out takes
 * every one (no name and no type: every piece for sale).
 */
export function listingPositions(index: SearchIndex, itemType?: string, itemName?: string): Int32Array {
  const type = itemType?.trim().toLowerCase() || undefined;
  const name = itemName?.trim().toLowerCase() || undefined;
  if (type !== undefined && name !== undefined) return index.listings.get(`${type}\u0000${name}`) ?? new Int32Array();
  const lists = [...index.listings].filter(([key]) => {
    const [t, n] = key.split('\u0000');
    return (type === undefined || t === type) && (name === undefined || n === name);
  });
  return Int32Array.from(lists.flatMap(([, list]) => [...list])).sort();
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** How many bits `a & b` holds. */
function countBoth(a: Uint32Array, b: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += popcount((a[i] ?? 0) & (b[i] ?? 0));
  return n;
}

/** What one filter chooses: the union of its chosen values' bitsets, or undefined when it chooses nothing. */
function chosenBits(index: SearchIndex, key: FilterKey, filters: Filters): Uint32Array | undefined {
  const value = filters[key];
  const chosen = new Set((Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String));
  if (chosen.size === 0) return undefined;
  const union = new Uint32Array(words32(index.ids.length));
  for (const v of index.facets.get(key) ?? []) {
    if (!chosen.has(v.value)) continue;
    for (let i = 0; i < union.length; i++) union[i] = (union[i] ?? 0) | (v.bits[i] ?? 0);
  }
  return union;
}

export interface Selection {
  /** The result's positions, in its order, every chosen filter applied. */
  readonly positions: readonly number[];
  /** Each filter with its values' counts (a filter's own choice aside), in the order the page shows them. */
  readonly facets: Facet[];
}

/**
 * Narrows `base` (a search's or a listing's positions, in their order) by the chosen filters (several values of one
 * filter widen, filters narrow each other), sorts it, and counts each filter's values over the whole result: a value's
 * count is what the result would hold were it chosen alongside the other filters' choices (its own filter's aside).
 * A filter is offered when one of its values would leave something; men's and women's only when both exist.
 */
export function select(
  index: SearchIndex,
  base: ArrayLike<number>,
  filters: Filters,
  sort: SortOrder = 'default',
): Selection {
  const size = words32(index.ids.length);
  const baseBits = new Uint32Array(size);
  for (let i = 0; i < base.length; i++) setBit(baseBits, base[i] ?? 0);
  const keys = [...index.facets.keys()];
  const masks = new Map(keys.map((k) => [k, chosenBits(index, k, filters)]));
  const narrowed = (except?: FilterKey) => {
    const bits = baseBits.slice();
    for (const [k, mask] of masks) {
      if (!mask || k === except) continue;
      for (let i = 0; i < size; i++) bits[i] = (bits[i] ?? 0) & (mask[i] ?? 0);
    }
    return bits;
  };
  const all = narrowed();
  let positions: number[] = [];
  if (sort === 'default') {
    for (let i = 0; i < base.length; i++) if (hasBit(all, base[i] ?? 0)) positions.push(base[i] ?? 0);
  } else {
    for (const pos of index.byPrice) if (hasBit(all, pos)) positions.push(pos);
    if (sort === 'price-desc') positions = descendingByPrice(index, positions);
  }
  const facets: Facet[] = [];
  for (const key of keys) {
    const value = filters[key];
    const chosen = new Set((Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String));
    const others = masks.get(key) ? narrowed(key) : all;
    const options: FacetOption[] = (index.facets.get(key) ?? []).map((v) => ({
      value: v.value,
      label: v.label,
      count: countBoth(others, v.bits),
      chosen: chosen.has(v.value),
    }));
    const shown = options.filter((o) => o.count > 0 || o.chosen);
    if (key === 'for' && shown.filter((o) => o.count > 0).length < 2 && chosen.size === 0) continue;
    if (shown.some((o) => o.count > 0) || chosen.size > 0)
      facets.push({ key, title: FILTER_TITLES[key], options: shown });
  }
  return { positions, facets };
}

/** Highest price first, ties in the order loaded (as the database's `unit_price DESC, id ASC`). */
function descendingByPrice(index: SearchIndex, ascending: readonly number[]): number[] {
  return [...ascending].sort((a, b) => (index.price[b] ?? 0) - (index.price[a] ?? 0) || a - b);
}

/** How long a search waits for the index of a change before the old one answers it. */
export const FRESH_WAIT_MS = 200;

/**
 * The index a process keeps (docs/decisions/063): built as the shop starts, and again after a catalogue change here
 * or another (`invalidate`, docs/decisions/038) and after `ttlMs`. The old index answers while the next one builds
 * (after a change, once the next has had FRESH_WAIT_MS); only the very first build is waited for whole. A search is
 * never answered another way.
 */
export class KeptSearchIndex {
  private ready: { index: SearchIndex; at: number; generation: number } | undefined;
  private loading: Promise<void> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<SearchIndex>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly freshWaitMs = FRESH_WAIT_MS,
  ) {}

  /** The index as it is now, if one was built (a stale one while its successor builds). */
  current(): SearchIndex | undefined {
    const ready = this.ready;
    if (!ready || ready.generation !== this.generation || this.now() - ready.at > this.ttlMs) this.refresh();
    return ready?.index;
  }

  /**
   * The index: the current one, or the first once built (its failure is the caller's: the database is down). After a
   * change, the next one is waited for up to `freshWaitMs` (a small catalogue's build takes less: its guests see the
   * change at once), then the old one answers.
   */
  async index(): Promise<SearchIndex> {
    for (;;) {
      const index = this.current();
      if (index && this.loading && this.ready?.generation !== this.generation) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([this.loading, new Promise((r) => (timer = setTimeout(r, this.freshWaitMs)))]);
        clearTimeout(timer);
        return this.ready?.index ?? index;
      }
      if (index) return index;
      await this.loading;
      if (!this.ready) {
        // The build failed: try once more, and let that failure be the answer.
        this.refresh();
        await this.loading;
        if (!this.ready) throw this.failure ?? new Error('the search index could not be built');
      }
    }
  }

  /** The index once every change made here is in it (for start-up, tests and the bench); a failed build throws. */
  async settled(): Promise<SearchIndex> {
    for (;;) {
      const index = await this.index();
      if (this.ready?.generation === this.generation && !this.loading) return index;
      await this.loading;
      if (this.failure !== undefined) throw this.failure;
    }
  }

  invalidate() {
    this.generation += 1;
    this.refresh();
  }

  private failure: unknown;

  private refresh() {
    if (this.loading) return;
    const generation = this.generation;
    const at = this.now();
    let built = false;
    this.loading = this.load()
      .then(
        (index) => {
          built = true;
          this.failure = undefined;
          this.ready = { index, at, generation };
        },
        // A failed build leaves the old index answering; the next request tries again.
        (err: unknown) => {
          this.failure = err;
        },
      )
      .finally(() => {
        this.loading = undefined;
        // A change made while this one was built: build again at once.
        if (built && this.ready && this.ready.generation !== this.generation) this.refresh();
      });
  }
}
