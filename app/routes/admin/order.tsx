import { useState, type ReactNode } from 'react';
import { data, useSearchParams } from 'react-router';
import { replyLinks } from '../../../core/admin-lists';
import {
  CancelOrderSchema,
  CancelWithRefundSchema,
  HoldExtensionSchema,
  OrderMoveSchema,
  OrderNoSchema,
  OrderNoteSchema,
  type AdminOrder,
} from '../../../core/order-admin-schemas';
import { COURIER_IDS, courierName } from '../../../core/couriers';
import { formatPKR } from '../../../core/format';
import { formatDay } from '../../../core/calendar-day';
import {
  LEDGER_METHOD_LABELS,
  LEDGER_METHOD_OF,
  LEDGER_METHODS,
  ledgerMethodLabel,
  PaymentRecordSchema,
  RefundEntrySchema,
  unpaidMoveReason,
  type CheckoutMethod,
  type LedgerMethod,
} from '../../../core/payments';
import { shopToday } from '../../../core/shop-time';
import { channelLabel } from '../../../core/taken-order';
import { ORDER_STATE_LABELS, type OrderState } from '../../../core/order-states';
import { change } from '../../components/admin/admin-api';
import { FormFoot } from '../../components/admin/FormFoot';
import { MailState } from '../../components/admin/MailState';
import { StateBadge } from '../../components/admin/StateBadge';
import { when } from '../../components/admin/when';
import { customerHrefOf } from '../../components/admin/customer-link';
import { deliveryWords, historyWords, paymentWords } from '../../components/admin/words';
import { CheckboxField, Field, SelectField, TextAreaField } from '../../components/forms/Field';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { imageUrl, inShop } from '../../lib/links';
import type { Route } from './+types/order';
import { useRefresh } from '../../components/admin/refresh';
import { backOfficeLoader } from '../../lib/admin-access';

export const meta = ({ params }: Route.MetaArgs) => [{ title: `Order ${params.orderNo} | Zewar back office` }];

/** docs/behaviour.md §11.2: one order, everything staff need to move it on. */
export const loader = backOfficeLoader('member', async ({ params }: Route.LoaderArgs, { backOffice }) => {
  const order = OrderNoSchema.safeParse(params.orderNo).success ? await backOffice.orders.detail(params.orderNo) : null;
  if (!order) throw data(null, { status: 404 });
  return { order };
});

type Order = Route.ComponentProps['loaderData']['order'];

/** What the button of each move says. */
const MOVE_WORDS: Record<OrderState, string> = {
  'awaiting-payment': 'Back to awaiting payment',
  processing: 'Payment received: start processing',
  'ready-for-collection': 'Ready for collection',
  shipping: 'Ship',
  delivered: 'Mark as delivered',
  collected: 'Mark as collected',
  cancelled: 'Cancel order',
};

/** The couriers staff may name when shipping (docs/behaviour.md §4.16). */
const COURIER_OPTIONS = COURIER_IDS.map((id) => ({ value: id, label: courierName(id) ?? id }));

const path = (o: Order, what: string) => `/orders/${encodeURIComponent(o.orderNo)}/${what}`;
const slipUrl = (o: Order) => `/api/admin${path(o, 'slip')}?sent=${encodeURIComponent(o.slipSentAt ?? '')}`;

/**
 * What a move's button says: moving on before the order is paid in full says so; an order paid on delivery is
 * confirmed with the guest, not paid, when it starts processing (docs/behaviour.md §4.7).
 */
const moveWords = (o: Order, to: OrderState, unpaid: boolean) =>
  to === 'processing' && o.paymentMethod === 'cash_on_delivery'
    ? 'Confirmed with the guest: start processing'
    : unpaid && to === 'processing'
      ? 'Start processing before it is paid in full'
      : MOVE_WORDS[to];

/**
 * A move with nothing to fill in (ready, delivered, collected), shipping with its optional tracking number, or a
 * move before the order is paid in full with the reason it needs (core's unpaidMoveReason, as the server asks).
 */
