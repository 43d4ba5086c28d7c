import { chosenCount, FILTER_TITLES, type Facet, type FacetOption, type Filters } from '../../../core/listing-filters';
import type { SortOrder } from '../../../core/query-schemas';
import type { SearchIndex } from './build';

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
      index.counted.remember(remembered, facets);
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
