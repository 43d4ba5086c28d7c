import { sql } from 'drizzle-orm';
import type { StockItem } from '../../core/api-schemas';
import { SEARCH_MAX_LENGTH } from '../../core/constants';
import { deliveryDays, IN_STOCK_DAYS } from '../../core/delivery';
import { allowedMistakes, editDistance } from '../../core/fuzzy';
import {
  chosenCount,
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
import { parseQuery, type QueryPhrases, type QueryTerm } from '../../core/query-phrases';
import type { SortOrder } from '../../core/query-schemas';
import { conceptAndBroader, conceptAt, conceptByKey, CONCEPTS } from '../../core/search-vocabulary';
import { isMensName } from '../../core/stock-schema';
import { foldText } from '../../core/urdu-fold';
import { rowsOf, type Db } from '../db/client';
import { stockItems } from '../db/schema';
import { forSale, pieceFromJson, pieceJson } from './catalog';

/**
 * The pieces for sale, held in the process (docs/decisions/063): a word index over each piece's folded text and the
 * concepts of the shop's vocabulary it names, and each piece's value of every filter. Searches, listing pages and
 * their filter counts read no database.
 *
 * Positions (0 … n-1) follow ascending ids, so a list of positions in ascending order is a list in the order the stock
 * was loaded.
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
  /** Every position by price, ties in the order loaded. */
  readonly byPrice: Int32Array;
  readonly quick: Uint8Array;
  /** Listings (`type\0name`, lower case) → their positions in ascending order. */
  readonly listings: ReadonlyMap<string, Int32Array>;
  /** Each filter's values (in the order the page shows them) and each piece's value of it. */
  readonly facets: ReadonlyMap<FilterKey, FacetValues>;
  /** What a query's word matches, worked out once per index (bounded: `remember`). */
  readonly matches: Map<string, TermMatch>;
  /** The filters' counts of a search or a listing with no filter chosen, worked out once per index. */
  readonly counted: Map<string, Facet[]>;
  /**
   * What a query finds, worked out once per index (bounded: `remember`): a guest who narrows a search by its filters,
   * or turns its pages, asks for the same search again.
   */
  readonly answers: Map<string, readonly number[]>;
}

export interface Posting {
  readonly pos: Int32Array;
  /** The field class (`FIELD`) of the piece's best occurrence. */
  readonly field: Uint8Array;
}

/** A filter's values and, per position, which value the piece has: its place in `values` plus one (0: none). */
export interface FacetValues {
  readonly values: readonly { readonly value: string; readonly label: string }[];
  readonly of: Uint8Array;
}

/** The pieces a query's word matches, in ascending order, each with how well (field × 8 + nearness). */
export interface TermMatch {
  readonly pos: Int32Array;
  readonly score: Uint8Array;
}

/**
 * Where in a piece a word occurs: what the piece is (its item name and the concepts it names, and the concepts its
 * karat, metal type and stones give it), its display name and metal type's words, its design and stones' names, its
 * description.
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

/**
 * A tag number as the index keys it: folded, in capitals, letters and digits alone, so that `za10021`, `ZA-10021` and
 * `za 10021` are one key.
 */
export const tagKey = (tag: string): string => (foldText(tag).match(WORD) ?? []).join('').toUpperCase();

/** The piece's weight for the weight filter: its net (metal) weight, or its gross weight when no net is given. */
export const filterWeight = (p: StockItem): number => (p.NetWeight > 0 ? p.NetWeight : p.GrossWeight);

/** The metal filter's order: what the shop sells most first; a type not listed comes after, by name. */
const METAL_ORDER = ['gold', 'diamond', 'silver', 'platinum', 'palladium', 'artificial', 'watches'];

