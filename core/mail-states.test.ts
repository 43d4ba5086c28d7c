import { describe, expect, it } from 'vitest';
import { mailStateWords, type MailEntry } from './mail-states';

const mail: MailEntry = {
  kind: 'order-guest',
  subject: 'Your order NM-7K4Q9X',
  to: 'ayesha@example.com',
  state: 'waiting',
  at: '2026-11-27T09:00:00.000Z',
  sentAt: null,
  attempts: 0,
  file: null,
  error: null,
  retryAt: null,
};
const at = (iso: string | null) => `[${iso ?? '—'}]`;

describe("a mail's state in words", () => {
  it('tells sent, written, failed and waiting apart', () => {
    expect(mailStateWords({ ...mail, state: 'sent', sentAt: 'S', attempts: 1 }, at)).toBe(
      'sent through the mail server, [S]',
    );
    expect(mailStateWords({ ...mail, state: 'written', sentAt: 'W', file: '000012-order-guest.eml' }, at)).toBe(
      'not sent: no mail server is set; written to the outbox folder as 000012-order-guest.eml, [W]',
    );
    expect(
      mailStateWords({ ...mail, state: 'retrying', attempts: 2, error: 'connect ECONNREFUSED', retryAt: 'R' }, at),
    ).toBe('failed (connect ECONNREFUSED) after 2 attempts; trying again [R]');
    expect(mailStateWords({ ...mail, state: 'retrying', attempts: 1, error: null, retryAt: 'R' }, at)).toBe(
      'failed (no reason given) after 1 attempt; trying again [R]',
    );
    expect(mailStateWords(mail, at)).toBe('waiting to be sent');
  });
});
