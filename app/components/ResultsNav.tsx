import { useLocation } from 'react-router';
import type { SortOrder } from '../../core/query-schemas';
import type { MessageKey } from '../../core/messages';
import { useShopLinks, useT } from '../lib/i18n';
import { Pagination } from './Pagination';

const SORTS: readonly { value: SortOrder; label: MessageKey }[] = [
  { value: 'price-asc', label: 'browse.priceAsc' },
  { value: 'price-desc', label: 'browse.priceDesc' },
];

/** A listing's or search's page links, the sort and filters kept. */
export function ResultPages({ page, totalCount, pageSize }: { page: number; totalCount: number; pageSize: number }) {
  const hrefWith = useHrefWith();
  return (
    <Pagination page={page} pages={Math.ceil(totalCount / pageSize)} hrefFor={(p) => hrefWith({ page: String(p) })} />
  );
}

/**
 * This page's address with `change` made, everything else kept (the filters, the sort): a value of null takes the
 * parameter out.
 */
function useHrefWith() {
  const { pathname, search } = useLocation();
  return (change: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(change)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}

/**
 * A listing's or search's sort (docs/behaviour.md §2.4), from the first page, filters kept; the page stays where it
 * is scrolled to. `defaultLabel`: a link back to the order the page has by default (a search's best match first).
 */
export function SortLinks({ sort, defaultLabel }: { sort: SortOrder; defaultLabel?: string }) {
  const hrefWith = useHrefWith();
  const t = useT();
  const { inShop } = useShopLinks();
  const sorts = [
    ...(defaultLabel ? [{ value: 'default', label: defaultLabel }] : []),
    ...SORTS.map((s) => ({ value: s.value, label: t(s.label) })),
  ];
  return (
    <nav aria-label={t('browse.sort')} className="sort">
      <span>{t('browse.sortBy')}</span>
      {sorts.map((s) => (
        <a
          key={s.value}
          {...inShop(hrefWith({ sort: s.value === 'default' ? null : s.value, page: null }), true)}
          aria-current={sort === s.value ? 'true' : undefined}
        >
          {s.label}
        </a>
      ))}
    </nav>
  );
}
