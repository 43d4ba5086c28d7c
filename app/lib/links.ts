import type { MenuItem, StockItem } from '../../core/api-schemas';

/** URLs of the route table (docs/behaviour.md §2.2) and of the image route. */
export const imageUrl = (name: string, width?: number) =>
  `/Image/${encodeURIComponent(name)}${width ? `?w=${width}` : ''}`;

export const productHref = (item: Pick<StockItem, 'ItemName' | 'TagNo'>) =>
  `/product/${encodeURIComponent(item.ItemName)}/${encodeURIComponent(item.TagNo)}`;

export const searchHref = (term: string) => `/Search/Gold/${encodeURIComponent(term.trim())}`;

export const listingHref = (m: Pick<MenuItem, 'ItemType' | 'ItemName' | 'ItemId'>) =>
  `/Shop-Online/${encodeURIComponent(m.ItemType)}/${encodeURIComponent(m.ItemName)}/${m.ItemId}`;
