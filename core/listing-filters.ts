/**
 * The filters of a listing or a search (docs/behaviour.md §9.13): metal, karat, price band, weight band, men's or
 * women's, and delivery in 7 days. One schema for the API's query string and the pages' address: the chosen values live
 * in the address as repeated parameters (`?metal=gold&metal=silver&karat=22`), read in one canonical order (sorted, each
 * once) so that two addresses that choose the same filters are one page in the page cache and one kept answer.
 */
import { z } from 'zod';
import { TOLA_GRAMS } from './tola';

/** A band of prices (PKR) or weights (grams): `min` included, `max` not. */
export interface Band {
  readonly value: string;
  readonly min: number;
  readonly max: number;
  readonly label: string;
}

const band = (min: number, max: number, label: string): Band => ({
  value: `${min}-${Number.isFinite(max) ? max : ''}`,
  min,
  max,
  label,
});

/** Price bands as a Pakistani shop speaks of them: thousands, then lakhs (1 lakh = 100,000). */
export const PRICE_BANDS: readonly Band[] = [
  band(0, 50_000, 'Under 50,000'),
  band(50_000, 100_000, '50,000 to 1 lakh'),
  band(100_000, 200_000, '1 to 2 lakh'),
  band(200_000, 300_000, '2 to 3 lakh'),
  band(300_000, 500_000, '3 to 5 lakh'),
  band(500_000, 1_000_000, '5 to 10 lakh'),
  band(1_000_000, Number.POSITIVE_INFINITY, 'Over 10 lakh'),
];

const tola = (grams: number) => (grams / TOLA_GRAMS).toFixed(2);

/** Weight bands in grams, each with its tola (1 tola = 11.664 g) for guests who buy gold by the tola. */
export const WEIGHT_BANDS: readonly Band[] = [
  band(0, 5, `Under 5 g (${tola(5)} tola)`),
  band(5, 10, `5 to 10 g (${tola(5)} to ${tola(10)} tola)`),
  band(10, 20, `10 to 20 g (${tola(10)} to ${tola(20)} tola)`),
  band(20, 50, `20 to 50 g (${tola(20)} to ${tola(50)} tola)`),
  band(50, Number.POSITIVE_INFINITY, `Over 50 g (${tola(50)} tola)`),
];

export const inBand = (b: Band, x: number) => x >= b.min && x < b.max;

/** The karats a piece may have (the stock's Karat column). */
export const KARAT_RANGE = { min: 1, max: 24 } as const;

