/**
 * What became of a mail (docs/behaviour.md §4.12): waiting for the outbox worker; sent through the mail server;
 * written to the outbox folder as a file because no mail server is set (SMTP_URL); or failed, to be tried again.
 * Without zod, for the pages that list mails (the schema of the API's answer: core/admin-lists.ts MailEntrySchema).
 */
export const MAIL_STATES = ['waiting', 'sent', 'written', 'retrying'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** One mail about an order or an inquiry, as the back office lists it. */
export interface MailEntry {
  kind: string;
  subject: string;
  to: string;
  state: MailState;
  /** When it was put in the outbox. */
  at: string;
  /** When it was sent, or written to the folder. */
  sentAt: string | null;
  attempts: number;
  /** The file it was written to under DATA_DIR/outbox (state `written`). */
  file: string | null;
  /** Why the last attempt failed (state `retrying`). */
  error: string | null;
  /** When it is tried again (state `retrying`). */
  retryAt: string | null;
}

/** A mail's state in words; `at` writes a moment as the reader's page does. */
export function mailStateWords(m: MailEntry, at: (iso: string | null) => string): string {
  switch (m.state) {
    case 'sent':
      return `sent through the mail server, ${at(m.sentAt)}`;
    case 'written':
      return `not sent: no mail server is set; written to the outbox folder as ${m.file ?? 'a file'}, ${at(m.sentAt)}`;
    case 'retrying':
      return `failed (${m.error ?? 'no reason given'}) after ${m.attempts} attempt${m.attempts === 1 ? '' : 's'}; trying again ${at(m.retryAt)}`;
    case 'waiting':
      return 'waiting to be sent';
  }
}
