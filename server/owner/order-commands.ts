/**
 * The owner's commands for orders: list, show, set-status, record-payment and extend-hold (README, "The owner's
 * commands").
 */
import { COURIER_IDS, courierName, courierOf } from '../../core/couriers';
import { formatPKR } from '../../core/format';
import { formatShopTime } from '../../core/shop-time';
import { mailStateWords } from '../../core/mail-states';
import { orderStateLabel } from '../../core/order-states';
import type { Db } from '../db/client';
import { DomainError } from '../common/domain-error';
import { historyOf } from '../services/audit';
import { mailEntry } from '../mail/mail-states';
import { listOrders, orderDetail } from '../services/orders/read';
import { recordPayment } from '../services/orders/ledger';
import { extendHold, moveOrder } from '../services/orders/moves';
import { ledgerOf } from '../services/orders/payments';
import { ledgerMethodLabel } from '../../core/payments';
import { shopToday } from '../../core/shop-time';
import { COMMAND_LINE } from './staff-commands';
import { optionsOf } from './command-options';

const day = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

/** Runs an `orders` command; null when the words are not one of them. */
export async function runOrderCommand(db: Db, publicUrl: string, args: readonly string[]): Promise<string | null> {
  const [group, cmd, orderNo, ...rest] = args;
  if (group !== 'orders') return null;
  if (cmd === 'list') {
    const rows = await listOrders(db);
    if (!rows.length) return 'No orders yet.';
    return rows
      .map(
        (o) =>
          `${o.orderNo}  ${day(o.createdAt)}  ${orderStateLabel(o.status).padEnd(20)} ${o.deliveryOption.padEnd(7)} ${formatPKR(o.total).padStart(14)}  ${o.name} <${o.email}>`,
      )
      .join('\n');
  }
  if (cmd === 'show' && orderNo) {
    const d = await orderDetail(db, orderNo);
    if (!d) throw new DomainError(404, `No order ${orderNo}`, 'ORDER_NO');
    const { row, view, mails } = d;
    const history = await historyOf(db, 'order', row.orderNo);
    const ledger = await ledgerOf(db, row);
    return [
      `Order ${view.orderNo} (${orderStateLabel(row.status)} since ${day(row.statusChangedAt)}) placed ${view.placedAt}`,
      ...(row.status === 'awaiting-payment' && row.holdUntil
        ? [`Pieces held until ${day(row.holdUntil)} UTC (extend with: orders extend-hold ${row.orderNo} DAYS)`]
        : []),
      ...ledger.entries.map(
        (e) =>
          `${e.kind === 'refund' ? 'Refund' : 'Payment'} ${e.paidOn} ${formatPKR(e.amount)} ${ledgerMethodLabel(e.method)}${e.reference ? ` (${e.reference})` : ''} by ${e.actor}`,
      ),
      `Paid ${formatPKR(ledger.paid)}, balance ${formatPKR(ledger.balance)}${row.paidAt ? ` (paid in full ${day(row.paidAt)})` : ''}`,
      ...(row.trackingNo
        ? [`Tracking number: ${row.trackingNo}${row.courier ? ` (${courierName(row.courier)})` : ''}`]
        : []),
      ...(row.cancelReason ? [`Cancelled because: ${row.cancelReason}`] : []),
      ...(row.note ? [`Note: ${row.note}`] : []),
      `Guest: ${view.name} <${row.email}> ${row.phone}`,
      `Address: ${view.address}`,
      `Delivery: ${row.deliveryOption}${row.country ? ` to ${row.country}` : ''}${row.collectionDate ? ` on ${row.collectionDate}, ID ${row.cnicPassport}` : ''} (${formatPKR(row.deliveryCharge)})`,
      `Payment: ${row.paymentMethod}; deposit slip: ${row.slipFile ?? 'none'}`,
      ...view.lines.map(
        (l) =>
          `  ${l.tagNo.padEnd(10)} ${l.displayName}${l.size !== '-' ? ` size ${l.size}` : ''}  ${formatPKR(l.unitPrice)}`,
      ),
      `Total: ${formatPKR(view.total)}`,
      `Mails: ${mails.map((m) => `${m.kind} to ${m.to}: ${mailStateWords(mailEntry(m), (iso) => (iso ? `${day(new Date(iso))} UTC` : '—'))}`).join('; ') || 'none'}`,
      ...history.map((h) => `  ${day(h.at)}  ${h.actor}: ${h.action} ${h.oldValue ?? '—'} → ${h.newValue ?? '—'}`),
    ].join('\n');
  }
  if (cmd === 'set-status' && orderNo && rest.length) {
    const { plain, options } = optionsOf(rest, ['reason', 'tracking', 'courier']);
    if (!plain.length) return null;
    const named = options.get('courier');
    const courier = named === undefined ? undefined : courierOf(named);
    if (named !== undefined && !courier)
      throw new DomainError(400, `--courier must be one of ${COURIER_IDS.map(courierName).join(', ')}`, 'courier');
    const moved = await moveOrder(db, {
      orderNo,
      to: plain.join(' '),
      actor: COMMAND_LINE,
      reason: options.get('reason'),
      trackingNo: options.get('tracking'),
      courier,
      publicUrl,
    });
    const by = moved.courier ? `${courierName(moved.courier)}, ` : '';
    const tracking =
      moved.status === 'shipping' && moved.trackingNo ? ` (${by}tracking number ${moved.trackingNo})` : '';
    return `Order ${moved.orderNo} is now ${moved.statusLabel}${tracking}. The guest is told by e-mail.`;
  }
  if (cmd === 'record-payment' && orderNo && rest.length) {
    const { plain, options } = optionsOf(rest, ['method', 'date', 'reference']);
    if (plain.length !== 1) return null;
    const amount = plain[0] ?? '';
    if (!/^\d{1,10}$/.test(amount))
      throw new DomainError(400, `AMOUNT must be whole rupees such as 150000, not ${amount}`, 'AMOUNT');
    const done = await recordPayment(db, {
      orderNo,
      entry: {
        amount: Number(amount),
        method: options.get('method') ?? 'bank-transfer',
        paidOn: options.get('date') ?? shopToday(),
        reference: options.get('reference') ?? '',
      },
      actor: COMMAND_LINE,
      publicUrl,
    });
    return `Recorded ${formatPKR(Number(amount))} for order ${done.order.orderNo}: paid ${formatPKR(done.paid)}, balance ${formatPKR(done.balance)}; it is ${done.order.statusLabel}. The guest is sent a receipt.`;
  }
  if (cmd === 'extend-hold' && orderNo && rest.length === 1) {
    const days = rest[0] ?? '';
    if (!/^\d{1,3}$/.test(days))
      throw new DomainError(400, `DAYS must be a whole number such as 3, not ${days}`, 'DAYS');
    const held = await extendHold(db, { orderNo, days: Number(days), actor: COMMAND_LINE });
    return `Order ${held.orderNo} holds its pieces until ${held.holdUntil ? formatShopTime(held.holdUntil) : '—'} (Pakistan time).`;
  }
  return null;
}
