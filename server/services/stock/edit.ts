/**
 * A piece changed by hand in the back office (docs/behaviour.md §11.11, docs/decisions/074): its stock record with
 * the fields the owner changed, priced at today's rate as the stock import prices a row (recordPrices), written and
 * audited (one entry for each field changed) in one transaction. Callers clear the storefront's caches after it.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  PIECE_FIELD_LABELS,
  PIECE_FIELDS,
  pieceValueText,
  type PieceEdit,
  type PieceField,
  type PieceNew,
  type PiecePrice,
  type PiecePriceAnswer,
} from '../../../core/piece-edit-schema';
import { isSilver } from '../../../core/pricing';
import { isMensName, StockImportSchema, type StockRecord } from '../../../core/stock-schema';
import type { Db } from '../../db/client';
import { menuItems, stockItems, subItems } from '../../db/schema';
import { DomainError } from '../../common/domain-error';
import { audit, type Actor } from '../audit';
import { latestRate } from '../gold-rates';
import { recordPrices } from '../pricing';
import { storedPieces, stockRecordOf } from './records';

/** The stored record of a piece, or a 404 (`inTransaction`: read one query at a time). */
async function recordOf(db: Db, tagNo: string, inTransaction = false): Promise<StockRecord> {
  const [piece] = await storedPieces(db, eq(stockItems.tagNo, tagNo.trim()), inTransaction);
  if (!piece) throw new DomainError(404, `No piece ${tagNo}`, 'tagNo');
  return stockRecordOf(piece);
}

/** The trust record's columns of a record (docs/behaviour.md §9.15); the certificate's file is set on its own. */
const trustColumns = (r: StockRecord) => ({
  fineness: r.Fineness ?? null,
  testMethod: r.TestMethod ?? null,
  certificateNo: r.CertificateNo || null,
  certificateLab: r.CertificateLab || null,
  // The piece's Urdu text (docs/behaviour.md §3.1).
  nameUrdu: r.NameUrdu || null,
  descriptionUrdu: r.DescriptionUrdu || null,
});

/** The record with the changes over it (a field left out is kept). */
function withChanges<T extends Partial<PieceEdit>>(record: StockRecord, edit: T): StockRecord {
  const next: StockRecord = { ...record };
  for (const f of PIECE_FIELDS) {
    const v = edit[f];
    if (v !== undefined) Object.assign(next, { [f]: v });
  }
  return next;
}

const same = (a: StockRecord[PieceField], b: StockRecord[PieceField]) =>
  pieceValueText(a ?? null) === pieceValueText(b ?? null);

/** The fields whose values differ. */
const changedFields = (was: StockRecord, now: StockRecord): PieceField[] =>
  PIECE_FIELDS.filter((f) => !same(was[f], now[f]));

/** The menu entry (type and name) a piece is listed under: made, with the name's men's flag, when it is new. */
async function menuItemOf(tx: Db, itemType: string, itemName: string): Promise<number> {
  await tx
    .insert(menuItems)
    .values({ itemType, itemName, isMens: isMensName(itemName) })
    .onConflictDoNothing();
  const [entry] = await tx
    .select({ id: menuItems.itemId })
    .from(menuItems)
    .where(and(eq(menuItems.itemType, itemType), eq(menuItems.itemName, itemName)));
  if (!entry) throw new Error(`No menu entry for ${itemType} / ${itemName}`);
  return entry.id;
}

/**
 * Changes a piece's fields: the piece locked, changed, repriced at today's rate and every changed field written to
 * the audit log as "Field: was" → "Field: now" (action "edit"), in one transaction. A 404 for an unknown tag number.
 * Returns the fields that changed (none when the edit changed nothing, and then nothing is written).
 */
