import type { MailEntry } from '../../core/mail-states';
import { outbox } from '../db/schema';
import { writtenFileName } from './outbox-worker';

/** The outbox's columns a mail's state is read from: select them with `...MAIL_COLUMNS`. */
export const MAIL_COLUMNS = {
  id: outbox.id,
  kind: outbox.kind,
  subject: outbox.subject,
  to: outbox.toAddress,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  nextAttemptAt: outbox.nextAttemptAt,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

interface MailRow {
  id: number;
  kind: string;
  subject: string;
  to: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt: Date | null;
}

/**
 * A mail as the back office shows it (docs/behaviour.md §4.12), from the outbox's row: `sent` and `written` as the
 * worker marked them (a mail written to the folder before the two were told apart was marked sent, and stays so);
 * a pending mail whose last attempt failed is `retrying`, with the reason and when it is tried again.
 */
export function mailEntry(m: MailRow): MailEntry {
  const state =
    m.status === 'sent' ? 'sent' : m.status === 'written' ? 'written' : m.lastError !== null ? 'retrying' : 'waiting';
  return {
    kind: m.kind,
    subject: m.subject,
    to: m.to,
    state,
    at: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    attempts: m.attempts,
    file: state === 'written' ? writtenFileName(m) : null,
    error: state === 'retrying' ? m.lastError : null,
    retryAt: state === 'retrying' ? m.nextAttemptAt.toISOString() : null,
  };
}
