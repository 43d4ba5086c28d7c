import type { GoldRate, MenuItem, StockItem, StockPage, TypeGroup } from '../../core/api-schemas';
import type { TrustRecord } from '../../core/trust-record';
import type { GoldRateDay } from '../../core/rate-trend-schema';
import { foldText } from '../../core/urdu-fold';
import type { Db } from '../db/client';
import { cachedBodySize } from '../http/body-cache';
import { CACHE_BYTES, CACHE_TTL_MS, jsonSize, TtlCache } from './cache';
import * as catalogue from './catalogue';
import { latestRate, rateTrend } from './gold-rates';
import { findOrder, type OrderView } from './orders/read';
import { readSettings } from './shop-settings';
import type { PaymentOptions } from '../../core/payment-options';
import type { BuyBackSettings } from '../../core/shop-settings';
import type { Facets, Filters } from '../../core/listing-filters';
import { NO_FILTERS } from '../../core/listing-filters';
import type { SortOrder } from '../../core/query-schemas';
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE } from '../../core/constants';
import {
  heldPiece,
  KeptSearchIndex,
  listingPositions,
  loadSearchIndex,
  SEARCH_INDEX_TTL_MS,
  searchPositions,
  select,
} from './search-index';

/** The services the API and the page loaders share (both are thin adapters over these: docs/architecture.md). */
export interface Services {
  stockPage(q: catalogue.StockPageQuery): Promise<StockPage>;
  latestItems(limit?: number): Promise<StockItem[]>;
  stockItem(tagNo: string): Promise<StockItem | null>;
  /** A piece's purity, test and certificate for its product page (docs/behaviour.md §9.15). */
  trustRecord(tagNo: string): Promise<TrustRecord | null>;
  relatedItems(itemName: string, excludeTagNo?: string): Promise<StockItem[]>;
  menu(): Promise<MenuItem[]>;
  menuByType(): Promise<TypeGroup[]>;
  /** EcomSearchStock: a search's first SEARCH_LIMIT pieces, best first, the filters applied. */
  search(term: string, filters?: Filters): Promise<StockItem[]>;
  /** A page of a listing or a search, the filters applied, with every filter's counts (docs/behaviour.md §9.13). */
  browse(choice: Browse): Promise<StockPage & Facets>;
  /** The search index this process keeps (docs/decisions/063). */
  searchIndex: KeptSearchIndex;
  goldRate(): Promise<GoldRate | null>;
  /** The latest seven rates with their moves, oldest first (the Today's Gold Rates dialog's trend). */
  goldRateTrend(): Promise<GoldRateDay[]>;
  /**
   * The ways to pay the owner offers, for the checkout (docs/behaviour.md §4.5): read on each call, never kept here;
   * the page that shows them is kept a minute at most, and saving them clears the pages.
   */
  paymentOptions(): Promise<PaymentOptions>;
  /**
   * The owner's buy-back terms and silver rate, for the old gold and zakat pages (docs/behaviour.md §9.16, §9.17):
   * read on each call like the ways to pay; saving them clears the kept pages.
   */
  buyBack(): Promise<BuyBackSettings>;
  /** An order for its status page (never cached: it is the guest's own). */
  findOrder(q: { orderNo?: string; email?: string; token?: string }): Promise<OrderView | null>;
  /** A tag that changes whenever the catalogue changes in this process (for ETags). */
  version(): number;
  /** Called after stock or rates change. */
  invalidate(): void;
  /**
   * The shop's caches, each bounded in bytes (docs/decisions/035-bounded-caches.md): query results, serialized API
   * answers and pages; the last two follow `version`.
   */
  caches: { data: TtlCache; answers: TtlCache; pages: TtlCache };
}

/** What a listing page or a search results page shows: a search's term, or a listing's name and type. */
export interface Browse {
  term?: string;
  itemName?: string;
  itemType?: string;
  filters?: Filters;
  sort?: SortOrder;
  pageNumber?: number;
  pageSize?: number;
}

/** How many pieces EcomSearchStock answers (the header's dropdown shows the first of them). */
export const SEARCH_LIMIT = 48;

/**
 * `pageCacheBytes`: how much rendered HTML is kept (PAGE_CACHE_MB); with 0 nothing is (a page larger than the
 * whole cache is never kept), so every request renders its page.
 */
