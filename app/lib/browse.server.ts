/**
 * What a listing page and a search results page load alike (docs/behaviour.md §9.13): the page, sort and filters
 * their address chooses, read leniently (a bad value falls back, as a bad page number does), and the filters' view.
 * Server only (`.server`): it reads the filters with zod, which the pages' code in the browser does not carry.
 */
import { cardPiece, type CardPiece } from '../../core/cart-line';
import { DEFAULT_PAGE_SIZE } from '../../core/constants';
import { IN_STOCK_DAYS } from '../../core/delivery';
import { itemNameIn } from '../../core/item-names';
import {
  FILTER_KEYS,
  filterParams,
  filtersOf,
  PRICE_BANDS,
  WEIGHT_BANDS,
  type Band,
  type Facet,
  type Facets,
  type FilterKey,
  type Filters,
} from '../../core/listing-filters';
import { localeOfPath, type Locale } from '../../core/locale';
import { formatPattern, type MessageValues } from '../../core/message-format';
import { CATALOGUES, type MessageKey } from '../../core/messages';
import { TOLA_GRAMS } from '../../core/tola';
import { SortSchema, type SortOrder } from '../../core/query-schemas';
import type { Browse, Services } from '../../server/services';
import type { FiltersView } from '../components/ListingFilters';

/** The page number an address asks for: 1 unless a whole number from 1 (at most 100,000). */
export const pageOf = (params: URLSearchParams) =>
  Math.min(100_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));

export const sortOf = (params: URLSearchParams): SortOrder =>
  SortSchema.catch('default').parse(params.get('sort') ?? 'default');

/**
 * The address of `pathname` with `filters` chosen and the sort kept, on its first page: the chips' links and
 * Clear filters. Written from what the page read (not the address as given), so a kept page holds no stray parameter.
 */
