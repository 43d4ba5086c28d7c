import { useEffect, useState } from 'react';
import { data } from 'react-router';
import { formatPKR, formatWeight } from '../../../core/format';
import {
  PIECE_FIELD_LABELS,
  PieceEditSchema,
  PiecePriceAnswerSchema,
  type PieceField,
  type PiecePriceAnswer,
} from '../../../core/piece-edit-schema';
import { formatDay } from '../../../core/shop-time';
import { TagNoSchema } from '../../../core/stock-admin-schemas';
import type { StockRecord } from '../../../core/stock-schema';
import { change, read } from '../../components/admin/admin-api';
import { FormFoot } from '../../components/admin/FormFoot';
import { detailError } from '../../components/admin/list-page';
import { PieceStateBadge } from '../../components/admin/PieceStateBadge';
import { useRefresh } from '../../components/admin/refresh';
import { Field, TextAreaField } from '../../components/forms/Field';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { backOfficeLoader } from '../../lib/admin-access';
import { inShop } from '../../lib/links';
import type { Route } from './+types/piece';

export const meta = ({ data: d }: Route.MetaArgs) => [{ title: `${d?.record.TagNo ?? 'Piece'} | Zewar back office` }];

/**
 * docs/behaviour.md §11.11: one piece's fields, changed by hand, with its price at today's rate as they are typed;
 * an unknown tag number is a 404 page.
 */
export const loader = backOfficeLoader('member', async ({ params }: Route.LoaderArgs, { backOffice }) => {
  const tag = TagNoSchema.safeParse(params.tagNo);
  const [record, row] = tag.success
    ? await Promise.all([backOffice.stock.record(tag.data), backOffice.stock.row(tag.data)])
    : [null, null];
  if (!record || !row) throw data({ message: `There is no piece ${params.tagNo}.` }, { status: 404 });
  return { record, row };
});

/** A number as its box shows it: none as an empty box. */
const boxed = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form's boxes, from the stored record: every value as text. */
function valuesOf(r: StockRecord) {
  return {
    ItemName: r.ItemName,
    ItemPriceD: r.ItemPriceD ?? '',
    ItemType: r.ItemType,
    Karat: boxed(r.Karat),
    GrossWeight: boxed(r.GrossWeight),
    NetWeight: boxed(r.NetWeight),
    WastePerGm: boxed(r.WastePerGm),
    TotalMaking: boxed(r.TotalMaking),
    FixedPrice: boxed(r.FixedPrice),
    SilverSalePrice: boxed(r.SilverSalePrice),
    DesignName: r.DesignName,
    SubItem: r.SubItem.join(', '),
    Description: r.Description,
  } satisfies Record<PieceField, string>;
}

type Values = ReturnType<typeof valuesOf>;
const PRICED = [
  'ItemType',
  'Karat',
  'NetWeight',
  'WastePerGm',
  'TotalMaking',
  'FixedPrice',
  'SilverSalePrice',
] as const;

