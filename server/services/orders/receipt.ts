/**
 * The receipt of one entry of an order's payments ledger as a PDF (docs/behaviour.md §11.14): who paid, how much (in
 * figures and words), how, the reference, for which order, and what was paid and still due once that entry was made
 * (the later entries left out, so a receipt printed again says what it said on its day). A refund prints as "Refund".
 */
import { formatPKR } from '../../../core/format';
import { receiptFigures, receiptNo, rupeesInWords } from '../../../core/invoice';
import { ledgerMethodLabel } from '../../../core/payments';
import { formatDay, formatShopDay, formatShopTime } from '../../../core/shop-time';
import { SHOP } from '../../../core/shop';
import { DomainError } from '../../common/domain-error';
import type { Db } from '../../db/client';
import { guestName, label, orderPaper, sumLine } from './invoice';
import { COLOR, LEFT, letterhead, renderPdf, WIDTH } from './pdf-sheet';

/**
 * The receipt of ledger entry `paymentId` of an order as a PDF file (A4): 400 for a malformed order number, 404 for
 * an unknown order or an entry that is not that order's. The id is checked by the caller (core/invoice.ts
 * PaymentIdSchema).
 */
export async function receiptPdf(db: Db, orderNo: string, paymentId: number): Promise<Buffer> {
  const { order, ledger, tax } = await orderPaper(db, orderNo);
  const figures = receiptFigures(order.total, ledger.entries, paymentId);
  if (!figures) throw new DomainError(404, `Order ${order.orderNo} has no payment ${paymentId}`, 'paymentId');
  const { entry, totals } = figures;
  const refund = entry.kind === 'refund';
  const number = receiptNo(order.orderNo, entry.id);
  const title = refund ? 'Refund' : 'Receipt';
  return renderPdf(
    {
      title: `${title} ${number} | ${SHOP.name}`,
      name: `${title} ${number}`,
      note: `Thank you. Please keep this ${refund ? 'note' : 'receipt'} with the invoice of order ${order.orderNo}.`,
    },
    (s) => {
      letterhead(s, tax, title, [
        [refund ? 'Refund no.' : 'Receipt no.', number],
        ['Date', formatDay(entry.paidOn)],
        ['Order', order.orderNo],
      ]);
      const top = s.y;
      const inner = WIDTH - 36;
      const x = LEFT + 18;
      let y = top + 14;
      y += label(s, refund ? 'Refunded to' : 'Received from', x, y, inner);
      y += s.text(guestName(order), x, y, inner, { font: 'Helvetica-Bold', size: 12 });
      y += s.text([order.phone, order.email].join('  ·  '), x, y, inner, { size: 9, color: COLOR.muted }) + 12;
      y += label(s, refund ? 'The sum refunded' : 'The sum of', x, y, inner);
      y += s.text(formatPKR(entry.amount), x, y, inner, { font: 'Helvetica-Bold', size: 22, color: COLOR.gold });
      y += s.text(rupeesInWords(entry.amount), x, y, inner, { font: 'Helvetica-Oblique', size: 9, color: COLOR.muted });
      y += 12;
      const facts: [string, string][] = [
        [refund ? 'Refunded by' : 'Paid by', ledgerMethodLabel(entry.method)],
        ['Reference', entry.reference || '-'],
        ['For order', `${order.orderNo}, placed ${formatShopDay(order.createdAt)}`],
      ];
      if (refund && entry.note) facts.push(['Reason', entry.note]);
      for (const [k, v] of facts) {
        s.text(k, x, y, 110, { size: 9.5, color: COLOR.muted });
        y += s.text(v, x + 116, y, inner - 116, { font: 'Helvetica-Bold', size: 9.5 }) + 4;
      }
      const height = y + 10 - top;
      // An outline round it, drawn once its height is known (a filled box would cover the text).
      s.doc.save().rect(LEFT, top, WIDTH, height).lineWidth(0.8).strokeColor(COLOR.rule).stroke().restore();
      s.doc.save().rect(LEFT, top, 3, height).fill(COLOR.gold).restore();
      s.y = top + height + 18;

      s.heading(`Order ${order.orderNo}`, 60);
      sumLine(s, 'Order total', formatPKR(order.total));
      sumLine(s, refund ? 'Paid so far, after this refund' : 'Paid so far, with this payment', formatPKR(totals.paid));
      sumLine(
        s,
        refund ? 'Balance after this refund' : 'Balance after this payment',
        formatPKR(totals.balance),
        true,
        totals.balance > 0 ? COLOR.gold : COLOR.ink,
      );
      s.y += 14;
      s.text(`Recorded by ${entry.actor} on ${formatShopTime(entry.at)}.`, LEFT, s.y, WIDTH, {
        size: 8,
        color: COLOR.muted,
      });
    },
  );
}
