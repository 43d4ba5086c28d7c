import { formatPKR } from '../../../core/format';
import { formatDay } from '../../../core/shop-time';
import { when } from '../../components/admin/when';
import { StateBadge } from '../../components/admin/StateBadge';
import { inShop } from '../../lib/links';
import type { Route } from './+types/dashboard';
import { backOfficeLoader } from '../../lib/admin-access';

export const meta = () => [{ title: 'Today | Zewar back office' }];

export const loader = backOfficeLoader('member', (_: Route.LoaderArgs, { backOffice }) => backOffice.dashboard());

/**
 * docs/behaviour.md §11.4: the day at a glance: new orders, orders awaiting payment, open inquiries, the rate; read
 * again when an order or inquiry arrives (§11.13, the frame's alerts), and a notice while mails are not being sent.
 */
export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <h1>Today</h1>
      {d.mailsWrittenTo ? (
        <p className="admin-notice">
          <strong>Mail is not being sent: no mail server is set.</strong> Mails are written to{' '}
          <code>{d.mailsWrittenTo}</code> as files instead. Set SMTP_URL and restart the shop to send them.
        </p>
      ) : null}
      <ul className="admin-tiles">
        <li>
          <a {...inShop('/admin/orders')}>
            <strong>{d.newToday}</strong> new order{d.newToday === 1 ? '' : 's'} today
          </a>
        </li>
        <li>
          <a {...inShop('/admin/orders?status=awaiting-payment')}>
            <strong>{d.awaitingPayment}</strong> awaiting payment
            {d.slipsToCheck ? `, ${d.slipsToCheck} with a deposit slip` : ''}
          </a>
        </li>
        <li>
          <a {...inShop('/admin/inquiries?answered=no')}>
            <strong>{d.unanswered}</strong> unanswered inquir{d.unanswered === 1 ? 'y' : 'ies'}
          </a>
        </li>
        <li>
          <a {...inShop('/admin/rates')}>
            {d.rate ? (
              <>
                <strong>{formatPKR(d.rate.K24Tola)}</strong> 24K per tola on {formatDay(d.rate.RateDate)}
              </>
            ) : (
              <>
                <strong>No gold rate</strong> set yet
              </>
            )}
          </a>
        </li>
      </ul>
      <h2>Latest orders</h2>
      {d.latest.length ? (
        <ul className="admin-list">
          {d.latest.map((o) => (
            <li key={o.orderNo}>
              <a {...inShop(`/admin/orders/${o.orderNo}`)}>{o.orderNo}</a> <span>{o.name}</span>{' '}
              <span>{formatPKR(o.total)}</span> <StateBadge status={o.status} />{' '}
              <span className="muted">{when(o.placedAt)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No orders yet.</p>
      )}
    </>
  );
}
