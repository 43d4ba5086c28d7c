import { useState, type ReactNode } from 'react';
import { data } from 'react-router';
import { replyLinks } from '../../../core/admin-lists';
import {
  CancelOrderSchema,
  HoldExtensionSchema,
  OrderMoveSchema,
  OrderNoSchema,
  OrderNoteSchema,
} from '../../../core/order-admin-schemas';
import { formatPKR } from '../../../core/format';
import { ORDER_STATE_LABELS, type OrderState } from '../../../core/order-states';
import { change } from '../../components/admin/admin-api';
import { FormFoot } from '../../components/admin/FormFoot';
import { MailState } from '../../components/admin/MailState';
import { StateBadge } from '../../components/admin/StateBadge';
import { when } from '../../components/admin/when';
import { deliveryWords, paymentWords } from '../../components/admin/words';
import { Field, TextAreaField } from '../../components/forms/Field';
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

const path = (o: Order, what: string) => `/orders/${encodeURIComponent(o.orderNo)}/${what}`;

/** A move with nothing to fill in (paid, ready, delivered, collected), or shipping with its optional tracking number. */
function MoveForm({ order, to, onDone }: { order: Order; to: OrderState; onDone: () => void }) {
  const shipping = to === 'shipping';
  const form = useSchemaForm({
    id: `move-${to}`,
    initial: { trackingNo: '' },
    schema: OrderMoveSchema,
    fixed: { to },
    send: (m) =>
      change(
        'POST',
        path(order, 'move'),
        shipping ? m : { to },
        `Order ${order.orderNo} is now ${ORDER_STATE_LABELS[to]}.`,
      ),
    onDone,
  });
  return (
    <form noValidate onSubmit={form.submit} className="admin-move" aria-label={MOVE_WORDS[to]}>
      {shipping ? <Field {...form.field('trackingNo')} label="Tracking number" optional autoComplete="off" /> : null}
      <FormFoot form={form} label={MOVE_WORDS[to]} hint="Check the tracking number." />
    </form>
  );
}

function CancelForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm({
    id: 'cancel',
    initial: { reason: '' },
    schema: CancelOrderSchema,
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

export default function OrderPage({ loaderData: { order: o } }: Route.ComponentProps) {
  const refresh = useRefresh();
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
      <p className="muted">
        Placed {when(o.placedAt)} · {ORDER_STATE_LABELS[o.status as OrderState] ?? o.status} since{' '}
        {when(o.statusChangedAt)}
        {o.status === 'awaiting-payment' && o.holdUntil ? ` · pieces held until ${when(o.holdUntil)}` : ''}
        {o.trackingNo ? ` · tracking ${o.trackingNo}` : ''}
        {o.cancelReason ? ` · reason: ${o.cancelReason}` : ''}
      </p>
      <div className="admin-order">
        <div className="admin-order-main">
          {o.nextStates.length ? (
            <Card title="Next step">
              <div className="admin-moves">
                {moves.map((to) => (
                  <MoveForm key={`${o.status}-${to}`} order={o} to={to} onDone={refresh} />
                ))}
                {o.nextStates.includes('cancelled') ? <CancelForm key={o.status} order={o} onDone={refresh} /> : null}
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
              {o.paidAt ? ` · received ${when(o.paidAt)}` : ' · not confirmed yet'}
            </p>
            {o.hasSlip ? (
              <a href={`/api/admin${path(o, 'slip')}`} target="_blank" rel="noreferrer" className="admin-slip">
                <img src={`/api/admin${path(o, 'slip')}`} alt={`Deposit slip of order ${o.orderNo}`} loading="lazy" />
                <span>Open the slip full size</span>
              </a>
            ) : (
              <p className="muted">No deposit slip was sent with the order.</p>
            )}
          </Card>
        </div>
        <div className="admin-order-side">
          <Card title="Guest">
            <p>
              <strong>{o.guest.name}</strong>
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
              {deliveryWords(o.deliveryOption)}
              {o.collectionDate ? ` on ${o.collectionDate}` : ''}
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
                Placed by the guest <span className="muted">{when(o.placedAt)}</span>
              </li>
              {o.history.map((h, i) => (
                <li key={i}>
                  {h.actor}: {h.action}
                  {h.oldValue || h.newValue ? ` (${h.oldValue ?? '—'} → ${h.newValue ?? '—'})` : ''}{' '}
                  <span className="muted">{when(h.at)}</span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </>
  );
}