/**
 * A piece's words and concepts, each with the best field it occurs in. Its tag number is not among them: tag numbers
 * are found whole or by their beginning (`tags`, `tagKeys`), and as words they would be most of the index.
 */
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
  addText(p.ItemName, FIELD.kind);
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
const PIECES_PER_TURN = 500;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A filter's values as they are met, each piece's one noted. */
class FacetBuilder {
  private readonly places = new Map<string, number>();
  readonly values: { value: string; label: string }[] = [];
  readonly of: Uint8Array;
  constructor(n: number, fixed: readonly { value: string; label: string }[] = []) {
    this.of = new Uint8Array(n);
    for (const v of fixed) this.place(v.value, v.label);
  }
  place(value: string, label: string): number {
    let at = this.places.get(value);
    if (at === undefined) {
      at = this.values.length;
      // A filter has far fewer values than a byte holds; more (a stock of 255 metal types) are left unfiltered.
      if (at >= 254) return -1;
      this.values.push({ value, label });
      this.places.set(value, at);
    }
    return at;
  }
  set(pos: number, value: string, label = value) {
    const at = this.place(value, label);
    if (at >= 0) this.of[pos] = at + 1;
  }
  /** The values in `order` (places renumbered to it). */
  done(order?: (a: { value: string }, b: { value: string }) => number): FacetValues {
    if (!order) return { values: this.values, of: this.of };
    const sorted = this.values.map((v, i) => ({ v, i })).sort((a, b) => order(a.v, b.v));
    const renumber = new Uint8Array(this.values.length + 1);
    sorted.forEach(({ i }, k) => (renumber[i + 1] = k + 1));
    const of = this.of.map((x) => renumber[x] ?? 0);
    return { values: sorted.map(({ v }) => v), of };
  }
}

/**
 * The index of the pieces given as [id, JSON] in ascending order of id. Pauses every 500 pieces for whatever else the
 * process has to do.
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
  const metal = new FacetBuilder(n);
  const karat = new FacetBuilder(n);
  const priceBand = new FacetBuilder(n, PRICE_BANDS);
  const weightBand = new FacetBuilder(n, WEIGHT_BANDS);
  const audience = new FacetBuilder(n, [
    { value: 'men', label: 'Men' },
    { value: 'women', label: 'Women' },
  ]);
  const delivery = new FacetBuilder(n, [{ value: QUICK_DELIVERY, label: `Delivery in ${IN_STOCK_DAYS} days` }]);
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
    const type = p.ItemType.trim();
    if (type) metal.set(pos, type.toLowerCase(), type);
    if (p.Karat !== null) karat.set(pos, String(p.Karat), `${p.Karat}K`);
    const priced = PRICE_BANDS.find((b) => inBand(b, p.Price));
    if (priced) priceBand.set(pos, priced.value);
    const weight = filterWeight(p);
    const weighed = weight > 0 ? WEIGHT_BANDS.find((b) => inBand(b, weight)) : undefined;
    if (weighed) weightBand.set(pos, weighed.value);
    audience.set(pos, isMensName(p.ItemName) ? 'men' : 'women');
    if (deliveryDays(p, null) <= IN_STOCK_DAYS) {
      quick[pos] = 1;
      delivery.set(pos, QUICK_DELIVERY);
    }
  }
  await pause();
  const postings = new Map<string, Posting>();
  for (const [key, list] of grow)
    postings.set(key, { pos: Int32Array.from(list.pos), field: Uint8Array.from(list.field) });
  await pause();
  const words = [...postings.keys()].filter((k) => !k.startsWith('@')).sort();
  const metalRank = (m: string) => (METAL_ORDER.includes(m) ? METAL_ORDER.indexOf(m) : METAL_ORDER.length);
  const facets = new Map<FilterKey, FacetValues>([
    ['metal', metal.done((a, b) => metalRank(a.value) - metalRank(b.value) || (a.value < b.value ? -1 : 1))],
    ['karat', karat.done((a, b) => Number(b.value) - Number(a.value))],
    ['price', priceBand.done()],
    ['weight', weightBand.done()],
    ['for', audience.done()],
    ['delivery', delivery.done()],
  ]);
  await pause();
  const byPrice = Int32Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => (price[a] ?? 0) - (price[b] ?? 0) || a - b,
  );
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
    matches: new Map(),
    answers: new Map(),
    counted: new Map(),
  };
}

/**
 * Reads the pieces for sale, 2,000 at a time (each read one JSON value: docs/decisions/050), pausing between reads (the
 * embedded database answers a read without giving the process a turn: a large catalogue read in one go would hold
 * every request for seconds), and indexes them. The parts are not one snapshot: a change between them marks the index
 * stale (`invalidate`), and KeptSearchIndex builds another.
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
    await turn();
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

/** The index remembers at most this many positions of words' matches in all (about 5 bytes each). */
const REMEMBERED_POSITIONS = 2_000_000;

/** Not a score: the piece is not matched. */
const NONE = 255;

