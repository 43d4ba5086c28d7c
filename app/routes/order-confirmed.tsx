import { useEffect, useState } from 'react';
import { useLocation, useSearchParams, type MetaArgs } from 'react-router';
import { SHOP } from '../../core/shop';
import { formatShopTime } from '../../core/shop-time';
import { HowToPay, strongIsolated } from '../components/order/HowToPay';
import { NOINDEX, queryText, StatusCard } from '../components/pages/StatusCard';
import { readLastOrder, useHydrated } from '../lib/cart-store';
import { metaT, Msg, useShopLinks, useT } from '../lib/i18n';
import { wordsOfPage } from '../lib/messages.server';
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
    ...wordsOfPage(request, 'order'),
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

export const meta = ({ matches }: MetaArgs) => {
  const t = metaT(matches);
  return pageMeta(t('order.metaTitle'), t('order.metaDescription', { shop: SHOP.name }), NOINDEX);
};

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
  const t = useT();
  const { inShop } = useShopLinks();
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
    <StatusCard tone="success" title={t('order.confirmed')}>
      {received ? (
        <p role="status" className="form-success">
          {t('order.received')}
        </p>
      ) : null}
      <p className="status-card-lead">{t('order.thanks', { shop: SHOP.name })}</p>
      {orderNo ? (
        <p className="order-number">
          <Msg id="order.number" values={{ orderNo }} tags={{ b: strongIsolated }} />
        </p>
      ) : null}
      <p>{t('order.mailFollows')}</p>
      {pay ? <HowToPay {...pay} /> : null}
      <ul className="status-card-list">
        <li>{t('order.keepMail')}</li>
        <li>
          <Msg
            id="order.questions"
            values={{ phone: SHOP.phones[1].number, email: SHOP.email }}
            tags={{
              tel: (w) => (
                <a href={`tel:${SHOP.phones[1].tel}`} dir="ltr">
                  {w}
                </a>
              ),
              mail: (w) => (
                <a href={`mailto:${SHOP.email}`} dir="ltr">
                  {w}
                </a>
              ),
            }}
          />
        </li>
      </ul>
      <p className="status-card-actions">
        <a className="btn" {...inShop(track)}>
          {t('order.track')}
        </a>
        <a className="btn btn-outline" {...inShop('/')}>
          {t('bag.continueShopping')}
        </a>
      </p>
    </StatusCard>
  );
}
