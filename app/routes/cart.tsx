import { BagLoading, EmptyBag } from '../components/cart/EmptyBag';
import { CartTable } from '../components/cart/CartTable';
import { OrderSummary } from '../components/cart/OrderSummary';
import { removeFromCart, useCart, useHydrated, useUnavailable } from '../lib/cart-store';
import { pageMeta } from '../lib/meta';

/** After a removal the button is gone: keep keyboard focus on the page, at its heading. */
const focusTitle = () => requestAnimationFrame(() => document.querySelector<HTMLElement>('.cart-page h1')?.focus());

export const meta = () =>
  pageMeta('Shopping Bag', 'The pieces in your shopping bag.', [{ name: 'robots', content: 'noindex' }]);

/** Cart, /CartProduct (docs/behaviour.md §2.6): the lines and the order summary; removal is saved (§4.2). */
export default function Cart() {
  const hydrated = useHydrated();
  const cart = useCart();
  const unavailable = useUnavailable();
  const goneCount = cart.filter((l) => unavailable.includes(l.TagNo)).length;
  return (
    <div className="container cart-page">
      {!hydrated ? (
        <BagLoading title="YOUR SHOPPING BAG" />
      ) : cart.length === 0 ? (
        <EmptyBag />
      ) : (
        <>
          <h1 className="page-title" tabIndex={-1}>
            YOUR SHOPPING BAG
          </h1>
          {goneCount ? (
            <p className="form-alert gone-notice">
              {goneCount === 1 ? 'A piece in your bag is' : `${goneCount} pieces in your bag are`} no longer available:
              please remove {goneCount === 1 ? 'it' : 'them'} to place your order.
            </p>
          ) : null}
          <div className="cart-layout">
            <CartTable
              lines={cart}
              unavailable={unavailable}
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