/**
 * The pieces one word (or phrase) of the query matches, each with how well (field × 8 + nearness: lower is better),
 * worked out once per index. The nearest kind of match that finds anything is used: the word or its concept, else
 * words it begins, else words within a typing mistake or two, else words it is part of (`ring` is inside `earrings`
 * only when nothing else is). A word that names a kind of piece (ring, jhumka) is what the piece is, not what its
 * description mentions (a jhumka "to match your necklace" is no necklace): its matches in descriptions count only when
 * there is no other.
 */
function termMatches(index: SearchIndex, term: QueryTerm): TermMatch {
  const key = `${term.concept ?? ''}\u0000${term.text}`;
  const known = index.matches.get(key);
  if (known) return known;
  const item = isItem(term);
  let found = gather(index, nearestKeys(index, term), item ? FIELD.details : FIELD.description);
  if (found.pos.length === 0 && item) found = gather(index, nearestKeys(index, term), FIELD.description);
  remember(index.matches, key, found, found.pos.length);
  return found;
}

/** At most this many queries' answers or words' matches are remembered by an index. */
const REMEMBERED = 512;

/**
 * Keeps `value` (of `size` positions) under `key`; forgets everything kept there at once when the entries or their
 * positions would be too many: what guests ask again is worked out again, once.
 */
function remember<V extends { readonly length: number } | TermMatch>(
  kept: Map<string, V>,
  key: string,
  value: V,
  size: number,
) {
  const sizeOf = (v: V) => ('pos' in v ? v.pos.length : v.length);
  let held = size;
  for (const v of kept.values()) held += sizeOf(v);
  if (held > REMEMBERED_POSITIONS || kept.size >= REMEMBERED) kept.clear();
  if (size <= REMEMBERED_POSITIONS) kept.set(key, value);
}

/** Forgets every query's answer and word's matches the index remembers (for the bench: a search never asked). */
export function forgetAnswers(index: SearchIndex) {
  index.matches.clear();
  index.answers.clear();
  index.counted.clear();
}

/** The pieces the postings of `keys` hold (each key with its nearness), fields after `lastField` left out. */
function gather(index: SearchIndex, keys: readonly (readonly [string, number])[], lastField: number): TermMatch {
  const lists = keys.flatMap(([key, near]) => {
    const list = index.postings.get(key);
    return list ? [{ list, near }] : [];
  });
  const best = new Uint8Array(index.ids.length).fill(NONE);
  let count = 0;
  for (const { list, near } of lists)
    for (let i = 0; i < list.pos.length; i++) {
      const field = list.field[i] ?? 0;
      if (field > lastField) continue;
      const pos = list.pos[i] ?? 0;
      const score = field * 8 + near;
      const had = best[pos] ?? NONE;
      if (had === NONE) count += 1;
      if (score < had) best[pos] = score;
    }
  const pos = new Int32Array(count);
  const score = new Uint8Array(count);
  let k = 0;
  for (let p = 0; p < best.length && k < count; p++) {
    const s = best[p] ?? NONE;
    if (s === NONE) continue;
    pos[k] = p;
    score[k] = s;
    k += 1;
  }
  return { pos, score };
}

/** Whether the term names a kind of piece, spelt right or within a typing mistake or two of one of its forms. */
function isItem(term: QueryTerm): boolean {
  const item = (key: string | undefined) => key !== undefined && conceptByKey(key)?.kind === 'item';
  if (term.concept !== undefined) return item(term.concept);
  const allowed = allowedMistakes(term.text.length);
  return CONCEPT_FORMS.some(([form, key]) => item(key) && editDistance(term.text, form, allowed) <= allowed);
}

/** The postings' keys of the nearest kind of match of the term that the index holds, each with its nearness. */
function nearestKeys(index: SearchIndex, term: QueryTerm): [string, number][] {
  const text = term.text;
  const single = !text.includes(' ');
  const has = (key: string) => index.postings.has(key);
  const exact: [string, number][] = [];
  if (single && has(stem(text))) exact.push([stem(text), NEARNESS.word]);
  if (term.concept && has(`@${term.concept}`)) exact.push([`@${term.concept}`, NEARNESS.concept]);
  if (exact.length || !single) return exact;
  if (text.length >= 2) {
    const begun: [string, number][] = startingWith(index.words, text, MAX_EXPANSIONS).map((w) => [w, NEARNESS.prefix]);
    for (const [form, concept] of CONCEPT_FORMS)
      if (form.startsWith(text) && has(`@${concept}`)) begun.push([`@${concept}`, NEARNESS.prefix]);
    if (begun.length) return begun;
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
      if (d <= allowed && has(`@${concept}`)) near.push({ key: `@${concept}`, d });
    }
    const best = Math.min(...near.map((x) => x.d));
    const nearest = near.filter((x) => x.d === best);
    if (nearest.length) return nearest.map((x) => [x.key, x.d === 1 ? NEARNESS.mistake : NEARNESS.mistakes]);
  }
  if (text.length >= 3) {
    const inside: [string, number][] = [];
    for (const w of index.letterWords) {
      if (!w.includes(text)) continue;
      inside.push([w, NEARNESS.inside]);
      if (inside.length >= MAX_EXPANSIONS) break;
    }
    return inside;
  }
  return [];
}

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
  remember(index.answers, key, answer, answer.length);
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

