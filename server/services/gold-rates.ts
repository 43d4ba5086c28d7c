/**
 * The day's gold rate (docs/behaviour.md §10.2, §11.10): the rate in force and the latest days', storing a day's rate
 * (the catalogue repriced at once: pricing.ts), what the back office and the owner's command set: the preview of
 * what a rate does to the catalogue, the save (confirmed when more than 10% away from the last rate, written to the
 * audit log in the same transaction as the repricing), the history, and the storefront's seven-day trend.
 */
import { and, desc, gte, lte } from 'drizzle-orm';
import type { GoldRate } from '../../core/api-schemas';
import type { GoldRateDay } from '../../core/rate-trend-schema';
import { formatPKR } from '../../core/format';
import { karatRates, ratesFrom24k } from '../../core/pricing';
import { windowStart } from '../../core/rate-chart';
import {
  confirmWords,
  needsConfirming,
  percentFrom,
  priceMoves,
  RATE_HISTORY_DAYS,
  RATE_TREND_DAYS,
  savedWords,
  type LastRate,
  type RateChange,
  type AdminRates,
  type RatePreview,
  type RateSave,
  type RateSaved,
} from '../../core/rate-admin-schemas';
import { formatDay, shopToday } from '../../core/shop-time';
import type { Db } from '../db/client';
import { goldRates } from '../db/schema';
import { DomainError } from '../common/domain-error';
import { audit, type Actor } from './audit';
import { pricesAt, repriceAt, type Repriced } from './pricing';

export function rateFromRow(row: typeof goldRates.$inferSelect): GoldRate {
  return {
    K18: row.k18,
    K19: row.k19,
    K20: row.k20,
    K21: row.k21,
    K22: row.k22,
    K23: row.k23,
    K24: row.k24,
    K24Tola: row.k24Tola,
    K22Gram10: row.k22Gram10,
    K21Gram10: row.k21Gram10,
    RateDate: row.rateDate,
  };
}

/** The rate the shop is priced at: the latest day's; null before the first. */
export async function latestRate(db: Db): Promise<GoldRate | null> {
  const [row] = await db.select().from(goldRates).orderBy(desc(goldRates.rateDate)).limit(1);
  return row ? rateFromRow(row) : null;
}

/** The rates of the latest `days` days that have one, newest first. */
export async function recentRates(db: Db, days = 7): Promise<GoldRate[]> {
  const rows = await db.select().from(goldRates).orderBy(desc(goldRates.rateDate)).limit(days);
  return rows.map(rateFromRow);
}

/**
 * The rate that prices the shop once `rate` is stored (docs/behaviour.md §10.2): `rate` itself, unless a later day
 * already has one (a rate for an earlier day goes in the history and changes no price).
 */
async function rateInForceWith(db: Db, rate: GoldRate): Promise<GoldRate> {
  const latest = await latestRate(db);
  return latest && latest.RateDate > rate.RateDate ? latest : rate;
}

/**
 * Stores a day's rate and reprices the whole catalogue at the rate in force, inside the caller's transaction; returns
 * every piece's new prices. The rates page's preview computes the same with pricesAt(rateInForceWith(…)), so what it
 * shows is what saving does.
 */
async function storeRate(tx: Db, rate: GoldRate): Promise<Repriced[]> {
  const inForce = await rateInForceWith(tx, rate);
  const values = {
    rateDate: rate.RateDate,
    k18: rate.K18,
    k19: rate.K19,
    k20: rate.K20,
    k21: rate.K21,
    k22: rate.K22,
    k23: rate.K23,
    k24: rate.K24,
    k24Tola: rate.K24Tola,
    k22Gram10: rate.K22Gram10,
    k21Gram10: rate.K21Gram10,
  };
  await tx.insert(goldRates).values(values).onConflictDoUpdate({ target: goldRates.rateDate, set: values });
  return repriceAt(tx, inForce);
}

/** Stores a day's rate and reprices the whole catalogue in the same transaction (docs/behaviour.md §10.2). */
export async function setGoldRate(db: Db, rate: GoldRate): Promise<number> {
  return db.transaction(async (tx) => (await storeRate(tx, rate)).length);
}

