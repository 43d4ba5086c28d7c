import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RING_BREAKUP, SAMPLE_RING_PRICE } from '../../core/sample-ring';
import { orderLines, orders, payments, stockItems } from '../../server/db/schema';
import { formatTola } from '../../core/tola';
import { invoicePdf } from '../../server/services/orders/invoice';
import { receiptPdf } from '../../server/services/orders/receipt';
import { saveSettings } from '../../server/services/shop-settings';
import { freshPiece, postSale, registeredRoutes, saleFor, useTestApp, type SaleLine } from './helpers';
import { pdfLines, pdfText } from './pdf-text';
import { newMember, signedIn, type Client } from './staff-helpers';

const t = useTestApp({ seed: true });

/** Places an order through the API for fresh copies of these fixture pieces; its number and tag numbers. */
async function placeFor(bases: readonly (readonly [string, string?])[], delivery?: Parameters<typeof saleFor>[2]) {
  const lines: SaleLine[] = [];
  for (const [base, size] of bases) lines.push({ TagNo: await freshPiece(t, base), selectedSize: size });
  const res = await postSale(t, await saleFor(t, lines, delivery));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { orderNo: String(res.body.orderNo), tags: lines.map((l) => l.TagNo) };
}

const FIVE = [['T-RING-1', '16'], ['T-BRAS-1'], ['T-DIA-1'], ['T-SIL-2'], ['T-WAT-1']] as const;
/** The five pieces' prices at the test rate (24K PKR 32,000 a gram): see the breakups below. */
const FIVE_TOTAL = 169_000 + 377_000 + 349_000 + 8_000 + 185_000;

async function orderId(orderNo: string) {
  const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error(`No order ${orderNo}`);
  return row.id;
}

/** Records a ledger entry straight into the table (the ledger's own service records them with its checks). */
async function pay(orderNo: string, entry: { amount: number; method: string; paidOn: string; reference?: string }) {
  return payOrRefund(orderNo, 'payment', entry);
}
async function payOrRefund(
  orderNo: string,
  kind: 'payment' | 'refund',
  e: { amount: number; method: string; paidOn: string; reference?: string; note?: string },
) {
  const [row] = await t.database.db
    .insert(payments)
    .values({ orderId: await orderId(orderNo), kind, actor: 'Staff Bilal', reference: '', ...e })
    .returning({ id: payments.id });
  if (!row) throw new Error('no payment id');
  return row.id;
}

let staff: Client;
const get = (url: string, signed = true) =>
  t.app.inject({ method: 'GET', url, headers: signed ? { cookie: staff.cookie } : {} });

describe('the breakup kept on placing', () => {
  it("keeps each line's weights, karat, the rate per gram used and its day, metal, making, stone and rounding", async () => {
    const { orderNo, tags } = await placeFor(FIVE);
    const lines = await t.database.db
      .select({ tagNo: orderLines.tagNo, unitPrice: orderLines.unitPrice, breakup: orderLines.breakup })
      .from(orderLines)
      .where(eq(orderLines.orderId, await orderId(orderNo)))
      .orderBy(asc(orderLines.id));
    const byTag = new Map(lines.map((l) => [l.tagNo, l]));
    const ring = SAMPLE_RING_BREAKUP;
    expect(byTag.get(tags[0] ?? '')).toEqual({ tagNo: tags[0], unitPrice: SAMPLE_RING_PRICE, breakup: ring });
    expect(byTag.get(tags[2] ?? '')?.breakup).toMatchObject({ karat: 18, ratePerGram: 24_000, stone: 250_000 });
    // Silver and a watch carry their own prices: no rate.
    expect(byTag.get(tags[3] ?? '')?.breakup).toMatchObject({ ratePerGram: null, rateDate: null, metal: 8400 });
    expect(byTag.get(tags[4] ?? '')?.breakup).toMatchObject({ ratePerGram: null, metal: 185_500, remainder: 500 });
    for (const l of lines) {
      const b = l.breakup;
      expect(b && b.metal + b.making + b.stone - b.remainder, l.tagNo).toBe(l.unitPrice);
    }
  });
});

