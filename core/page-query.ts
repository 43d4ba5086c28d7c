/**
 * The query parameters the storefront's pages read (docs/decisions/035-bounded-caches.md). A page's answer depends on
 * its path and these alone, so the page cache keys on them and a page is rendered without the others: `?fbclid=...`
 * or `?x=1`, `?x=2`, ... neither make entries of their own nor miss the kept page. `_routes`, `index`, `paths` and
 * `version` are React Router's own (route data requests, index routes, and its route discovery, `/__manifest`). A test (core/page-query.test.ts) reads the pages' code and fails
 * when one reads a parameter not listed here.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = [
  '_routes',
  'back',
  'by',
  'cash',
  'debts',
  'delivery',
  'email',
  'error',
  'for',
  'grams',
  'index',
  'k18',
  'k21',
  'k22',
  'k24',
  'karat',
  'masha',
  'metal',
  'mm',
  'orderId',
  'orderNo',
  'owed',
  'page',
  'paths',
  'price',
  'purity',
  'ratti',
  'silver',
  'slip',
  'sort',
  'status',
  'tagNo',
  'token',
  'tola',
  'unit',
  'version',
  'weight',
];

/**
 * Parameters a page reads every value of (the listing filters: core/listing-filters.ts): kept each value once, sorted,
 * so that `?karat=22&karat=21` and `?karat=21&karat=22` are one page.
 */
export const REPEATED_PAGE_PARAMS: ReadonlySet<string> = new Set(['karat', 'metal', 'price', 'weight']);

/** At most this many values of a repeated parameter are kept (what core/listing-filters.ts reads). */
const MAX_REPEATED = 20;

/**
 * The address a page is rendered and kept under: its path and the parameters it reads, each once (the first, as
 * `URLSearchParams.get` reads it; a repeated one's values each once, sorted), in one order.
 */
export function canonicalPageUrl(url: string): string {
  // Split by hand: the path is left exactly as it came (`new URL('//x', base)` would read a host from it).
  const at = url.indexOf('?');
  if (at < 0) return url;
  const given = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    if (REPEATED_PAGE_PARAMS.has(name)) {
      const values = [...new Set(given.getAll(name).slice(0, MAX_REPEATED))].sort();
      for (const value of values) kept.append(name, value);
      continue;
    }
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}
