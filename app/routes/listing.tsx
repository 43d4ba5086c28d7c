import { useSearchParams } from 'react-router';
import { cardPiece } from '../../core/cart-line';
import { DEFAULT_PAGE_SIZE } from '../../core/constants';
import { SortSchema } from '../../core/query-schemas';
import { ProductGrid } from '../components/ProductGrid';
import { Pagination } from '../components/Pagination';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/listing';

const SORTS = [
  { value: 'price-asc', label: 'Price low to high' },
  { value: 'price-desc', label: 'Price high to low' },
] as const;

/**
 * Stock listing, /Shop-Online/{itemType}/{itemName}/{id} (docs/behaviour.md §2.4). Bad page or sort values fall back to
 * the defaults.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = Math.min(100_000, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const sort = SortSchema.catch('default').parse(url.searchParams.get('sort') ?? 'default');
  const itemName = params.itemName.trim();
  const itemType = params.itemType.trim();
  const result = await context.services.stockPage({
    itemName,
    itemType,
    pageNumber: page,
    pageSize: DEFAULT_PAGE_SIZE,
    sort,
  });
  return { itemName, itemType, sort, ...result, items: result.items.map((item) => cardPiece(item)) };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? pageMeta(
        `${data.itemName} (${data.itemType})`,
        `${data.totalCount} ${data.itemType.toLowerCase()} ${data.itemName.toLowerCase()} pieces, priced in PKR from today's rate. Delivered nationwide or collect from our showroom.`,
      )
    : pageMeta('Shop Online', 'Jewellery priced in PKR.');

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { itemName, itemType, items, totalCount, pageNumber, pageSize, sort } = loaderData;
  const [params] = useSearchParams();
  const hrefFor = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) next.set(k, v);
    return `?${next.toString()}`;
  };
  return (
    <div className="container listing">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <a {...inShop('/')}>Home</a> <span aria-hidden="true">/</span> <span>{itemType}</span>{' '}
        <span aria-hidden="true">/</span> <span aria-current="page">{itemName}</span>
      </nav>
      <div className="listing-head">
        <h1>
          {itemName} <span className="count">({totalCount})</span>
        </h1>
        {totalCount > 0 ? (
          <nav aria-label="Sort" className="sort">
            <span>Sort by:</span>
            {SORTS.map((s) => (
              <a
                key={s.value}
                {...inShop(hrefFor({ sort: s.value, page: '1' }), true)}
                aria-current={sort === s.value ? 'true' : undefined}
              >
                {s.label}
              </a>
            ))}
          </nav>
        ) : null}
      </div>
      {items.length ? (
        <>
          <ProductGrid items={items} />
          <Pagination
            page={pageNumber}
            pages={Math.ceil(totalCount / pageSize)}
            hrefFor={(p) => hrefFor({ page: String(p) })}
          />
        </>
      ) : (
        <section className="empty-state">
          <h2>No pieces here yet</h2>
          <p>
            We have nothing under {itemName} right now{pageNumber > 1 ? ' on this page' : ''}. New stock arrives every
            week.
          </p>
          <a className="btn" {...inShop('/')}>
            Continue Shopping
          </a>
        </section>
      )}
    </div>
  );
}
