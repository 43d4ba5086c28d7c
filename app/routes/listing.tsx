import type { MetaDescriptor } from 'react-router';
import { FilteredResults } from '../components/ListingFilters';
import { ProductGrid } from '../components/ProductGrid';
import { ResultPages, SortLinks } from '../components/ResultsNav';
import { itemNameIn } from '../../core/item-names';
import { localeOfPath } from '../../core/locale';
import { browsePage, listingWords } from '../lib/browse.server';
import { metaT, useShopLinks, useT } from '../lib/i18n';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/listing';

/**
 * Stock listing, /Shop-Online/{itemType}/{itemName}/{id} (docs/behaviour.md §2.4), with its filters (§9.13). Bad page,
 * sort or filter values fall back to the defaults.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const itemName = params.itemName.trim();
  const itemType = params.itemType.trim();
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const [page, title] = await Promise.all([
    browsePage(context.services, url, { itemName, itemType }),
    listingWords(context.services, itemType, itemName, locale),
  ]);
  // The heading, breadcrumb and title read the words guests see; the address keeps the stock's name.
  return { title, itemType: itemNameIn(locale, itemType), ...page };
}

type MetaMatches = Parameters<typeof metaT>[0];

export const meta = ({ data, matches }: { data: Route.MetaArgs['data']; matches: MetaMatches }): MetaDescriptor[] => {
  const t = metaT(matches);
  return data
    ? pageMeta(
        t('listing.metaTitle', { title: data.title, type: data.itemType }),
        t('listing.metaDescription', {
          count: String(data.totalCount),
          type: data.itemType.toLowerCase(),
          title: data.title.toLowerCase(),
        }),
      )
    : pageMeta(t('listing.shopOnline'), t('listing.shopOnlineDescription'));
};

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { title, itemType, items, totalCount, pageNumber, pageSize, sort, filters } = loaderData;
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <div className="container listing">
      <nav aria-label={t('browse.breadcrumb')} className="breadcrumb">
        <a {...inShop('/')}>{t('nav.home')}</a> <span aria-hidden="true">/</span> <span>{itemType}</span>{' '}
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
            <h2>{t('listing.emptyTitle')}</h2>
            <p>{t('listing.emptyText', { title, paged: pageNumber > 1 ? 'yes' : 'no' })}</p>
            <a className="btn" {...inShop('/')}>
              {t('listing.continue')}
            </a>
          </section>
        )}
      </FilteredResults>
    </div>
  );
}
