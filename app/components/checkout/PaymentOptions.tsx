import { SHOP_BANK } from '../../../core/bank';
import { Choice, FieldError } from '../forms/Field';
import { PhotoInput } from '../forms/PhotoInput';
import type { CheckoutForm } from './form';

/**
 * docs/behaviour.md §4.5 payment: card (my_custom_gateway) is Coming Soon and cannot be chosen; bank transfer
 * (bacs_allied_bank) shows the shop's account and takes an optional deposit slip, previewed at 100 px (§9).
 */
export function PaymentOptions({
  form,
  slip,
  onSlip,
}: {
  form: CheckoutForm;
  slip: File | null;
  onSlip: (f: File | null) => void;
}) {
  const b = SHOP_BANK;
  return (
    <fieldset className="checkout-section choices">
      <legend>
        <h2>Payment</h2>
      </legend>
      <Choice
        label="Credit / Debit Card"
        badge={<span className="soon">Coming Soon</span>}
        note="End-to-End Digital Payment Solution"
        noteId="card-note"
        disabled
        {...form.radio('selectedPaymentMethod', 'my_custom_gateway')}
      />
      <Choice
        label="Direct Bank Transfer"
        note={`Pay into our ${b.bankName} account; we dispatch once the payment is received.`}
        {...form.radio('selectedPaymentMethod', 'bacs_allied_bank')}
      />
      <FieldError id={form.idOf('selectedPaymentMethod')} error={form.errorOf('selectedPaymentMethod')} />
      <div className="choice-details">
        <dl className="bank">
          <div>
            <dt>Bank</dt>
            <dd>{b.bankName}</dd>
          </div>
          <div>
            <dt>Account title</dt>
            <dd>{b.accountTitle}</dd>
          </div>
          <div>
            <dt>Account number</dt>
            <dd>{b.accountNumber}</dd>
          </div>
          <div>
            <dt>IBAN</dt>
            <dd>{b.iban}</dd>
          </div>
          <div>
            <dt>Branch</dt>
            <dd>{b.branch}</dd>
          </div>
        </dl>
        <PhotoInput
          id={form.idOf('depositSlip')}
          name="depositSlip"
          label="Deposit slip"
          file={slip}
          onChange={onSlip}
          serverError={form.errorOf('depositSlip')}
          hint="A photo or scan of your deposit slip: JPG, PNG, GIF or WebP, up to 5 MB."
        />
      </div>
    </fieldset>
  );
}
