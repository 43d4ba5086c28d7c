import { Form } from 'react-router';
import { formatPKR } from '../../core/format';
import { localeOfPath } from '../../core/locale';
import { formatDayIn, formatShopDay, formatShopTime } from '../../core/shop-time';
import { ORDER_NO_EXAMPLE } from '../../core/order-number';
import { FINAL_STATES, guestStateKey, orderSteps } from '../../core/order-states';
import { takesSlip } from '../../core/how-to-pay';
import { isSlipOutcome } from '../../core/slip-outcomes';
import { SHOP } from '../../core/shop';
import { HowToPay, strongIsolated } from '../components/order/HowToPay';
import { SlipForm } from '../components/order/SlipForm';
import { metaT, Msg, useShopLinks, useT } from '../lib/i18n';
import { wordsOfPages } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/order-status';

/**
 * Order status (docs/behaviour.md §2.10) showing a real order: by number plus e-mail, or by the token of the e-mail's
 * link. Its steps are the order's way when nothing goes wrong (core/order-states.ts, §4.7); how to pay what is still
 * to pay, with the slip form when opened by the link (§4.16); the state in words with its date, the tracking number
 * once shipped (linked to the courier's page), the reason when cancelled.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const token = url.searchParams.get('token')?.trim().slice(0, 100) || undefined;
  const orderNo = url.searchParams.get('orderNo')?.trim().slice(0, 20) || undefined;
  const email = url.searchParams.get('email')?.trim().slice(0, 120) || undefined;
  const asked = Boolean(token || (orderNo && email));
  const order = asked ? await context.services.findOrder({ token, orderNo, email }) : null;
  const slip = url.searchParams.get('slip');
  const day = (at: string | null) => (at ? formatShopDay(at, locale) : '—');
  return {
    // The words of how to pay and of the deposit slip (HowToPay), shared with the confirmation page, and the page's own.
    ...wordsOfPages(request, 'order', 'status'),
    asked,
    order,
    // The order's moments in the page's language, written here: the page carries no calendar of its own.
    days: order
      ? {
          status: day(order.statusChangedAt),
          placed: day(order.placedAt),
          shipped: day(order.shippedAt),
          delivered: day(order.deliveredAt),
          heldUntil: order.holdUntil ? formatShopTime(order.holdUntil, locale) : '',
          collection: order.collectionDate ? formatDayIn(locale, order.collectionDate) : '',
        }
      : null,
    orderNo: orderNo ?? '',
    email: email ?? '',
    // The slip form is the status link's alone: the token authorises it (docs/behaviour.md §4.16).
    slipToken: order && token ? token : null,
    slipOutcome: isSlipOutcome(slip) ? slip : null,
    slipSentAt: order?.slipSentAt ? formatShopTime(order.slipSentAt, locale) : null,
  };
}

/** The guest's own order: never stored by a browser or a CDN. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t('status.metaTitle'), t('status.metaDescription'), [{ name: 'robots', content: 'noindex' }]);
};

export default function OrderStatus({ loaderData }: Route.ComponentProps) {
  const { asked, order, days, orderNo, email, slipToken, slipOutcome, slipSentAt } = loaderData;
  const t = useT();
  const { inShop } = useShopLinks();
  const steps = order ? orderSteps(order.deliveryOption) : [];
  const current = order ? steps.findIndex((s) => s === order.status) : -1;
  const collect = order?.deliveryOption === 'collect';
  const final = order ? (FINAL_STATES as readonly string[]).includes(order.status) : false;
  const stateOf = (state: string) =>
    order ? t('status.state', { state: guestStateKey(state, order.paymentMethod).replaceAll('-', '_') }) : '';
  return (
    <div className="container order-status">
      <h1>{t('status.title')}</h1>
      {!order || !days ? (
        <section className="lookup">
          <p>{t('status.lookupLead')}</p>
          {asked ? (
            <p role="alert" className="form-error">
              {t('status.notFound')}
            </p>
          ) : null}
          <Form method="get" className="lookup-form">
            <label>
              {t('status.orderNoLabel')}
              <input
                name="orderNo"
                required
                defaultValue={orderNo}
                placeholder={ORDER_NO_EXAMPLE}
                autoComplete="off"
                maxLength={20}
                dir="ltr"
              />
            </label>
            <label>
              {t('status.emailLabel')}
              <input
                name="email"
                type="email"
                required
                defaultValue={email}
                autoComplete="email"
                maxLength={120}
                dir="ltr"
              />
            </label>
            <button className="btn" type="submit">
              {t('status.find')}
            </button>
          </Form>
        </section>
      ) : (
        <section aria-labelledby="order-no">
          <div className="status-head">
            <p id="order-no">
              <Msg id="status.orderNo" values={{ orderNo: order.orderNo }} tags={{ b: strongIsolated }} />
            </p>
          </div>
          {order.status === 'cancelled' ? (
            <p role="status" className="form-error">
              {t('status.cancelled', { phone: SHOP.supportPhone })}
              {order.cancelReason ? (
                <>
                  <br />
                  {t('status.reason', { reason: order.cancelReason })}
                </>
              ) : null}
            </p>
          ) : (
            <ol className="steps-track">
              {steps.map((s, i) => (
                <li
                  key={s}
                  className={i < current ? 'done' : i === current ? 'current' : ''}
                  aria-current={i === current ? 'step' : undefined}
                >
                  <span className="dot" aria-hidden="true">
                    {i < current ? '✓' : i + 1}
                  </span>{' '}
                  {stateOf(s)}
                </li>
              ))}
            </ol>
          )}
          <HowToPay
            orderNo={order.orderNo}
            paymentMethod={order.paymentMethod}
            status={order.status}
            paid={order.paid}
            toPay={order.toPay}
            heldUntil={null}
          >
            {slipToken && takesSlip(order) ? (
              <SlipForm token={slipToken} sentAt={slipSentAt} outcome={slipOutcome} />
            ) : null}
          </HowToPay>
          <dl className="status-facts">
            <div>
              <dt>{t('status.status')}</dt>
              <dd>
                {t('status.since', { state: stateOf(order.status), final: final ? 'yes' : 'no', day: days.status })}
              </dd>
            </div>
            {order.status === 'awaiting-payment' && order.holdUntil ? (
              <div>
                <dt>{t('status.heldUntil')}</dt>
                <dd>
                  <bdi>{days.heldUntil}</bdi>
                </dd>
              </div>
            ) : null}
            {order.trackingNo && (order.status === 'shipping' || order.status === 'delivered') ? (
              <div>
                <dt>
                  {order.courierName
                    ? t('status.trackingNoCourier', { courier: order.courierName })
                    : t('status.trackingNo')}
                </dt>
                <dd>
                  {order.trackingUrl ? (
                    <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" dir="ltr">
                      {order.trackingNo}
                    </a>
                  ) : (
                    <bdi>{order.trackingNo}</bdi>
                  )}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('status.placed')}</dt>
              <dd>
                <bdi>{days.placed}</bdi>
              </dd>
            </div>
            {collect ? null : (
              <div>
                <dt>{t('status.shipped')}</dt>
                <dd>
                  <bdi>{days.shipped}</bdi>
                </dd>
              </div>
            )}
            <div>
              <dt>{t(collect ? 'status.collected' : 'status.delivered')}</dt>
              <dd>
                <bdi>{days.delivered}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t(order.deliveryOption === 'collect' ? 'status.collectFrom' : 'status.deliverTo')}</dt>
              <dd>
                {order.deliveryOption === 'collect'
                  ? t('status.collectOn', { day: days.collection })
                  : `${order.name}, ${order.address}`}
              </dd>
            </div>
          </dl>
          <table className="status-lines">
            <tbody>
              {order.lines.map((l) => (
                <tr key={`${l.tagNo}-${l.size}`}>
                  <td>
                    {l.displayName}{' '}
                    <small>
                      {l.size !== '-'
                        ? t('status.tagSized', { tagNo: l.tagNo, size: l.size })
                        : t('status.tag', { tagNo: l.tagNo })}
                    </small>
                  </td>
                  <td>
                    <bdi>{formatPKR(l.unitPrice)}</bdi>
                  </td>
                </tr>
              ))}
              <tr>
                <td>{t('status.delivery')}</td>
                <td>
                  <bdi>{formatPKR(order.deliveryCharge)}</bdi>
                </td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('status.total')}</th>
                <td>
                  <bdi>{formatPKR(order.total)}</bdi>
                </td>
              </tr>
            </tfoot>
          </table>
          <p>
            <a {...inShop('/')}>{t('status.continue')}</a>
          </p>
        </section>
      )}
    </div>
  );
}
