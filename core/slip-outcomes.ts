import { SLIP_FIELD, SLIP_LABEL } from './how-to-pay';
import { notAPicture, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from './upload-rules';

/*
 * The outcomes of sending a deposit slip from the status page (docs/behaviour.md §4.16), named in its address after a
 * plain form post (`slip=`), and the page's words for each.
 */

export const SLIP_OUTCOMES = ['sent', 'missing', 'picture', 'too-large', 'closed', 'busy', 'failed'] as const;
export type SlipOutcome = (typeof SLIP_OUTCOMES)[number];

export const SLIP_OUTCOME_WORDS: Record<SlipOutcome, string> = {
  sent: 'Thank you: we have your deposit slip. We will check the payment and write to you.',
  missing: 'Please choose a photo or scan of your deposit slip.',
  picture: notAPicture(SLIP_LABEL),
  'too-large': `${SLIP_LABEL} must be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB and ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels`,
  closed: 'This order takes no deposit slip now: it is paid in full or cancelled.',
  busy: 'We are receiving many pictures just now. Please send your slip again in a minute.',
  failed: 'We could not take your slip just now. Please try again in a minute.',
};

export const isSlipOutcome = (s: string | null): s is SlipOutcome =>
  s !== null && (SLIP_OUTCOMES as readonly string[]).includes(s);

/** The outcome a refusal of the slip's call stands for: by its status, its message and the fields it names. */
export function slipOutcomeOf(status: number, message: string, fields: readonly string[]): SlipOutcome {
  if (status === 413) return 'too-large';
  if (status === 409) return 'closed';
  if (status === 429 || status === 503) return 'busy';
  if (message === SLIP_OUTCOME_WORDS.missing) return 'missing';
  if (status === 400 && fields.includes(SLIP_FIELD)) return 'picture';
  return 'failed';
}
