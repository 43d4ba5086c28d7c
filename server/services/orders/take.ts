/**
 * Orders staff take outside the website (docs/behaviour.md §11.18): a customer at the counter, on the phone or on
 * WhatsApp, and a piece held for a named customer until a day. The pieces are priced and reserved as the storefront's
 * orders are (a piece is sold once, whichever way it is sold); what the customer pays now is the ledger's first entry,
 * and paid in full the order is processing at once. In one transaction, with its audit line.
 */
import { sql } from 'drizzle-orm';
import { orderTotal } from '../../../core/cart';
import { isForSale, offSaleStatus } from '../../../core/availability';
import { deliveryCharge } from '../../../core/delivery-charges';
import { displayName, formatPKR } from '../../../core/format';
import { FIRST_ORDER_STATE, shopDayEnd } from '../../../core/order-states';
import { shopToday } from '../../../core/shop-time';
import { channelLabel, type TakenOrder, type TakenPiece, type TakenPieces } from '../../../core/taken-order';
import { DomainError } from '../../common/domain-error';
import type { Db } from '../../db/client';
import { orderLines, type stockItems } from '../../db/schema';
import { orderMails } from '../../mail/order-mails';
import { queueMails } from '../../mail/queue';
import { announce } from '../alerts';
import { audit, type Actor } from '../audit';
import { applyMove, lockOrder, updateLocked } from './moves';
import { adminOrderLink, newStatusToken, statusLink } from './numbers';
import { addEntry } from './payments';
import { insertNumbered, readPieces, reservePieces } from './pieces';

type Row = typeof stockItems.$inferSelect;

/** Why a piece cannot go in an order staff take, in the staff's words; null when it can. */
function refusalOf(tagNo: string, row: Row | undefined): string | null {
  if (!row) return `No piece has the tag number ${tagNo}`;
  if (isForSale(row.status)) return null;
  const name = displayName({ ItemName: row.itemName, ItemPriceD: row.itemPriceD });
  return offSaleStatus(row.status) === 'reserved'
    ? `${name} (${row.tagNo}) is held by another order`
    : `${name} (${row.tagNo}) cannot be sold: it is ${row.status.trim().toLowerCase()}`;
}

/** The pieces of these tag numbers as the form shows them while staff type: each priced today, or why not. */
export async function takenPieces(db: Db, tags: readonly string[]): Promise<TakenPieces> {
  const { byTag, lineOf } = await readPieces(db, tags);
  const pieces: TakenPiece[] = tags.map((tag) => {
    const row = byTag.get(tag.toUpperCase());
    const refusal = refusalOf(tag, row);
    if (!row || refusal) return { tagNo: row?.tagNo ?? tag, name: row ? row.itemName : '', price: 0, refusal };
    const line = lineOf(row, '-');
    return { tagNo: row.tagNo, name: line.displayName, price: line.unitPrice, refusal: null };
  });
  return { pieces, total: pieces.reduce((s, p) => s + p.price, 0) };
}

export interface TakeOrderOptions {
  actor: Actor;
  /** The shop's address (PUBLIC_URL): the status link in the customer's mails. */
  publicUrl: string;
}

/**
 * Takes an order for a customer, as checked by core's TakenOrderSchema (the API's body): 400 for a tag number no
 * piece has; 409 for a piece that cannot be sold (not found,
 * held by another order, sold), a total that moved since the form showed it, or more paid than the total. Answers the
 * new order's number.
 */
