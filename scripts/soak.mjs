// npm run soak [-- --minutes=10] [--connections=8] [--every=30]
//
// Mixed traffic against the production build on a fresh embedded database with the demo catalogue, at the rate the
// shop sustains (a fixed number of connections, each sending its next request when the last is answered): pages
// (some with parameters no page reads), catalogue and search answers (a new search term every time), pictures at
// several widths, forms, and orders. Every `--every` seconds it prints requests, errors (5xx and failed requests),
// refusals (4xx), p99 and the shop's resident memory; at the end, whether memory stayed flat after warm-up (no more
// than 10% growth over the second half). Needs `npm run build` first. Results in .bench/soak.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startShop } from './bench-lib/shop.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
};
const MINUTES = arg('minutes', 10);
const CONNECTIONS = arg('connections', 8);
const EVERY_S = arg('every', 30);
/** Memory may grow this much over the second half of the run. */
const FLAT_LIMIT = 0.1;

const rssMB = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
};
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const words = ['ring', 'gold', 'bangle', 'kundan', 'chain', 'pendant', 'silver', 'earring', 'necklace', 'tikka'];

// The forms and orders come from one address, so the shop's per-address limits are set out of the way.
process.env.ORDER_RATE_LIMIT = '100000';
process.env.FORM_RATE_LIMIT = '100000';
process.env.ADDRESS_RATE_LIMIT = '100000';
const shop = startShop(root, { port: 3230, log: console.log });
console.log(`soak: ${MINUTES} min, ${CONNECTIONS} connections, a report every ${EVERY_S} s`);
const base = await shop.ready;

// What the traffic draws on: the demo's pieces, their pictures, the menu's listings.
const menu = await (await fetch(`${base}/api/dashboard/GetMenuEcom`)).json();
const listings = menu.map((m) => `/Shop-Online/${encodeURIComponent(m.ItemType)}/${encodeURIComponent(m.ItemName)}/1`);
const pieces = [];
for (const m of menu) {
  const page = await (
    await fetch(
      `${base}/api/dashboard/EcomStock?ItemName=${encodeURIComponent(m.ItemName)}&ItemType=${encodeURIComponent(m.ItemType)}&pageSize=50`,
    )
  ).json();
  pieces.push(...page.items);
}
const pictures = pieces.flatMap((p) => p.Images.map((i) => i.ImageName)).filter((n) => !/\.(mp4|webm|ogg)$/i.test(n));
const forSale = pieces.filter((p) => p.Status === 'available');
const xsrfRes = await fetch(`${base}/api/xsrf`);
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(xsrfRes.headers.get('set-cookie') ?? '')?.[1] ?? '';
const posted = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };

let n = 0;
/** The requests of the mix, with their weights. */
const MIX = [
  [20, () => ({ url: '/' })],
  [15, () => ({ url: `${pick(listings)}?sort=${pick(['price-asc', 'price-desc', 'default'])}` })],
  [
    15,
    () => {
      const p = pick(pieces);
      return { url: `/product/${encodeURIComponent(p.ItemName)}/${encodeURIComponent(p.TagNo)}` };
    },
  ],
  [5, () => ({ url: `/?fbclid=${n++}&x=${n}` })],
  [10, () => ({ url: `/api/dashboard/EcomStockItem?tagNo=${encodeURIComponent(pick(pieces).TagNo)}` })],
  [10, () => ({ url: `/api/dashboard/EcomSearchStock?tagno=${pick(words)}%20${n++}` })],
  [5, () => ({ url: `/Search/Gold/${pick(words)}%20${n++}` })],
  [15, () => ({ url: `/Image/${encodeURIComponent(pick(pictures))}?w=${pick([320, 480, 640, 960])}` })],
  [
    2,
    () => ({
      url: '/api/mail/inquiryMail',
      method: 'POST',
      headers: posted,
      body: JSON.stringify({
        UserData: {
          title: 'Contact Form',
          fullName: 'Soak Guest',
          email: `guest${n++}@example.com`,
          reason: 'My Order',
          phone: '03001234567',
          message: 'Is this ring available in size 16?',
        },
      }),
    }),
  ],
  [
    1,
    () => {
      const piece = forSale.pop();
      if (!piece) return { url: '/' };
      return {
        url: '/api/sale/e-Sales',
        method: 'POST',
        headers: { ...posted, 'idempotency-key': `soak-${piece.TagNo}-${n++}` },
        body: JSON.stringify({
          Stock: [{ TagNo: piece.TagNo, selectedSize: '-', Qty: 1 }],
          UserData: {
            FirstName: 'Soak',
            LastName: 'Guest',
            Email: `order${n}@example.com`,
            Address: '12 Canal Road',
            Address2: '',
            City: 'Lahore',
            PhoneNo: '03001234567',
            Tracking_ID: String(Date.now()),
          },
          NetPrice: piece.Price,
          Delivery: { selectedDeliveryOption: 'free' },
          Payment: { selectedPaymentMethod: 'bacs_allied_bank' },
          termsAccepted: true,
        }),
      };
    },
  ],
];
const weights = MIX.reduce((s, [w]) => s + w, 0);
const next = () => {
  let r = Math.random() * weights;
  for (const [w, make] of MIX) if ((r -= w) < 0) return make();
  return MIX[0][1]();
};

