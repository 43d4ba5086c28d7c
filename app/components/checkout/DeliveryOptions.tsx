import type { DeliveryTable } from '../../../core/delivery-charges';
import { formatPKR } from '../../../core/format';
import { Msg, useShopLinks, useT } from '../../lib/i18n';
import { CheckboxField, Choice, Field, FieldError } from '../forms/Field';
import { chargeFrom, firstCollectionDay, type CheckoutForm } from './form';

/**
 * docs/behaviour.md §4.4 delivery options: collect (default; date, ID/passport, its own tick box), free, paid
 * (country and charge).
 */
export function DeliveryOptions({ form, table }: { form: CheckoutForm; table: DeliveryTable }) {
  const t = useT();
  const { inShop } = useShopLinks();
  const option = form.values.selectedDeliveryOption;
  const country = form.field('selectedCountry');
  return (
    <fieldset className="checkout-section choices">
      <legend>
        <h2>{t('checkout.delivery')}</h2>
      </legend>
      <Choice
        label={t('checkout.collect')}
        note={t('checkout.collectNote')}
        {...form.radio('selectedDeliveryOption', 'collect')}
      />
      {option === 'collect' ? (
        <div className="choice-details">
          <div className="field-grid">
            <Field
              {...form.field('collectionDate')}
              label={t('checkout.collectionDate')}
              type="date"
              min={firstCollectionDay()}
            />
            <Field
              {...form.field('cnicPassport')}
              label={t('checkout.cnic')}
              autoComplete="off"
              hint={t('checkout.cnicHint')}
            />
          </div>
          <CheckboxField
            {...form.checkbox('termsConditions')}
            label={
              <Msg id="checkout.collectTerms" tags={{ link: (w) => <a {...inShop('/clickandcollect')}>{w}</a> }} />
            }
          />
        </div>
      ) : null}
      <Choice
        label={t('checkout.free')}
        note={t('checkout.freeNote', { days: table.freeDays })}
        {...form.radio('selectedDeliveryOption', 'free')}
      />
      <Choice
        label={t('checkout.worldwide')}
        note={t('checkout.worldwideNote', { days: table.worldwideDays })}
        {...form.radio('selectedDeliveryOption', 'paid')}
      />
      {option === 'paid' ? (
        <div className="choice-details">
          <div className={`field${country.error ? ' has-error' : ''}`}>
            <label htmlFor={country.id}>{t('checkout.country')}</label>
            <select
              id={country.id}
              name={country.name}
              value={country.value}
              autoComplete="country-name"
              aria-describedby={country.error ? `${country.id}-error` : 'delivery-charge'}
              onChange={country.onChange}
              onBlur={country.onBlur}
            >
              {table.countries.map((c) => (
                <option key={c} value={c}>
                  {table.names?.[c] ?? c}
                </option>
              ))}
            </select>
            <FieldError id={country.id} error={country.error} />
          </div>
          <p id="delivery-charge" className="charge" aria-live="polite">
            <Msg
              id="checkout.chargeTo"
              values={{
                country: table.names?.[country.value] ?? country.value,
                charge: formatPKR(chargeFrom(table, 'paid', country.value)),
              }}
              tags={{ b: (w) => <strong>{w}</strong> }}
            />
          </p>
        </div>
      ) : null}
      <FieldError id={form.idOf('selectedDeliveryOption')} error={form.errorOf('selectedDeliveryOption')} />
    </fieldset>
  );
}
