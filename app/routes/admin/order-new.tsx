import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatPKR } from '../../../core/format';
import { LEDGER_METHOD_LABELS, LEDGER_METHODS } from '../../../core/payments';
import { formatDay, shopToday } from '../../../core/shop-time';
import {
  CHANNEL_LABELS,
  dayAfter,
  REST_LABELS,
  TAKEN_CHANNELS,
  TAKEN_HOLD_MAX_DAYS,
  TakenOrderAnswerSchema,
  TakenOrderSchema,
  TakenPiecesSchema,
  tagsOf,
  type TakenPieces,
} from '../../../core/taken-order';
import { adminApi } from '../../components/admin/admin-api';
import { useLiveRead } from '../../components/admin/use-live-read';
import { FormFoot } from '../../components/admin/FormFoot';
import { refusalOf } from '../../components/forms/form-state';
import { Field, SelectField, TextAreaField } from '../../components/forms/Field';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { backOfficeLoader } from '../../lib/admin-access';
import { inShop } from '../../lib/links';
import type { Route } from './+types/order-new';

export const meta = () => [{ title: 'Take an order | Zewar back office' }];

/** Days a piece is held by default for a customer who has not paid in full: a week to come back. */
const HOLD_DEFAULT_DAYS = 7;

/**
 * docs/behaviour.md §11.18: an order taken for a customer at the counter, on the phone or on WhatsApp, or pieces held
 * for a named customer until a day. `?tag=ZG-10001` starts it with that piece (the piece page's "Hold or sell").
 */
export const loader = backOfficeLoader('member', ({ request }: Route.LoaderArgs) => {
  const tag = new URL(request.url).searchParams.get('tag') ?? '';
  const today = shopToday();
  return { tags: tagsOf(tag.slice(0, 200)).join(' '), today, holdUntil: dayAfter(today, HOLD_DEFAULT_DAYS) };
});

const CHANNEL_OPTIONS = TAKEN_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] }));
const DELIVERY_OPTIONS = [
  { value: 'collect', label: 'Collects at the showroom' },
  { value: 'free', label: 'Delivered (free, within Pakistan)' },
];
const PAID_BY_OPTIONS = LEDGER_METHODS.map((m) => ({ value: m, label: LEDGER_METHOD_LABELS[m] }));
const restOptions = (delivery: string) =>
  (delivery === 'collect'
    ? (['pay_at_showroom', 'bacs_allied_bank'] as const)
    : (['cash_on_delivery', 'bacs_allied_bank'] as const)
  ).map((m) => ({ value: m, label: REST_LABELS[m] }));

/** The pieces as typed, priced by the shop a moment after the typing stops (or why one cannot be sold). */
function usePieces(typed: string): TakenPieces | null | 'waiting' {
  const key = tagsOf(typed).join(' ');
  return useLiveRead(key ? `/orders/pieces?${new URLSearchParams({ tags: key })}` : null, TakenPiecesSchema);
}

function PiecesFound({ found }: { found: TakenPieces | null | 'waiting' }) {
  if (found === null) return null;
  if (found === 'waiting')
    return (
      <p className="muted" role="status">
        Finding the pieces…
      </p>
    );
  return (
    <div role="status" aria-live="polite">
      <ul className="taken-pieces" aria-label="The pieces">
        {found.pieces.map((p) => (
          <li key={p.tagNo} className={p.refusal ? 'taken-refused' : undefined}>
            <span>
              <strong>{p.tagNo}</strong> {p.name}
            </span>
            <span>{p.refusal ?? formatPKR(p.price)}</span>
          </li>
        ))}
      </ul>
      <p>
        Total today: <strong>{formatPKR(found.total)}</strong>
      </p>
    </div>
  );
}