/** The price the piece would have today with the boxes as they are, asked for a moment after the typing stops. */
function useLivePrice(tagNo: string, values: Values, valid: boolean): PiecePriceAnswer | null | 'waiting' {
  const key = valid ? new URLSearchParams(PRICED.map((f) => [f, values[f]])).toString() : '';
  const [state, setState] = useState<{ key: string; answer: PiecePriceAnswer | null }>({ key: '', answer: null });
  useEffect(() => {
    if (!key) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      read(`/stock/${encodeURIComponent(tagNo)}/preview?${key}`, PiecePriceAnswerSchema, abort.signal)
        .then((answer) => setState({ key, answer }))
        .catch(() => {
          if (!abort.signal.aborted) setState({ key, answer: null });
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [key, tagNo]);
  if (!key) return null;
  return state.key === key ? state.answer : 'waiting';
}

function LivePrice({ price, stored }: { price: PiecePriceAnswer | null | 'waiting'; stored: number }) {
  return (
    <p className="piece-price" role="status" aria-live="polite">
      {price === 'waiting' ? (
        <>Working out the price…</>
      ) : price ? (
        <>
          Price today: <strong>{formatPKR(price.price)}</strong>
          {price.rateDate ? <span className="muted"> (gold rate of {formatDay(price.rateDate)})</span> : null}
          {price.price !== stored ? <span className="muted"> — now {formatPKR(stored)}</span> : null}
        </>
      ) : (
        <>The price is shown once every box is right. Now {formatPKR(stored)}.</>
      )}
    </p>
  );
}

function Stones({ record }: { record: StockRecord }) {
  if (!record.StoneDetails.length) return null;
  return (
    <div className="piece-stones">
      <h2>Stones</h2>
      <p className="muted">Stones are changed through the stock file for now.</p>
      <ul>
        {record.StoneDetails.map((s, i) => (
          <li key={i}>
            {[s.StoneTypeName, s.StoneName].filter(Boolean).join(' ') || 'Stone'}
            {s.StoneWeight ? `, ${s.StoneWeight} ct` : ''}: {formatPKR(s.Price)}
            {s.SalePrice ? ' (taken off the price)' : ' (added to the price)'}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function PiecePage({ loaderData: { record, row } }: Route.ComponentProps) {
  const refresh = useRefresh();
  const tagNo = record.TagNo;
  const form = useSchemaForm({
    id: 'piece',
    initial: valuesOf(record),
    schema: PieceEditSchema,
    keepValues: true,
    send: async (edit) => {
      const outcome = await change(
        'POST',
        `/stock/${encodeURIComponent(tagNo)}`,
        edit,
        `Saved: the shop shows ${tagNo} this way now.`,
      );
      if (outcome.kind === 'done') refresh();
      return outcome;
    },
  });
  const price = useLivePrice(tagNo, form.values, form.valid);
  const field = (f: PieceField) => ({ ...form.field(f), label: PIECE_FIELD_LABELS[f] });
  const number = { inputMode: 'decimal' as const, autoComplete: 'off' };
  const rupees = { inputMode: 'numeric' as const, autoComplete: 'off' };
  return (
    <>
      <p className="admin-back">
        <a {...inShop('/admin/stock')}>All pieces</a>
      </p>
      <h1>
        {tagNo} <PieceStateBadge piece={row} />
      </h1>
      <p className="muted">
        {row.displayName ?? row.itemName}, {row.itemType}
        {row.karat ? `, ${row.karat}K` : ''}
        {row.netWeight ? `, ${formatWeight(row.netWeight)}` : ''}. To hide it, show it or mark it sold, use the buttons
        on <a {...inShop(`/admin/stock?q=${encodeURIComponent(tagNo)}`)}>the stock list</a>.
      </p>
      <form noValidate onSubmit={form.submit} aria-label={`Change ${tagNo}`} className="admin-card admin-form">
        <Field
          {...field('ItemName')}
          autoComplete="off"
          hint="As the point of sale names it; pieces of one name are listed together."
        />
        <Field
          {...field('ItemPriceD')}
          optional
          autoComplete="off"
          hint="What guests read on the shop, e.g. Gold Anklet. Leave it empty to show the item name."
        />
        <Field {...field('ItemType')} autoComplete="off" hint="Gold, Diamond, Silver, Watches, Platinum…" />
        <Field
          {...field('Karat')}
          optional
          inputMode="numeric"
          autoComplete="off"
          hint="18 to 24 for gold; empty for silver and watches."
        />
        <Field {...field('GrossWeight')} {...number} />
        <Field {...field('NetWeight')} {...number} hint="Gold is priced by the net weight and the wastage." />
        <Field {...field('WastePerGm')} {...number} hint="Grams of wastage for every gram, 0 to 1, e.g. 0.1." />
        <Field {...field('TotalMaking')} {...rupees} />
        <Field
          {...field('FixedPrice')}
          optional
          {...rupees}
          hint="A price set by the shop instead of the gold rate; leave it empty for gold that follows the rate."
        />
        <Field {...field('SilverSalePrice')} {...rupees} hint="The price of a silver piece; 0 for others." />
        <Field {...field('DesignName')} optional autoComplete="off" />
        <Field {...field('SubItem')} optional autoComplete="off" hint="Sizes, separated by commas, e.g. 16, 17, 18." />
        <TextAreaField {...field('Description')} optional />
        <LivePrice price={price} stored={row.price} />
        <div className="admin-actions">
          <FormFoot form={form} label="Save the piece" hint="Check the boxes to save." sendingLabel="Saving…" />
        </div>
      </form>
      <Stones record={record} />
    </>
  );
}

export const ErrorBoundary = detailError({
  notFound: 'No such piece',
  fallback: 'The piece could not be shown.',
  back: { to: '/admin/stock', label: 'Back to all pieces' },
});
