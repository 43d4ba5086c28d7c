import type { Db } from '../db/client';
import { outbox } from '../db/schema';

type OutboxRow = typeof outbox.$inferInsert;

/**
 * Puts mails in the outbox inside the caller's transaction, each to an address: a customer whose order staff took at
 * the counter may have given no e-mail, and their mails are then not written at all.
 */
export async function queueMails(tx: Db, rows: readonly OutboxRow[]): Promise<void> {
  const addressed = rows.filter((r) => r.toAddress.trim() !== '');
  if (addressed.length) await tx.insert(outbox).values(addressed);
}
