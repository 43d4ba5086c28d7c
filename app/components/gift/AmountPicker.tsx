import { useState } from 'react';
import { GIFT_CARD_MAX, GIFT_CARD_PRESETS } from '../../../core/constants';
import { formatPKR } from '../../../core/format';
import { Field } from '../forms/Field';
import { typedAmount } from './amount';

/**
 * Gift card step 1: a preset amount, or a typed one clamped to the maximum with its message (docs/behaviour.md §5.8).
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
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="amount-picker">
      <div role="group" aria-label="Preset amounts" className="presets">
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
        label="Or type an amount (PKR)"
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        hint={`Any whole amount up to ${formatPKR(GIFT_CARD_MAX)}.`}
        error={error}
        onChange={(e) => {
          const t = typedAmount(e.target.value);
          onAmount(t.text);
          setNotice(t.notice);
        }}
      />
      <div role="alert">{notice ? <p className="field-error">{notice}</p> : null}</div>
      {amount ? (
        <p className="amount-chosen">
          Gift card value: <strong>{formatPKR(Number(amount))}</strong>
        </p>
      ) : null}
    </div>
  );
}
