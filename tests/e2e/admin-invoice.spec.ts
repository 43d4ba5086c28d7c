import type { APIRequestContext } from '@playwright/test';
import { pdfLines } from '../api/pdf-text';
import { memberPage, STAFF } from './back-office';
import { expect, test } from './fixtures';
import { copiesOf, type Piece } from './pieces';

/**
 * docs/behaviour.md §11.14: staff print an order's invoice from its page. The order is placed through the API for a
 * copy of a demo gold piece of this test's own; the invoice is a PDF for the member's session alone, with the piece and
 * its breakup.
 */
async function placeOrder(request: APIRequestContext, piece: Piece): Promise<string> {
  await request.get('/api/xsrf');
  const token = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/api/sale/e-Sales', {
    headers: { 'x-xsrf-token': token },
    data: {
      Stock: [{ TagNo: piece.TagNo, selectedSize: '-', Qty: 1 }],
      UserData: {
        FirstName: 'Ayesha',
        LastName: 'Khan',
        Email: `invoice.${Date.now()}@example.com`,
        Address: 'House 12, Street 4, Model Town',
        Address2: '',
        City: 'Lahore',
        PhoneNo: '03001234567',
        Tracking_ID: String(Date.now()),
      },
      NetPrice: piece.Price,
      Delivery: { selectedDeliveryOption: 'free' },
      Payment: { selectedPaymentMethod: 'bacs_allied_bank' },
      termsAccepted: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return String(((await res.json()) as { orderNo: string }).orderNo);
}

test("staff open an order's invoice from its page: a PDF with the piece and its breakup", async ({
  page,
  browser,
  request,
}) => {
  const [piece] = await copiesOf(request, ['ZG-10047']);
  if (!piece) throw new Error('no piece');
  const orderNo = await placeOrder(request, piece);

  const staff = await memberPage(browser, page, STAFF);
  await staff.goto(`/admin/orders/${orderNo}`);
  const link = staff.getByRole('link', { name: 'Print invoice (PDF)' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toBe(`/api/admin/orders/${orderNo}/invoice.pdf`);

  const res = await staff.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['content-disposition']).toBe(`inline; filename="Invoice-${orderNo}.pdf"`);
  const lines = pdfLines(await res.body());
  expect(lines).toEqual(expect.arrayContaining(['INVOICE', orderNo, 'Balance due']));
  // A tag number longer than its column (this copy's) wraps at its dash.
  expect(lines.join('')).toContain(piece.TagNo);
  expect(lines.some((l) => / a gram \(rate of /.test(l))).toBe(true);

  // The guest's browser has no session: refused.
  expect((await request.get(href)).status()).toBe(401);
  await staff.context().close();
});
