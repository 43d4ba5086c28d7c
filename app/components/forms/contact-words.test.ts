import { describe, expect, it } from 'vitest';
import { ContactSchema } from '../../../core/inquiry-schemas';
import { CATALOGUES } from '../../../core/messages';
import { formatPattern } from '../../../core/message-format';
import { contactWord } from './contact-words';
import { LOST_CONNECTION } from './form-state';

/** Every message the contact form's rules can show, from forms filled in wrongly. */
const BAD = [
  {},
  { fullName: '', email: '', reason: '', phone: '' },
  { fullName: 'A\nB', email: 'not-mail', reason: 'Gossip', phone: '0300-CALL', message: 'x'.repeat(2001) },
  { fullName: 'x'.repeat(101), email: 'a@b.pk', reason: 'My Order', phone: '123' },
];

describe('the contact form says its messages in the page’s language', () => {
  const messages = new Set(
    BAD.flatMap((values) => {
      const parsed = ContactSchema.safeParse(values);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    }),
  );

  it('has a key for every message of its rules, and its English is the rule’s word for word', () => {
    expect(messages.size).toBeGreaterThanOrEqual(7);
    for (const message of [...messages, LOST_CONNECTION]) {
      const word = contactWord(message);
      expect(word, message).toBeDefined();
      if (!word) continue;
      expect(formatPattern(CATALOGUES.en[word.key] ?? '', word.values), message).toBe(message);
      expect(CATALOGUES.ur[word.key], message).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('leaves a message it does not know as it came', () => {
    expect(contactWord('The shop answered 500. Please try again.')).toBeUndefined();
    expect(contactWord('constructor')).toBeUndefined();
  });
});
