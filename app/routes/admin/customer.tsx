import { data } from 'react-router';
import { CustomerKeySchema } from '../../../core/customer-schemas';
import { formatPKR } from '../../../core/format';
import { kindLabel } from '../../../core/inquiry-kinds';
import { ledgerMethodLabel } from '../../../core/payments';
import { formatDay } from '../../../core/shop-time';
import { AdminTable } from '../../components/admin/AdminTable';
import { StateBadge } from '../../components/admin/StateBadge';
import { detailError } from '../../components/admin/list-page';
import { when } from '../../components/admin/when';
import { backOfficeLoader } from '../../lib/admin-access';
import { inShop } from '../../lib/links';
import type { Route } from './+types/customer';

export const meta = ({ data: d }: Route.MetaArgs) => [
  { title: `${d?.customer.name || 'Customer'} | Zewar back office` },
];

/**
 * docs/behaviour.md §11.16: one guest (by phone in any usual form, or e-mail) with every order, payment and inquiry
 * and their totals; a key of no one is a 404 page.
 */
export const loader = backOfficeLoader('member', async ({ params }: Route.LoaderArgs, { backOffice }) => {
  const key = CustomerKeySchema.safeParse(params.key);
  const customer = key.success ? await backOffice.customers.one(key.data) : null;
  if (!customer) throw data({ message: `No order or inquiry names ${params.key}.` }, { status: 404 });
  return { customer };
});

export default function CustomerPage({ loaderData: { customer: c } }: Route.ComponentProps) {
  const t = c.totals;
  return (
    <>
      <p className="admin-back">
        <a {...inShop('/admin/customers')}>All customers</a>
      </p>
      <h1>{c.name || c.emails[0] || c.key}</h1>
      <dl className="customer-facts" aria-label="How to reach them">
        <div>
          <dt>Phone</dt>
          <dd>
            {c.phones.length
              ? c.phones.map((p, i) => (
                  <span key={p}>
                    {i ? ', ' : ''}
                    <a href={`tel:${p.replace(/[^\d+]/g, '')}`}>{p}</a>
                  </span>
                ))
              : '—'}
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            {c.emails.length
              ? c.emails.map((e, i) => (
                  <span key={e}>
                    {i ? ', ' : ''}
                    <a href={`mailto:${e}`}>{e}</a>
                  </span>
                ))
              : '—'}
          </dd>
        </div>
        <div>
          <dt>City</dt>
          <dd>{c.cities.join(', ') || '—'}</dd>
        </div>
      </dl>
      <dl className="customer-facts customer-totals" aria-label="Totals">
        <div>
          <dt>Orders</dt>
          <dd>{t.orders}</dd>
        </div>
        <div>
          <dt>Worth</dt>
          <dd>{formatPKR(t.value)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatPKR(t.paid)}</dd>
        </div>
        <div>
          <dt>Still to pay</dt>
          <dd>{formatPKR(t.balance)}</dd>
        </div>
        <div>
          <dt>Inquiries</dt>
          <dd>{t.inquiries}</dd>
        </div>
      </dl>

      <h2>Orders</h2>
      {c.orders.length ? (
        <AdminTable
          label="Their orders"
          className="admin-table-cards"
          columns={['Order', 'Placed', 'Pieces', { label: 'Total', num: true }, { label: 'Paid', num: true }, 'Status']}
        >
          {c.orders.map((o) => (
            <tr key={o.orderNo}>
              <th scope="row" data-label="Order">
                <a {...inShop(`/admin/orders/${o.orderNo}`)}>{o.orderNo}</a>
              </th>
              <td data-label="Placed">{when(o.placedAt)}</td>
              <td data-label="Pieces">{o.pieces.join(', ')}</td>
              <td data-label="Total" className="num">
                {formatPKR(o.total)}
              </td>
              <td data-label="Paid" className="num">
                {formatPKR(o.paid)}
              </td>
              <td data-label="Status">
                <StateBadge status={o.status} />
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="muted">No orders.</p>
      )}

      <h2>Payments</h2>
      {c.payments.length ? (
        <AdminTable
          label="Their payments"
          className="admin-table-cards"
          columns={['Day', 'Order', 'Entry', { label: 'Amount', num: true }, 'Reference']}
        >
          {c.payments.map((p, i) => (
            <tr key={`${p.orderNo}-${i}`}>
              <th scope="row" data-label="Day">
                {formatDay(p.paidOn)}
              </th>
              <td data-label="Order">
                <a {...inShop(`/admin/orders/${p.orderNo}`)}>{p.orderNo}</a>
              </td>
              <td data-label="Entry">
                {p.kind === 'refund' ? 'Refund' : 'Payment'}, {ledgerMethodLabel(p.method).toLowerCase()}
              </td>
              <td data-label="Amount" className="num">
                {p.kind === 'refund' ? '−' : ''}
                {formatPKR(p.amount)}
              </td>
              <td data-label="Reference">{p.reference || '—'}</td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="muted">No payments recorded.</p>
      )}

      <h2>Inquiries</h2>
      {c.inquiries.length ? (
        <AdminTable
          label="Their inquiries"
          className="admin-table-cards"
          columns={['Inquiry', 'Kind', 'Received', 'Answered']}
        >
          {c.inquiries.map((i) => (
            <tr key={i.id}>
              <th scope="row" data-label="Inquiry">
                <a {...inShop(`/admin/inquiries/${i.id}`)}>{i.title || `#${i.id}`}</a>
              </th>
              <td data-label="Kind">{kindLabel(i.kind)}</td>
              <td data-label="Received">{when(i.receivedAt)}</td>
              <td data-label="Answered">{i.answeredAt ? when(i.answeredAt) : 'Not yet'}</td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="muted">No inquiries.</p>
      )}
    </>
  );
}

/** A key of no one, or not a phone or an e-mail: said in the page (a 404), with the way back. */
export const ErrorBoundary = detailError({
  notFound: 'Customer not found',
  fallback: 'The customer could not be shown.',
  back: { to: '/admin/customers', label: 'All customers' },
});
