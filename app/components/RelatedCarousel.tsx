import { useEffect, useState } from 'react';
import { RELATED_BREAKPOINT_PX } from '../../core/constants';
import type { CardPiece } from '../../core/cart-line';
import { useT } from '../lib/i18n';
import { ProductCard } from './ProductCard';

/** docs/behaviour.md §4.10: related items page by 2 under 1115 px, otherwise 3. */
export default function RelatedCarousel({ items }: { items: CardPiece[] }) {
  const t = useT();
  const [perPage, setPerPage] = useState(3);
  const [start, setStart] = useState(0);
  useEffect(() => {
    const mq = window.matchMedia(`(max-width: ${RELATED_BREAKPOINT_PX - 1}px)`);
    const apply = () => setPerPage(mq.matches ? 2 : 3);
    apply();
    mq.addEventListener('change', apply);
    return () => mq.removeEventListener('change', apply);
  }, []);
  const pages = Math.ceil(items.length / perPage);
  const page = Math.min(Math.floor(start / perPage), pages - 1);
  const shown = items.slice(page * perPage, page * perPage + perPage);
  return (
    <div className="carousel" aria-roledescription="carousel">
      <button
        type="button"
        className="icon-btn"
        aria-label={t('product.relatedPrevious')}
        disabled={page === 0}
        onClick={() => setStart((page - 1) * perPage)}
      >
        ‹
      </button>
      <div className="carousel-track" style={{ gridTemplateColumns: `repeat(${perPage}, 1fr)` }} aria-live="polite">
        {shown.map((item) => (
          <ProductCard key={item.TagNo} item={item} />
        ))}
      </div>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('product.relatedNext')}
        disabled={page >= pages - 1}
        onClick={() => setStart((page + 1) * perPage)}
      >
        ›
      </button>
      <p className="carousel-status">
        {page + 1} / {pages}
      </p>
    </div>
  );
}
