import { FilteredResults } from '../components/ListingFilters';
import { ProductGrid } from '../components/ProductGrid';
import { ResultPages, SortLinks } from '../components/ResultsNav';
import { browsePage, listingWords } from '../lib/browse.server';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/listing';

/**
 * Stock listing, /Shop-Online/{itemType}/{itemName}/{id} (docs/behaviour.md §2.4), with its filters (§9.13). Bad page,
 * sort or filter values fall back to the defaults.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const itemName = params.itemName.trim();
  const itemType = params.itemType.trim();
  const [page, title] = await Promise.all([
    browsePage(context.services, new URL(request.url), { itemName, itemType }),
    listingWords(context.services, itemType, itemName),
  ]);
  // The heading, breadcrumb and title read the words guests see; the address keeps the stock's name.
  return { title, itemType, ...page };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? pageMeta(
        `${data.title} (${data.itemType})`,
        `${data.totalCount} ${data.itemType.toLowerCase()} ${data.title.toLowerCase()} pieces, priced in PKR from today's rate. Delivered nationwide or collect from our showroom.`,
      )
    : pageMeta('Shop Online', 'Jewellery priced in PKR.');

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { title, itemType, items, totalCount, pageNumber, pageSize, sort, filters } = loaderData;
  return (
    <div className="container listing">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <a {...inShop('/')}>Home</a> <span aria-hidden="true">/</span> <span>{itemType}</span>{' '}
        <span aria-hidden="true">/</span> <span aria-current="page">{title}</span>
      </nav>
      <div className="listing-head">
        <h1>
          {title} <span className="count">({totalCount})</span>
        </h1>
        {totalCount > 0 ? <SortLinks sort={sort} /> : null}
      </div>
      <FilteredResults view={filters}>
        {items.length ? (
          <>
            <ProductGrid items={items} />
            <ResultPages page={pageNumber} totalCount={totalCount} pageSize={pageSize} />
          </>
        ) : (
          <section className="empty-state">
            <h2>No pieces here yet</h2>
            <p>
              We have nothing under {title} right now{pageNumber > 1 ? ' on this page' : ''}. New stock arrives every
              week.
            </p>
            <a className="btn" {...inShop('/')}>
              Continue Shopping
            </a>
          </section>
        )}
      </FilteredResults>
    </div>
  );
}
