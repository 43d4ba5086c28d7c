import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SHOP } from '../../core/shop';
import { formatShopTime } from '../../core/shop-time';
import { HowToPay } from '../components/order/HowToPay';
import { NOINDEX, queryText, StatusCard } from '../components/pages/StatusCard';
import { readLastOrder, useHydrated } from '../lib/cart-store';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/order-confirmed';

/**
 * docs/behaviour.md §2.9, §4.16: with the token of the order's status link (the checkout sends it along), the order
 * is read on the server and the page shows how to pay what is still to pay; without it, only the number given.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token')?.trim().slice(0, 100) || null;
  const orderNo = url.searchParams.get('orderNo')?.trim().toUpperCase() ?? '';
  const found = token ? await context.services.findOrder({ token }) : null;
  // The number in the address must be the token's order: a link put together from two orders shows neither.
  const order = found && found.orderNo === orderNo ? found : null;
  return {
    token: order ? token : null,
    pay: order
      ? {
          orderNo: order.orderNo,
          paymentMethod: order.paymentMethod,
          status: order.status,
          paid: order.paid,
          toPay: order.toPay,
          heldUntil: order.status === 'awaiting-payment' && order.holdUntil ? formatShopTime(order.holdUntil) : null,
        }
      : null,
  };
}

/** The guest's own order: never stored by a browser or a CDN. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

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

export default function OrderConfirmed({ loaderData: { token, pay } }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const orderNo = queryText(params.get('orderNo'));
  // Shown when the checkout has just sent the guest here (history state; drawn after hydration, so a reload matches the server).
  const hydrated = useHydrated();
  const state = hydrated ? (location.state as { received?: boolean } | null) : null;
  const received = state?.received === true;
  const [tokenUrl, setTokenUrl] = useState<string | null>(null);
  useEffect(() => {
    const last = readLastOrder();
    setTokenUrl(last && last.orderNo === orderNo ? last.statusUrl : null);
  }, [orderNo]);
  const track = token ? `/orderstatus?token=${encodeURIComponent(token)}` : statusHref(orderNo, tokenUrl);

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
      {pay ? <HowToPay {...pay} /> : null}
      <ul className="status-card-list">
        <li>Please keep the e-mail: you will need it if you collect from the showroom.</li>
        <li>
          Questions about your order? Call <a href={`tel:${SHOP.phones[1].tel}`}>{SHOP.phones[1].number}</a> or e-mail{' '}
          <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>.
        </li>
      </ul>
      <p className="status-card-actions">
        <a className="btn" {...inShop(track)}>
          Track your order
        </a>
        <a className="btn btn-outline" {...inShop('/')}>
          Continue Shopping
        </a>
      </p>
    </StatusCard>
  );
}
