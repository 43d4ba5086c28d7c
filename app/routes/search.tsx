import { useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH } from '../../core/constants';
import { FilteredResults } from '../components/ListingFilters';
import { ProductGrid } from '../components/ProductGrid';
import { ResultPages, SortLinks } from '../components/ResultsNav';
import { WishlistHeart } from '../components/WishlistHeart';
import { browsePage } from '../lib/browse.server';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/search';

/**
 * Search results, /Search/{itemType}/{itemName}; the term is trimmed, so a trailing space is harmless
 * (docs/behaviour.md §2.2). Best match first unless a price sort is chosen, a page at a time, with the filters
 * (§9.13).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const term = params.itemName.trim().slice(0, SEARCH_MAX_LENGTH);
  const page = await browsePage(context.services, new URL(request.url), { term }, true);
  return { term, ...page };
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(`Search: ${data?.term ?? ''}`, `Jewellery matching "${data?.term ?? ''}" at our showroom and online.`, [
    { name: 'robots', content: 'noindex' },
  ]);

/** This address without its page number. */
function firstPageHref(params: URLSearchParams): string {
  const first = new URLSearchParams(params);
  first.delete('page');
  const query = first.toString();
  return query ? `?${query}` : '?';
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { term, items, totalCount, pageNumber, pageSize, sort, filters } = loaderData;
  const [params] = useSearchParams();
  return (
    <div className="container listing">
      <div className="listing-head">
        <h1>
          Results for “<bdi>{term}</bdi>” <span className="count">({totalCount})</span>
        </h1>
        {totalCount > 0 ? <SortLinks sort={sort} defaultLabel="Best match" /> : null}
      </div>
      <FilteredResults view={filters}>
        {items.length ? (
          <>
            <ProductGrid
              items={items}
              extra={(item) => (
                <>
                  <p className="tag">Tag No: {item.TagNo}</p>
                  <p className="desc">{item.Description}</p>
                  <WishlistHeart item={item} />
                </>
              )}
            />
            <ResultPages page={pageNumber} totalCount={totalCount} pageSize={pageSize} />
          </>
        ) : totalCount > 0 ? (
          <section className="empty-state">
            <h2>No more results on page {pageNumber}</h2>
            <p>
              “<bdi>{term}</bdi>” found {totalCount} {totalCount === 1 ? 'piece' : 'pieces'}, on{' '}
              {Math.ceil(totalCount / pageSize)} {Math.ceil(totalCount / pageSize) === 1 ? 'page' : 'pages'}.
            </p>
            <a className="btn" {...inShop(firstPageHref(params))}>
              Back to the first page
            </a>
          </section>
        ) : (
          <section className="empty-state">
            <img src="/placeholder.svg" alt="" width={160} height={160} />
            <h2>
              Nothing matched “<bdi>{term}</bdi>”
            </h2>
            <p>Try another word, such as ring, chain, bangle or a tag number.</p>
            <a className="btn" {...inShop('/')}>
              Continue Shopping
            </a>
          </section>
        )}
      </FilteredResults>
    </div>
  );
}
