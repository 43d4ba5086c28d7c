import { Form } from 'react-router';
import { CustomersQuerySchema } from '../../../core/customer-schemas';
import { formatPKR } from '../../../core/format';
import { AdminTable } from '../../components/admin/AdminTable';
import { when } from '../../components/admin/when';
import { listError, listQuery } from '../../components/admin/list-page';
import { backOfficeLoader } from '../../lib/admin-access';
import { customerHref } from '../../components/admin/customer-link';
import { inShop } from '../../lib/links';
import type { Route } from './+types/customers';

export const meta = () => [{ title: 'Customers | Zewar back office' }];

/**
 * docs/behaviour.md §11.16: the guests the orders and inquiries name, latest first, found by phone in any usual form
 * (+92, 92, 0, spaces, dashes), e-mail, name, city or a tag number they bought.
 */
export const loader = backOfficeLoader('member', async ({ request }: Route.LoaderArgs, { backOffice }) => {
  const q = listQuery(CustomersQuerySchema, request);
  return { q, list: await backOffice.customers.find(q) };
});

export default function Customers({ loaderData: { q, list } }: Route.ComponentProps) {
  return (
    <>
      <h1>Customers</h1>
      <Form method="get" className="admin-filters" aria-label="Find a customer">
        <div className="field admin-filter-search">
          <label htmlFor="c-q">Phone, name, e-mail, city or tag number</label>
          <input id="c-q" name="q" type="search" defaultValue={q.q} inputMode="search" />
        </div>
        <button type="submit" className="btn btn-small">
          Find
        </button>
      </Form>
      <p className="muted" role="status">
        {list.rows.length
          ? `${list.rows.length}${list.more ? '+' : ''} customer${list.rows.length === 1 ? '' : 's'}${q.q ? ` for “${q.q}”` : ', latest first'}`
          : q.q
            ? `No customer for “${q.q}”.`
            : 'No orders or inquiries yet.'}
        {list.more ? ' · the latest are listed: search more precisely for the others' : ''}
      </p>
      {list.rows.length ? (
        <AdminTable
          className="admin-table-cards"
          columns={[
            'Customer',
            'Phone and e-mail',
            'City',
            { label: 'Orders', num: true },
            { label: 'Paid', num: true },
            { label: 'Inquiries', num: true },
            'Last seen',
          ]}
        >
          {list.rows.map((c) => (
            <tr key={c.key}>
              <th scope="row" data-label="Customer">
                <a {...inShop(customerHref(c.key))}>{c.name || c.email}</a>
              </th>
              <td data-label="Phone and e-mail">
                {c.phone}
                {c.phone && c.email ? <br /> : null}
                <span className="muted">{c.email}</span>
              </td>
              <td data-label="City">{c.city || '—'}</td>
              <td data-label="Orders" className="num">
                {c.orders ? `${c.orders} · ${formatPKR(c.value)}` : '0'}
              </td>
              <td data-label="Paid" className="num">
                {formatPKR(c.paid)}
              </td>
              <td data-label="Inquiries" className="num">
                {c.inquiries}
              </td>
              <td data-label="Last seen">{when(c.lastAt)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </>
  );
}

export const ErrorBoundary = listError({
  title: 'Customers',
  fallback: 'The customers could not be shown.',
  back: { to: '/admin/customers', label: 'All customers' },
});
