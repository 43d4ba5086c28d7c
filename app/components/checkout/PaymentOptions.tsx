import { useEffect, useState } from 'react';
import type { ShopBank } from '../../../core/bank';
import { notOffered, type PaymentNotes, type PaymentOptions as Offered } from '../../../core/payment-options';
import { useT } from '../../lib/i18n';
import { Choice, FieldError } from '../forms/Field';
import { PhotoInput } from '../forms/PhotoInput';
import type { CheckoutForm } from './form';

/** The shop's account, shown under bank transfer when it is chosen. */
function BankDetails({ bank: b }: { bank: ShopBank }) {
  const t = useT();
  const rows = [
    [t('pay.bank'), b.bankName],
    [t('pay.accountTitle'), b.accountTitle],
    [t('pay.accountNumber'), b.accountNumber],
    [t('pay.iban'), b.iban],
    [t('pay.branch'), b.branch],
  ];
  return (
    <dl className="bank">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>
            <bdi dir="ltr">{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * docs/behaviour.md §4.5 payment: bank transfer (bacs_allied_bank) always, with the shop's account and an optional
 * deposit slip previewed at 100 px (§9); pay at the showroom and pay on delivery where the owner turned them on, and
 * shown but not choosable, with why, where they do not apply to this order (core/payment-options.ts, the server's own
 * rule); the card (my_custom_gateway) Coming Soon. A choice that stops applying (the delivery option changed, the total
 * grew) falls back to bank transfer, and the page says why.
 */
export function PaymentOptions({
  form,
  slip,
  onSlip,
  offered,
  notes,
  bank,
  total,
}: {
  form: CheckoutForm;
  slip: File | null;
  onSlip: (f: File | null) => void;
  /** The owner's settings as the checkout's loader read them. */
  offered: Offered;
  /** The words under the ways to pay, from the loader. */
  notes: PaymentNotes;
  /** The shop's account, from the loader. */
  bank: ShopBank;
  /** The order's total with its delivery charge, PKR. */
  total: number;
}) {
  const t = useT();
  const v = form.values;
  const chosen = v.selectedPaymentMethod;
  const whyNot = (method: string) =>
    notOffered(method, offered, { option: v.selectedDeliveryOption, country: v.selectedCountry, total });
  const [fellBack, setFellBack] = useState('');
  const why = whyNot(chosen);
  useEffect(() => {
    // Another way picked since: the words of the fallback go.
    if (!why) {
      if (chosen !== 'bacs_allied_bank') setFellBack('');
      return;
    }
    if (why === 'coming-soon') return;
    form.set('selectedPaymentMethod', 'bacs_allied_bank');
    if (chosen === 'pay_at_showroom' || chosen === 'cash_on_delivery') setFellBack(notes.fellBack[chosen][why]);
  });
  /** A way the owner offers: choosable when it applies, else shown with why; left out when the owner turned it off. */
  const other = (method: 'pay_at_showroom' | 'cash_on_delivery') => {
    const not = whyNot(method);
    if (not === 'off') return null;
    return (
      <Choice
        label={notes.labels[method]}
        note={not ? notes.notOffered[not] : notes[method]}
        noteId={`${method}-note`}
        disabled={!!not}
        {...form.radio('selectedPaymentMethod', method)}
      />
    );
  };
  return (
    <fieldset className="checkout-section choices">
      <legend>
        <h2>{t('checkout.payment')}</h2>
      </legend>
      <div role="status" className="payment-status">
        {fellBack ? <p className="payment-fallback">{fellBack}</p> : null}
      </div>
      <Choice
        label={t('checkout.card')}
        badge={<span className="soon">{t('checkout.comingSoon')}</span>}
        note={t('checkout.cardNote')}
        noteId="card-note"
        disabled
        {...form.radio('selectedPaymentMethod', 'my_custom_gateway')}
      />
      <Choice
        label={t('checkout.bankTransfer')}
        note={t('checkout.bankNote', { bank: bank.bankName })}
        {...form.radio('selectedPaymentMethod', 'bacs_allied_bank')}
      />
      {chosen === 'bacs_allied_bank' ? (
        <div className="choice-details">
          <BankDetails bank={bank} />
          <PhotoInput
            id={form.idOf('depositSlip')}
            name="depositSlip"
            label={t('pay.slip')}
            file={slip}
            onChange={onSlip}
            serverError={form.errorOf('depositSlip')}
            hint={t('checkout.slipHint')}
          />
        </div>
      ) : null}
      {other('pay_at_showroom')}
      {other('cash_on_delivery')}
      <FieldError id={form.idOf('selectedPaymentMethod')} error={form.errorOf('selectedPaymentMethod')} />
    </fieldset>
  );
}
