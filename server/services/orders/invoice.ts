/**
 * An order's invoice as a PDF (docs/behaviour.md §11.14): the shop's letterhead and tax numbers, the guest, each piece
 * with the breakup of its price kept when the order was placed, the totals, the payments ledger with what is paid
 * and what is still due, and the bank details while a balance remains. The receipt of one payment is in receipt.ts;
 * both read the order through orderPaper.
 */
import { asc, eq } from 'drizzle-orm';
import { SHOP_BANK } from '../../../core/bank';
import { formatPKR } from '../../../core/format';
import { breakupRows, rupeesInWords, signedPKR } from '../../../core/invoice';
import { lineProofWords } from '../../../core/trust-record';
import { OrderNoSchema } from '../../../core/order-admin-schemas';
import { orderStateLabel } from '../../../core/order-states';
import { checkoutMethodLabel, ledgerMethodLabel } from '../../../core/payments';
import type { TaxSettings } from '../../../core/shop-settings';
import { formatDay, formatShopDay } from '../../../core/shop-time';
import { SHOP } from '../../../core/shop';
import { DomainError, invalidInput } from '../../common/domain-error';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { readSettings } from '../shop-settings';
import { ledgerOf, type Ledger } from './payments';
import { COLOR, LEFT, letterhead, renderPdf, WIDTH, type Sheet } from './pdf-sheet';
import { byOrderNo, type OrderRecord } from './read';

/** What the invoice and the receipts of an order are printed from. */
export interface OrderPaper {
  order: OrderRecord;
  lines: (typeof orderLines.$inferSelect)[];
  ledger: Ledger;
  tax: TaxSettings;
}

/** The order with its lines, its ledger and the owner's tax numbers; 400 for a malformed number, 404 for none. */
export async function orderPaper(db: Db, orderNo: string): Promise<OrderPaper> {
  const parsed = OrderNoSchema.safeParse(orderNo);
  if (!parsed.success) throw invalidInput(parsed.error, 'orderNo');
  const [order] = await db.select().from(orders).where(byOrderNo(parsed.data)).limit(1);
  if (!order) throw new DomainError(404, `No order ${orderNo}`, 'orderNo');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const ledger = await ledgerOf(db, order);
  const tax = await readSettings(db, 'tax');
  return { order, lines, ledger, tax };
}

export const guestName = (o: Pick<OrderRecord, 'firstName' | 'lastName'>) => `${o.firstName} ${o.lastName}`.trim();

/** The footer's line on every page of the invoice. */
const THANKS = `Thank you for choosing ${SHOP.name}. Pieces may be exchanged within 2 days of delivery: see our Refund and Exchange Policy.`;

/** The invoice of an order as a PDF file (A4); 400 for a malformed order number, 404 for an unknown one. */
export async function invoicePdf(db: Db, orderNo: string): Promise<Buffer> {
  const paper = await orderPaper(db, orderNo);
  const { order } = paper;
  return renderPdf(
    { title: `Invoice ${order.orderNo} | ${SHOP.name}`, name: `Invoice ${order.orderNo}`, note: THANKS },
    (s) => {
      letterhead(s, paper.tax, 'Invoice', [
        ['Invoice no.', order.orderNo],
        ['Date', formatShopDay(order.createdAt)],
        ['Order status', orderStateLabel(order.status)],
      ]);
      guestBlock(s, order);
      piecesTable(s, paper);
      totals(s, order);
      payments(s, paper);
    },
  );
}

/** A small label over a block of lines. */
export function label(s: Sheet, text: string, x: number, y: number, w: number): number {
  return s.text(text.toUpperCase(), x, y, w, { font: 'Helvetica-Bold', size: 7.5, color: COLOR.gold }) + 3;
}

/** The guest on the left; where the pieces go (or their collection day) and the way to pay chosen on the right. */
function guestBlock(s: Sheet, o: OrderRecord): void {
  const half = WIDTH / 2 - 10;
  const rx = LEFT + WIDTH / 2 + 10;
  let y = s.y;
  y += label(s, 'Bill to', LEFT, y, half);
  y += s.text(guestName(o), LEFT, y, half, { font: 'Helvetica-Bold', size: 10.5 }) + 1;
  for (const line of [o.phone, o.email]) y += s.text(line, LEFT, y, half, { size: 9 });

  let ry = s.y;
  if (o.deliveryOption === 'collect') {
    ry += label(s, 'Collection', rx, ry, half);
    ry += s.text(
      `Collect from the showroom${o.collectionDate ? ` on ${formatDay(o.collectionDate)}` : ''}`,
      rx,
      ry,
      half,
      { font: 'Helvetica-Bold', size: 9.5 },
    );
  } else {
    ry += label(s, o.deliveryOption === 'paid' ? `Deliver to (${o.country ?? 'abroad'})` : 'Deliver to', rx, ry, half);
    for (const line of [o.address, o.address2, [o.city, o.country].filter(Boolean).join(', ')].filter(Boolean))
      ry += s.text(line, rx, ry, half, { size: 9 });
  }
  ry += 4;
  ry += s.text(`Payment chosen: ${checkoutMethodLabel(o.paymentMethod)}`, rx, ry, half, {
    size: 8.5,
    color: COLOR.muted,
  });
  s.y = Math.max(y, ry) + 16;
}

