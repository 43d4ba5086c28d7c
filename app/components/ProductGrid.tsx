import type { ReactNode } from 'react';
import type { CardPiece } from '../../core/cart-line';
import { ProductCard } from './ProductCard';

/** `eager`: how many first cards load their picture at once (those in the first screen on a phone: two rows). */
export function ProductGrid({
  items,
  extra,
  eager = 4,
  level = 2,
}: {
  items: CardPiece[];
  extra?: (item: CardPiece) => ReactNode;
  eager?: number;
  level?: 2 | 3;
}) {
  return (
    <div className="grid">
      {items.map((item, i) => (
        <ProductCard key={item.TagNo} item={item} eager={i < eager} level={level}>
          {extra?.(item)}
        </ProductCard>
      ))}
    </div>
  );
}
