import { cartCount, cartTotal, type CartLine } from '../../../core/cart';
import { formatPKR } from '../../../core/format';
import { useShopLinks, useT } from '../../lib/i18n';

/** docs/behaviour.md §2.6: 'Cart items (count)', sub-total and total, with Continue Shopping and Check Out. */
export function OrderSummary({ lines }: { lines: CartLine[] }) {
  const t = useT();
  const { inShop } = useShopLinks();
  const total = cartTotal(lines);
  return (
    <aside className="summary-box" aria-labelledby="summary-title">
      <h2 id="summary-title">{t('bag.summary')}</h2>
      <p className="cart-count">{t('bag.count', { count: cartCount(lines) })}</p>
      <dl className="sums">
        <div>
          <dt>{t('bag.subTotal')}</dt>
          <dd>{formatPKR(total)}</dd>
        </div>
        <div className="sum-total">
          <dt>{t('bag.total')}</dt>
          <dd>{formatPKR(total)}</dd>
        </div>
      </dl>
      <p className="muted">{t('bag.deliveryNote')}</p>
      <div className="summary-actions">
        <a className="btn" {...inShop('/checkout')}>
          {t('bag.checkOut')}
        </a>
        <a className="btn btn-outline" {...inShop('/')}>
          {t('bag.continueShopping')}
        </a>
      </div>
    </aside>
  );
}