let window = { requests: 0, errors: 0, refusals: 0, latencies: [] };
const totals = { requests: 0, errors: 0, refusals: 0, byStatus: new Map() };
const reports = [];
const started = Date.now();
const endAt = started + MINUTES * 60_000;

async function connection() {
  while (Date.now() < endAt) {
    const r = next();
    const t = performance.now();
    let status = 0;
    try {
      const res = await fetch(base + r.url, {
        method: r.method ?? 'GET',
        headers: { 'accept-encoding': 'br, gzip', accept: 'image/webp,*/*', ...r.headers },
        body: r.body,
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = 0;
    }
    window.latencies.push(performance.now() - t);
    window.requests += 1;
    if (status === 0 || status >= 500) window.errors += 1;
    else if (status >= 400) window.refusals += 1;
    totals.byStatus.set(status, (totals.byStatus.get(status) ?? 0) + 1);
  }
}

const reporter = setInterval(() => {
  const w = window;
  window = { requests: 0, errors: 0, refusals: 0, latencies: [] };
  w.latencies.sort((a, b) => a - b);
  const p99 = w.latencies[Math.min(w.latencies.length - 1, Math.floor(0.99 * w.latencies.length))] ?? 0;
  const row = {
    at: Math.round((Date.now() - started) / 1000),
    requests: w.requests,
    perSecond: Math.round(w.requests / EVERY_S),
    errors: w.errors,
    refusals: w.refusals,
    p99Ms: Math.round(p99),
    rssMB: rssMB(shop.pid),
  };
  totals.requests += w.requests;
  totals.errors += w.errors;
  totals.refusals += w.refusals;
  reports.push(row);
  console.log(
    `${String(row.at).padStart(5)} s  ${String(row.requests).padStart(6)} requests (${row.perSecond}/s)  ` +
      `${row.errors} errors  ${row.refusals} refused  p99 ${row.p99Ms} ms  RSS ${row.rssMB} MB`,
  );
}, EVERY_S * 1000);

const idleMB = rssMB(shop.pid);
console.log(`shop idle: RSS ${idleMB} MB`);
await Promise.all(Array.from({ length: CONNECTIONS }, connection));
await new Promise((r) => setTimeout(r, 1000));
clearInterval(reporter);
await new Promise((r) => setTimeout(r, 5000));
const afterMB = rssMB(shop.pid);
await shop.stop();

const half = reports[Math.floor(reports.length / 2)]?.rssMB ?? 0;
const last = reports.at(-1)?.rssMB ?? 0;
const lastHalfMax = Math.max(...reports.slice(Math.floor(reports.length / 2)).map((r) => r.rssMB));
const growth = half ? (lastHalfMax - half) / half : 0;
const flat = growth <= FLAT_LIMIT;
const summary = {
  minutes: MINUTES,
  connections: CONNECTIONS,
  idleMB,
  afterMB,
  requests: totals.requests,
  errors: totals.errors,
  refusals: totals.refusals,
  statuses: Object.fromEntries([...totals.byStatus].sort(([a], [b]) => a - b)),
  rssAtHalfMB: half,
  rssLastMB: last,
  lastHalfMaxMB: lastHalfMax,
  growthOverSecondHalf: Math.round(growth * 1000) / 10,
  flat,
  reports,
};
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(path.join(root, '.bench', 'soak.json'), JSON.stringify(summary, null, 2));
console.log(
  `\n${totals.requests} requests, ${totals.errors} errors (5xx or failed), ${totals.refusals} refused (4xx: ${JSON.stringify(summary.statuses)})`,
);
console.log(
  `RSS idle ${idleMB} MB, at half time ${half} MB, highest in the second half ${lastHalfMax} MB ` +
    `(+${summary.growthOverSecondHalf}%, limit ${FLAT_LIMIT * 100}%): ${flat ? 'FLAT' : 'GROWING'}; ${afterMB} MB after`,
);
console.log('results in .bench/soak.json');
process.exit(totals.errors === 0 && flat ? 0 : 1);
