import { COUNTRIES } from '../../../core/countries';
import { deliveryCharge, FREE_DELIVERY_DAYS, WORLDWIDE_DELIVERY_DAYS } from '../../../core/delivery-charges';
import { formatPKR } from '../../../core/format';
import { inShop } from '../../lib/links';
import { CheckboxField, Choice, Field, FieldError } from '../forms/Field';
import { firstCollectionDay, type CheckoutForm } from './form';

/**
 * docs/behaviour.md §4.4 delivery options: collect (default; date, ID/passport, its own tick box), free, paid
 * (country and charge).
 */
export function DeliveryOptions({ form }: { form: CheckoutForm }) {
  const option = form.values.selectedDeliveryOption;
  const country = form.field('selectedCountry');
  return (
    <fieldset className="checkout-section choices">
      <legend>
        <h2>Delivery</h2>
      </legend>
      <Choice
        label="Click and Collect"
        note="Collect from our showroom, free of charge"
        {...form.radio('selectedDeliveryOption', 'collect')}
      />
      {option === 'collect' ? (
        <div className="choice-details">
          <div className="field-grid">
            <Field {...form.field('collectionDate')} label="Collection date" type="date" min={firstCollectionDay()} />
            <Field
              {...form.field('cnicPassport')}
              label="ID/Passport number"
              autoComplete="off"
              hint="CNIC or passport of the person who will collect"
            />
          </div>
          <CheckboxField
            {...form.checkbox('termsConditions')}
            label={
              <>
                I will collect the order in person with the order e-mail and photo ID (
                <a {...inShop('/clickandcollect')}>click and collect terms</a>)
              </>
            }
          />
        </div>
      ) : null}
      <Choice
        label="Free Delivery Nationwide"
        note={`Within Pakistan, up to ${FREE_DELIVERY_DAYS} working days`}
        {...form.radio('selectedDeliveryOption', 'free')}
      />
      <Choice
        label="Worldwide Delivery"
        note={`Insured courier, up to ${WORLDWIDE_DELIVERY_DAYS} working days`}
        {...form.radio('selectedDeliveryOption', 'paid')}
      />
      {option === 'paid' ? (
        <div className="choice-details">
          <div className={`field${country.error ? ' has-error' : ''}`}>
            <label htmlFor={country.id}>Country</label>
            <select
              id={country.id}
              name={country.name}
              value={country.value}
              autoComplete="country-name"
              aria-describedby={country.error ? `${country.id}-error` : 'delivery-charge'}
              onChange={country.onChange}
              onBlur={country.onBlur}
            >
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            <FieldError id={country.id} error={country.error} />
          </div>
          <p id="delivery-charge" className="charge" aria-live="polite">
            Delivery charge to {country.value}: <strong>{formatPKR(deliveryCharge('paid', country.value))}</strong>
          </p>
        </div>
      ) : null}
      <FieldError id={form.idOf('selectedDeliveryOption')} error={form.errorOf('selectedDeliveryOption')} />
    </fieldset>
  );
}
