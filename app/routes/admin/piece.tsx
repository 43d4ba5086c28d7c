import { data, useSearchParams } from 'react-router';
import { formatPKR, formatWeight } from '../../../core/format';
import { PieceEditSchema } from '../../../core/piece-edit-schema';
import { TagNoSchema } from '../../../core/stock-admin-schemas';
import type { StockRecord } from '../../../core/stock-schema';
import { change } from '../../components/admin/admin-api';
import { LivePrice, PieceFields, useLivePrice, valuesOf } from '../../components/admin/PieceForm';
import { FormFoot } from '../../components/admin/FormFoot';
import { detailError } from '../../components/admin/list-page';
import { PieceActions } from '../../components/admin/PieceActions';
import { PieceCertificate } from '../../components/admin/PieceCertificate';
import { PieceStateBadge } from '../../components/admin/PieceStateBadge';
import { useRefresh } from '../../components/admin/refresh';
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
  const [params] = useSearchParams();
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
  const price = useLivePrice(tagNo, form.values);
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
        under the form.
      </p>
      {params.has('added') ? (
        <p role="status" className="form-success">
          Added: {tagNo} is for sale now. Take its pictures below.
        </p>
      ) : null}
      <form noValidate onSubmit={form.submit} aria-label={`Change ${tagNo}`} className="admin-card admin-form">
        <PieceFields boxOf={form.field} />
        <LivePrice price={price} stored={row.price} />
        <div className="admin-actions">
          <FormFoot form={form} label="Save the piece" hint="Check the boxes to save." sendingLabel="Saving…" />
        </div>
      </form>
      <section className="admin-card" aria-labelledby="piece-pictures">
        <h2 id="piece-pictures">Pictures and state</h2>
        <p className="muted">
          {row.pictures.length
            ? `${row.pictures.length} picture${row.pictures.length === 1 ? '' : 's'}.`
            : 'No pictures yet: the shop shows a placeholder.'}{' '}
          Take new ones with the phone&apos;s camera; they replace all of its pictures.
        </p>
        <PieceActions piece={row} camera />
        {row.state === 'available' ? (
          <p>
            <a className="btn btn-outline btn-small" {...inShop(`/admin/orders/new?tag=${encodeURIComponent(tagNo)}`)}>
              Sell or hold for a customer
            </a>
          </p>
        ) : null}
      </section>
      <PieceCertificate tagNo={tagNo} file={record.CertificateFile ?? null} numbered={!!record.CertificateNo} />
      <Stones record={record} />
    </>
  );
}

export const ErrorBoundary = detailError({
  notFound: 'No such piece',
  fallback: 'The piece could not be shown.',
  back: { to: '/admin/stock', label: 'Back to all pieces' },
});