function MoveForm({ order, to, onDone }: { order: Order; to: OrderState; onDone: () => void }) {
  const shipping = to === 'shipping';
  const unpaid = unpaidMoveReason(order, to, order.ledger.balance);
  const form = useSchemaForm({
    id: `move-${to}`,
    initial: { trackingNo: '', courier: '', reason: '' },
    schema: OrderMoveSchema,
    fixed: { to },
    send: ({ trackingNo, courier, reason }) =>
      change(
        'POST',
        path(order, 'move'),
        { to, ...(shipping ? { trackingNo, courier } : {}), ...(unpaid ? { reason } : {}) },
        `Order ${order.orderNo} is now ${ORDER_STATE_LABELS[to]}.`,
      ),
    onDone,
  });
  const words = moveWords(order, to, unpaid !== null);
  const move = (
    <form noValidate onSubmit={form.submit} className="admin-move" aria-label={words}>
      {shipping ? (
        <>
          <SelectField
            {...form.field('courier')}
            label="Courier"
            optional
            placeholder="None named"
            options={COURIER_OPTIONS}
            hint="The guest's page and mail then link to its tracking page."
          />
          <Field {...form.field('trackingNo')} label="Tracking number" optional autoComplete="off" />
        </>
      ) : null}
      {unpaid ? (
        <>
          <p className="muted">{unpaid}.</p>
          <TextAreaField {...form.field('reason')} label="Why (kept in the history)" rows={2} />
        </>
      ) : null}
      <FormFoot form={form} label={words} hint={unpaid ? 'Say why.' : 'Check the tracking number.'} />
    </form>
  );
  // Recording the payment is the usual way on: moving on unpaid waits behind its own summary.
  return unpaid ? (
    <details className="admin-unpaid-move">
      <summary>{words}…</summary>
      {move}
    </details>
  ) : (
    move
  );
}

const METHOD_OPTIONS = LEDGER_METHODS.map((m) => ({ value: m, label: LEDGER_METHOD_LABELS[m] }));
const methodOf = (o: Order): LedgerMethod =>
  (LEDGER_METHOD_OF as Record<string, LedgerMethod>)[o.paymentMethod as CheckoutMethod] ?? 'bank-transfer';

/** Records a payment (docs/behaviour.md §4.14): the balance, the order's way to pay and today filled in. */
function PaymentForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const form = useSchemaForm({
    id: 'payment',
    initial: {
      amount: String(order.ledger.balance),
      method: methodOf(order),
      paidOn: shopToday(),
      reference: '',
      note: '',
      withGuestSlip: false,
    },
    schema: PaymentRecordSchema,
    send: (p) => change('POST', path(order, 'payments'), p, `${formatPKR(p.amount)} recorded.`),
    onDone,
  });
  return (
    <form noValidate onSubmit={form.submit} className="admin-form admin-ledger-form" aria-label="Record a payment">
      <h3>Record a payment</h3>
      <div className="admin-fields-row">
        <Field {...form.field('amount')} label="Amount (PKR)" inputMode="numeric" autoComplete="off" />
        <SelectField {...form.field('method')} label="Paid by" options={METHOD_OPTIONS} />
        <Field {...form.field('paidOn')} label="Paid on" type="date" max={shopToday()} />
      </div>
      <Field {...form.field('reference')} label="Reference (bank, card slip)" optional autoComplete="off" />
      <Field {...form.field('note')} label="Note" optional autoComplete="off" />
      {order.hasSlip ? (
        <CheckboxField {...form.checkbox('withGuestSlip')} label="The guest's deposit slip shows this payment" />
      ) : null}
      <FormFoot form={form} label="Record payment" hint="Check the amount and the date." />
    </form>
  );
}

/** Records a refund with its reason (the guest is told it), at most what is paid. */
function RefundForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const form = useSchemaForm({
    id: 'refund',
    initial: { amount: '', method: methodOf(order), paidOn: shopToday(), reference: '', note: '' },
    schema: RefundEntrySchema,
    send: (r) => change('POST', path(order, 'refunds'), r, `Refund of ${formatPKR(r.amount)} recorded.`),
    onDone,
  });
  return (
    <details className="admin-ledger-refund">
      <summary>Record a refund…</summary>
      <form noValidate onSubmit={form.submit} className="admin-form" aria-label="Record a refund">
        <div className="admin-fields-row">
          <Field {...form.field('amount')} label="Amount (PKR)" inputMode="numeric" autoComplete="off" />
          <SelectField {...form.field('method')} label="Given back by" options={METHOD_OPTIONS} />
          <Field {...form.field('paidOn')} label="On" type="date" max={shopToday()} />
        </div>
        <Field {...form.field('reference')} label="Reference" optional autoComplete="off" />
        <TextAreaField {...form.field('note')} label="Reason (the guest is told it)" rows={2} />
        <FormFoot form={form} label="Record refund" hint="Give the amount and the reason." />
      </form>
    </details>
  );
}