export interface Selection {
  /** The result's positions, in its order, every chosen filter applied. */
  readonly positions: ArrayLike<number> & { slice(start?: number, end?: number): ArrayLike<number> };
  /** Each filter with its values' counts (a filter's own choice aside), in the order the page shows them. */
  readonly facets: Facet[];
}

/**
 * Narrows `base` (a search's or a listing's positions, in their order) by the chosen filters (several values of one
 * filter widen, filters narrow each other), sorts it, and counts each filter's values over the whole result: a value's
 * count is what the result would hold were it chosen alongside the other filters' choices (its own filter's aside).
 * One pass over the base: a piece every filter allows counts for each filter's value it has; a piece one filter alone
 * refuses counts for that filter's value only. A filter is offered when one of its values would leave something and
 * it can narrow the result (not one value every piece has); men's and women's only when both exist.
 */
export function select(
  index: SearchIndex,
  base: ArrayLike<number> & { slice(start?: number, end?: number): ArrayLike<number> },
  filters: Filters,
  sort: SortOrder = 'default',
  remembered?: string,
): Selection {
  // No filter chosen: the base is the result, and its counts are the same for every page and order of it, worked out
  // once per index when the caller names it (`remembered`: a search's or a listing's key).
  if (remembered !== undefined && chosenCount(filters) === 0) {
    let facets = index.counted.get(remembered);
    if (!facets) {
      facets = counts(index, base, filters).facets;
      if (index.counted.size >= REMEMBERED) index.counted.clear();
      index.counted.set(remembered, facets);
    }
    return { positions: sorted(index, base, sort), facets };
  }
  const { positions, facets } = counts(index, base, filters);
  return { positions: sorted(index, positions, sort), facets };
}

/** The result of `base` narrowed by `filters`, and each filter's counts (see select). */
function counts(
  index: SearchIndex,
  base: ArrayLike<number>,
  filters: Filters,
): { positions: number[]; facets: Facet[] } {
  const keys = [...index.facets.keys()];
  const facets = keys.map((key) => index.facets.get(key) ?? { values: [], of: new Uint8Array() });
  const chosen = keys.map((key) => {
    const value = filters[key];
    return new Set((Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String));
  });
  // Per filter, which places it allows (none chosen: all).
  const allows = facets.map((f, k) => {
    const set = chosen[k] ?? new Set<string>();
    if (set.size === 0) return undefined;
    const ok = new Uint8Array(f.values.length + 1);
    f.values.forEach((v, i) => (ok[i + 1] = set.has(v.value) ? 1 : 0));
    return ok;
  });
  const counts = facets.map((f) => new Int32Array(f.values.length + 1));
  const n = base.length;
  // Which filter alone refuses each piece: ALLOWED (none), a filter's place, or REFUSED (two or more).
  const refusedBy = new Int8Array(n).fill(ALLOWED);
  facets.forEach((f, k) => {
    const ok = allows[k];
    if (!ok) return;
    const of = f.of;
    for (let i = 0; i < n; i++) {
      if (ok[of[base[i] as number] as number]) continue;
      refusedBy[i] = refusedBy[i] === ALLOWED ? k : REFUSED;
    }
  });
  // Each filter's counts in a loop of its own: a piece every filter allows, or one this filter alone refuses.
  facets.forEach((f, k) => {
    const of = f.of;
    const count = counts[k] as Int32Array;
    for (let i = 0; i < n; i++) {
      const r = refusedBy[i];
      if (r === ALLOWED || r === k) bump(count, of[base[i] as number] as number);
    }
  });
  const positions: number[] = [];
  for (let i = 0; i < n; i++) if (refusedBy[i] === ALLOWED) positions.push(base[i] as number);
  const shownFacets: Facet[] = [];
  keys.forEach((key, k) => {
    const set = chosen[k] ?? new Set<string>();
    const options: FacetOption[] = (facets[k]?.values ?? []).map((v, i) => ({
      value: v.value,
      label: v.label,
      count: counts[k]?.[i + 1] ?? 0,
      chosen: set.has(v.value),
    }));
    const shown = options.filter((o) => o.count > 0 || o.chosen);
    if (key === 'for' && shown.filter((o) => o.count > 0).length < 2 && set.size === 0) return;
    // One value that every piece has (a listing of one metal, every piece delivered in 7 days) cannot narrow it.
    const only = shown.length === 1 ? shown[0] : undefined;
    if (only && !only.chosen && only.count === positions.length) return;
    if (shown.some((o) => o.count > 0) || set.size > 0)
      shownFacets.push({ key, title: FILTER_TITLES[key], options: shown });
  });
  return { positions, facets: shownFacets };
}

