import { GIFT_CARD_MAX } from '../../../core/constants';

export const AMOUNT_TOO_HIGH = `Amount cannot exceed ${GIFT_CARD_MAX}`;

/**
 * docs/behaviour.md §5.8, §9.8: what a typed gift card amount becomes. Only digits are kept (no leading zeros); a value
 * above the maximum becomes the maximum, with the message that says so.
 */
export function typedAmount(raw: string): { text: string; notice: string | null } {
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '');
  if (digits && Number(digits) > GIFT_CARD_MAX) return { text: String(GIFT_CARD_MAX), notice: AMOUNT_TOO_HIGH };
  return { text: digits, notice: null };
}
