import { Link, useSearchParams } from 'react-router';
import { SHOP } from '../../core/shop';
import { NOINDEX, queryText, StatusCard } from '../components/pages/StatusCard';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Order Confirmed',
    `Thank you for your order with ${SHOP.name}. Your order is confirmed and an e-mail with the details will follow.`,
    NOINDEX,
  );

export default function OrderConfirmed() {
  const [params] = useSearchParams();
  const orderNo = queryText(params.get('orderNo'));

  return (
    <StatusCard tone="success" title="Your order is confirmed">
      <p className="status-card__lead">Thank you for shopping with {SHOP.name}.</p>
      {orderNo ? (
        <p className="status-card__ref">
          Order number: <strong>{orderNo}</strong>
        </p>
      ) : null}
      <p>We have received your order. An e-mail with the details of your order will follow shortly.</p>
      <ul className="status-card__list">
        <li>Please keep the e-mail: you will need it if you collect from the showroom.</li>
        <li>
          Questions about your order? Call <a href={`tel:${SHOP.phones[1].tel}`}>{SHOP.phones[1].number}</a> or
          e-mail <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>.
        </li>
      </ul>
      <p className="status-card__actions">
        <Link className="btn" to="/">Continue Shopping</Link>
      </p>
    </StatusCard>
  );
}
