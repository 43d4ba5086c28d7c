import { useSyncExternalStore } from 'react';
import { displayName } from '../../core/format';
import type { StockItem } from '../../core/types';
import { readList, STORE_EVENT, writeList } from '../lib/session-store';
import { HeartIcon } from './icons';

const subscribe = (cb: () => void) => {
  window.addEventListener(STORE_EVENT, cb);
  return () => window.removeEventListener(STORE_EVENT, cb);
};

/** Spec §4: in search results the heart turns solid once added to the wishlist; no removal there. */
export function WishlistHeart({ item }: { item: StockItem }) {
  const added = useSyncExternalStore(subscribe, () => readList<StockItem>('wishlist').some((w) => w.TagNo === item.TagNo), () => false);
  const add = () => {
    const list = readList<StockItem>('wishlist');
    if (!list.some((w) => w.TagNo === item.TagNo)) writeList('wishlist', [...list, item]);
  };
  return (
    <button type="button" className={`heart${added ? ' on' : ''}`} aria-pressed={added} onClick={add}
      aria-label={added ? `${displayName(item)} is in your wishlist` : `Add ${displayName(item)} to wishlist`}>
      <HeartIcon solid={added} />
    </button>
  );
}
