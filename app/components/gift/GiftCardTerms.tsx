import { GIFT_CARD_MAX, GIFT_CARD_PRESETS } from '../../../core/constants';
import { formatPKR } from '../../../core/format';
import { Msg, useT } from '../../lib/i18n';

/**
 * The gift card terms of docs/behaviour.md §9.8, on the gift card page and in the terms and conditions; their words
 * are the terms' (core/messages/en/pages-terms.ts), which both pages send. Amounts stay Latin, left to right.
 */
export function GiftCardTerms() {
  const t = useT();
  return (
    <ul className="gift-terms">
      <li>
        <Msg
          id="giftTerms.amounts"
          values={{ presets: GIFT_CARD_PRESETS.map(formatPKR).join(', '), max: formatPKR(GIFT_CARD_MAX) }}
          tags={{ n: (words) => <bdi>{words}</bdi> }}
        />
      </li>
      <li>{t('giftTerms.expiry')}</li>
      <li>{t('giftTerms.where')}</li>
      <li>{t('giftTerms.noGiftCards')}</li>
      <li>{t('giftTerms.noCash')}</li>
    </ul>
  );
}
