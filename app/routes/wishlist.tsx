import { Link } from 'react-router';
import { WishlistTable } from '../components/cart/WishlistTable';
import { removeFromWishlist, useHydrated, useWishlist } from '../lib/cart-store';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta('Wishlist', 'The pieces you have saved.', [{ name: 'robots', content: 'noindex' }]);

/** Wishlist (docs/behaviour.md §2.7): the saved pieces; removal matches by TagNo and is saved. */
export default function Wishlist() {
  const hydrated = useHydrated();
  const items = useWishlist();
  return (
    <div className="container cart-page">
      <h1 className="page-title" tabIndex={-1}>
        Wishlist
      </h1>
      {!hydrated ? (
        <p className="muted" aria-busy="true">
          Loading your wishlist…
        </p>
      ) : items.length === 0 ? (
        <section className="empty-state">
          <p>No Product Added to the wishlist</p>
          <Link className="btn" to="/">
            Continue Shopping
          </Link>
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
            <Link className="btn btn-outline" to="/">
              Continue Shopping
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
