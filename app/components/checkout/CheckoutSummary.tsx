import { cartTotal, orderTotal, type CartLine } from '../../../core/cart';
import { displayName, formatPKR } from '../../../core/format';
import { NO_SIZE } from '../../../core/sizes';
import { useT } from '../../lib/i18n';
import { LineThumb } from '../cart/LineThumb';

/**
 * The order summary of the checkout: lines, sub-total, delivery charge and total (docs/behaviour.md §9.2: floored sum).
 */
export function CheckoutSummary({ cart, charge }: { cart: CartLine[]; charge: number }) {
  const t = useT();
  return (
    <section className="checkout-section summary-box" aria-labelledby="order-title">
      <h2 id="order-title" tabIndex={-1}>
        {t('checkout.yourOrder')}
      </h2>
      <ul className="order-lines">
        {cart.map((l) => (
          <li key={l.id}>
            <LineThumb item={l} size={56} />
            <span className="ol-name">
              {displayName(l)}
              <small>
                {l.TagNo}
                {l.selectedSize !== NO_SIZE ? t('checkout.lineSize', { size: l.selectedSize }) : ''}
              </small>
            </span>
            <span className="ol-price">{formatPKR(l.Price)}</span>
          </li>
        ))}
      </ul>
      <dl className="sums">
        <div>
          <dt>{t('bag.subTotal')}</dt>
          <dd>{formatPKR(cartTotal(cart))}</dd>
        </div>
        <div>
          <dt>{t('checkout.deliveryCharge')}</dt>
          <dd>{charge ? formatPKR(charge) : t('checkout.freeCharge')}</dd>
        </div>
        <div className="sum-total">
          <dt>{t('bag.total')}</dt>
          <dd>{formatPKR(orderTotal(cart, charge))}</dd>
        </div>
      </dl>
    </section>
  );
}