export function createServices(
  db: Db,
  { pageCacheBytes = CACHE_BYTES.pages }: { pageCacheBytes?: number } = {},
): Services {
  const cache = new TtlCache({ ttlMs: CACHE_TTL_MS, maxBytes: CACHE_BYTES.data, sizeOf: jsonSize });
  let version = 0;
  const caches = {
    data: cache,
    answers: new TtlCache(
      { ttlMs: CACHE_TTL_MS, maxBytes: CACHE_BYTES.answers, sizeOf: cachedBodySize },
      () => version,
    ),
    pages: new TtlCache(
      { ttlMs: CACHE_TTL_MS, maxBytes: Math.max(1, pageCacheBytes), sizeOf: cachedBodySize },
      () => version,
    ),
  };
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load);
  const searchIndex = new KeptSearchIndex(() => loadSearchIndex(db), SEARCH_INDEX_TTL_MS);
  // A listing page or a search takes its pieces from the search index when it holds them (parsed from their JSON,
  // not kept again), else from those kept one by one, and reads the rest in one query (docs/decisions/052). An entry
  // evicted between the look and the read is read on its own.
  const pieces = async (ids: readonly number[]): Promise<StockItem[]> => {
    const index = searchIndex.current();
    const held = ids.map((id) => (index ? heldPiece(index, id) : undefined));
    const missing = ids.filter((id, i) => held[i] === undefined && !cache.peek(`piece:${id}`));
    const read = missing.length ? catalogue.stockItemsById(db, missing) : undefined;
    const items = await Promise.all(
      ids.map((id, i) => {
        const text = held[i];
        if (text !== undefined) return catalogue.pieceFromJson(text);
        return cached(`piece:${id}`, async () => (await (read ?? catalogue.stockItemsById(db, [id]))).get(id) ?? null);
      }),
    );
    return items.filter((item) => item !== null);
  };
  // A listing or a search, narrowed and counted by the index the process keeps (docs/decisions/063).
  const choose = async (choice: Browse) => {
    const index = await searchIndex.index();
    const [base, remembered] =
      choice.term !== undefined
        ? [searchPositions(index, choice.term), `search\u0000${foldText(choice.term.trim())}`]
        : [
            listingPositions(index, choice.itemType, choice.itemName),
            `listing\u0000${choice.itemType?.trim().toLowerCase() ?? ''}\u0000${choice.itemName?.trim().toLowerCase() ?? ''}`,
          ];
    return { index, ...select(index, base, choice.filters ?? NO_FILTERS, choice.sort ?? 'default', remembered) };
  };
  const idsOf = (index: { ids: Int32Array }, positions: ArrayLike<number>) =>
    Array.from(positions, (p) => index.ids[p] ?? 0);
  const browse = async (choice: Browse): Promise<StockPage & Facets> => {
    const { index, positions, facets } = await choose(choice);
    const pageSize = choice.pageSize ?? DEFAULT_PAGE_SIZE;
    const pageNumber = choice.pageNumber ?? DEFAULT_PAGE_NUMBER;
    const start = (pageNumber - 1) * pageSize;
    return {
      items: await pieces(idsOf(index, positions.slice(start, start + pageSize))),
      totalCount: positions.length,
      pageNumber,
      pageSize,
      facets,
    };
  };
  return {
    stockPage: async (q) => {
      const { facets: _facets, ...page } = await browse(q);
      return page;
    },
    browse,
    // With no filter chosen, the search's own order; its counts, worked out once per index, serve its results page too.
    search: async (term, filters) => {
      const { index, positions } = await choose({ term, filters });
      return pieces(idsOf(index, positions.slice(0, SEARCH_LIMIT)));
    },
    latestItems: (limit) => cached(`latest:${limit ?? ''}`, () => catalogue.latestItems(db, limit)),
    stockItem: (tagNo) => cached(`item:${tagNo}`, () => catalogue.stockItem(db, tagNo)),
    trustRecord: (tagNo) => cached(`trust:${tagNo}`, () => catalogue.trustRecord(db, tagNo)),
    // One list per name, kept, serves every piece of it: a piece's related pieces are the list less itself. One read
    // per name instead of one per piece, and a list per name in the data cache instead of one per piece.
    relatedItems: async (name, ex) => {
      const list = await cached(`related:${name}`, () => catalogue.relatedItems(db, name));
      return list.filter((item) => item.TagNo !== ex).slice(0, catalogue.RELATED_LIMIT);
    },
    menu: () => cached('menu', () => catalogue.menu(db)),
    menuByType: () => cached('bytype', () => catalogue.menuByType(db)),
    searchIndex,
    goldRate: () => cached('rate', () => latestRate(db)),
    goldRateTrend: () => cached('trend', () => rateTrend(db)),
    paymentOptions: () => readSettings(db, 'payments'),
    buyBack: () => readSettings(db, 'buyBack'),
    findOrder: (q) => findOrder(db, q),
    version: () => version,
    invalidate: () => {
      cache.clear();
      searchIndex.invalidate();
      version += 1;
    },
    caches,
  };
}