export async function takeOrder(db: Db, o: TakenOrder, opts: TakeOrderOptions): Promise<{ orderNo: string }> {
  return db.transaction(async (tx) => {
    const { byTag, lineOf } = await readPieces(tx, o.tags);
    const rows = o.tags.map((tag) => {
      const row = byTag.get(tag);
      const refusal = refusalOf(tag, row);
      if (!row || refusal) throw new DomainError(row ? 409 : 400, refusal ?? '', 'tags');
      return row;
    });
    const lines = rows.map((row) => lineOf(row, '-'));
    const charge = deliveryCharge(o.delivery);
    const subtotal = lines.reduce((s, l) => s + l.unitPrice, 0);
    const total = orderTotal(
      lines.map((l) => ({ Price: l.unitPrice })),
      charge,
    );
    if (o.expectedTotal !== undefined && o.expectedTotal !== total)
      throw new DomainError(
        409,
        `The price has changed since the pieces were shown (a new gold rate): the total is now ${formatPKR(total)}. Please check it and take the order again.`,
        'tags',
      );
    if (o.paidNow > total)
      throw new DomainError(
        409,
        `${formatPKR(o.paidNow)} is more than the total of ${formatPKR(total)}: record at most the total`,
        'paidNow',
      );
    const { lost } = await reservePieces(tx, rows);
    if (lost) throw new DomainError(409, refusalOf(lost.tagNo, { ...lost, status: 'reserved' }) ?? '', 'tags');

    const statusToken = newStatusToken();
    const [firstName = '', ...rest] = o.name.split(/\s+/);
    const lastName = rest.join(' ');
    const holdUntil = shopDayEnd(o.holdUntil);
    const placed = await insertNumbered(tx, (orderNo) => ({
      orderNo,
      statusToken,
      status: FIRST_ORDER_STATE,
      firstName,
      lastName,
      email: o.email.toLowerCase(),
      phone: o.phone,
      address: o.delivery === 'free' ? o.address : '',
      city: o.city,
      deliveryOption: o.delivery,
      collectionDate: o.delivery === 'collect' ? o.holdUntil : null,
      country: o.delivery === 'free' ? 'Pakistan' : null,
      deliveryCharge: charge,
      paymentMethod: o.restBy,
      subtotal,
      total,
      trackingId: String(Date.now()),
      answer: JSON.stringify({ orderNo }),
      holdUntil,
      channel: o.channel,
      takenBy: opts.actor.name,
      note: o.note,
    }));
    if ('first' in placed) throw new Error('An order staff take has no Idempotency-Key');
    const { id: orderId, orderNo } = placed;
    await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId })));
    await audit(tx, opts.actor, {
      action: 'take',
      subjectType: 'order',
      subjectId: orderNo,
      newValue: `${channelLabel(o.channel)}: ${o.name}, ${lines.map((l) => l.tagNo).join(', ')}, ${formatPKR(total)}`,
    });
    // The customer's confirmation, when they gave an e-mail (staff took the order: no copy to the shop).
    const statusUrl = statusLink(opts.publicUrl, statusToken);
    const [guestMail] = orderMails({
      orderNo,
      total,
      subtotal,
      deliveryCharge: charge,
      statusUrl,
      adminUrl: adminOrderLink(opts.publicUrl, orderNo),
      lines,
      user: {
        FirstName: firstName,
        LastName: lastName,
        Email: o.email,
        PhoneNo: o.phone,
        Address: o.address,
        Address2: '',
        City: o.city,
      },
      delivery:
        o.delivery === 'collect'
          ? { selectedDeliveryOption: 'collect', collectionDate: o.holdUntil, cnicPassport: '', termsConditions: true }
          : { selectedDeliveryOption: 'free' },
      paymentMethod: o.restBy,
      slipFile: null,
      holdUntil,
      toPay: total - o.paidNow,
    });
    await queueMails(tx, guestMail ? [guestMail] : []);
    if (o.paidNow > 0) {
      let row = await lockOrder(tx, orderNo);
      const inFull = o.paidNow === total;
      await addEntry(tx, row, {
        kind: 'payment',
        entry: { amount: o.paidNow, method: o.paidBy, paidOn: shopToday(), reference: o.reference, note: '' },
        actor: opts.actor,
        publicUrl: opts.publicUrl,
        then: inFull ? 'preparing' : null,
      });
      if (inFull) {
        row = await updateLocked(tx, row, { paidAt: sql`now()` });
        await applyMove(tx, row, 'processing', opts.actor, { quiet: true }, opts.publicUrl);
      }
    }
    // Told to every open back office when it commits, as a website order is (docs/behaviour.md §11.13).
    await announce(tx, { kind: 'order', orderNo, slip: false });
    return { orderNo };
  });
}
