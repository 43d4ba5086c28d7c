import { TakenOutNotice, useRecheck } from '../components/cart/TakenOutNotice';
import { WishlistTable } from '../components/cart/WishlistTable';
import { removeFromWishlist, useHydrated, useWishlist } from '../lib/cart-store';
import { metaT, useShopLinks, useT } from '../lib/i18n';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/wishlist';

export const loader = ({ request }: Route.LoaderArgs) => wordsOfPage(request, 'wishlist');

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t('wishlist.metaTitle'), t('wishlist.metaDescription'), [{ name: 'robots', content: 'noindex' }]);
};

/** Re-reads the pieces after first paint, with zod (docs/behaviour.md §4.1). */
const recheck = () => import('../lib/recheck-pieces');

/**
 * Wishlist (docs/behaviour.md §2.7): the saved pieces; removal matches by TagNo and is saved. Its pieces are read again
 * once shown, and the notice says which were taken out and why (§4.1).
 */
export default function Wishlist() {
  const t = useT();
  const { inShop } = useShopLinks();
  const hydrated = useHydrated();
  const items = useWishlist();
  useRecheck('wishlist', recheck);
  return (
    <div className="container cart-page">
      <h1 className="page-title" tabIndex={-1}>
        {t('wishlist.title')}
      </h1>
      <TakenOutNotice list="wishlist" />
      {!hydrated ? (
        <p className="muted" aria-busy="true">
          {t('wishlist.loading')}
        </p>
      ) : items.length === 0 ? (
        <section className="empty-state">
          <p>{t('wishlist.empty')}</p>
          <a className="btn" {...inShop('/')}>
            {t('bag.continueShopping')}
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
              {t('bag.continueShopping')}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
