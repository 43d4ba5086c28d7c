import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH } from '../../core/constants';
import { FilteredResults } from '../components/ListingFilters';
import { ProductGrid } from '../components/ProductGrid';
import { ResultPages, SortLinks } from '../components/ResultsNav';
import { WishlistHeart } from '../components/WishlistHeart';
import { browsePage } from '../lib/browse.server';
import { metaT, Msg, useShopLinks, useT } from '../lib/i18n';
import { wordsOfPage } from '../lib/messages.server';
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
  return { term, ...page, ...wordsOfPage(request, 'search') };
}

type MetaMatches = Parameters<typeof metaT>[0];

export const meta = ({ data, matches }: { data: Route.MetaArgs['data']; matches: MetaMatches }) => {
  const t = metaT(matches);
  const term = data?.term ?? '';
  return pageMeta(t('searchPage.metaTitle', { term }), t('searchPage.metaDescription', { term }), [
    { name: 'robots', content: 'noindex' },
  ]);
};

/** The searched words inside a sentence, isolated so they keep their own direction. */
const TERM = { words: (words: ReactNode) => <bdi>{words}</bdi> };

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
  const t = useT();
  const { inShop } = useShopLinks();
  const pages = Math.ceil(totalCount / pageSize);
  return (
    <div className="container listing">
      <div className="listing-head">
        <h1>
          <Msg id="searchPage.heading" values={{ term }} tags={TERM} /> <span className="count">({totalCount})</span>
        </h1>
        {totalCount > 0 ? <SortLinks sort={sort} defaultLabel={t('searchPage.bestMatch')} /> : null}
      </div>
      <FilteredResults view={filters}>
        {items.length ? (
          <>
            <ProductGrid
              items={items}
              extra={(item) => (
                <>
                  <p className="tag">{t('searchPage.tag', { tag: item.TagNo })}</p>
                  <p className="desc">{item.Description}</p>
                  <WishlistHeart item={item} />
                </>
              )}
            />
            <ResultPages page={pageNumber} totalCount={totalCount} pageSize={pageSize} />
          </>
        ) : totalCount > 0 ? (
          <section className="empty-state">
            <h2>{t('searchPage.noMoreTitle', { page: pageNumber })}</h2>
            <p>
              <Msg id="searchPage.noMoreText" values={{ term, count: totalCount, pages }} tags={TERM} />
            </p>
            <a className="btn" {...inShop(firstPageHref(params))}>
              {t('searchPage.firstPage')}
            </a>
          </section>
        ) : (
          <section className="empty-state">
            <img src="/placeholder.svg" alt="" width={160} height={160} />
            <h2>
              <Msg id="searchPage.nothingTitle" values={{ term }} tags={TERM} />
            </h2>
            <p>{t('searchPage.nothingText')}</p>
            <a className="btn" {...inShop('/')}>
              {t('listing.continue')}
            </a>
          </section>
        )}
      </FilteredResults>
    </div>
  );
}
