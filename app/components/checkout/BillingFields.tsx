import { EMAIL, FormFields, type FieldSpec } from '../forms/FormFields';
import type { CheckoutForm, CheckoutValues } from './form';

const BILLING = {
  firstName: { label: 'First Name', autoComplete: 'given-name' },
  lastName: { label: 'Last Name', autoComplete: 'family-name', optional: true },
  email: { ...EMAIL, wide: true },
  address: { label: 'Address', autoComplete: 'address-line1', wide: true },
  Address2: { label: 'Address 2', autoComplete: 'address-line2', optional: true, wide: true },
  Phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  city: { label: 'City', autoComplete: 'address-level2' },
} satisfies { [K in keyof CheckoutValues]?: FieldSpec };

/** docs/behaviour.md §3 billing form: firstName, lastName, email, address, Address2, Phone, city. */
export function BillingFields({ form }: { form: CheckoutForm }) {
  return (
    <section className="checkout-section" aria-labelledby="billing-title">
      <h2 id="billing-title">Billing Details</h2>
      <FormFields form={form} specs={BILLING} />
    </section>
  );
}
