import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { lt } from 'drizzle-orm';
import { pakistaniMobile } from '../../core/admin-lists';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { DomainError } from '../common/domain-error';

/** Forms one guest may send a minute (FORM_RATE_LIMIT). */
export const DEFAULT_FORM_RATE_LIMIT = 5;
/** Orders one guest may place a minute (ORDER_RATE_LIMIT). */
export const DEFAULT_ORDER_RATE_LIMIT = 10;
/**
 * Forms, and orders, one client address may send a minute, each kind apart (ADDRESS_RATE_LIMIT): a mobile carrier
 * puts many guests behind one address, so the ceiling is well above one guest's allowance.
 */
export const DEFAULT_ADDRESS_RATE_LIMIT = 60;

/** The window every limit counts over. */
export const RATE_WINDOW_SECONDS = 60;

/** How many requests of one kind a minute: from one guest (the same e-mail or phone) and from one address. */
export interface Allowance {
  perGuest: number;
  perAddress: number;
}

/** The limited requests: the forms (all of them together) and the orders. */
export type LimitedKind = 'form' | 'order';

/** Who sent a form or an order, as they typed it: the limit counts the e-mail and the phone each. */
export interface Guest {
  email?: string | undefined;
  phone?: string | undefined;
}

/** 'in 1 second', 'in 37 seconds'. */
const inSeconds = (ms: number) => {
  const s = Math.max(1, Math.ceil(ms / 1000));
  return `in ${s} ${s === 1 ? 'second' : 'seconds'}`;
};

/**
 * The shop's words for a refusal (docs/behaviour.md §10.11): what was too much, and when to try again. The guest's
 * own limit and the address's ceiling are told apart: behind a mobile carrier's address the second is someone else.
 */
export function tooManyMessage(kind: LimitedKind, scope: 'guest' | 'address', retryMs: number): string {
  const when = inSeconds(retryMs);
  if (kind === 'form')
    return scope === 'guest'
      ? `You have sent several forms in the last minute. Please try again ${when}.`
      : `Many forms have come from your network in the last minute. Please try again ${when}.`;
  return scope === 'guest'
    ? `You have placed several orders in the last minute. Please try again ${when}.`
    : `Many orders have come from your network in the last minute. Please try again ${when}.`;
}

/**
 * The keys a guest is counted under: the e-mail however it is cased, and the phone however it is written (a
 * Pakistani mobile as 923001234567 whether typed 0300-1234567 or +92 300 1234567; any other number by its digits).
 */
export function guestKeys(guest: Guest): string[] {
  const keys: string[] = [];
  const email = guest.email?.trim().toLowerCase();
  if (email) keys.push(`email:${email}`);
  const phone = guest.phone ? (pakistaniMobile(guest.phone) ?? guest.phone.replace(/\D/g, '')) : '';
  if (phone) keys.push(`phone:${phone}`);
  return keys;
}

export interface RateLimits {
  /**
   * Counts a request from a client address against its ceiling; over it, throws a 429 DomainError with the shop's
   * words and Retry-After. Called before the body is read.
   */
  address(kind: LimitedKind, ip: string): Promise<void>;
  /** Counts a form or an order against its guest's allowance (each of e-mail and phone); over it, as above. */
  guest(kind: LimitedKind, guest: Guest): Promise<void>;
  /** Removes the counts whose window ended an hour ago or more. */
  sweep(): Promise<number>;
}

/**
 * Limits on forms and orders counted in the database (docs/decisions/037-rate-limits-per-guest.md), so that every
 * process sharing one PostgreSQL counts once: rate-limiter-flexible's Drizzle store, a fixed one-minute window per
 * key, one atomic upsert a count. On the embedded database the same table serves the one process.
 */
export function createRateLimits(db: Db, allowances: Record<LimitedKind, Allowance>): RateLimits {
  const limiter = (kind: LimitedKind, scope: 'guest' | 'address', points: number) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: `${kind}:${scope}`,
      points,
      duration: RATE_WINDOW_SECONDS,
      // Swept by `sweep`, from a timer the app clears when it closes.
      clearExpiredByTimeout: false,
    });
  const limiters = new Map(
    (['form', 'order'] as const).map((kind) => [
      kind,
      {
        guest: limiter(kind, 'guest', allowances[kind].perGuest),
        address: limiter(kind, 'address', allowances[kind].perAddress),
      },
    ]),
  );
  const of = (kind: LimitedKind) => {
    const l = limiters.get(kind);
    if (!l) throw new Error(`No limit for ${kind}`);
    return l;
  };

  /** Counts one request under each key; a refusal under any of them refuses it, with the longest wait. */
  const consume = async (kind: LimitedKind, scope: 'guest' | 'address', keys: string[]) => {
    const store = of(kind)[scope];
    let waitMs = 0;
    for (const key of keys) {
      try {
        await store.consume(key);
      } catch (err) {
        // The store answers a refusal with the count's state; anything else (the database) is a failure.
        if (!(err instanceof RateLimiterRes)) throw err;
        waitMs = Math.max(waitMs, err.msBeforeNext);
      }
    }
    if (waitMs > 0)
      throw new DomainError(429, tooManyMessage(kind, scope, waitMs), undefined, Math.ceil(waitMs / 1000));
  };

  return {
    address: (kind, ip) => consume(kind, 'address', [ip]),
    guest: (kind, guest) => consume(kind, 'guest', guestKeys(guest)),
    sweep: async () => {
      const gone = await db
        .delete(rateLimits)
        .where(lt(rateLimits.expire, new Date(Date.now() - 3600_000)))
        .returning({ key: rateLimits.key });
      return gone.length;
    },
  };
}
