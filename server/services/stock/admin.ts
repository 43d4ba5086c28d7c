/**
 * The stock as the back office reads and changes it (docs/behaviour.md §11.11, docs/decisions/030-stock-page.md): the
 * list with its filters and search, one piece, its state changes (each audited in its transaction) and the CSV
 * export in the stock file's columns (core/stock-file-format.ts). Pictures are in stock-pictures.ts. Callers clear
 * the storefront's caches after a change (services.invalidate()).
 */
import { and, asc, count, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FINAL_STATES } from '../../../core/order-states';
import { pagesOf } from '../../../core/admin-lists';
import {
  isMadeToOrder,
  pieceActionRefusal,
  pieceStateOf,
  STOCK_PER_PAGE,
  type PieceAction,
  type StockExportQuery,
  type StockList,
  type StockQuery,
  type StockRow,
  type StockTypes,
} from '../../../core/stock-admin-schemas';
import type { StockRecord } from '../../../core/stock-schema';
import { STOCK_COLUMNS, stockRowOf } from '../../../core/stock-file-format';
import { isForSale } from '../../../core/availability';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { auditLog, orderLines, orders, stockImages, stockItems } from '../../db/schema';
import { DomainError } from '../../common/domain-error';
import { toCsv } from '../../files/csv';
import { audit, type Actor } from '../audit';
import { forSale, TYPE_ORDER } from '../catalogue';
import { CATALOGUE_ORDER, stockRecords, stockRecordsOf } from './records';

export interface AdminStock {
  list(q: StockQuery): Promise<StockList>;
  /** One piece as a row of the list, or null when there is none. */
  row(tagNo: string): Promise<StockRow | null>;
  /** One piece's stock record, for its edit page, or null when there is none. */
  record(tagNo: string): Promise<StockRecord | null>;
  /** The pieces of the filters (all without) in the stock file's columns, with a BOM for Excel. */
  exportCsv(q: StockExportQuery): Promise<string>;
}

/** What is left out when a tag number or a name is compared however typed: spaces and punctuation. */
const SEPARATORS = ` \t-_./\\|,;:#~'"()[]+*&`;
/** Lower case without SEPARATORS: 'ZG 10001', 'zg-10001' and 'ZG10001' are one tag number. */
const compact = (s: string) => [...s.toLowerCase()].filter((c) => !SEPARATORS.includes(c)).join('');
/** The same in SQL (translate() is quicker than a regular expression over every row). */
const compactSql = (column: AnyPgColumn) => sql`translate(lower(coalesce(${column}, '')), ${SEPARATORS}, '')`;

/**
 * A tag number or a name, however typed: the tag number, name or display name holding the search with case, spaces
 * and punctuation left out ('zg 10001' finds ZG-10001), or every word of it found in the names ('gold ring' finds
 * '22K Gold Floral Ring'). Words are not looked for in tag numbers: 'T RING 1' would find every T-…-1.
 */
function searchOf(q: string): SQL | undefined {
  const whole = compact(q);
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (!whole && !words.length) return undefined;
  const fields = [stockItems.tagNo, stockItems.itemName, stockItems.itemPriceD];
  const names = sql`lower(${stockItems.itemName} || ' ' || coalesce(${stockItems.itemPriceD}, ''))`;
  return or(
    ...(whole ? fields.map((f) => sql`${compactSql(f)} LIKE ${containing(whole)}`) : []),
    and(...words.map((w) => sql`${names} LIKE ${containing(w)}`)),
  );
}

function filters(q: StockExportQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.type) where.push(sql`lower(${stockItems.itemType}) = lower(${q.type})`);
  if (q.name) where.push(sql`lower(${stockItems.itemName}) = lower(${q.name})`);
  if (q.state === 'available') where.push(forSale);
  else if (q.state !== 'all') where.push(sql`lower(trim(${stockItems.status})) = ${q.state}`);
  if (q.q) where.push(searchOf(q.q));
  return and(...where);
}

/** The open order holding a piece (the newest, should there be two): an order not delivered, collected or cancelled. */
const holder = (tagNo: typeof stockItems.tagNo) =>
  sql<string | null>`(SELECT ${orders.orderNo} FROM ${orderLines} JOIN ${orders} ON ${orders.id} = ${orderLines.orderId}
    WHERE ${orderLines.tagNo} = ${tagNo} AND ${notInArray(orders.status, [...FINAL_STATES])}
    ORDER BY ${orders.id} DESC LIMIT 1)`;

/** Looked up only for a reserved piece: no other can be held by an order. */
const heldBy = sql<
  string | null
>`CASE WHEN lower(trim(${stockItems.status})) = 'reserved' THEN ${holder(stockItems.tagNo)} END`.as('held_by');

type Listed = { item: typeof stockItems.$inferSelect; heldBy: string | null };

async function rowsOf(db: Db, listed: Listed[]): Promise<StockRow[]> {
  const ids = listed.map((l) => l.item.id);
  const pictures = ids.length
    ? await db
        .select({ stockId: stockImages.stockId, name: stockImages.imageName })
        .from(stockImages)
        .where(inArray(stockImages.stockId, ids))
        .orderBy(asc(stockImages.position), asc(stockImages.id))
    : [];
  return listed.map(({ item: s, heldBy: held }) => ({
    tagNo: s.tagNo,
    itemName: s.itemName,
    displayName: s.itemPriceD?.trim() || null,
    itemType: s.itemType,
    karat: s.karat,
    netWeight: s.netWeight,
    grossWeight: s.grossWeight,
    price: s.unitPrice,
    status: s.status,
    state: pieceStateOf(s.status),
    madeToOrder: isMadeToOrder(s.status),
    heldBy: held,
    pictures: pictures.filter((p) => p.stockId === s.id).map((p) => p.name),
  }));
}

