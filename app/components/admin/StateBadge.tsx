import { orderStateLabel } from '../../../core/order-states';

/** An order's state in words, coloured by kind (waiting, moving, done, cancelled). */
export function StateBadge({ status }: { status: string }) {
  const tone =
    status === 'awaiting-payment'
      ? 'wait'
      : status === 'cancelled'
        ? 'off'
        : status === 'delivered' || status === 'collected'
          ? 'done'
          : 'moving';
  return <span className={`state-badge state-${tone}`}>{orderStateLabel(status)}</span>;
}
