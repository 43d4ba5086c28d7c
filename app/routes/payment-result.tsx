import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RETURN_COUNTDOWN_SECONDS } from '../../core/constants';
import { SHOP } from '../../core/shop';
import { NOINDEX, queryText, StatusCard } from '../components/pages/StatusCard';
import { useCountdown } from '../components/pages/useCountdown';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Payment Status',
    `The result of your payment with ${SHOP.name}: confirmation of a successful purchase, or what to do if the transaction failed.`,
    NOINDEX,
  );

const secondsText = (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`;

export default function PaymentResult() {
  const [params] = useSearchParams();
  const success = params.get('status')?.trim().toLowerCase() === 'success';
  const orderNo = queryText(params.get('orderNo'));
  return success ? <Success orderNo={orderNo} /> : <Failure orderNo={orderNo} />;
}

function Success({ orderNo }: { orderNo: string | null }) {
  const navigate = useNavigate();
  const [stayed, setStayed] = useState(false);
  const homeLink = useRef<HTMLAnchorElement>(null);
  const left = useCountdown(RETURN_COUNTDOWN_SECONDS, !stayed, () => {
    void navigate('/', { replace: true });
  });

  const notice = stayed
    ? 'Automatic redirect stopped. You can stay on this page.'
    : left > 0
      ? `Taking you to the home page in ${secondsText(left)}`
      : 'Taking you to the home page now';

  return (
    <StatusCard tone="success" title="Thank you for your purchase">
      {orderNo ? (
        <p className="status-card-ref">
          Order number: <strong>{orderNo}</strong>
        </p>
      ) : null}
      <p>Your payment was successful. An e-mail with the details of your order will follow shortly.</p>
      <p className="status-card-countdown" role="status" aria-live="polite" aria-atomic="true">
        {notice}
      </p>
      <p className="status-card-actions">
        <a className="btn" {...inShop('/')} ref={homeLink}>
          Back to Home
        </a>
        {!stayed && left > 0 ? (
          <button
            type="button"
            className="btn btn-outline status-card-stay"
            onClick={() => {
              setStayed(true);
              homeLink.current?.focus();
            }}
          >
            Stay on this page
          </button>
        ) : null}
      </p>
    </StatusCard>
  );
}

function Failure({ orderNo }: { orderNo: string | null }) {
  return (
    <StatusCard tone="failure" title="Transaction Failed">
      {orderNo ? (
        <p className="status-card-ref">
          Order number: <strong>{orderNo}</strong>
        </p>
      ) : null}
      <p>Something went wrong during your purchase. Please try again or contact our support team for assistance.</p>
      <p>
        Call <a href={`tel:${SHOP.phones[1].tel}`}>{SHOP.phones[1].number}</a> or e-mail{' '}
        <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>.
      </p>
      <p className="status-card-actions">
        <a className="btn" {...inShop('/')}>
          Back to Shop
        </a>
      </p>
    </StatusCard>
  );
}