/** What repricing did to the displayed prices, summed up for the rates page. */
const movesOf = (rows: readonly Repriced[]) => priceMoves(rows.map((r) => ({ was: r.was, now: r.unitPrice })));

/** The rate a new one for `day` is compared with: the one it replaces, else the latest before that day. */
async function lastRateFor(db: Db, day: string): Promise<LastRate | null> {
  const [row] = await db
    .select({ RateDate: goldRates.rateDate, K24: goldRates.k24 })
    .from(goldRates)
    .where(lte(goldRates.rateDate, day))
    .orderBy(desc(goldRates.rateDate))
    .limit(1);
  return row ?? null;
}

const recordOf = (r: Pick<RateChange, 'K24' | 'date'>) => ratesFrom24k(r.K24, r.date ?? shopToday());

/** What saving the rate would do (GET /api/admin/rates/preview): the same code as the save, nothing written. */
export async function previewRate(db: Db, change: RateChange): Promise<RatePreview> {
  const rate = recordOf(change);
  const last = await lastRateFor(db, rate.RateDate);
  const percent = percentFrom(last?.K24 ?? null, rate.K24);
  const inForce = await rateInForceWith(db, rate);
  return {
    rate,
    karats: karatRates(rate),
    last,
    percent,
    needsConfirmation: needsConfirming(percent),
    inForce: inForce === rate,
    prices: movesOf(await pricesAt(db, inForce)),
  };
}

/**
 * Saves a day's rate (docs/behaviour.md §11.10): refused with 409 when it is more than 10% away from the last rate
 * and not confirmed; otherwise stored, every piece repriced and the audit entry written, in one transaction.
 */
export async function saveRate(db: Db, actor: Actor, save: RateSave): Promise<RateSaved> {
  const rate = recordOf(save);
  return db.transaction(async (tx) => {
    const last = await lastRateFor(tx, rate.RateDate);
    const percent = percentFrom(last?.K24 ?? null, rate.K24);
    if (last && percent !== null && needsConfirming(percent) && !save.confirmed) {
      const words = `${confirmWords(rate.K24, last, percent)} Check it, and confirm it to save it.`;
      throw new DomainError(409, words, 'confirmed');
    }
    const moves = movesOf(await storeRate(tx, rate));
    await audit(tx, actor, {
      action: 'rate',
      subjectType: 'rate',
      subjectId: rate.RateDate,
      oldValue: last
        ? `24K ${formatPKR(last.K24)} a gram${last.RateDate === rate.RateDate ? '' : ` (${formatDay(last.RateDate)})`}`
        : null,
      newValue: `24K ${formatPKR(rate.K24)} a gram; ${moves.changed} of ${moves.pieces} pieces repriced`,
    });
    return { message: savedWords(rate.K24, rate.RateDate, moves), rate, prices: moves };
  });
}

/** The rates page: today, the rate in force and the history of the last `days` days, newest first. */
export async function adminRates(db: Db, days = RATE_HISTORY_DAYS): Promise<AdminRates> {
  const today = shopToday();
  const rows = await db
    .select()
    .from(goldRates)
    .where(and(gte(goldRates.rateDate, windowStart(today, days)), lte(goldRates.rateDate, today)))
    .orderBy(desc(goldRates.rateDate));
  return { today, latest: await latestRate(db), days: rows.map(rateFromRow) };
}

/**
 * The storefront's trend (docs/behaviour.md §2.16): the latest seven rates, oldest first, each with 24 karat per tola
 * and its change against the rate before it (null for the first rate there is).
 */
export async function rateTrend(db: Db, count = RATE_TREND_DAYS): Promise<GoldRateDay[]> {
  const rows = await db
    .select({ RateDate: goldRates.rateDate, K24Tola: goldRates.k24Tola })
    .from(goldRates)
    .orderBy(desc(goldRates.rateDate))
    .limit(count + 1);
  const oldestFirst = rows.reverse();
  return oldestFirst
    .map((r, i) => {
      const before = oldestFirst[i - 1];
      return { ...r, Change: before ? r.K24Tola - before.K24Tola : null };
    })
    .slice(-count);
}
