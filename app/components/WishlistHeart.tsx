import { displayName } from '../../core/format';
import type { StoredPiece } from '../../core/cart-line';
import { addToWishlist, useInWishlist } from '../lib/cart-store';
import { HeartIcon } from './icons';

/** docs/behaviour.md §4.3: in search results the heart turns solid once added to the wishlist; no removal there. */
export function WishlistHeart({ item }: { item: StoredPiece }) {
  const added = useInWishlist(item.TagNo);
  const add = () => addToWishlist(item);
  return (
    <button
      type="button"
      className={`heart${added ? ' on' : ''}`}
      aria-pressed={added}
      onClick={add}
      aria-label={added ? `${displayName(item)} is in your wishlist` : `Add ${displayName(item)} to wishlist`}
    >
      <HeartIcon solid={added} />
    </button>
  );
}