export const AUDIENCES = ['men', 'women'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The one value of `delivery`: the pieces delivered within 7 days (core/delivery.ts). */
export const QUICK_DELIVERY = '7';

/** The filters' parameter names, in the order the page shows them and the address writes them. */
export const FILTER_KEYS = ['metal', 'karat', 'price', 'weight', 'for', 'delivery'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const FILTER_TITLES: Record<FilterKey, string> = {
  metal: 'Metal',
  karat: 'Karat',
  price: 'Price (PKR)',
  weight: 'Weight',
  for: 'For',
  delivery: 'Delivery',
};

/** At most this many values of one filter are read: more is not a guest's choice. */
export const MAX_VALUES = 20;

const PRICE_VALUES = PRICE_BANDS.map((b) => b.value) as [string, ...string[]];
const WEIGHT_VALUES = WEIGHT_BANDS.map((b) => b.value) as [string, ...string[]];

/** One value of each filter, as the address writes it. */
export const FILTER_VALUE = {
  metal: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: 'metal must not be empty' })
    .max(40, { error: 'metal must be at most 40 characters' })
    .regex(/^[\p{L}\p{N} &'-]+$/u, { error: 'metal must be letters' }),
  karat: z.coerce
    .number({ error: 'karat must be a number' })
    .int({ error: 'karat must be a whole number' })
    .min(KARAT_RANGE.min, { error: `karat must be at least ${KARAT_RANGE.min}` })
    .max(KARAT_RANGE.max, { error: `karat must be at most ${KARAT_RANGE.max}` }),
  price: z.enum(PRICE_VALUES, { error: `price must be one of ${PRICE_VALUES.join(', ')}` }),
  weight: z.enum(WEIGHT_VALUES, { error: `weight must be one of ${WEIGHT_VALUES.join(', ')}` }),
  for: z.enum(AUDIENCES, { error: 'for must be men or women' }),
  delivery: z.literal(QUICK_DELIVERY, { error: `delivery must be ${QUICK_DELIVERY}` }),
} as const;

/** Each value once, in ascending order (numbers as numbers). */
const canonical = <T extends string | number>(values: readonly T[]): T[] =>
  [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** A parameter given once or repeated (the query string parsers give a string or a list). */
const many = <T extends string | number>(item: z.ZodType<T>, key: string) =>
  z
    .preprocess(
      (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v.filter((x) => x !== '') : [v]),
      z.array(item).max(MAX_VALUES, { error: `${key}: at most ${MAX_VALUES} values` }),
    )
    .transform((values) => canonical(values));

const one = <T extends string>(item: z.ZodType<T>) =>
  z.preprocess((v) => (v === '' ? undefined : Array.isArray(v) ? v[0] : v), item.optional());

/** The filters as the API's query string gives them; a value it does not know is refused (400). */
export const FilterQuery = z.object({
  metal: many(FILTER_VALUE.metal, 'metal').describe('Metal types (ItemType, any case), any of them; repeat to widen'),
  karat: many(FILTER_VALUE.karat, 'karat').describe('Karats, any of them'),
  price: many(FILTER_VALUE.price, 'price').describe(`Price bands in PKR, any of them: ${PRICE_VALUES.join(', ')}`),
  weight: many(FILTER_VALUE.weight, 'weight').describe(
    `Weight bands in grams, any of them: ${WEIGHT_VALUES.join(', ')}`,
  ),
  for: one(FILTER_VALUE.for).describe("men: men's pieces; women: the others"),
  delivery: one(FILTER_VALUE.delivery).describe('7: only pieces delivered within 7 days'),
});
export type Filters = z.infer<typeof FilterQuery>;

export const NO_FILTERS: Filters = { metal: [], karat: [], price: [], weight: [] };

/**
 * The filters an address chooses, for a page: values the schema refuses are left out (a page shows the listing, as it
 * does for a bad page number), unknown parameters ignored.
 */
export function filtersOf(params: URLSearchParams): Filters {
  const valid = <T>(schema: z.ZodType<T>, values: readonly string[]): T[] =>
    values.slice(0, MAX_VALUES).flatMap((v) => {
      const r = schema.safeParse(v);
      return r.success ? [r.data] : [];
    });
  return {
    metal: canonical(valid(FILTER_VALUE.metal, params.getAll('metal'))),
    karat: canonical(valid(FILTER_VALUE.karat, params.getAll('karat'))),
    price: canonical(valid(FILTER_VALUE.price, params.getAll('price'))),
    weight: canonical(valid(FILTER_VALUE.weight, params.getAll('weight'))),
    for: valid(FILTER_VALUE.for, params.getAll('for'))[0],
    delivery: valid(FILTER_VALUE.delivery, params.getAll('delivery'))[0],
  };
}

/** The filters as address parameters, in FILTER_KEYS' order, each filter's values in ascending order. */
export function filterParams(filters: Filters): [FilterKey, string][] {
  const out: [FilterKey, string][] = [];
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? canonical<string | number>(value) : [value]) out.push([key, String(v)]);
  }
  return out;
}

/** How many values the filters choose in all. */
export const chosenCount = (filters: Filters): number => filterParams(filters).length;

/** One option of a filter, with how many pieces choosing it would leave. */
export const FacetOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int().describe('Pieces the result would hold with this value chosen (its own filter aside)'),
  chosen: z.boolean(),
});
export const FacetSchema = z.object({
  key: z.enum(FILTER_KEYS),
  title: z.string(),
  options: z.array(FacetOptionSchema),
});
export const FacetsSchema = z.object({
  totalCount: z.number().int().describe('Pieces the result holds with every chosen filter'),
  facets: z.array(FacetSchema).describe('Each filter that can narrow the result, in the order the page shows them'),
});
export type FacetOption = z.infer<typeof FacetOptionSchema>;
export type Facet = z.infer<typeof FacetSchema>;
export type Facets = z.infer<typeof FacetsSchema>;