describe('the invoice', () => {
  it('answers a signed-in member a PDF shown in the browser, never kept', async () => {
    staff = await signedIn(t, await newMember(t, 'staff'));
    const { orderNo } = await placeFor([['T-SIL-2']]);
    const res = await get(`/api/admin/orders/${orderNo}/invoice.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="Invoice-${orderNo}.pdf"`);
    expect(String(res.headers['cache-control'])).toMatch(/^(?=.*\bno-store\b)(?=.*\bprivate\b)/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toContain('%%EOF');
  });

  it('prints the shop, the guest, every piece with its breakup, the totals, the ledger, paid and balance due', async () => {
    const { orderNo, tags } = await placeFor(FIVE);
    await pay(orderNo, { amount: 500_000, method: 'bank-transfer', paidOn: '2026-11-23', reference: 'ABL-778899' });
    await pay(orderNo, { amount: 100_000, method: 'cash', paidOn: '2026-11-24' });
    const res = await get(`/api/admin/orders/${orderNo}/invoice.pdf`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    const lines = pdfLines(res.rawPayload);
    for (const words of ['Noor Mahal Jewellers', 'INVOICE', orderNo, 'Ayesha Khan', '03001234567', '12 Canal Road'])
      expect(text).toContain(words);
    for (const tag of tags) expect(lines).toContain(tag);
    // The ring: 22K, 5.5 g at PKR 29,333 a gram (the rate of 22 Nov 2026), making, rounded off, its price.
    expect(text).toContain('22K gold value: 5.5 g × PKR 29,333 a gram (rate of 22 Nov 2026)');
    expect(lines).toContain('Weight: gross 5.2 g · net 5 g · wastage 0.5 g');
    expect(lines).toEqual(
      expect.arrayContaining(['PKR 161,332', 'PKR 8,000', '- PKR 332', 'PKR 169,000', 'Rings  ·  Size 16']),
    );
    expect(text).toContain('18K gold value: 3.3 g × PKR 24,000 a gram');
    expect(lines).toEqual(expect.arrayContaining(['Stone', 'PKR 250,000', 'Silver price', 'PKR 8,400']));
    expect(lines).toEqual(expect.arrayContaining(['Subtotal', 'Total', `PKR ${FIVE_TOTAL.toLocaleString('en')}`]));
    expect(text).toContain('Rupees Ten Lakh Eighty-Eight Thousand Only');
    // The ledger: each entry, then what is paid and what is due, with the bank details for the rest.
    expect(lines).toEqual(
      expect.arrayContaining(['23 Nov 2026', 'Bank transfer', 'ABL-778899', 'PKR 500,000', 'Cash at the showroom']),
    );
    const after = (label: string) => lines[lines.indexOf(label) + 1];
    expect(after('Paid')).toBe('PKR 600,000');
    expect(after('Balance due')).toBe(`PKR ${(FIVE_TOTAL - 600_000).toLocaleString('en')}`);
    expect(text).toContain('PK36 ABPA 0010 0034 5678 9012');
    expect(text).toContain(`Please write ${orderNo} as the reference`);
    // No tax numbers set: no line for them.
    expect(text).not.toMatch(/NTN|STRN/);
  });

  it("prints each piece's purity and test, net weight with tola and certificate as they were when it sold", async () => {
    const ring = await freshPiece(t, 'T-RING-1', {
      Fineness: 916,
      TestMethod: 'fire-assay',
      CertificateNo: 'PCSIR-22-4471',
      CertificateLab: 'PCSIR Lahore',
    });
    const silver = await freshPiece(t, 'T-SIL-2');
    const res = await postSale(t, await saleFor(t, [{ TagNo: ring, selectedSize: '16' }, { TagNo: silver }]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orderNo = String(res.body.orderNo);
    // Changed after the sale: the invoice still tells the record the piece was sold with.
    await t.database.db.update(stockItems).set({ certificateNo: 'CHANGED-1' }).where(eq(stockItems.tagNo, ring));
    const text = pdfText((await get(`/api/admin/orders/${orderNo}/invoice.pdf`)).rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(
      `Purity 916 (22K), tested by Fire assay · Net weight 5 g (${formatTola(5)}) · Certificate PCSIR Lahore PCSIR-22-4471`,
    );
    expect(text).not.toContain('CHANGED-1');
    // The silver piece has no record: its weight alone, never a certificate.
    expect(text.match(/Certificate /g)).toHaveLength(1);
    expect(text.match(/Purity /g)).toHaveLength(1);
  });

  it("prints the owner's NTN and STRN once set, each only when set", async () => {
    const { orderNo } = await placeFor([['T-SIL-2']]);
    const actor = { staffId: null, name: 'Owner' };
    await saveSettings(t.database.db, 'tax', { ntn: '1234567-8', strn: '' }, actor);
    let text = pdfText((await get(`/api/admin/orders/${orderNo}/invoice.pdf`)).rawPayload);
    expect(text).toContain('NTN 1234567-8');
    expect(text).not.toContain('STRN');
    await saveSettings(t.database.db, 'tax', { ntn: '', strn: '03-01-9999-001-23' }, actor);
    text = pdfText((await get(`/api/admin/orders/${orderNo}/invoice.pdf`)).rawPayload);
    expect(text).toContain('STRN 03-01-9999-001-23');
    expect(text).not.toContain('NTN');
    await saveSettings(t.database.db, 'tax', { ntn: '', strn: '' }, actor);
  });

  it('shows a refund as such; paid in full, nothing is due and no bank details are printed', async () => {
    const { orderNo } = await placeFor([['T-SIL-2']]);
    await pay(orderNo, { amount: 10_000, method: 'bank-transfer', paidOn: '2026-11-23' });
    await payOrRefund(orderNo, 'refund', { amount: 2000, method: 'bank-transfer', paidOn: '2026-11-24' });
    const lines = pdfLines(await invoicePdf(t.database.db, orderNo));
    expect(lines).toEqual(expect.arrayContaining(['Refund  ·  Bank transfer', '- PKR 2,000']));
    const after = (label: string) => lines[lines.indexOf(label) + 1];
    expect(after('Refunded')).toBe('- PKR 2,000');
    expect(after('Paid')).toBe('PKR 8,000');
    expect(after('Balance due')).toBe('PKR 0');
    expect(lines.join('\n')).not.toContain('IBAN');
  });

  it('says a cancelled order is cancelled, with its reason, instead of a balance due', async () => {
    const { orderNo } = await placeFor([['T-SIL-2']]);
    const moved = await staff.call('POST', `/api/admin/orders/${orderNo}/move`, {
      to: 'cancelled',
      reason: 'The guest chose another piece',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const lines = pdfLines(await invoicePdf(t.database.db, orderNo));
    expect(lines).toContain('Cancelled');
    expect(lines).toContain('This order was cancelled: The guest chose another piece');
    expect(lines.join('\n')).not.toMatch(/Balance due|IBAN/);
  });

  it('prints an order placed before breakups were kept with its prices only; a collection with its day', async () => {
    const { orderNo, tags } = await placeFor([['T-RING-1', '18']], {
      selectedDeliveryOption: 'collect',
      collectionDate: '2026-12-01',
      cnicPassport: '35202-1234567-1',
      termsConditions: true,
    });
    await t.database.db
      .update(orderLines)
      .set({ breakup: null })
      .where(eq(orderLines.orderId, await orderId(orderNo)));
    const lines = pdfLines(await invoicePdf(t.database.db, orderNo));
    expect(lines).toEqual(expect.arrayContaining([tags[0], 'PKR 169,000', 'Rings  ·  Size 18']));
    expect(lines.join('\n')).not.toMatch(/a gram|Making charges/);
    expect(lines).toContain('Collect from the showroom on 1 Dec 2026');
    expect(lines).not.toContain('12 Canal Road');
    expect(lines).toContain('No payment has been recorded yet.');
  });

  it('runs over more pages with many pieces, the table header again on each', async () => {
    const { orderNo, tags } = await placeFor(Array.from({ length: 14 }, () => ['T-DIA-1'] as const));
    const lines = pdfLines(await invoicePdf(t.database.db, orderNo));
    for (const tag of tags) expect(lines).toContain(tag);
    const pages = lines.filter((l) => /Page \d of \d$/.test(l));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((l, i) => expect(l).toBe(`Invoice ${orderNo}  ·  Page ${i + 1} of ${pages.length}`));
    // The header on the first page and again on the next, where the pieces go on.
    expect(lines.filter((l) => l === 'Tag no.').length).toBeGreaterThanOrEqual(2);
  });
});

describe('the receipt', () => {
  it('prints one payment with what was paid and due once it was made, a refund as Refund', async () => {
    const { orderNo } = await placeFor(FIVE);
    const first = await pay(orderNo, {
      amount: 500_000,
      method: 'bank-transfer',
      paidOn: '2026-11-23',
      reference: 'ABL-778899',
    });
    await pay(orderNo, { amount: 100_000, method: 'cash', paidOn: '2026-11-24' });
    const res = await get(`/api/admin/orders/${orderNo}/payments/${first}/receipt.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="Receipt-${orderNo}-R${first}.pdf"`);
    expect(String(res.headers['cache-control'])).toMatch(/^(?=.*\bno-store\b)(?=.*\bprivate\b)/);
    const lines = pdfLines(res.rawPayload);
    const after = (label: string) => lines[lines.indexOf(label) + 1];
    expect(lines).toEqual(
      expect.arrayContaining(['RECEIPT', `${orderNo}-R${first}`, 'Ayesha Khan', 'PKR 500,000', 'ABL-778899']),
    );
    expect(lines).toContain('Rupees Five Lakh Only');
    expect(after('Paid so far, with this payment')).toBe('PKR 500,000');
    expect(after('Balance after this payment')).toBe(`PKR ${(FIVE_TOTAL - 500_000).toLocaleString('en')}`);

    const refund = await payOrRefund(orderNo, 'refund', {
      amount: 50_000,
      method: 'cash',
      paidOn: '2026-11-25',
      note: 'The bracelet returned',
    });
    const back = pdfLines(await receiptPdf(t.database.db, orderNo, refund));
    const then = (label: string) => back[back.indexOf(label) + 1];
    expect(back).toEqual(expect.arrayContaining(['REFUND', 'PKR 50,000', 'The bracelet returned']));
    expect(then('Paid so far, after this refund')).toBe('PKR 550,000');
    expect(then('Balance after this refund')).toBe(`PKR ${(FIVE_TOTAL - 550_000).toLocaleString('en')}`);
  });
});

describe('refusals', () => {
  it('a malformed order number or payment id is a 400 naming it; an unknown order or another order’s payment 404', async () => {
    const a = await placeFor([['T-SIL-2']]);
    const b = await placeFor([['T-SIL-2']]);
    const paid = await pay(a.orderNo, { amount: 1000, method: 'cash', paidOn: '2026-11-23' });
    const bad = await get('/api/admin/orders/not%20an%20order/invoice.pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ field: 'orderNo' }] });
    expect((await get('/api/admin/orders/NM-NOSUCH/invoice.pdf')).statusCode).toBe(404);
    expect((await get('/api/admin/orders/NM-NOSUCH/payments/1/receipt.pdf')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await get(`/api/admin/orders/${a.orderNo}/payments/${id}/receipt.pdf`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toMatchObject({ errors: [{ field: 'paymentId' }] });
    }
    expect((await get(`/api/admin/orders/${b.orderNo}/payments/${paid}/receipt.pdf`)).statusCode).toBe(404);
    expect((await get(`/api/admin/orders/${a.orderNo}/payments/${paid}/receipt.pdf`)).statusCode).toBe(200);
    await expect(invoicePdf(t.database.db, 'bad order')).rejects.toMatchObject({ status: 400 });
    await expect(receiptPdf(t.database.db, b.orderNo, paid)).rejects.toMatchObject({ status: 404 });
  });

  it('without a session both answer 401, and the back office’s list of routes has them', async () => {
    const { orderNo } = await placeFor([['T-SIL-2']]);
    const paid = await pay(orderNo, { amount: 1000, method: 'cash', paidOn: '2026-11-23' });
    for (const url of [
      `/api/admin/orders/${orderNo}/invoice.pdf`,
      `/api/admin/orders/${orderNo}/payments/${paid}/receipt.pdf`,
    ]) {
      const res = await get(url, false);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in.' });
    }
    // tests/api/admin-auth.test.ts asks every registered /api/admin/ route without a session: these are among them.
    expect(registeredRoutes(t.app)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/orders/{orderNo}/invoice.pdf',
        'GET /api/admin/orders/{orderNo}/payments/{paymentId}/receipt.pdf',
      ]),
    );
  });
});
