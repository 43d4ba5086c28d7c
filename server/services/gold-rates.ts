/**
 * The day's gold rate as the back office and the owner's command set it (docs/behaviour.md §11.10): the preview of
 * what a rate does to the catalogue, the save (confirmed when more than 10% away from the last rate, written to the
 * audit log in the same transaction as the repricing), the history, and the storefront's seven-day trend.
 */
import { and, desc, gte, lte } from 'drizzle-orm';
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
  type RateDesk,
  type RatePreview,
  type RateSave,
  type RateSaved,
} from '../../core/rate-desk';
import { formatDay, shopToday } from '../../core/shop-time';
import type { Db } from '../db/client';
import { goldRates } from '../db/schema';
import { DomainError } from '../common/domain-error';
import { audit, type Actor } from './audit';
import { latestRate, pricesAt, rateFromRow, rateInForceWith, storeRate } from './stock';

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

const recordOf = (r: RateChange) => ratesFrom24k(r.K24, r.date ?? shopToday());

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
    prices: priceMoves((await pricesAt(db, inForce)).map((r) => ({ was: r.was, now: r.unitPrice }))),
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
    const moves = priceMoves((await storeRate(tx, rate)).map((r) => ({ was: r.was, now: r.unitPrice })));
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
export async function rateDesk(db: Db, days = RATE_HISTORY_DAYS): Promise<RateDesk> {
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
