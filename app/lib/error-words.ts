import type { Message } from '../../core/message-format';

/**
 * The error page's words when the root's words did not load (the root loader itself failed): English, as the
 * catalogue has them (core/messages/en/common.ts) and as the server would send them (read into parts), so an error
 * page never shows a message key; a test holds them to the catalogue.
 */
export const ERROR_WORDS = {
  'error.notFoundTitle': 'Page not found',
  'error.title': 'Something went wrong',
  'error.tryAgain': [
    'Please try again in a moment. If it keeps happening, call us on ',
    ['phone'],
    ['reference', 's', { none: [], other: [' and quote reference ', ['ref', []]] }],
    '.',
  ],
  'error.backHome': 'Back to Home',
} as const satisfies Record<string, Message>;
