import { SHOP } from '../../../core/shop';
import { DepositSlip } from './DepositSlip';
import type { FieldErrors } from './form';

/**
 * docs/behaviour.md §4.5 payment: card (my_custom_gateway) is Coming Soon and cannot be chosen; bank transfer
 * (bacs_allied_bank) shows the shop's account and takes an optional deposit slip.
 */
export function PaymentOptions({
  slip,
  onSlip,
  errors,
}: {
  slip: File | null;
  onSlip: (f: File | null) => void;
  errors: FieldErrors;
}) {
  const b = SHOP.bank;
  return (
    <fieldset className="checkout-section choices">
      <legend>
        <h2>Payment</h2>
      </legend>
      <label className="choice disabled">
        <input
          type="radio"
          name="selectedPaymentMethod"
          value="my_custom_gateway"
          disabled
          aria-describedby="card-note"
        />
        <span className="choice-text">
          <span className="choice-label">
            Credit / Debit Card <span className="soon">Coming Soon</span>
          </span>
          <span id="card-note" className="choice-note">
            End-to-End Digital Payment Solution
          </span>
        </span>
      </label>
      <label className="choice on">
        <input type="radio" name="selectedPaymentMethod" value="bacs_allied_bank" checked readOnly />
        <span className="choice-text">
          <span className="choice-label">Direct Bank Transfer</span>
          <span className="choice-note">
            Pay into our {b.bankName} account; we dispatch once the payment is received.
          </span>
        </span>
      </label>
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
        <DepositSlip file={slip} onChange={onSlip} serverError={errors.depositSlip} />
      </div>
    </fieldset>
  );
}
