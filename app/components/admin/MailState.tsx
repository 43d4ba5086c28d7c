import { mailStateWords, type MailEntry } from '../../../core/mail-states';
import { when } from './when';

/**
 * What became of a mail, in words (docs/behaviour.md §4.12): sent through the mail server, written to the outbox folder
 * because no mail server is set, failed and to be tried again (when), or waiting; a mail not sent is marked so.
 */
export function MailState({ mail }: { mail: MailEntry }) {
  const words = mailStateWords(mail, when);
  return mail.state === 'sent' ? (
    <span className="muted">{words}</span>
  ) : (
    <span className={`mail-state mail-${mail.state}`}>{words}</span>
  );
}
