import { cartTotal, orderTotal, type CartLine } from '../../../core/cart';
import { displayName, formatPKR } from '../../../core/format';
import { NO_SIZE } from '../../../core/sizes';
import { LineThumb } from '../cart/LineThumb';
import { GoneMark, RemoveButton } from '../cart/LinesTable';

/**
 * The order summary of the checkout: lines, sub-total, delivery charge and total (docs/behaviour.md §9.2: floored sum).
 * A line whose piece the shop can no longer sell (`unavailable`, §4.13) says so and offers its Remove button.
 */
export function CheckoutSummary({
  cart,
  charge,
  unavailable = [],
  onRemove,
}: {
  cart: CartLine[];
  charge: number;
  unavailable?: readonly string[];
  onRemove: (line: CartLine) => void;
}) {
  return (
    <section className="checkout-section summary-box" aria-labelledby="order-title">
      <h2 id="order-title" tabIndex={-1}>
        Your Order
      </h2>
      <ul className="order-lines">
        {cart.map((l) => (
          <li key={l.id} className={unavailable.includes(l.TagNo) ? 'line-gone' : undefined}>
            <LineThumb item={l} size={56} />
            <span className="ol-name">
              {displayName(l)}
              <small>
                {l.TagNo}
                {l.selectedSize !== NO_SIZE ? ` · Size ${l.selectedSize}` : ''}
              </small>
              {unavailable.includes(l.TagNo) ? (
                <span className="ol-gone">
                  <GoneMark />
                  <RemoveButton name={displayName(l)} onClick={() => onRemove(l)} />
                </span>
              ) : null}
            </span>
            <span className="ol-price">{formatPKR(l.Price)}</span>
          </li>
        ))}
      </ul>
      <dl className="sums">
        <div>
          <dt>Sub-total</dt>
          <dd>{formatPKR(cartTotal(cart))}</dd>
        </div>
        <div>
          <dt>Delivery charge</dt>
          <dd>{charge ? formatPKR(charge) : 'Free'}</dd>
        </div>
        <div className="sum-total">
          <dt>Total</dt>
          <dd>{formatPKR(orderTotal(cart, charge))}</dd>
        </div>
      </dl>
    </section>
  );
}