/** In `select`: no filter refuses the piece; two or more do. */
const ALLOWED = -1;
const REFUSED = -2;

const bump = (counts: Int32Array, at: number) => {
  counts[at] = (counts[at] ?? 0) + 1;
};

/** The positions in the order asked: as given, or by price either way (ties in the order loaded). */
function sorted<T extends ArrayLike<number>>(index: SearchIndex, positions: T, sort: SortOrder): T | number[] {
  if (sort === 'default' || positions.length < 2) return positions;
  let out: number[];
  if (positions.length * 16 < index.ids.length) {
    out = Array.from(positions).sort((a, b) => (index.price[a] ?? 0) - (index.price[b] ?? 0) || a - b);
  } else {
    const marked = new Uint8Array(index.ids.length);
    for (let i = 0; i < positions.length; i++) marked[positions[i] as number] = 1;
    out = [];
    for (const pos of index.byPrice) if (marked[pos]) out.push(pos);
  }
  if (sort === 'price-asc') return out;
  // Highest first, ties still in the order loaded: the runs of one price taken from the end, each kept as it is.
  const desc: number[] = [];
  for (let end = out.length; end > 0;) {
    let start = end - 1;
    while (start > 0 && index.price[out[start - 1] ?? 0] === index.price[out[end - 1] ?? 0]) start -= 1;
    for (let i = start; i < end; i++) desc.push(out[i] ?? 0);
    end = start;
  }
  return desc;
}

/**
 * How long an index serves before it is built again, changes or none: changes made here or announced by another
 * process (decision 038) start a build at once, so this only catches what no one announced.
 */
export const SEARCH_INDEX_TTL_MS = 10 * 60_000;

/**
 * A catalogue of at most this many pieces for sale is built again in milliseconds: after a change, a search waits for
 * the new index, so that a piece hidden, sold or repriced is so at once. A larger one is answered by the old index
 * while the new one builds (100,000 pieces: seconds).
 */
export const WAIT_FOR_CHANGES_UP_TO = 5_000;

/**
 * The index a process keeps (docs/decisions/063): built as the shop starts, and again after a catalogue change here
 * or another (`invalidate`, docs/decisions/038) and after `ttlMs`. The old index answers while the next one builds
 * (a catalogue of at most WAIT_FOR_CHANGES_UP_TO pieces waits for it after a change); the very first build is waited
 * for. A search is never answered another way.
 */
export class KeptSearchIndex {
  private ready: { index: SearchIndex; at: number; generation: number } | undefined;
  private loading: Promise<void> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<SearchIndex>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly waitUpTo = WAIT_FOR_CHANGES_UP_TO,
  ) {}

  /** The index as it is now, if one was built (a stale one while its successor builds). */
  current(): SearchIndex | undefined {
    const ready = this.ready;
    if (!ready || ready.generation !== this.generation || this.now() - ready.at > this.ttlMs) this.refresh();
    return ready?.index;
  }

  /**
   * The index: the current one, or the first once built (its failure is the caller's: the database is down). After a
   * change, a catalogue of at most `waitUpTo` pieces waits for the next one; a larger one is answered by the old.
   */
  async index(): Promise<SearchIndex> {
    for (;;) {
      const index = this.current();
      const changed = this.ready?.generation !== this.generation;
      if (index && this.loading && changed && index.ids.length <= this.waitUpTo) {
        await this.loading;
        // A failed build: the old index answers (the next request tries again).
        if (this.failure !== undefined || !this.ready) return this.ready?.index ?? index;
        continue;
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
