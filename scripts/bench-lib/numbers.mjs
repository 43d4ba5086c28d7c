// The day's numbers (server/services/numbers.ts, docs/behaviour.md §11.17) on 100,000 orders: a fresh in-memory
// PGlite is filled by SQL with 100,000 orders over the last 365 days (one to three lines each, gold of 22K, 21K and
// 18K, silver and watches, with their breakup; a tenth cancelled, a quarter still awaiting payment, half with a
// payment), then today, this week, this month and the year are each worked out `runs` times one after the other
// after 2 not counted. Budget: 200 ms (p95) for today, this week and this month, the periods the page offers; the year
// (every order) is reported without one.
import { performance } from 'node:perf_hooks';
import { quantile, round2, tsImport } from './figures.mjs';

export const NUMBERS_BUDGET_MS = 200;
export const NUMBERS_RUNS = 10;
export const NUMBERS_ORDERS = 100_000;
const WARMUP = 2;

/** Fills `db` with `orders` orders over the last 365 days, their lines and payments, by SQL alone. */
export async function fillOrders(db, sql, orders) {
  await db.execute(sql`
    insert into orders (order_no, status_token, status, first_name, email, phone, address, city, delivery_option,
      payment_method, subtotal, total, tracking_id, answer, created_at)
    select 'B-' || n, 'token-' || n,
      case when n % 10 = 0 then 'cancelled' when n % 4 = 1 then 'awaiting-payment' else 'delivered' end,
      'Guest', 'guest' || n || '@example.com', '0300' || lpad((n % 10000000)::text, 7, '0'), 'Street', 'Lahore',
      'free', 'bacs_allied_bank', 100000 + (n % 50) * 10000, 100000 + (n % 50) * 10000, n::text, 'ok',
      now() - ((n % 365) || ' days')::interval - ((n % 1440) || ' minutes')::interval
    from generate_series(1, ${orders}) n`);
  await db.execute(sql`
    insert into order_line (order_id, tag_no, item_name, display_name, item_type, size, unit_price, qty, breakup)
    select o.id, 'T-' || o.id || '-' || k,
      (array['Rings', 'Bangles', 'Necklace', 'Mens Rings', 'Mens Watches'])[1 + (o.id + k) % 5], 'Piece',
      (array['Gold', 'Gold', 'Diamond', 'Silver', 'Watches'])[1 + (o.id + k) % 5], '-', 50000 + (o.id % 7) * 10000, 1,
      case when (o.id + k) % 5 < 3 then jsonb_build_object('karat', (array[22, 21, 18])[1 + (o.id + k) % 3],
        'grossWeight', 5.2, 'netWeight', 3 + (o.id % 9) * 0.5, 'wastage', 0.3, 'ratePerGram', 29333,
        'rateDate', '2026-11-26', 'metal', 40000, 'making', 8000, 'stone', 0, 'remainder', 0)
      when (o.id + k) % 5 = 3 then jsonb_build_object('karat', null, 'grossWeight', 0, 'netWeight', 0, 'wastage', 0,
        'ratePerGram', null, 'rateDate', null, 'metal', 12750, 'making', 0, 'stone', 0, 'remainder', 0)
      else null end
    from orders o, generate_series(1, 1 + o.id % 3) k`);
  await db.execute(sql`
    insert into payment (order_id, kind, amount, method, paid_on, actor)
    select id, 'payment', total / 2, 'bank-transfer', (created_at AT TIME ZONE 'Asia/Karachi')::date, 'Bench'
    from orders where id % 2 = 0`);
}

export async function numbersBench({ runs = NUMBERS_RUNS, orders = NUMBERS_ORDERS, log = () => {} } = {}) {
  const [{ openDatabase }, { numbersOf }, { numbersPresets }, { shopToday }, { windowStart }, { sql }] =
    await Promise.all([
      tsImport('../../server/db/client.ts'),
      tsImport('../../server/services/numbers.ts'),
      tsImport('../../core/numbers-schemas.ts'),
      tsImport('../../core/shop-time.ts'),
      tsImport('../../core/rate-chart.ts'),
      import('drizzle-orm'),
    ]);
  const database = await openDatabase({});
  try {
    await database.migrate();
    const db = database.db;
    const f0 = performance.now();
    await fillOrders(db, sql, orders);
    await db.execute(sql`analyze`);
    log(`  numbers: ${orders} orders made in ${Math.round(performance.now() - f0)} ms`);

    const today = shopToday();
    const periods = [
      ...numbersPresets(today).map((p) => ({ name: p.label.toLowerCase(), from: p.from, to: today })),
      { name: 'the year', from: windowStart(today, 365), to: today },
    ];
    const result = { orders, runs, budgetMs: NUMBERS_BUDGET_MS, periods: [] };
    for (const p of periods) {
      const times = [];
      let placed = 0;
      for (let i = 0; i < WARMUP + runs; i++) {
        const t0 = performance.now();
        const n = await numbersOf(db, p.from, p.to);
        if (i >= WARMUP) times.push(performance.now() - t0);
        placed = n.placed.orders + n.cancelled.orders;
      }
      const sorted = [...times].sort((a, b) => a - b);
      const row = {
        name: p.name,
        from: p.from,
        to: p.to,
        orders: placed,
        medianMs: round2(quantile(sorted, 0.5)),
        p95Ms: round2(quantile(sorted, 0.95)),
      };
      row.budgeted = p.name !== 'the year';
      row.pass = !row.budgeted || row.p95Ms <= NUMBERS_BUDGET_MS;
      result.periods.push(row);
      log(`  numbers, ${p.name} (${placed} orders): median ${row.medianMs} ms, p95 ${row.p95Ms} ms`);
    }
    result.pass = result.periods.every((r) => r.pass);
    return result;
  } finally {
    await database.close();
  }
}

// Run alone: node scripts/bench-lib/numbers.mjs
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await numbersBench({ log: (s) => console.error(s) });
  console.log(JSON.stringify(r, null, 2));
}
