import type { ReactNode } from 'react';
import type { StockItem } from '../../core/types';
import { ProductCard } from './ProductCard';

export function ProductGrid({ items, extra }: { items: StockItem[]; extra?: (item: StockItem) => ReactNode }) {
  return (
    <div className="grid">
      {items.map((item, i) => <ProductCard key={item.TagNo} item={item} eager={i < 2}>{extra?.(item)}</ProductCard>)}
    </div>
  );
}
