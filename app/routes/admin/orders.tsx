import { data, Form, useSearchParams } from 'react-router';
import { OrdersQuerySchema } from '../../../core/order-admin-schemas';
import { formatPKR } from '../../../core/format';
import { ORDER_STATES, ORDER_STATE_LABELS } from '../../../core/order-states';
import { CHOOSABLE_METHODS } from '../../../core/payment-options';
import { AdminTable } from '../../components/admin/AdminTable';
import { FilterSelect, Pager } from '../../components/admin/list-page';
import { StateBadge } from '../../components/admin/StateBadge';
import { when } from '../../components/admin/when';
import { deliveryWords, paymentWords } from '../../components/admin/words';
import { inShop } from '../../lib/links';
import type { Route } from './+types/orders';
import { backOfficeLoader } from '../../lib/admin-access';

export const meta = () => [{ title: 'Orders | Zewar back office' }];

/**
 * docs/behaviour.md §11.2: newest first, filtered by status and payment, searched by number, the guest's name, phone
 * (in any usual form), e-mail or city, or a piece's tag number.
 */
export const loader = backOfficeLoader('member', async ({ request }: Route.LoaderArgs, { backOffice }) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const q = OrdersQuerySchema.safeParse(params);
  if (!q.success) throw data(q.error.issues.map((i) => i.message).join('; '), { status: 400 });
  const [list, used] = await Promise.all([backOffice.orders.list(q.data), backOffice.orders.paymentMethods()]);
  // Every way a guest may choose, and any other an older order carries.
  const methods = [...new Set<string>([...CHOOSABLE_METHODS, ...used])];
  return { list, methods, query: q.data };
});

const today = () => new Date().toISOString().slice(0, 10);
const monthAgo = () => new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);

export default function Orders({ loaderData: { list, methods, query } }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next}`;
  };
  return (
    <>
      <h1>Orders</h1>
      <p>
        <a className="btn btn-small" {...inShop('/admin/orders/new')}>
          Take an order
        </a>{' '}
        <span className="muted">
          for a customer at the counter, on the phone or on WhatsApp, or hold pieces for them
        </span>
      </p>
      <Form method="get" className="admin-filters" aria-label="Filter orders">
        <FilterSelect
          id="f-status"
          label="Status"
          every="All"
          everyValue="all"
          options={ORDER_STATES.map((s) => [s, ORDER_STATE_LABELS[s]])}
          defaultValue={query.status}
        />
        <FilterSelect
          id="f-payment"
          label="Payment"
          every="All"
          options={methods.map((m) => [m, paymentWords(m)])}
          defaultValue={query.payment}
        />
        <div className="field admin-filter-search">
          <label htmlFor="f-q">Order number, name, phone, e-mail, city or tag number</label>
          <input id="f-q" name="q" type="search" defaultValue={query.q} />
        </div>
        <button type="submit" className="btn btn-small">
          Show
        </button>
      </Form>
      <p className="muted" aria-live="polite">
        {list.total} order{list.total === 1 ? '' : 's'}
        {list.pages > 1 ? `, page ${list.page} of ${list.pages}` : ''}
      </p>
      {list.rows.length ? (
        <AdminTable
          className="admin-table-cards"
          columns={['Order', 'Placed', 'Guest', { label: 'Total', num: true }, 'Payment', 'Delivery', 'Status']}
        >
          {list.rows.map((o) => (
            <tr key={o.orderNo}>
              <th scope="row" data-label="Order">
                <a {...inShop(`/admin/orders/${o.orderNo}`)}>{o.orderNo}</a>
              </th>
              <td data-label="Placed">{when(o.placedAt)}</td>
              <td data-label="Guest">
                {o.name}
                <br />
                <span className="muted">{o.phone}</span>
              </td>
              <td data-label="Total" className="num">
                {formatPKR(o.total)}
              </td>
              <td data-label="Payment">{paymentWords(o.paymentMethod)}</td>
              <td data-label="Delivery">{deliveryWords(o.deliveryOption)}</td>
              <td data-label="Status">
                <StateBadge status={o.status} />
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p>No orders match.</p>
      )}
      <Pager label="Pages of orders" page={list.page} pages={list.pages} href={pageHref} words={['Newer', 'Older']} />
      <form
        method="get"
        action="/api/admin/orders/export.csv"
        className="admin-filters admin-export"
        aria-label="Export orders"
      >
        <h2>Export as CSV</h2>
        <div className="field">
          <label htmlFor="x-from">From</label>
          <input id="x-from" name="from" type="date" required defaultValue={monthAgo()} />
        </div>
        <div className="field">
          <label htmlFor="x-to">To</label>
          <input id="x-to" name="to" type="date" required defaultValue={today()} />
        </div>
        <button type="submit" className="btn btn-outline btn-small">
          Download CSV
        </button>
      </form>
    </>
  );
}
