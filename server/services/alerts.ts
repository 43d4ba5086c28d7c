import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { alertOf, type Alert, type AlertCounts } from '../../core/alerts';
import { FIRST_ORDER_STATE } from '../../core/order-states';
import type { Database, Db } from '../db/client';
import { inquiries, orders } from '../db/schema';

/** The database's channel for the back office's alerts (its catalogue's is `zewar_catalog`). */
export const ALERTS_CHANNEL = 'zewar_alerts';

/**
 * Tells every open back office, in every shop process, that something happened (docs/behaviour.md §11.13): an order
 * placed, a deposit slip sent, a payment recorded, an inquiry sent. Call it with the transaction that writes the thing
 * itself: the database delivers a notification when its transaction commits and never when it rolls back (PostgreSQL
 * and the embedded database alike), so an alert never tells of what is not there; called outside a transaction it goes
 * at once. One statement, and nothing a guest typed: a failed alert cannot fail an order.
 */
export async function announce(db: Db, alert: Alert): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${ALERTS_CHANNEL}, current_schema() || ' ' || ${JSON.stringify(alert)})`);
}

/** An alert as the channel carries it, or null for anything else. */
export function readAlert(said: string): Alert | null {
  try {
    return alertOf(JSON.parse(said));
  } catch {
    return null;
  }
}

/**
 * What the back office's menu counts, and its Today page (docs/behaviour.md §11.4, §11.13): the orders awaiting
 * payment, those of them whose guest sent a deposit slip, and the inquiries not answered (newsletter sign-ups wait for
 * no answer). Two statements on indexed columns.
 */
export async function alertCounts(db: Db): Promise<AlertCounts> {
  const [[o], [q]] = await Promise.all([
    db
      .select({
        awaiting: count(),
        slips:
          sql<number>`count(*) FILTER (WHERE ${orders.slipFile} IS NOT NULL OR ${orders.slipSentAt} IS NOT NULL)`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .where(eq(orders.status, FIRST_ORDER_STATE)),
    db
      .select({ n: count() })
      .from(inquiries)
      .where(and(isNull(inquiries.answeredAt), sql`${inquiries.kind} <> 'newsletter'`)),
  ]);
  return { awaitingPayment: o?.awaiting ?? 0, slipsToCheck: o?.slips ?? 0, unanswered: q?.n ?? 0 };
}

/** What an open stream is told: an alert, or that alerts may have been missed (read the counts again). */
export type AlertEvent = { kind: 'alert'; alert: Alert } | { kind: 'gap' };

/** This process's ear on the alerts: whoever follows hears every alert announced by any process. */
export interface AlertHub {
  /** Hears every event until the returned function is called. */
  follow(hear: (event: AlertEvent) => void): () => void;
  /** Stops listening to the database. */
  close(): Promise<void>;
}

/**
 * Listens on the alerts' channel (a connection of its own on PostgreSQL, made again when lost, which is told as a
 * gap; the embedded database's own notifications in its one process) and hands every alert to its followers.
 */
export async function alertHub(database: Database): Promise<AlertHub> {
  const followers = new Set<(event: AlertEvent) => void>();
  const tell = (event: AlertEvent) => {
    for (const hear of followers) hear(event);
  };
  const stop = await database.listen(
    ALERTS_CHANNEL,
    (said) => {
      const alert = readAlert(said);
      if (alert) tell({ kind: 'alert', alert });
    },
    () => tell({ kind: 'gap' }),
  );
  return {
    follow(hear) {
      followers.add(hear);
      return () => void followers.delete(hear);
    },
    close: stop,
  };
}
