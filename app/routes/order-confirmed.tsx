import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SHOP } from '../../core/shop';
import { NOINDEX, queryText, StatusCard } from '../components/pages/StatusCard';
import { readLastOrder, useHydrated } from '../lib/cart-store';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Order Confirmed',
    `Thank you for your order with ${SHOP.name}. Your order is confirmed and an e-mail with the details will follow.`,
    NOINDEX,
  );

/** The status page of the order: the token link of the e-mail when this browser placed it, else the look-up form. */
function statusHref(orderNo: string | null, tokenUrl: string | null): string {
  if (tokenUrl) {
    try {
      const u = new URL(tokenUrl, 'http://x');
      return `/orderstatus${u.search}`;
    } catch {
      // fall through to the look-up by order number
    }
  }
  return orderNo ? `/orderstatus?orderNo=${encodeURIComponent(orderNo)}` : '/orderstatus';
}

/** How an order not paid by bank transfer is paid, as the checkout just chose it (docs/behaviour.md §2.9, §4.5). */
const OTHER_WAYS: ReadonlyMap<string, string> = new Map([
  [
    'pay_at_showroom',
    'You chose to pay at the showroom: please pay when you collect your order, in cash or by card, bringing the order e-mail and your photo ID.',
  ],
  [
    'cash_on_delivery',
    'You chose to pay on delivery: we will call you to confirm your order before we send it, and you pay the courier in cash when it arrives.',
  ],
]);

export default function OrderConfirmed() {
  const [params] = useSearchParams();
  const location = useLocation();
  const orderNo = queryText(params.get('orderNo'));
  // Shown when the checkout has just sent the guest here (history state; drawn after hydration, so a reload matches the server).
  const hydrated = useHydrated();
  const state = hydrated ? (location.state as { received?: boolean; paymentMethod?: string } | null) : null;
  const received = state?.received === true;
  const otherWay = OTHER_WAYS.get(state?.paymentMethod ?? '');
  const [tokenUrl, setTokenUrl] = useState<string | null>(null);
  useEffect(() => {
    const last = readLastOrder();
    setTokenUrl(last && last.orderNo === orderNo ? last.statusUrl : null);
  }, [orderNo]);

  return (
    <StatusCard tone="success" title="Your order is confirmed">
      {received ? (
        <p role="status" className="form-success">
          Order Received Successfully
        </p>
      ) : null}
      <p className="status-card-lead">Thank you for shopping with {SHOP.name}.</p>
      {orderNo ? (
        <p className="order-number">
          Your order number is <strong>{orderNo}</strong>
        </p>
      ) : null}
      <p>We have received your order. An e-mail with the details of your order will follow shortly.</p>
      {otherWay ? <p className="status-card-note">{otherWay}</p> : null}
      <ul className="status-card-list">
        <li>Please keep the e-mail: you will need it if you collect from the showroom.</li>
        <li>
          Questions about your order? Call <a href={`tel:${SHOP.phones[1].tel}`}>{SHOP.phones[1].number}</a> or e-mail{' '}
          <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>.
        </li>
      </ul>
      <p className="status-card-actions">
        <a className="btn" {...inShop(statusHref(orderNo, tokenUrl))}>
          Track your order
        </a>
        <a className="btn btn-outline" {...inShop('/')}>
          Continue Shopping
        </a>
      </p>
    </StatusCard>
  );
}
