import nodemailer from 'nodemailer';
import { SHOP } from '../../core/shop';

/** What a mail's tests need of a queued mail to write it. */
interface QueuedMail {
  toAddress: string;
  replyTo?: string | null;
  subject: string;
  textBody: string;
}

/**
 * A queued mail as nodemailer writes it without SMTP (the outbox worker's transport with no SMTP_URL): the message's
 * header block and its envelope. For the mails' unit tests, which check that nothing a guest typed adds a header.
 */
export async function writtenMail(mail: QueuedMail) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({
    from: SHOP.email,
    to: mail.toAddress,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.textBody,
  });
  const raw = String((info as { message?: Buffer }).message);
  return { head: raw.slice(0, raw.indexOf('\n\n')), envelope: info.envelope };
}
