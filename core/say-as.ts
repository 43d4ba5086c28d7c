import { formatMessage, type Words } from './message-format';

/*
 * Reading a message back by the English pattern it was made from (docs/decisions/106). A file of its own so that only
 * the code that says a refusal (the checkout's rules, loaded once the guest sends) carries it, not every page's
 * first load with the formatter.
 */

/**
 * A message in `words`' language: its own message when `words` has it as a key (a rule's English words), or, for a
 * message the server made from an English pattern with plain arguments that `words` has as a key (the order API's
 * refusals, core/order-refusals.ts), that key's message with the same values; null when neither. Each `{name}` takes
 * all it can: "Ring (22K) (ZG-1)" read by "{name} ({tagNo})" is the name "Ring (22K)" and the tag "ZG-1". Only a
 * refusal is said this way, so the keys are read as they are needed, not kept.
 */
export function sayAs(words: Words, message: string): string | null {
  const own = words[message];
  if (own !== undefined) return formatMessage(own);
  for (const key in words) {
    // A `{` not opening a plain `{name}` is a plural, a select or an escape: not a pattern a message reads back by.
    if (!key.includes('{') || /\{(?!\w+\})/.test(key)) continue;
    try {
      const source = key.replace(/[.*+?^$()|[\]\\/]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>.+)');
      const found = new RegExp(`^${source}$`, 's').exec(message);
      if (found?.groups) return formatMessage(words[key] ?? '', found.groups);
    } catch {
      // The same argument twice: a pattern a message cannot be read back by.
    }
  }
  return null;
}
