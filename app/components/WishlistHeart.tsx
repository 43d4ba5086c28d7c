import { displayName } from '../../core/format';
import type { StoredPiece } from '../../core/cart-line';
import { addToWishlist, useInWishlist } from '../lib/cart-store';
import { useT } from '../lib/i18n';
import { HeartIcon } from './icons';

/** docs/behaviour.md §4.3: in search results the heart turns solid once added to the wishlist; no removal there. */
export function WishlistHeart({ item }: { item: StoredPiece }) {
  const added = useInWishlist(item.TagNo);
  const t = useT();
  const name = displayName(item);
  const add = () => addToWishlist(item);
  return (
    <button
      type="button"
      className={`heart${added ? ' on' : ''}`}
      aria-pressed={added}
      onClick={add}
      aria-label={t(added ? 'browse.inWishlist' : 'browse.addToWishlist', { name })}
    >
      <HeartIcon solid={added} />
    </button>
  );
}