export function hrefWith(pathname: string, filters: [string, string][], sort: SortOrder): string {
  const params = new URLSearchParams(filters);
  if (sort !== 'default') params.set('sort', sort);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

const FACET_TITLES: Record<FilterKey, MessageKey> = {
  metal: 'browse.filter.metal',
  karat: 'browse.filter.karat',
  price: 'browse.filter.price',
  weight: 'browse.filter.weight',
  for: 'browse.filter.for',
  delivery: 'browse.filter.delivery',
};

/** Thousands as the shop writes them (50,000), a lakh and more in lakhs (2). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
const lakhs = (n: number) => String(n / 100_000);
const tola = (grams: number) => (grams / TOLA_GRAMS).toFixed(2);

/** A price or weight band in a language's words (core/listing-filters.ts writes the English ones alike). */
function bandWords(say: (key: MessageKey, values: MessageValues) => string, key: 'price' | 'weight', b: Band): string {
  const open = !Number.isFinite(b.max);
  if (key === 'price') {
    if (b.min === 0) return say('browse.priceUnder', { to: grouped(b.max) });
    if (open) return say('browse.priceOver', { from: lakhs(b.min) });
    return say('browse.priceLakhs', { from: b.min < 100_000 ? grouped(b.min) : lakhs(b.min), to: lakhs(b.max) });
  }
  if (b.min === 0) return say('browse.weightUnder', { to: String(b.max), toTola: tola(b.max) });
  if (open) return say('browse.weightOver', { from: String(b.min), fromTola: tola(b.min) });
  return say('browse.weightBetween', {
    from: String(b.min),
    to: String(b.max),
    fromTola: tola(b.min),
    toTola: tola(b.max),
  });
}

/**
 * The filters' titles and values in a language (docs/decisions/097): metals by their item-name words
 * (core/item-names.ts), karats, bands, men or women and quick delivery from the catalogue. A value the catalogue does not
 * know keeps the index's words.
 */
export function facetsIn(locale: Locale, facets: readonly Facet[]): Facet[] {
  const say = (key: MessageKey, values: MessageValues = {}) => formatPattern(CATALOGUES[locale][key] ?? key, values);
  const label = (key: string, value: string, label: string): string => {
    switch (key) {
      case 'metal':
        return itemNameIn(locale, label);
      case 'karat':
        return say('browse.karat', { karat: value });
      case 'price':
      case 'weight': {
        const b = (key === 'price' ? PRICE_BANDS : WEIGHT_BANDS).find((x) => x.value === value);
        return b ? bandWords(say, key, b) : label;
      }
      case 'for':
        return value === 'men' ? say('browse.forMen') : value === 'women' ? say('browse.forWomen') : label;
      case 'delivery':
        return say('browse.quickDelivery', { days: IN_STOCK_DAYS });
      default:
        return label;
    }
  };
  return facets.map((f) => ({
    ...f,
    title: say(FACET_TITLES[f.key]),
    options: f.options.map((o) => ({ ...o, label: label(f.key, o.value, o.label) })),
  }));
}

/** The filters' part of the page: each facet, the chosen values as removable chips, and the way back to none. */
export function filtersView(pathname: string, filters: Filters, sort: SortOrder, result: Facets): FiltersView {
  const chosen = filterParams(filters);
  const optionOf = (key: string, value: string) => {
    const options = result.facets.find((f) => f.key === key)?.options ?? [];
    const at = options.findIndex((o) => o.value === value);
    return { label: options[at]?.label ?? value, at: at < 0 ? options.length : at };
  };
  // Shown as the filters list them (price bands cheapest first); each one's link is the canonical address without it.
  const chips = chosen.map(([key, value], i) => ({
    key,
    value,
    ...optionOf(key, value),
    href: hrefWith(
      pathname,
      chosen.filter((_, j) => j !== i),
      sort,
    ),
  }));
  return {
    totalCount: result.totalCount,
    sort,
    facets: result.facets.map((f) => ({ ...f, single: !Array.isArray(filters[f.key]) })),
    chosen: chips
      .sort((a, b) => FILTER_KEYS.indexOf(a.key) - FILTER_KEYS.indexOf(b.key) || a.at - b.at)
      .map(({ key, value, label, href }) => ({ key, value, label, href })),
    clearHref: hrefWith(pathname, [], sort),
  };
}

export interface BrowsePage {
  items: CardPiece[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
  sort: SortOrder;
  filters: FiltersView;
}

/**
 * A page of a search (`term`) or of a listing (`itemName`, `itemType`) as the address `url` chooses it. An empty
 * search asks nothing of the services. `withDescription`: the cards carry the piece's description (search results).
 */
export async function browsePage(
  services: Pick<Services, 'browse'>,
  url: URL,
  what: Pick<Browse, 'term' | 'itemName' | 'itemType'>,
  withDescription = false,
): Promise<BrowsePage> {
  const filters = filtersOf(url.searchParams);
  const sort = sortOf(url.searchParams);
  const pageNumber = pageOf(url.searchParams);
  const result =
    what.term === ''
      ? { items: [], totalCount: 0, pageNumber, pageSize: DEFAULT_PAGE_SIZE, facets: [] }
      : await services.browse({ ...what, filters, sort, pageNumber, pageSize: DEFAULT_PAGE_SIZE });
  const facets = facetsIn(localeOfPath(url.pathname), result.facets);
  return {
    items: result.items.map((item) => cardPiece(item, withDescription)),
    totalCount: result.totalCount,
    pageNumber: result.pageNumber,
    pageSize: result.pageSize,
    sort,
    filters: filtersView(url.pathname, filters, sort, { totalCount: result.totalCount, facets }),
  };
}

/**
 * The words guests see for a listing's item name (docs/decisions/078): the owner's, else the name as the address
 * spells it. Found in the menu (kept in the cache) as a listing is, the case of the address aside (decision 047).
 */
export async function listingWords(
  services: Services,
  itemType: string,
  itemName: string,
  locale: Locale = 'en',
): Promise<string> {
  const [type, name] = [itemType.toLowerCase(), itemName.toLowerCase()];
  const entry = (await services.menu()).find(
    (m) => m.ItemType.toLowerCase() === type && m.ItemName.toLowerCase() === name,
  );
  return itemNameIn(locale, entry?.ItemName ?? itemName, entry?.ShownName ?? itemName);
}
