import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GoldRateSchema,
  MenuItemSchema,
  StockItemSchema,
  StockListSchema,
  StockPageSchema,
  TypeGroupSchema,
} from '../../core/api-schemas';
import { GoldRateTrendSchema } from '../../core/rate-trend-schema';
import { FacetsSchema, type Filters } from '../../core/listing-filters';
import {
  EcomStockQuery,
  FacetsQuery,
  ItemNameQuery,
  ItemsEcomQuery,
  SearchQuery,
  TagNoQuery,
} from '../../core/query-schemas';
import type { Services } from '../services';
import { cachedBody, sendCached } from '../http/body-cache';
import { DomainError } from '../common/domain-error';
import { CATALOGUE_CACHE } from '../http/etag';
import { refusals } from '../http/openapi';

/**
 * What an answer depends on: its route and its query as the route's schema read it (unknown parameters dropped,
 * any order), so that `?x=1`, `?x=2`, ... neither make entries of their own nor miss the kept answer.
 */
export function answerKey(req: FastifyRequest): string {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const params = (req.params ?? {}) as Record<string, unknown>;
  const sorted = (o: Record<string, unknown>) =>
    Object.entries(o)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${req.routeOptions.url ?? req.url} ${JSON.stringify(sorted(params))} ${JSON.stringify(sorted(query))}`;
}

/** The filters of a query read by FilterQuery's fields. */
const filtersIn = (q: Filters): Filters => ({
  metal: q.metal,
  karat: q.karat,
  price: q.price,
  weight: q.weight,
  for: q.for,
  delivery: q.delivery,
});

/** The GET calls of docs/behaviour.md §7.2 under /api/dashboard, answering the PascalCase fields of §3. */
export const catalogueApi =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    // Serialized answers are kept with their ETag so a repeat costs one map lookup (cleared with the catalogue).
    const bodies = services.caches.answers;
    const send = async (req: FastifyRequest, reply: FastifyReply, load: () => Promise<unknown>) => {
      const entry = await bodies.get(answerKey(req), async () =>
        cachedBody(JSON.stringify(await load()), {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': CATALOGUE_CACHE,
        }),
      );
      return sendCached(req, reply, entry);
    };
    const tags = ['catalog'];

    app.get(
      '/EcomStock',
      {
        schema: {
          tags,
          operationId: 'getStockPage',
          summary: 'A page of stock items by item name and type, narrowed by the filters',
          querystring: EcomStockQuery,
          response: {
            200: StockPageSchema.describe('The page of items, with the number of all the items that match'),
            ...refusals(400, 503),
          },
        },
      },
      (req, reply) =>
        send(req, reply, () =>
          services.stockPage({
            itemName: req.query.ItemName,
            itemType: req.query.ItemType,
            pageSize: req.query.pageSize,
            pageNumber: req.query.pageNumber,
            sort: req.query.sort,
            filters: filtersIn(req.query),
          }),
        ),
    );

    app.get(
      '/itemsecom',
      {
        schema: {
          tags,
          operationId: 'getNewestItems',
          summary: 'Newest items with pictures (the home page uses the first 8)',
          querystring: ItemsEcomQuery,
          response: { 200: StockListSchema.describe('The newest items first'), ...refusals(400, 503) },
        },
      },
      (req, reply) => send(req, reply, () => services.latestItems(req.query.limit)),
    );

    app.get(
      '/EcomStockItem',
      {
        schema: {
          tags,
          operationId: 'getStockItem',
          summary: 'One item with images, stone details and sub-items',
          querystring: TagNoQuery,
          response: { 200: StockItemSchema.describe('The item'), ...refusals(400, 404, 503) },
        },
      },
      async (req, reply) => {
        const item = await services.stockItem(req.query.tagNo);
        if (!item) throw new DomainError(404, `No item with tag number ${req.query.tagNo}`);
        return send(req, reply, async () => item);
      },
    );

    app.get(
      '/RelatedEcomItems',
      {
        schema: {
          tags,
          operationId: 'getRelatedItems',
          summary: 'Items of the same name that have pictures',
          querystring: ItemNameQuery,
          response: { 200: StockListSchema.describe('Other items of that name'), ...refusals(400, 503) },
        },
      },
      (req, reply) => send(req, reply, () => services.relatedItems(req.query.ItemName, req.query.tagNo)),
    );

    app.get(
      '/GetMenuEcom',
      {
        schema: {
          tags,
          operationId: 'getMenu',
          summary: 'Menu: every item name in stock with its type',
          response: {
            200: MenuItemSchema.array().describe('Every item name in stock, with its type and how many'),
            ...refusals(503),
          },
        },
      },
      (req, reply) => send(req, reply, () => services.menu()),
    );

    app.get(
      '/EcomStockItemByType',
      {
        schema: {
          tags,
          operationId: 'getMenuByType',
          summary: "Menu lists: palladium, platinum, gold, diamond, silver, watches; men's or not",
          response: {
            200: TypeGroupSchema.array().describe('One list per metal type, in menu order'),
            ...refusals(503),
          },
        },
      },
      (req, reply) => send(req, reply, () => services.menuByType()),
    );

    app.get(
      '/EcomSearchStock',
      {
        schema: {
          tags,
          operationId: 'searchStock',
          summary:
            'Search as guests ask: every word, in any order, in English, Roman Urdu or Urdu; karat, price and men or ' +
            'women phrases; tag numbers however typed. Narrowed by the filters',
          querystring: SearchQuery,
          response: {
            200: StockListSchema.describe('The first 48 matches, best first: an exact tag number first'),
            ...refusals(400, 503),
          },
        },
      },
      (req, reply) => send(req, reply, () => services.search(req.query.tagno, filtersIn(req.query))),
    );

    app.get(
      '/EcomFacets',
      {
        schema: {
          tags,
          operationId: 'getFacets',
          summary:
            "The filters' options with their counts, for a search (tagno) or a listing (ItemName, ItemType), " +
            'with the filters chosen so far',
          querystring: FacetsQuery,
          response: { 200: FacetsSchema.describe('How many pieces each option would leave'), ...refusals(400, 503) },
        },
      },
      (req, reply) =>
        send(req, reply, async () => {
          const q = req.query;
          const { totalCount, facets } = await services.browse({
            ...(q.tagno !== undefined ? { term: q.tagno } : { itemName: q.ItemName, itemType: q.ItemType }),
            filters: filtersIn(q),
            pageSize: 1,
          });
          return { totalCount, facets };
        }),
    );

    app.get(
      '/goldrate',
      {
        schema: {
          tags,
          operationId: 'getGoldRate',
          summary: "Today's gold rates",
          response: { 200: GoldRateSchema.describe("Today's rates"), ...refusals(404, 503) },
        },
      },
      async (req, reply) => {
        const rate = await services.goldRate();
        if (!rate) throw new DomainError(404, 'No gold rate has been set yet');
        return send(req, reply, async () => rate);
      },
    );

    app.get(
      '/goldrate/trend',
      {
        schema: {
          tags,
          operationId: 'getGoldRateTrend',
          summary: 'The latest seven gold rates, 24 karat per tola, each with its move against the rate before it',
          response: {
            200: GoldRateTrendSchema.describe('Oldest first; empty when no rate has been set yet'),
            ...refusals(503),
          },
        },
      },
      (req, reply) => send(req, reply, () => services.goldRateTrend()),
    );
  };
