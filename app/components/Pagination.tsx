import { inShop } from '../lib/links';

export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (p: number) => string }) {
  if (pages <= 1) return null;
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pages || Math.abs(p - page) <= 2,
  );
  return (
    <nav aria-label="Pages" className="pagination">
      {page > 1 ? (
        <a {...inShop(hrefFor(page - 1))} rel="prev">
          Previous
        </a>
      ) : null}
      {shown.map((p, i) => (
        <span key={p}>
          {p - (shown[i - 1] ?? p - 1) > 1 ? <span aria-hidden="true">…</span> : null}
          <a {...inShop(hrefFor(p))} aria-current={p === page ? 'page' : undefined} aria-label={`Page ${p}`}>
            {p}
          </a>
        </span>
      ))}
      {page < pages ? (
        <a {...inShop(hrefFor(page + 1))} rel="next">
          Next
        </a>
      ) : null}
    </nav>
  );
}
