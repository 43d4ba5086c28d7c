import { GIFT_CARD_MAX, GIFT_CARD_PRESETS } from '../../../core/constants';
import { formatPKR } from '../../../core/format';

/** The gift card terms of docs/behaviour.md §9.8, on the gift card page and in the terms and conditions. */
export function GiftCardTerms() {
  return (
    <ul className="gift-terms">
      <li>
        Gift cards are available in amounts of {GIFT_CARD_PRESETS.map(formatPKR).join(', ')} or an amount of your choice
        up to {formatPKR(GIFT_CARD_MAX)}.
      </li>
      <li>A gift card expires 12 months after it is issued.</li>
      <li>It can be used in our showroom and online.</li>
      <li>It cannot be used to buy other gift cards.</li>
      <li>It cannot be replaced if lost, and it cannot be exchanged for cash.</li>
    </ul>
  );
}
