import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { SHOP } from '../../core/shop';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { FileStore } from '../files/store';

export interface MailerOptions {
  db: Db;
  dataDir: string;
  /** The file store the attachments (deposit slips, inquiry photos) are read from by their keys. */
  store: FileStore;
  /** smtp://user:pass@host:port; without it mails are written as .eml files under DATA_DIR/outbox. */
  smtpUrl?: string;
  from?: string;
  /** How often to look for due mail when nothing nudges the worker. */
  intervalMs?: number;
  log?: (msg: string) => void;
}

/** A file a mail carries, by its key in the file store (`uploads/slips/…`). */
interface Attachment {
  filename: string;
  key: string;
  contentType: string;
}

/** Where mails are written when no mail server is set (SMTP_URL): DATA_DIR/outbox. */
export const outboxFolder = (dataDir: string) => path.join(dataDir, 'outbox');

/** The name of the file a mail is written to in the outbox folder: `000012-order-guest.eml`. */
export const writtenFileName = (mail: { id: number; kind: string }) =>
  `${String(mail.id).padStart(6, '0')}-${mail.kind}.eml`;

/** Retry after 5 s, 10 s, 20 s … capped at 10 minutes. */
export const backoffMs = (attempts: number) => Math.min(600_000, 5_000 * 2 ** Math.max(0, attempts - 1));

/**
 * The outbox worker (docs/behaviour.md §10.7): sends due mails with retries and backoff and marks each one `sent`, or
 * `written` when there is no mail server and it was written to the outbox folder instead (§4.12). Rows are claimed
 * with FOR UPDATE SKIP LOCKED so several shop processes can run a worker each.
 */
export function startOutbox(opts: MailerOptions) {
  const emlDir = outboxFolder(opts.dataDir);
  if (!opts.smtpUrl)
    opts.log?.(`Mail is not being sent: no mail server is set (SMTP_URL), so mails are written to ${emlDir}`);
  const transport: Transporter = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const from = opts.from ?? `${SHOP.name} <${SHOP.email}>`;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function sendOne(row: typeof outbox.$inferSelect) {
    const attachments = [];
    for (const a of JSON.parse(row.attachments) as Attachment[]) {
      const content = await opts.store.get(a.key);
      // A file gone from the store fails the attempt, which is tried again later (it may be on its way).
      if (!content) throw new Error(`The attachment ${a.key} is not in the file store`);
      attachments.push({ filename: a.filename, content, contentType: a.contentType });
    }
    const info = await transport.sendMail({
      from,
      to: row.toAddress,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? undefined,
      attachments,
      messageId: `<outbox-${row.id}.${row.createdAt.getTime()}@zewar.shop>`,
    });
    if (!opts.smtpUrl) {
      await mkdir(emlDir, { recursive: true });
      const message = (info as { message?: Buffer }).message;
      if (message) await writeFile(path.join(emlDir, writtenFileName(row)), message);
    }
  }

  /** What became of a mail once it went: sent through the mail server, or written to the folder. */
  const done = opts.smtpUrl ? 'sent' : 'written';

  /**
   * Claims one due mail by pushing its next attempt two minutes ahead (a lease: if this process dies while
   * sending, another worker takes it after that), then sends it outside any transaction, since the embedded
   * database serves one transaction at a time.
   */
  async function claim() {
    const due = opts.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await opts.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + interval '2 minutes'`, attempts: sql`${outbox.attempts} + 1` })
      .where(eq(outbox.id, due))
      .returning();
    return row ?? null;
  }

  async function drain() {
    while (!stopped) {
      const row = await claim();
      if (!row) return;
      try {
        await sendOne(row);
        await opts.db
          .update(outbox)
          .set({ status: done, sentAt: sql`now()`, lastError: null })
          .where(eq(outbox.id, row.id));
      } catch (err) {
        await opts.db
          .update(outbox)
          .set({
            lastError: err instanceof Error ? err.message.slice(0, 500) : String(err),
            nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)),
          })
          .where(eq(outbox.id, row.id));
        opts.log?.(`mail ${row.id} to ${row.toAddress} failed (attempt ${row.attempts}); will retry`);
        return; // the mail server is failing: wait for the next tick
      }
    }
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => opts.log?.(`outbox: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  timer = setInterval(kick, opts.intervalMs ?? 5_000);
  timer.unref();
  kick();
  return {
    /** Look for mail now (after an order or inquiry is committed). */
    nudge: kick,
    /** Waits for the mail being sent now, then stops. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      transport.close();
    },
    /** For tests: sends everything due now and resolves when done. */
    async flush() {
      while (running) await running;
      await drain();
    },
  };
}

export type Outbox = ReturnType<typeof startOutbox>;
