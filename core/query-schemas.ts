import { z } from 'zod';
import { FilterQuery } from './listing-filters';
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from './constants';

const MAX_PAGE_NUMBER = 100_000;

/** A whole number from the query string; an empty or missing value takes the default. */
const wholeNumber = (field: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? fallback : v),
    z.coerce
      .number({ error: `${field} must be a number` })
      .int({ error: `${field} must be a whole number` })
      .min(min, { error: `${field} must be at least ${min}` })
      .max(max, { error: `${field} must be at most ${max}` }),
  );

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .refine((v) => !CONTROL.test(v), { error: `${field} must not contain control characters` });

/** Listing sort of docs/behaviour.md §2.4: Price low to high, Price high to low. */
export const SortSchema = z.enum(['default', 'price-asc', 'price-desc']);
export type SortOrder = z.infer<typeof SortSchema>;

/** EcomStock query (docs/behaviour.md §7.2). pageSize above the cap is clamped, not refused. */
export const EcomStockQuery = z.object({
  ItemName: text('ItemName', 80).optional(),
  ItemType: text('ItemType', 40).optional(),
  pageSize: wholeNumber('pageSize', 1, 10_000, DEFAULT_PAGE_SIZE).transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  pageNumber: wholeNumber('pageNumber', 1, MAX_PAGE_NUMBER, DEFAULT_PAGE_NUMBER),
  sort: SortSchema.default('default'),
  ...FilterQuery.shape,
});

export const TagNoQuery = z.object({ tagNo: text('tagNo', 40).min(1, { error: 'tagNo is required' }) });
export const ItemNameQuery = z.object({
  ItemName: text('ItemName', 80).min(1, { error: 'ItemName is required' }),
  tagNo: text('tagNo', 40).optional(),
});
export const SearchQuery = z.object({ tagno: text('tagno', SEARCH_MAX_LENGTH).default(''), ...FilterQuery.shape });

/**
 * EcomFacets: the filters' counts of a search (`tagno`) or, without one, of a listing (`ItemName`, `ItemType`), with
 * the filters chosen so far.
 */
export const FacetsQuery = z.object({
  tagno: text('tagno', SEARCH_MAX_LENGTH).optional(),
  ItemName: text('ItemName', 80).optional(),
  ItemType: text('ItemType', 40).optional(),
  ...FilterQuery.shape,
});
export const ItemsEcomQuery = z.object({
  limit: wholeNumber('limit', 1, 10_000, 8).transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});