export default function TakeOrder({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [expectedTotal, setExpectedTotal] = useState<number | undefined>(undefined);
  const form = useSchemaForm({
    id: 'take',
    initial: {
      channel: 'walk-in',
      tags: loaderData.tags,
      name: '',
      phone: '',
      email: '',
      city: '',
      delivery: 'collect',
      address: '',
      paidNow: '0',
      paidBy: 'cash',
      reference: '',
      holdUntil: loaderData.holdUntil,
      restBy: 'pay_at_showroom',
      note: '',
    },
    schema: TakenOrderSchema,
    fixed: { expectedTotal },
    keepValues: true,
    send: async (order) => {
      const answer = await adminApi('POST', '/orders', order);
      if (!answer.ok) return refusalOf(answer, (f) => f);
      const taken = TakenOrderAnswerSchema.safeParse(answer.json);
      if (taken.success) void navigate(`/admin/orders/${taken.data.orderNo}?taken=1`);
      return { kind: 'done', message: 'The order is taken.' };
    },
  });
  const found = usePieces(form.values.tags);
  const total = found && found !== 'waiting' && found.pieces.every((p) => !p.refusal) ? found.total : undefined;
  useEffect(() => setExpectedTotal(total), [total]);
  const { delivery, restBy } = form.values;
  // The way the rest is paid follows the delivery: at the showroom for a collection, on delivery for a delivery.
  useEffect(() => {
    if (!restOptions(delivery).some((o) => o.value === restBy))
      form.set('restBy', delivery === 'collect' ? 'pay_at_showroom' : 'cash_on_delivery');
  }, [delivery, restBy, form]);
  const paid = Number(form.values.paidNow) || 0;
  const inFull = total !== undefined && total > 0 && paid === total;
  return (
    <>
      <p className="admin-back">
        <a {...inShop('/admin/orders')}>All orders</a>
      </p>
      <h1>Take an order</h1>
      <p className="muted">
        For a customer at the counter, on the phone or on WhatsApp. With nothing paid, the pieces are held for the
        customer until the day you choose; they leave the website at once either way.
      </p>
      <form noValidate onSubmit={form.submit} aria-label="Take an order" className="admin-card admin-form">
        <SelectField {...form.field('channel')} label="The customer is" options={CHANNEL_OPTIONS} />
        <Field
          {...form.field('tags')}
          label="Tag numbers"
          autoComplete="off"
          autoCapitalize="characters"
          hint="As on the pieces' tags, separated by spaces, e.g. ZG-10001 ZG-10002."
        />
        <PiecesFound found={found} />
        <Field {...form.field('name')} label="Customer's name" autoComplete="off" />
        <Field {...form.field('phone')} label="Phone" type="tel" autoComplete="off" />
        <Field
          {...form.field('email')}
          label="Email"
          optional
          type="email"
          autoComplete="off"
          hint="The customer is sent the order and the receipts when given."
        />
        <SelectField {...form.field('delivery')} label="Delivery" options={DELIVERY_OPTIONS} />
        {delivery === 'free' ? (
          <>
            <Field {...form.field('address')} label="Address" autoComplete="off" />
            <Field {...form.field('city')} label="City" autoComplete="off" />
          </>
        ) : null}
        <Field
          {...form.field('paidNow')}
          label="Paid now (PKR)"
          inputMode="numeric"
          autoComplete="off"
          hint="0 to hold the pieces for the customer without payment."
        />
        {paid > 0 ? (
          <>
            <SelectField {...form.field('paidBy')} label="Paid by" options={PAID_BY_OPTIONS} />
            <Field {...form.field('reference')} label="Reference (bank, card slip)" optional autoComplete="off" />
          </>
        ) : null}
        {inFull ? (
          <p className="muted">Paid in full: the order is processing at once.</p>
        ) : (
          <>
            <Field
              {...form.field('holdUntil')}
              label="Hold the pieces until"
              type="date"
              min={loaderData.today}
              max={dayAfter(loaderData.today, TAKEN_HOLD_MAX_DAYS)}
              hint={`Until the end of that day, at most ${TAKEN_HOLD_MAX_DAYS} days; not paid by then, the order is cancelled and the pieces are for sale again. ${form.values.holdUntil ? `(${formatDay(form.values.holdUntil)})` : ''}`}
            />
            <SelectField {...form.field('restBy')} label="The rest will be paid" options={restOptions(delivery)} />
          </>
        )}
        <TextAreaField {...form.field('note')} label="Note for the staff" optional rows={2} />
        <div className="admin-actions">
          <FormFoot form={form} label="Take the order" hint="Fill in the boxes to take it." sendingLabel="Taking…" />
        </div>
      </form>
    </>
  );
}