/** The ledger: each payment and refund, what is paid and what is still to pay. */
function Ledger({ order: o }: { order: Order }) {
  const { entries, paid, refunded, balance } = o.ledger;
  return (
    <>
      {entries.length ? (
        <ul className="admin-ledger">
          {entries.map((e) => (
            <li key={e.id} className={e.kind === 'refund' ? 'is-refund' : undefined}>
              <span>
                <strong>{e.kind === 'refund' ? 'Refund' : 'Payment'}</strong> {formatDay(e.paidOn)} ·{' '}
                {ledgerMethodLabel(e.method)}
                {e.reference ? ` · ${e.reference}` : ''}
                {e.hasSlip ? ' · with the slip' : ''}
                {e.note ? <span className="muted"> · {e.note}</span> : null}
                <br />
                <span className="muted">
                  Recorded by {e.actor} {when(e.at)} ·{' '}
                  <a href={`/api/admin${path(o, `payments/${e.id}/receipt.pdf`)}`} target="_blank" rel="noreferrer">
                    {e.kind === 'refund' ? 'Refund note' : 'Receipt'} (PDF)
                  </a>
                </span>
              </span>
              <span className="num">
                {e.kind === 'refund' ? '−' : ''}
                {formatPKR(e.amount)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No payment recorded yet.</p>
      )}
      <dl className="admin-totals" aria-label="Paid and balance">
        <dt>Total</dt>
        <dd>{formatPKR(o.total)}</dd>
        <dt>Paid</dt>
        <dd>{formatPKR(paid)}</dd>
        {refunded ? (
          <>
            <dt>Refunded</dt>
            <dd>{formatPKR(refunded)}</dd>
          </>
        ) : null}
        <dt>Balance</dt>
        <dd>
          <strong>{balance === 0 ? 'Paid in full' : formatPKR(balance)}</strong>
        </dd>
      </dl>
    </>
  );
}

function CancelForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const paid = order.ledger.paid;
  const [refunding, setRefunding] = useState(paid > 0);
  const form = useSchemaForm({
    id: 'cancel',
    initial: { reason: '', amount: String(paid), method: methodOf(order), paidOn: shopToday(), reference: '' },
    schema: refunding ? CancelWithRefundSchema : CancelOrderSchema,
    fixed: { to: 'cancelled' },
    send: (m) =>
      change('POST', path(order, 'move'), m, `Order ${order.orderNo} is cancelled; its pieces are for sale again.`),
    onDone,
  });
  if (!open)
    return (
      <button type="button" className="btn btn-outline btn-small btn-danger" onClick={() => setOpen(true)}>
        Cancel order…
      </button>
    );
  return (
    <form noValidate onSubmit={form.submit} className="admin-move admin-cancel" aria-label="Cancel order">
      <TextAreaField {...form.field('reason')} label="Reason (the guest is told it)" rows={2} />
      {paid > 0 ? (
        <fieldset className="admin-cancel-refund">
          <legend>{formatPKR(paid)} has been paid</legend>
          <div className="tick">
            <input
              type="checkbox"
              id="cancel-refunding"
              checked={refunding}
              onChange={(e) => setRefunding(e.target.checked)}
            />
            <label htmlFor="cancel-refunding">Give money back with the cancel</label>
          </div>
          {refunding ? (
            <div className="admin-fields-row">
              <Field {...form.field('amount')} label="Refund (PKR)" inputMode="numeric" autoComplete="off" />
              <SelectField {...form.field('method')} label="Given back by" options={METHOD_OPTIONS} />
              <Field {...form.field('paidOn')} label="On" type="date" max={shopToday()} />
              <Field {...form.field('reference')} label="Reference" optional autoComplete="off" />
            </div>
          ) : (
            <p className="muted">The shop keeps what was paid; a refund can still be recorded later.</p>
          )}
        </fieldset>
      ) : null}
      <FormFoot form={form} label="Cancel order" hint="Give the reason to cancel." />
      <button type="button" className="link-btn" onClick={() => setOpen(false)}>
        Keep the order
      </button>
    </form>
  );
}

function HoldForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const form = useSchemaForm({
    id: 'hold',
    initial: { days: '3' },
    schema: HoldExtensionSchema,
    send: (h) => change('POST', path(order, 'hold'), h, 'The hold is extended.'),
    onDone,
  });
  return (
    <form noValidate onSubmit={form.submit} className="admin-move admin-inline-row" aria-label="Extend the hold">
      <Field {...form.field('days')} label="Extend by days" type="number" inputMode="numeric" min={1} max={30} />
      <FormFoot form={form} label="Extend hold" hint="Give a number of days." quiet />
    </form>
  );
}

function NoteForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const form = useSchemaForm({
    id: 'note',
    initial: { note: order.note },
    schema: OrderNoteSchema,
    send: (n) => change('POST', path(order, 'note'), n, 'Note saved.'),
    onDone,
  });
  return (
    <form noValidate onSubmit={form.submit} aria-label="Internal note" className="admin-form">
      <TextAreaField {...form.field('note')} label="Internal note (never shown to the guest)" optional rows={3} />
      <FormFoot form={form} label="Save note" hint="The note is too long." />
    </form>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="admin-card" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** Who placed the order: the guest on the website, or the member who took it, and where. */
const placedWords = (o: AdminOrder) =>
  o.channel === 'website' ? 'Placed by the guest' : `Taken by ${o.takenBy ?? 'staff'} (${channelLabel(o.channel)})`;

export default function OrderPage({ loaderData: { order: o } }: Route.ComponentProps) {
  const refresh = useRefresh();
  const [params] = useSearchParams();
  const taken = params.has('taken');
  const reply = replyLinks(o.guest.email, o.guest.phone, `Your order ${o.orderNo}`);
  const moves = o.nextStates.filter((s) => s !== 'cancelled');
  return (
    <>
      <p>
        <a {...inShop('/admin/orders')}>← Orders</a>
      </p>
      <h1>
        Order {o.orderNo} <StateBadge status={o.status} />
      </h1>
      {taken ? (
        <p role="status" className="form-success">
          The order is taken{o.status === 'awaiting-payment' ? ': its pieces are held for the customer' : ''}.
        </p>
      ) : null}
      <p className="muted">
        {placedWords(o)} {when(o.placedAt)} · {ORDER_STATE_LABELS[o.status as OrderState] ?? o.status} since{' '}
        {when(o.statusChangedAt)}
        {o.status === 'awaiting-payment' && o.holdUntil ? ` · pieces held until ${when(o.holdUntil)}` : ''}
        {o.trackingNo ? ` · tracking ${o.trackingNo}` : ''}
        {o.courier ? ` (${courierName(o.courier)})` : ''}
        {o.cancelReason ? ` · reason: ${o.cancelReason}` : ''}
      </p>
      <p>
        <a
          className="btn btn-outline btn-small"
          href={`/api/admin${path(o, 'invoice.pdf')}`}
          target="_blank"
          rel="noreferrer"
        >
          Print invoice (PDF)
        </a>
      </p>
      <div className="admin-order">
        <div className="admin-order-main">
          {o.nextStates.length ? (
            <Card title="Next step">
              <div className="admin-moves">
                {moves.map((to) => (
                  <MoveForm key={`${o.status}-${to}-${o.ledger.balance}`} order={o} to={to} onDone={refresh} />
                ))}
                {o.nextStates.includes('cancelled') ? (
                  <CancelForm key={`${o.status}-${o.ledger.paid}`} order={o} onDone={refresh} />
                ) : null}
              </div>
              {o.status === 'awaiting-payment' ? <HoldForm order={o} onDone={refresh} /> : null}
            </Card>
          ) : null}
          <Card title="Pieces">
            <ul className="admin-lines">
              {o.lines.map((l) => (
                <li key={`${l.tagNo}-${l.size}`}>
                  {l.picture ? (
                    <img src={imageUrl(l.picture, 160)} alt="" width={72} height={72} loading="lazy" />
                  ) : (
                    <span className="admin-no-picture" aria-hidden="true" />
                  )}
                  <div>
                    <strong>{l.name}</strong>
                    <br />
                    <span className="muted">
                      {l.tagNo}
                      {l.size !== '-' ? ` · size ${l.size}` : ''}
                      {l.qty > 1 ? ` · ${l.qty} pieces` : ''}
                    </span>
                  </div>
                  <span className="num">{formatPKR(l.unitPrice * l.qty)}</span>
                </li>
              ))}
            </ul>
            <dl className="admin-totals">
              <dt>Subtotal</dt>
              <dd>{formatPKR(o.subtotal)}</dd>
              <dt>{deliveryWords(o.deliveryOption)}</dt>
              <dd>{formatPKR(o.deliveryCharge)}</dd>
              <dt>Total</dt>
              <dd>
                <strong>{formatPKR(o.total)}</strong>
              </dd>
            </dl>
          </Card>
          <Card title="Payment">
            <p>
              {paymentWords(o.paymentMethod)}
              {o.paidAt ? ` · paid in full ${when(o.paidAt)}` : ''}
            </p>
            <Ledger order={o} />
            {o.status !== 'cancelled' && o.ledger.balance > 0 ? (
              <PaymentForm key={`pay-${o.ledger.entries.length}`} order={o} onDone={refresh} />
            ) : null}
            {o.ledger.paid > 0 ? (
              <RefundForm key={`refund-${o.ledger.entries.length}`} order={o} onDone={refresh} />
            ) : null}
            {o.hasSlip ? (
              <>
                <p>Deposit slip sent by the guest {when(o.slipSentAt)}</p>
                {/* The time in the address: a slip the guest replaces is a new picture, never one kept before. */}
                <a href={slipUrl(o)} target="_blank" rel="noreferrer" className="admin-slip">
                  <img src={slipUrl(o)} alt={`Deposit slip of order ${o.orderNo}`} loading="lazy" />
                  <span>Open the slip full size</span>
                </a>
              </>
            ) : (
              <p className="muted">No deposit slip yet.</p>
            )}
          </Card>
        </div>
        <div className="admin-order-side">
          <Card title="Guest">
            <p>
              <strong>{o.guest.name}</strong>
              {' · '}
              <a {...inShop(customerHrefOf(o.guest.phone, o.guest.email))}>Their orders and inquiries</a>
            </p>
            <ul className="admin-contact">
              {reply.tel ? (
                <li>
                  <a href={reply.tel}>Call {o.guest.phone}</a>
                </li>
              ) : null}
              {reply.whatsapp ? (
                <li>
                  <a href={reply.whatsapp} target="_blank" rel="noopener noreferrer">
                    WhatsApp
                  </a>
                </li>
              ) : null}
              {reply.mailto ? (
                <li>
                  <a href={reply.mailto}>{o.guest.email}</a>
                </li>
              ) : null}
            </ul>
            <p>
              {o.guest.address}
              <br />
              {o.guest.city}
              {o.guest.country ? `, ${o.guest.country}` : ''}
            </p>
            <p>
              <a href={o.statusPath} target="_blank" rel="noreferrer">
                Their order status page
              </a>{' '}
              <span className="muted">(its address can be sent to them)</span>
            </p>
            <p>
              {deliveryWords(o.deliveryOption)}
              {o.collectionDate ? ` on ${formatDay(o.collectionDate)}` : ''}
              {o.guest.cnicPassport ? ` · CNIC/passport ${o.guest.cnicPassport}` : ''}
            </p>
          </Card>
          <Card title="Note">
            <NoteForm key={o.note} order={o} onDone={refresh} />
          </Card>
          <Card title="Mails">
            {o.mails.length ? (
              <ul className="admin-history">
                {o.mails.map((m, i) => (
                  <li key={i}>
                    {m.subject} <span className="muted">to {m.to}</span> · <MailState mail={m} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">None.</p>
            )}
          </Card>
          <Card title="History">
            <ul className="admin-history">
              <li>
                {placedWords(o)} <span className="muted">{when(o.placedAt)}</span>
              </li>
              {o.history.map((h, i) => (
                <li key={i}>
                  {historyWords(h)} <span className="muted">{when(h.at)}</span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </>
  );
}