export async function editPiece(db: Db, tagNo: string, edit: PieceEdit, actor: Actor): Promise<PieceField[]> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: stockItems.id, itemId: stockItems.itemId })
      .from(stockItems)
      .where(eq(stockItems.tagNo, tagNo.trim()))
      .for('update');
    if (!locked) throw new DomainError(404, `No piece ${tagNo}`, 'tagNo');
    const was = await recordOf(tx, tagNo, true);
    const now = withChanges(was, edit);
    const changed = changedFields(was, now);
    if (!changed.length) return [];
    const itemId =
      now.ItemType === was.ItemType && now.ItemName === was.ItemName
        ? locked.itemId
        : await menuItemOf(tx, now.ItemType, now.ItemName);
    const prices = recordPrices(now, await latestRate(tx));
    await tx
      .update(stockItems)
      .set({
        itemId,
        itemName: now.ItemName,
        itemPriceD: now.ItemPriceD ?? null,
        itemType: now.ItemType,
        description: now.Description,
        grossWeight: now.GrossWeight,
        netWeight: now.NetWeight,
        wastePerGm: now.WastePerGm,
        karat: now.Karat ?? null,
        fixedPrice: now.FixedPrice ?? null,
        totalMaking: now.TotalMaking,
        silverSalePrice: now.SilverSalePrice,
        designName: now.DesignName,
        ...trustColumns(now),
        ...prices,
      })
      .where(eq(stockItems.id, locked.id));
    if (changed.includes('SubItem')) {
      await tx.delete(subItems).where(eq(subItems.stockId, locked.id));
      if (now.SubItem.length)
        await tx.insert(subItems).values(now.SubItem.map((abrivation) => ({ stockId: locked.id, abrivation })));
    }
    for (const f of changed) {
      await audit(tx, actor, {
        action: 'edit',
        subjectType: 'stock',
        subjectId: was.TagNo,
        oldValue: `${f}: ${pieceValueText(was[f] ?? null)}`,
        newValue: `${f}: ${pieceValueText(now[f] ?? null)}`,
      });
    }
    return changed;
  });
}

/**
 * Adds a piece by hand: a 409 when a piece has its tag number (whatever its case). Written with its menu entry, priced
 * at today's rate and audited ("add", its name and type) in one transaction; it is for sale at once, without pictures
 * until they are sent (the pictures endpoint). Returns its tag number as stored.
 */
export async function addPiece(db: Db, piece: PieceNew, actor: Actor): Promise<string> {
  const record = StockImportSchema.parse({ ...piece, Status: 'available' });
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ tagNo: stockItems.tagNo })
      .from(stockItems)
      .where(sql`lower(${stockItems.tagNo}) = lower(${record.TagNo})`);
    if (taken) throw new DomainError(409, `There is already a piece ${taken.tagNo}`, 'TagNo');
    const itemId = await menuItemOf(tx, record.ItemType, record.ItemName);
    const prices = recordPrices(record, await latestRate(tx));
    const [added] = await tx
      .insert(stockItems)
      .values({
        tagNo: record.TagNo,
        itemId,
        itemName: record.ItemName,
        itemPriceD: record.ItemPriceD ?? null,
        itemType: record.ItemType,
        description: record.Description,
        grossWeight: record.GrossWeight,
        netWeight: record.NetWeight,
        wastePerGm: record.WastePerGm,
        karat: record.Karat ?? null,
        fixedPrice: record.FixedPrice ?? null,
        totalMaking: record.TotalMaking,
        silverSalePrice: record.SilverSalePrice,
        designName: record.DesignName,
        status: record.Status,
        pieces: record.Pieces,
        ...trustColumns(record),
        ...prices,
      })
      .returning({ id: stockItems.id });
    if (!added) throw new Error(`Piece ${record.TagNo} was not added`);
    if (record.SubItem.length)
      await tx.insert(subItems).values(record.SubItem.map((abrivation) => ({ stockId: added.id, abrivation })));
    await audit(tx, actor, {
      action: 'add',
      subjectType: 'stock',
      subjectId: record.TagNo,
      newValue: `${record.ItemPriceD || record.ItemName}, ${record.ItemType}`,
    });
    return record.TagNo;
  });
}

/**
 * What a piece would cost today with these fields over its stored ones (the page's live price), or over an empty
 * record for a piece being added (tagNo null): priced by the same code as the import and editPiece. A 404 for an
 * unknown tag number; nothing is written.
 */
export async function piecePriceToday(db: Db, tagNo: string | null, fields: PiecePrice): Promise<PiecePriceAnswer> {
  const base = tagNo === null ? StockImportSchema.parse(NO_PIECE) : await recordOf(db, tagNo);
  const record = withChanges(base, fields);
  const rate = await latestRate(db);
  const prices = recordPrices(record, rate);
  const byRate = record.FixedPrice == null && !!record.Karat && !isSilver(record.ItemType);
  return { price: prices.unitPrice, itemPrice: prices.itemPrice, rateDate: byRate && rate ? rate.RateDate : null };
}

/** The record a piece being added is priced over: every field its default. */
const NO_PIECE = { TagNo: 'new', ItemName: 'new', ItemType: 'Gold' };

/** The labels of the fields, for messages: "Making (PKR), Sizes". */
export const fieldNames = (fields: readonly PieceField[]) => fields.map((f) => PIECE_FIELD_LABELS[f]).join(', ');
