import { useT, type Translate } from '../../lib/i18n';
import { EMAIL, FormFields, type FieldSpec } from '../forms/FormFields';
import type { CheckoutForm, CheckoutValues } from './form';

const billing = (t: Translate) =>
  ({
    firstName: { label: t('checkout.firstName'), autoComplete: 'given-name' },
    lastName: { label: t('checkout.lastName'), autoComplete: 'family-name', optional: true },
    email: { ...EMAIL, label: t('form.email'), wide: true },
    address: { label: t('checkout.address'), autoComplete: 'address-line1', wide: true },
    Address2: { label: t('checkout.address2'), autoComplete: 'address-line2', optional: true, wide: true },
    Phone: { label: t('form.phone'), type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
    city: { label: t('checkout.city'), autoComplete: 'address-level2' },
  }) satisfies { [K in keyof CheckoutValues]?: FieldSpec };

/** docs/behaviour.md §3 billing form: firstName, lastName, email, address, Address2, Phone, city. */
export function BillingFields({ form }: { form: CheckoutForm }) {
  const t = useT();
  return (
    <section className="checkout-section" aria-labelledby="billing-title">
      <h2 id="billing-title">{t('checkout.billing')}</h2>
      <FormFields form={form} specs={billing(t)} />
    </section>
  );
}
