import type { StockItem } from '../../../core/api-schemas';
import { deliveryDays, IN_STOCK_DAYS, workingDays } from '../../../core/delivery';
import {
  inBand,
  PRICE_BANDS,
  QUICK_DELIVERY,
  WEIGHT_BANDS,
  type Facet,
  type FilterKey,
} from '../../../core/listing-filters';
import { isMensName } from '../../../core/stock-schema';
import { indexedPieceFromJson } from '../catalogue';
import { Memo } from './memo';
import { tagKey, termsOfPiece } from './words';

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
  /** What a query's word matches, worked out once per index (bounded: `Memo`). */
  readonly matches: Memo<TermMatch>;
  /** The filters' counts of a search or a listing with no filter chosen, worked out once per index. */
  readonly counted: Memo<Facet[]>;
  /**
   * What a query finds, worked out once per index (bounded: `Memo`): a guest who narrows a search by its filters, or
   * turns its pages, asks for the same search again.
   */
  readonly answers: Memo<readonly number[]>;
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

/** The piece's weight for the weight filter: its net (metal) weight, or its gross weight when no net is given. */
export const filterWeight = (p: StockItem): number => (p.NetWeight > 0 ? p.NetWeight : p.GrossWeight);

/** The metal filter's order: what the shop sells most first; a type not listed comes after, by name. */
const METAL_ORDER = ['gold', 'diamond', 'silver', 'platinum', 'palladium', 'artificial', 'watches'];

/** Pieces indexed between two pauses, so that a large catalogue's build never holds the process for long. */
const PIECES_PER_TURN = 500;
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

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
  const delivery = new FacetBuilder(n, [{ value: QUICK_DELIVERY, label: `Delivery in ${workingDays(IN_STOCK_DAYS)}` }]);
  for (let pos = 0; pos < n; pos++) {
    if (pos > 0 && pos % PIECES_PER_TURN === 0) await pause();
    const { piece: p, itemWords } = indexedPieceFromJson(held[pos] ?? '[]');
    tags.set(tagKey(p.TagNo), pos);
    for (const [key, field] of termsOfPiece(p, itemWords)) {
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
    matches: new Memo((match) => match.pos.length),
    answers: new Memo((answer) => answer.length),
    // Bounded by their number alone: a result's counts are a few filters' values, whatever its size.
    counted: new Memo(() => 0),
  };
}

/** Forgets every query's answer and word's matches the index remembers (for the bench: a search never asked). */
export function forgetAnswers(index: SearchIndex) {
  index.matches.clear();
  index.answers.clear();
  index.counted.clear();
}
