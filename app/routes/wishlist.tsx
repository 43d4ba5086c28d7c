import { TakenOutNotice, useRecheck } from '../components/cart/TakenOutNotice';
import { WishlistTable } from '../components/cart/WishlistTable';
import { removeFromWishlist, useHydrated, useWishlist } from '../lib/cart-store';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta('Wishlist', 'The pieces you have saved.', [{ name: 'robots', content: 'noindex' }]);

/** Re-reads the pieces after first paint, with zod (docs/behaviour.md §4.1). */
const recheck = () => import('../lib/recheck-pieces');

/**
 * Wishlist (docs/behaviour.md §2.7): the saved pieces; removal matches by TagNo and is saved. Its pieces are read again
 * once shown, and the notice says which were taken out and why (§4.1).
 */
export default function Wishlist() {
  const hydrated = useHydrated();
  const items = useWishlist();
  useRecheck('wishlist', recheck);
  return (
    <div className="container cart-page">
      <h1 className="page-title" tabIndex={-1}>
        Wishlist
      </h1>
      <TakenOutNotice list="wishlist" />
      {!hydrated ? (
        <p className="muted" aria-busy="true">
          Loading your wishlist…
        </p>
      ) : items.length === 0 ? (
        <section className="empty-state">
          <p>No Product Added to the wishlist</p>
          <a className="btn" {...inShop('/')}>
            Continue Shopping
          </a>
        </section>
      ) : (
        <>
          <WishlistTable
            items={items}
            onRemove={(w) => {
              removeFromWishlist(w.TagNo);
              requestAnimationFrame(() => document.querySelector<HTMLElement>('.cart-page h1')?.focus());
            }}
          />
          <p className="wish-more">
            <a className="btn btn-outline" {...inShop('/')}>
              Continue Shopping
            </a>
          </p>
        </>
      )}
    </div>
  );
}
