import type { APIRequestContext } from '@playwright/test';
import { pdfLines } from '../api/pdf-text';
import { memberPage, STAFF } from './back-office';
import { expect, test } from './fixtures';
import { copiesOf, guestOrders, type Piece } from './pieces';

/**
 * docs/behaviour.md §11.14: staff print an order's invoice from its page. The order is placed through the API for a
 * copy of a demo gold piece of this test's own; the invoice is a PDF for the member's session alone, with the piece and
 * its breakup.
 */
const placeOrder = async (request: APIRequestContext, piece: Piece) =>
  (await guestOrders(request, piece, { FirstName: 'Ayesha', Email: `invoice.${Date.now()}@example.com` })).orderNo;

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
