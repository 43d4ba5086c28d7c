import { Form } from 'react-router';
import { formatPKR, formatWeight } from '../../../core/format';
import {
  METAL_LABELS,
  NumbersQuerySchema,
  numbersPeriod,
  numbersPresets,
  type Numbers,
} from '../../../core/numbers-schemas';
import { formatDay, shopToday } from '../../../core/shop-time';
import { AdminTable } from '../../components/admin/AdminTable';
import { listError, listQuery } from '../../components/admin/list-page';
import { SalesChart, salesChartName, salesLayouts } from '../../components/admin/SalesChart';
import { backOfficeLoader } from '../../lib/admin-access';
import { inShop } from '../../lib/links';
import type { Route } from './+types/numbers';

export const meta = () => [{ title: 'Numbers | Zewar back office' }];

/**
 * docs/behaviour.md §11.17: what was ordered, paid, awaits payment and sold in a period of Pakistan's days (today,
 * this week, this month or a chosen range), read from the orders themselves; a bad period is a 400 page naming it.
 */
export const loader = backOfficeLoader('member', async ({ request }: Route.LoaderArgs, { backOffice }) => {
  const query = listQuery(NumbersQuerySchema, request);
  const today = shopToday();
  const { from, to } = numbersPeriod(query, today);
  const numbers = await backOffice.numbers(from, to);
  return {
    query,
    today,
    presets: numbersPresets(today),
    numbers,
    chart: { name: salesChartName(numbers.days), layouts: salesLayouts(numbers.days) },
  };
});

export const ErrorBoundary = listError({
  title: 'Numbers',
  fallback: 'The numbers could not be shown. Try again in a moment.',
  back: { to: '/admin/numbers', label: "Today's numbers" },
});

const periodWords = (n: Pick<Numbers, 'from' | 'to'>) =>
  n.from === n.to ? formatDay(n.from) : `${formatDay(n.from)} to ${formatDay(n.to)}`;

/** A table of what sold, by item name or metal. */
function SoldTable({ label, rows }: { label: string; rows: { name: string; pieces: number; value: number }[] }) {
  return (
    <AdminTable
      label={label}
      className="admin-table-cards"
      columns={['Name', { label: 'Pieces', num: true }, { label: 'Value', num: true }]}
    >
      {rows.map((r) => (
        <tr key={r.name}>
          <th scope="row" data-label="Name">
            {r.name}
          </th>
          <td data-label="Pieces" className="num">
            {r.pieces}
          </td>
          <td data-label="Value" className="num">
            {formatPKR(r.value)}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export default function NumbersPage({
  loaderData: { query, today, presets, numbers: n, chart },
}: Route.ComponentProps) {
  const address = new URLSearchParams({ from: n.from, to: n.to });
  const chosen = presets.find((p) => p.from === n.from && n.to === today);
  const sellingDays = n.days.filter((d) => d.orders > 0).reverse();
  return (
    <>
      <h1>Numbers</h1>
      <nav aria-label="Periods" className="numbers-periods">
        {presets.map((p) => (
          <a
            key={p.key}
            {...inShop(p.key === 'today' ? '/admin/numbers' : `/admin/numbers?from=${p.from}&to=${today}`)}
            aria-current={chosen?.key === p.key ? 'page' : undefined}
            className={chosen?.key === p.key ? 'btn btn-small' : 'btn btn-outline btn-small'}
          >
            {p.label}
          </a>
        ))}
      </nav>
      {/* Keyed by the period, so the dates follow a click on a period (the inputs keep what they hold otherwise). */}
      <Form key={`${n.from}/${n.to}`} method="get" className="admin-filters" aria-label="Choose the days">
        <div className="field">
          <label htmlFor="n-from">From</label>
          <input id="n-from" name="from" type="date" defaultValue={query.from || n.from} />
        </div>
        <div className="field">
          <label htmlFor="n-to">To</label>
          <input id="n-to" name="to" type="date" defaultValue={query.to || n.to} />
        </div>
        <button type="submit" className="btn btn-small">
          Show
        </button>
      </Form>
      <p>
        {chosen ? <strong>{chosen.label}: </strong> : null}
        {periodWords(n)} (Pakistan&rsquo;s days).{' '}
        <a className="btn btn-outline btn-small" href={`/api/admin/numbers.csv?${address}`} download>
          Download CSV
        </a>
      </p>

      <dl className="customer-facts customer-totals" aria-label="Figures">
        <div>
          <dt>Orders placed</dt>
          <dd>
            {n.placed.orders} · {formatPKR(n.placed.value)}
          </dd>
        </div>
        <div>
          <dt>Paid in</dt>
          <dd>{formatPKR(n.paid.net)}</dd>
        </div>
        <div>
          <dt>Awaiting payment</dt>
          <dd>
            {n.awaiting.orders} · {formatPKR(n.awaiting.balance)}
          </dd>
        </div>
        <div>
          <dt>Pieces sold</dt>
          <dd>
            {n.sold.pieces} · {formatPKR(n.sold.value)}
          </dd>
        </div>
        <div>
          <dt>Cancelled</dt>
          <dd>
            {n.cancelled.orders} · {formatPKR(n.cancelled.value)}
          </dd>
        </div>
        {n.paid.refunds ? (
          <div>
            <dt>Refunded</dt>
            <dd>{formatPKR(n.paid.refunds)}</dd>
          </div>
        ) : null}
        {n.goldByKarat.map((g) => (
          <div key={g.karat}>
            <dt>{g.karat}K gold sold</dt>
            <dd>{formatWeight(g.grams)}</dd>
          </div>
        ))}
      </dl>

      <h2>Sales by day</h2>
      <SalesChart layouts={chart.layouts} name={chart.name} describedBy="numbers-days" />

      <h2>Best sellers</h2>
      {n.bestSellers.length ? (
        <SoldTable label="Best sellers, by pieces" rows={n.bestSellers} />
      ) : (
        <p className="muted">Nothing sold in these days.</p>
      )}

      <h2>By metal</h2>
      {n.byMetal.length ? (
        <SoldTable label="Sales by metal" rows={n.byMetal.map((m) => ({ ...m, name: METAL_LABELS[m.metal] }))} />
      ) : (
        <p className="muted">Nothing sold in these days.</p>
      )}

      <h2>By item</h2>
      {n.byItem.length ? (
        <SoldTable label="Sales by item name" rows={n.byItem} />
      ) : (
        <p className="muted">Nothing sold in these days.</p>
      )}

      <h2>Each day</h2>
      <div id="numbers-days">
        {sellingDays.length ? (
          <AdminTable
            label="Orders placed each day"
            className="admin-table-cards"
            columns={['Day', { label: 'Orders', num: true }, { label: 'Value', num: true }]}
          >
            {sellingDays.map((d) => (
              <tr key={d.day}>
                <th scope="row" data-label="Day">
                  {formatDay(d.day)}
                </th>
                <td data-label="Orders" className="num">
                  {d.orders}
                </td>
                <td data-label="Value" className="num">
                  {formatPKR(d.value)}
                </td>
              </tr>
            ))}
          </AdminTable>
        ) : null}
        <p className="muted">
          {sellingDays.length
            ? 'The days with orders, the latest first; the other days had none.'
            : 'No orders were placed in these days.'}
        </p>
      </div>
    </>
  );
}
