import { z } from 'zod';

/**
 * What became of a mail (docs/behaviour.md §4.12): waiting for the outbox worker; sent through the mail server;
 * written to the outbox folder as a file because no mail server is set (SMTP_URL); or failed, to be tried again.
 */
export const MAIL_STATES = ['waiting', 'sent', 'written', 'retrying'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** One mail about an order or an inquiry, as the back office lists it. */
export const MailEntrySchema = z.object({
  kind: z.string(),
  subject: z.string(),
  to: z.string(),
  state: z.enum(MAIL_STATES),
  /** When it was put in the outbox. */
  at: z.string(),
  /** When it was sent, or written to the folder. */
  sentAt: z.string().nullable(),
  attempts: z.number(),
  /** The file it was written to under DATA_DIR/outbox (state `written`). */
  file: z.string().nullable(),
  /** Why the last attempt failed (state `retrying`). */
  error: z.string().nullable(),
  /** When it is tried again (state `retrying`). */
  retryAt: z.string().nullable(),
});
export type MailEntry = z.infer<typeof MailEntrySchema>;

/** A mail's state in words; `at` writes a moment as the reader's page does. */
export function mailStateWords(m: MailEntry, at: (iso: string | null) => string): string {
  switch (m.state) {
    case 'sent':
      return `sent through the mail server ${at(m.sentAt)}`;
    case 'written':
      return `not sent: no mail server is set, written to the outbox folder as ${m.file ?? 'a file'} ${at(m.sentAt)}`;
    case 'retrying':
      return `failed (${m.error ?? 'no reason given'}), tried ${m.attempts} time${m.attempts === 1 ? '' : 's'}; will try again ${at(m.retryAt)}`;
    case 'waiting':
      return 'waiting to be sent';
  }
}
