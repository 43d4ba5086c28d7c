import type { BillingForm, FieldErrors, FieldName } from './form';
import { Field } from '../forms/Field';

const FIELDS: {
  name: keyof BillingForm;
  label: string;
  type?: string;
  autoComplete: string;
  optional?: boolean;
  wide?: boolean;
}[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name', optional: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', wide: true },
  { name: 'address', label: 'Address', autoComplete: 'address-line1', wide: true },
  { name: 'Address2', label: 'Address 2', autoComplete: 'address-line2', optional: true, wide: true },
  { name: 'Phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
];

/** docs/behaviour.md §3.6 billing form: firstName, lastName, email, address, Address2, Phone, city. */
export function BillingFields({
  values,
  errors,
  onChange,
  onBlur,
}: {
  values: BillingForm;
  errors: FieldErrors;
  onChange: (name: keyof BillingForm, value: string) => void;
  onBlur: (name: FieldName) => void;
}) {
  return (
    <section className="checkout-section" aria-labelledby="billing-title">
      <h2 id="billing-title">Billing Details</h2>
      <div className="field-grid">
        {FIELDS.map((f) => (
          <div key={f.name} className={f.wide ? 'wide' : undefined}>
            <Field
              id={f.name}
              label={f.label}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              optional={f.optional}
              inputMode={f.name === 'Phone' ? 'tel' : undefined}
              value={values[f.name]}
              error={errors[f.name]}
              onChange={(e) => onChange(f.name, e.target.value)}
              onBlur={() => onBlur(f.name)}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
