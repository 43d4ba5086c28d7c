import { useState, type ReactNode } from 'react';
import { GIFT_CARD_MAX, GIFT_CARD_PRESETS } from '../../../core/constants';
import { formatPKR } from '../../../core/format';
import { Msg, useT } from '../../lib/i18n';
import { Field } from '../forms/Field';
import { typedAmount } from './amount';

/** An amount kept left to right inside Urdu. */
const n = (words: ReactNode) => <bdi>{words}</bdi>;

/**
 * Gift card step 1: a preset amount, or a typed one clamped to the maximum with its message (docs/behaviour.md §5.8).
 * Its words are the gift card page's (core/messages/en/pages-gift-card.ts).
 */
export function AmountPicker({
  id,
  amount,
  onAmount,
  error,
}: {
  id: string;
  amount: string;
  onAmount: (v: string) => void;
  error?: string;
}) {
  const t = useT();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="amount-picker">
      <div role="group" aria-label={t('giftCard.presets')} className="presets">
        {GIFT_CARD_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className="preset"
            aria-pressed={amount === String(p)}
            onClick={() => {
              onAmount(String(p));
              setNotice(null);
            }}
          >
            {formatPKR(p)}
          </button>
        ))}
      </div>
      <Field
        id={id}
        name="amount"
        label={t('giftCard.typeAmount')}
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        hint={<Msg id="giftCard.amountHint" values={{ max: formatPKR(GIFT_CARD_MAX) }} tags={{ n }} />}
        error={error}
        onChange={(e) => {
          const typed = typedAmount(e.target.value);
          onAmount(typed.text);
          setNotice(typed.notice);
        }}
      />
      <div role="alert">
        {notice ? (
          <p className="field-error">
            <Msg id="giftCard.tooHigh" values={{ max: String(GIFT_CARD_MAX) }} tags={{ n }} />
          </p>
        ) : null}
      </div>
      {amount ? (
        <p className="amount-chosen">
          <Msg
            id="giftCard.value"
            values={{ amount: formatPKR(Number(amount)) }}
            tags={{ n, b: (words) => <strong>{words}</strong> }}
          />
        </p>
      ) : null}
    </div>
  );
}
