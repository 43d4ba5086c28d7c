import { Form } from 'react-router';
import { formatPKR } from '../../core/format';
import { formatDay, formatShopDay, formatShopTime } from '../../core/shop-time';
import { ORDER_NO_EXAMPLE } from '../../core/order-number';
import { FINAL_STATES, guestStateLabel, orderSteps } from '../../core/order-states';
import { takesSlip } from '../../core/how-to-pay';
import { isSlipOutcome } from '../../core/slip-outcomes';
import { SHOP } from '../../core/shop';
import { HowToPay } from '../components/order/HowToPay';
import { SlipForm } from '../components/order/SlipForm';
import { inShop } from '../lib/links';
import { wordsOfPage } from '../lib/messages.server';
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
  const token = url.searchParams.get('token')?.trim().slice(0, 100) || undefined;
  const orderNo = url.searchParams.get('orderNo')?.trim().slice(0, 20) || undefined;
  const email = url.searchParams.get('email')?.trim().slice(0, 120) || undefined;
  const asked = Boolean(token || (orderNo && email));
  const order = asked ? await context.services.findOrder({ token, orderNo, email }) : null;
  const slip = url.searchParams.get('slip');
  return {
    // The words of how to pay and of the deposit slip (HowToPay), shared with the confirmation page.
    ...wordsOfPage(request, 'order'),
    asked,
    order,
    orderNo: orderNo ?? '',
    email: email ?? '',
    // The slip form is the status link's alone: the token authorises it (docs/behaviour.md §4.16).
    slipToken: order && token ? token : null,
    slipOutcome: isSlipOutcome(slip) ? slip : null,
    slipSentAt: order?.slipSentAt ? formatShopTime(order.slipSentAt) : null,
  };
}

/** The guest's own order: never stored by a browser or a CDN. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta = () =>
  pageMeta('Order status', 'Follow your order: payment, processing, shipping or collection.', [
    { name: 'robots', content: 'noindex' },
  ]);

const day = (iso: string | null) => (iso ? formatShopDay(iso) : '—');

export default function OrderStatus({ loaderData }: Route.ComponentProps) {
  const { asked, order, orderNo, email, slipToken, slipOutcome, slipSentAt } = loaderData;
  const steps = order ? orderSteps(order.deliveryOption) : [];
  const current = order ? steps.findIndex((s) => s === order.status) : -1;
  const collect = order?.deliveryOption === 'collect';
  const final = order ? (FINAL_STATES as readonly string[]).includes(order.status) : false;
  return (
    <div className="container order-status">
      <h1>Order Status</h1>
      {!order ? (
        <section className="lookup">
          <p>Enter the order number from your confirmation e-mail and the e-mail address you used.</p>
          {asked ? (
            <p role="alert" className="form-error">
              We found no order with that number and e-mail address. Please check both and try again.
            </p>
          ) : null}
          <Form method="get" className="lookup-form">
            <label>
              Order number
              <input
                name="orderNo"
                required
                defaultValue={orderNo}
                placeholder={ORDER_NO_EXAMPLE}
                autoComplete="off"
                maxLength={20}
              />
            </label>
            <label>
              E-mail
              <input name="email" type="email" required defaultValue={email} autoComplete="email" maxLength={120} />
            </label>
            <button className="btn" type="submit">
              Find my order
            </button>
          </Form>
        </section>
      ) : (
        <section aria-labelledby="order-no">
          <div className="status-head">
            <p id="order-no">
              Order number <strong>{order.orderNo}</strong>
            </p>
          </div>
          {order.status === 'cancelled' ? (
            <p role="status" className="form-error">
              This order has been cancelled. Please call us on {SHOP.supportPhone} with any questions.
              {order.cancelReason ? (
                <>
                  <br />
                  Reason: {order.cancelReason}
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
                  {guestStateLabel(s, order.paymentMethod)}
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
              <dt>Status</dt>
              <dd>
                {guestStateLabel(order.status, order.paymentMethod)} {final ? 'on' : 'since'}{' '}
                {day(order.statusChangedAt)}
              </dd>
            </div>
            {order.status === 'awaiting-payment' && order.holdUntil ? (
              <div>
                <dt>Pieces held until</dt>
                <dd>{formatShopTime(order.holdUntil)}</dd>
              </div>
            ) : null}
            {order.trackingNo && (order.status === 'shipping' || order.status === 'delivered') ? (
              <div>
                <dt>Tracking number{order.courierName ? ` (${order.courierName})` : ''}</dt>
                <dd>
                  {order.trackingUrl ? (
                    <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                      {order.trackingNo}
                    </a>
                  ) : (
                    order.trackingNo
                  )}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>Placed</dt>
              <dd>{day(order.placedAt)}</dd>
            </div>
            {collect ? null : (
              <div>
                <dt>Shipped</dt>
                <dd>{day(order.shippedAt)}</dd>
              </div>
            )}
            <div>
              <dt>{collect ? 'Collected' : 'Delivered'}</dt>
              <dd>{day(order.deliveredAt)}</dd>
            </div>
            <div>
              <dt>{order.deliveryOption === 'collect' ? 'Collect from the showroom' : 'Deliver to'}</dt>
              <dd>
                {order.deliveryOption === 'collect'
                  ? `on ${order.collectionDate ? formatDay(order.collectionDate) : ''}`
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
                      ({l.tagNo}
                      {l.size !== '-' ? `, size ${l.size}` : ''})
                    </small>
                  </td>
                  <td>{formatPKR(l.unitPrice)}</td>
                </tr>
              ))}
              <tr>
                <td>Delivery</td>
                <td>{formatPKR(order.deliveryCharge)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{formatPKR(order.total)}</td>
              </tr>
            </tfoot>
          </table>
          <p>
            <a {...inShop('/')}>Continue Shopping</a>
          </p>
        </section>
      )}
    </div>
  );
}
