import { useSearchParams } from 'react-router';
import { SHOP } from '../../core/shop';
import { NOINDEX, queryText, StatusCard } from '../components/pages/StatusCard';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Order Status',
    `The status of your order with ${SHOP.name}: whether it was placed successfully, your order ID and how to get help.`,
    NOINDEX,
  );

export default function OrderResult() {
  const [params] = useSearchParams();
  const success = params.get('status')?.trim().toLowerCase() === 'success';
  const orderId = queryText(params.get('orderId'));
  const error = queryText(params.get('error'), 200);

  return (
    <StatusCard tone={success ? 'success' : 'failure'} title="Order Status" titleClassName="upper">
      {error ? (
        <p className="status-card-alert" role="alert">
          {error}
        </p>
      ) : null}
      {orderId ? (
        <p className="status-card-ref">
          Order ID: <strong>{orderId}</strong>
        </p>
      ) : null}
      <p className="status-card-lead">
        {success
          ? 'Your order has been successfully placed!'
          : 'There was an issue with your order. Please check your details or contact our customer support team.'}
      </p>
      {success ? null : (
        <p>
          Call <a href={`tel:${SHOP.phones[1].tel}`}>{SHOP.phones[1].number}</a> or e-mail{' '}
          <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
          {orderId ? ' and quote your order ID.' : '.'}
        </p>
      )}
      <p className="status-card-hint">
        You can now return to the shop. <a {...inShop('/')}>Go to the home page</a>
      </p>
    </StatusCard>
  );
}