/** The pieces' columns: tag number, the piece and its breakup's words, the breakup's amounts, the price. */
const COL = {
  tag: { x: LEFT + 4, w: 84 },
  piece: { x: LEFT + 92, w: 256 },
  parts: { x: LEFT + 352, w: 72 },
  price: { x: LEFT + 428, w: WIDTH - 432 },
} as const;

function tableHeader(s: Sheet, heads: readonly (readonly [string, { x: number; w: number }, 'left' | 'right'])[]) {
  s.box(LEFT, s.y, WIDTH, 18);
  for (const [text, c, align] of heads)
    s.text(text, c.x, s.y + 5.5, c.w, { font: 'Helvetica-Bold', size: 7.5, color: COLOR.muted, align });
  s.y += 22;
}

const PIECE_HEADS = [
  ['Tag no.', COL.tag, 'left'],
  ['Piece and how its price is made', COL.piece, 'left'],
  ['Breakup', COL.parts, 'right'],
  ['Price', COL.price, 'right'],
] as const;

/** One row per piece; a row that does not fit goes to the next page under the header again. */
function piecesTable(s: Sheet, paper: OrderPaper): void {
  tableHeader(s, PIECE_HEADS);
  s.repeat = () => tableHeader(s, PIECE_HEADS);
  const small = { size: 8, color: COLOR.muted } as const;
  for (const l of paper.lines) {
    const kind = l.itemName !== l.displayName ? l.itemName : '';
    const about = [kind, l.size !== '-' ? `Size ${l.size}` : '', l.qty > 1 ? `${l.qty} pieces` : '']
      .filter(Boolean)
      .join('  ·  ');
    const rows = l.breakup ? breakupRows(l.breakup, l.itemType) : [];
    // Its purity and test, net weight with tola and certificate, as they were when it was sold (§9.15).
    const proof = l.breakup ? lineProofWords(l.breakup).join('  ·  ') : '';
    const name = { font: 'Helvetica-Bold', size: 9.5 } as const;
    const height =
      s.height(l.displayName, COL.piece.w, name) +
      (about ? s.height(about, COL.piece.w, small) : 0) +
      (proof ? s.height(proof, COL.piece.w, small) : 0) +
      rows.reduce((h, r) => h + s.height(r.label, COL.piece.w, small) + 1, rows.length ? 3 : 0);
    s.room(height + 12);
    const top = s.y + 6;
    s.text(l.tagNo, COL.tag.x, top + 0.5, COL.tag.w, { size: 8.5 });
    s.text(formatPKR(l.unitPrice * l.qty), COL.price.x, top, COL.price.w, { ...name, align: 'right' });
    let y = top + s.text(l.displayName, COL.piece.x, top, COL.piece.w, name);
    if (about) y += s.text(about, COL.piece.x, y, COL.piece.w, small);
    if (proof) y += s.text(proof, COL.piece.x, y, COL.piece.w, small);
    if (rows.length) y += 3;
    for (const r of rows) {
      if (r.amount !== undefined)
        s.text(signedPKR(r.amount), COL.parts.x, y, COL.parts.w, { ...small, align: 'right' });
      y += s.text(r.label, COL.piece.x, y, COL.piece.w, small) + 1;
    }
    s.y = y + 6;
    s.rule(s.y);
  }
  s.repeat = null;
  s.y += 8;
}

/** A label and an amount, right-aligned in the last columns (the totals, the ledger's sums, a receipt's). */
export function sumLine(s: Sheet, text: string, amount: string, strong = false, color: string = COLOR.ink): void {
  const style = strong
    ? ({ font: 'Helvetica-Bold', size: 10.5, color } as const)
    : ({ size: 9, color: COLOR.muted } as const);
  const h = s.text(text, LEFT + 200, s.y, COL.parts.x + COL.parts.w - LEFT - 200, { ...style, align: 'right' });
  s.text(amount, COL.price.x, s.y, COL.price.w, { ...style, color, align: 'right' });
  s.y += h + 4;
}

function deliveryWords(o: OrderRecord): string {
  if (o.deliveryOption === 'collect') return 'Collection from the showroom';
  if (o.deliveryOption === 'paid') return `Delivery to ${o.country ?? 'abroad'}`;
  return 'Delivery within Pakistan';
}

