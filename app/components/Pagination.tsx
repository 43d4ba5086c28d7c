import { useShopLinks, useT } from '../lib/i18n';

export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (p: number) => string }) {
  const t = useT();
  const { inShop } = useShopLinks();
  if (pages <= 1) return null;
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pages || Math.abs(p - page) <= 2,
  );
  return (
    <nav aria-label={t('browse.pages')} className="pagination">
      {page > 1 ? (
        <a {...inShop(hrefFor(page - 1))} rel="prev">
          {t('browse.previous')}
        </a>
      ) : null}
      {shown.map((p, i) => (
        <span key={p}>
          {p - (shown[i - 1] ?? p - 1) > 1 ? <span aria-hidden="true">…</span> : null}
          <a
            {...inShop(hrefFor(p))}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('browse.page', { page: String(p) })}
          >
            {p}
          </a>
        </span>
      ))}
      {page < pages ? (
        <a {...inShop(hrefFor(page + 1))} rel="next">
          {t('browse.next')}
        </a>
      ) : null}
    </nav>
  );
}
