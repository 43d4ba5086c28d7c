import type { MessageValues } from '../../../core/message-format';
import type { MessageKey } from '../../../core/messages';
import { LOST_CONNECTION } from './form-state';

/**
 * The contact form's messages that come in English from its rules (core/inquiry-schemas.ts ContactSchema, the same
 * words the API answers with) and from the form kit, each with its key in the contact page's words, so the form shows
 * them in the page's language. A message not here (a refusal the server wrote) shows as it came.
 */
const SAID = new Map<string, MessageKey>([
  ['Name is required', 'contact.nameRequired'],
  ['Email is required', 'contact.emailRequired'],
  ['Reason is required', 'contact.reasonRequired'],
  ['Phone No is required', 'contact.phoneRequired'],
  ['Please enter a valid phone number', 'contact.phoneInvalid'],
  ['Must be on one line', 'contact.oneLine'],
  [LOST_CONNECTION, 'contact.lostConnection'],
]);

/** The key and values of one of the contact form's messages, if it is one the page's words have. */
export function contactWord(message: string): { key: MessageKey; values?: MessageValues } | undefined {
  const key = SAID.get(message);
  if (key) return { key };
  // A string, not a number: the formatter would write 2000 as 2,000.
  const max = /^At most (\d+) characters$/.exec(message)?.[1];
  return max ? { key: 'contact.tooLong', values: { max } } : undefined;
}