function totals(s: Sheet, o: OrderRecord): void {
  s.room(80);
  sumLine(s, 'Subtotal', formatPKR(o.subtotal));
  sumLine(s, deliveryWords(o), o.deliveryCharge ? formatPKR(o.deliveryCharge) : 'Free');
  s.rule(s.y, COLOR.gold, 0.8, LEFT + 300);
  s.y += 5;
  sumLine(s, 'Total', formatPKR(o.total), true);
  s.y += s.text(rupeesInWords(o.total), LEFT + 200, s.y, WIDTH - 200, {
    font: 'Helvetica-Oblique',
    size: 8,
    color: COLOR.muted,
    align: 'right',
  });
  s.y += 16;
}

const PAY = {
  date: { x: LEFT + 4, w: 78 },
  how: { x: LEFT + 86, w: 180 },
  ref: { x: LEFT + 270, w: 150 },
  amount: COL.price,
} as const;
const PAY_HEADS = [
  ['Date', PAY.date, 'left'],
  ['How', PAY.how, 'left'],
  ['Reference', PAY.ref, 'left'],
  ['Amount', PAY.amount, 'right'],
] as const;

/** The ledger, what is paid, what is due, and the bank details while something is due. */
function payments(s: Sheet, { order, ledger }: OrderPaper): void {
  // The heading stays with the table's header and first row, or with what is paid when nothing is.
  s.heading('Payments', 60);
  if (ledger.entries.length === 0) {
    s.y += s.text('No payment has been recorded yet.', LEFT + 4, s.y, WIDTH, { size: 9, color: COLOR.muted }) + 8;
  } else {
    tableHeader(s, PAY_HEADS);
    s.repeat = () => tableHeader(s, PAY_HEADS);
    for (const e of ledger.entries) {
      const refund = e.kind === 'refund';
      const how = `${refund ? 'Refund  ·  ' : ''}${ledgerMethodLabel(e.method)}`;
      const h = Math.max(s.height(how, PAY.how.w), s.height(e.reference || '-', PAY.ref.w)) + 8;
      s.room(h);
      const y = s.y + 3;
      s.text(formatDay(e.paidOn), PAY.date.x, y, PAY.date.w);
      s.text(how, PAY.how.x, y, PAY.how.w, refund ? { font: 'Helvetica-Bold' } : {});
      s.text(e.reference || '-', PAY.ref.x, y, PAY.ref.w);
      s.text(refund ? signedPKR(-e.amount) : formatPKR(e.amount), PAY.amount.x, y, PAY.amount.w, { align: 'right' });
      s.y += h;
      s.rule(s.y - 2);
    }
    s.repeat = null;
    s.y += 6;
  }
  s.room(60);
  if (ledger.refunded > 0) sumLine(s, 'Refunded', signedPKR(-ledger.refunded));
  sumLine(s, 'Paid', formatPKR(ledger.paid), true);
  if (order.status === 'cancelled') {
    s.y += 6;
    const why = order.cancelReason ? `: ${order.cancelReason}` : '.';
    s.y += s.text(`This order was cancelled${why}`, LEFT, s.y, WIDTH, { font: 'Helvetica-Bold', size: 9.5 }) + 8;
    return;
  }
  sumLine(s, 'Balance due', formatPKR(ledger.balance), true, ledger.balance > 0 ? COLOR.gold : COLOR.ink);
  if (ledger.balance > 0) bankBox(s, order.orderNo, ledger.balance);
}

/** How to pay the balance: the shop's account (core/bank.ts) and the order number as the reference. */
function bankBox(s: Sheet, orderNo: string, balance: number): void {
  const facts: [string, string][] = [
    ['Bank', SHOP_BANK.bankName],
    ['Account title', SHOP_BANK.accountTitle],
    ['Account number', SHOP_BANK.accountNumber],
    ['IBAN', SHOP_BANK.iban],
    ['Branch', SHOP_BANK.branch],
  ];
  const height = 34 + facts.length * 13 + 20;
  s.y += 12;
  s.room(height);
  const top = s.y;
  s.box(LEFT, top, WIDTH, height);
  s.doc.save().rect(LEFT, top, 3, height).fill(COLOR.gold).restore();
  let y = top + 10;
  y += s.text(`To pay the balance of ${formatPKR(balance)} by bank transfer`, LEFT + 14, y, WIDTH - 28, {
    font: 'Helvetica-Bold',
    size: 10,
  });
  y += 6;
  for (const [k, v] of facts) {
    s.text(k, LEFT + 14, y, 100, { size: 9, color: COLOR.muted });
    y += s.text(v, LEFT + 118, y, WIDTH - 132, { font: 'Helvetica-Bold', size: 9 }) + 2;
  }
  y += 4;
  s.text(`Please write ${orderNo} as the reference of the transfer.`, LEFT + 14, y, WIDTH - 28, { size: 9 });
  s.y = top + height + 10;
}