/** The types in stock, in the catalogue's order (docs/behaviour.md §3.5) and then by name, each with its names. */
async function typesOf(db: Db): Promise<StockTypes> {
  const rows = await db
    .selectDistinct({ type: stockItems.itemType, name: stockItems.itemName })
    .from(stockItems)
    .orderBy(asc(stockItems.itemType), asc(stockItems.itemName));
  const byType = new Map<string, string[]>();
  for (const r of rows) byType.set(r.type, [...(byType.get(r.type) ?? []), r.name]);
  const rank = (t: string) => {
    const i = (TYPE_ORDER as readonly string[]).indexOf(t.toLowerCase());
    return i === -1 ? TYPE_ORDER.length : i;
  };
  return [...byType]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([type, names]) => ({ type, names }));
}

export function createAdminStock(db: Db): AdminStock {
  return {
    async list(q) {
      const where = filters(q);
      // The page and the number of all the rows that match in one scan; past the last page, counted on their own.
      const [listed, types] = await Promise.all([
        db
          .select({ item: stockItems, heldBy, total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(stockItems)
          .where(where)
          .orderBy(...CATALOGUE_ORDER)
          .limit(STOCK_PER_PAGE)
          .offset((q.page - 1) * STOCK_PER_PAGE),
        typesOf(db),
      ]);
      const total = listed[0]?.total ?? (await db.select({ n: count() }).from(stockItems).where(where))[0]?.n ?? 0;
      return { total, page: q.page, pages: pagesOf(total, STOCK_PER_PAGE), rows: await rowsOf(db, listed), types };
    },

    async row(tagNo) {
      const listed = await db
        .select({ item: stockItems, heldBy })
        .from(stockItems)
        .where(eq(stockItems.tagNo, tagNo.trim()))
        .limit(1);
      const [row] = await rowsOf(db, listed);
      return row ?? null;
    },

    async record(tagNo) {
      return (await stockRecordsOf(db, [tagNo.trim()])).get(tagNo.trim()) ?? null;
    },

    async exportCsv(q) {
      const records = await stockRecords(db, filters(q));
      return `\uFEFF${toCsv([[...STOCK_COLUMNS], ...records.map(stockRowOf)])}`;
    },
  };
}

/**
 * The Status a hidden piece gets back when shown: the one it had when it was last hidden from the back office, if that
 * was for sale (made to order stays made to order) or sold; otherwise (hidden by a stock file) available.
 */
async function statusBeforeHiding(tx: Db, tagNo: string): Promise<string> {
  const [last] = await tx
    .select({ old: auditLog.oldValue, now: auditLog.newValue })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'stock'), eq(auditLog.subjectId, tagNo), eq(auditLog.action, 'status')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const old = last && pieceStateOf(last.now ?? '') === 'hidden' ? last.old : null;
  return old && (isForSale(old) || pieceStateOf(old) === 'sold') ? old : 'available';
}

const NEXT_STATUS: Record<Exclude<PieceAction, 'show'>, string> = {
  hide: 'hidden',
  'mark-sold': 'sold',
  'mark-available': 'available',
};

/**
 * Hides, shows, marks sold or marks available one piece (core/stock-admin-schemas.ts pieceActionRefusal says what is
 * refused, with 409): the piece locked, checked against the order that may hold it, changed, and the change written
 * to the audit log with the old and new Status, in one transaction. An order placing it at the same moment waits for
 * the lock and then finds it as this left it. Returns the new Status.
 */
export async function changePieceState(db: Db, tagNo: string, action: PieceAction, actor: Actor): Promise<string> {
  return db.transaction(async (tx) => {
    const [piece] = await tx
      .select({ id: stockItems.id, tagNo: stockItems.tagNo, status: stockItems.status })
      .from(stockItems)
      .where(eq(stockItems.tagNo, tagNo.trim()))
      .for('update');
    if (!piece) throw new DomainError(404, `No piece ${tagNo}`, 'tagNo');
    const [held] =
      pieceStateOf(piece.status) === 'reserved'
        ? await tx
            .select({ orderNo: orders.orderNo })
            .from(orderLines)
            .innerJoin(orders, eq(orders.id, orderLines.orderId))
            .where(and(eq(orderLines.tagNo, piece.tagNo), notInArray(orders.status, [...FINAL_STATES])))
            .orderBy(desc(orders.id))
            .limit(1)
        : [];
    const refusal = pieceActionRefusal({ ...piece, heldBy: held?.orderNo ?? null }, action);
    if (refusal) throw new DomainError(409, refusal, 'action');
    const next = action === 'show' ? await statusBeforeHiding(tx, piece.tagNo) : NEXT_STATUS[action];
    await tx.update(stockItems).set({ status: next }).where(eq(stockItems.id, piece.id));
    await audit(tx, actor, {
      action: 'status',
      subjectType: 'stock',
      subjectId: piece.tagNo,
      oldValue: piece.status,
      newValue: next,
    });
    return next;
  });
}
