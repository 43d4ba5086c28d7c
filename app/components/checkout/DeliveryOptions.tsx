import { Link } from 'react-router';
import { COUNTRIES } from '../../../core/countries';
import {
  deliveryCharge,
  FREE_DELIVERY_DAYS,
  WORLDWIDE_DELIVERY_DAYS,
  type DeliveryOption,
} from '../../../core/delivery-charges';
import { formatPKR } from '../../../core/format';
import { Field, FieldError } from '../forms/Field';
import { firstCollectionDay, type CheckoutForm, type FieldErrors, type FieldName } from './form';

type Patch = (patch: Partial<CheckoutForm>) => void;

/**
 * docs/behaviour.md §4.4 delivery options: collect (default; date, ID/passport, terms tick), free, paid (country and
 * charge).
 */
export function DeliveryOptions({
  form,
  errors,
  onPatch,
  onBlur,
}: {
  form: CheckoutForm;
  errors: FieldErrors;
  onPatch: Patch;
  onBlur: (name: FieldName) => void;
}) {
  const option = form.selectedDeliveryOption;
  const radio = (value: DeliveryOption, label: string, note: string) => (
    <label className={`choice${option === value ? ' on' : ''}`}>
      <input
        type="radio"
        name="selectedDeliveryOption"
        value={value}
        checked={option === value}
        onChange={() => onPatch({ selectedDeliveryOption: value })}
      />
      <span className="choice-text">
        <span className="choice-label">{label}</span>
        <span className="choice-note">{note}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="checkout-section choices">
      <legend>
        <h2>Delivery</h2>
      </legend>
      {radio('collect', 'Click and Collect', 'Collect from our showroom, free of charge')}
      {option === 'collect' ? (
        <div className="choice-details">
          <div className="field-grid">
            <Field
              id="collectionDate"
              label="Collection date"
              type="date"
              min={firstCollectionDay()}
              value={form.collectionDate}
              error={errors.collectionDate}
              onChange={(e) => onPatch({ collectionDate: e.target.value })}
              onBlur={() => onBlur('collectionDate')}
            />
            <Field
              id="cnicPassport"
              label="ID/Passport number"
              autoComplete="off"
              value={form.cnicPassport}
              hint="CNIC or passport of the person who will collect"
              error={errors.cnicPassport}
              onChange={(e) => onPatch({ cnicPassport: e.target.value })}
              onBlur={() => onBlur('cnicPassport')}
            />
          </div>
          <div className={`tick${errors.collectTerms ? ' has-error' : ''}`}>
            <input
              type="checkbox"
              id="collectTerms"
              checked={form.collectTerms}
              aria-invalid={errors.collectTerms ? true : undefined}
              aria-describedby={errors.collectTerms ? 'collectTerms-error' : undefined}
              onChange={(e) => {
                onPatch({ collectTerms: e.target.checked });
                onBlur('collectTerms');
              }}
            />
            <label htmlFor="collectTerms">
              I will collect the order in person with the order e-mail and photo ID (
              <Link to="/clickandcollect">click and collect terms</Link>)
            </label>
          </div>
          <FieldError id="collectTerms" error={errors.collectTerms} />
        </div>
      ) : null}
      {radio('free', 'Free Delivery Nationwide', `Within Pakistan, up to ${FREE_DELIVERY_DAYS} working days`)}
      {radio('paid', 'Worldwide Delivery', `Insured courier, up to ${WORLDWIDE_DELIVERY_DAYS} working days`)}
      {option === 'paid' ? (
        <div className="choice-details">
          <div className={`field${errors.selectedCountry ? ' has-error' : ''}`}>
            <label htmlFor="selectedCountry">Country</label>
            <select
              id="selectedCountry"
              value={form.selectedCountry}
              autoComplete="country-name"
              aria-describedby={errors.selectedCountry ? 'selectedCountry-error' : 'delivery-charge'}
              onChange={(e) => onPatch({ selectedCountry: e.target.value })}
            >
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            <FieldError id="selectedCountry" error={errors.selectedCountry} />
          </div>
          <p id="delivery-charge" className="charge" aria-live="polite">
            Delivery charge to {form.selectedCountry}:{' '}
            <strong>{formatPKR(deliveryCharge('paid', form.selectedCountry))}</strong>
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
