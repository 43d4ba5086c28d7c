import { cartCount, cartTotal, type CartLine } from '../../../core/cart';
import { formatPKR } from '../../../core/format';
import { inShop } from '../../lib/links';

/** docs/behaviour.md §2.6: 'Cart items (count)', sub-total and total, with Continue Shopping and Check Out. */
export function OrderSummary({ lines }: { lines: CartLine[] }) {
  const total = cartTotal(lines);
  return (
    <aside className="summary-box" aria-labelledby="summary-title">
      <h2 id="summary-title">Order Summary</h2>
      <p className="cart-count">Cart items ({cartCount(lines)})</p>
      <dl className="sums">
        <div>
          <dt>Sub-total</dt>
          <dd>{formatPKR(total)}</dd>
        </div>
        <div className="sum-total">
          <dt>Total</dt>
          <dd>{formatPKR(total)}</dd>
        </div>
      </dl>
      <p className="muted">Delivery is chosen at checkout: collect from the showroom, free nationwide, or worldwide.</p>
      <div className="summary-actions">
        <a className="btn" {...inShop('/checkout')}>
          Check Out
        </a>
        <a className="btn btn-outline" {...inShop('/')}>
          Continue Shopping
        </a>
      </div>
    </aside>
  );
}
