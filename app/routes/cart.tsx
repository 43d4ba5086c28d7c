import { BagLoading, EmptyBag } from '../components/cart/EmptyBag';
import { CartTable } from '../components/cart/CartTable';
import { OrderSummary } from '../components/cart/OrderSummary';
import { TakenOutNotice, useRecheck } from '../components/cart/TakenOutNotice';
import { removeFromCart, useCart, useHydrated } from '../lib/cart-store';
import { metaT, useT } from '../lib/i18n';
import { pageMeta } from '../lib/meta';
import type { MetaArgs } from 'react-router';

/** After a removal the button is gone: keep keyboard focus on the page, at its heading. */
const focusTitle = () => requestAnimationFrame(() => document.querySelector<HTMLElement>('.cart-page h1')?.focus());

export const meta = ({ matches }: MetaArgs) => {
  const t = metaT(matches);
  return pageMeta(t('bag.metaTitle'), t('bag.metaDescription'), [{ name: 'robots', content: 'noindex' }]);
};

/** Re-reads the pieces after first paint, with zod (docs/behaviour.md §4.1). */
const recheck = () => import('../lib/recheck-pieces');

/**
 * Cart, /CartProduct (docs/behaviour.md §2.6): the lines and the order summary; removal is saved (§4.2). Its pieces
 * are read again once shown, and the notice says which were taken out and why (§4.1), under the heading or above the
 * empty bag.
 */
export default function Cart() {
  const t = useT();
  const hydrated = useHydrated();
  const cart = useCart();
  useRecheck('cart', recheck);
  return (
    <div className="container cart-page">
      {!hydrated ? (
        <BagLoading title={t('bag.title')} />
      ) : cart.length === 0 ? (
        <>
          <TakenOutNotice list="cart" />
          <EmptyBag />
        </>
      ) : (
        <>
          <h1 className="page-title" tabIndex={-1}>
            {t('bag.title')}
          </h1>
          <TakenOutNotice list="cart" />
          <div className="cart-layout">
            <CartTable
              lines={cart}
              onRemove={(l) => {
                removeFromCart(l.id);
                focusTitle();
              }}
            />
            <OrderSummary lines={cart} />
          </div>
        </>
      )}
    </div>
  );
}
