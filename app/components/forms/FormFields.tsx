import type { HTMLAttributes } from 'react';
import { Field, SelectField, TextAreaField } from './Field';
import type { SchemaForm, TextKey, Values } from './useSchemaForm';

/** How one field looks: its label and control; the form's hook supplies value, name, id and message. */
export interface FieldSpec {
  label: string;
  kind?: 'input' | 'select' | 'textarea';
  type?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  hint?: string;
  optional?: boolean;
  options?: readonly { value: string; label: string }[];
  min?: string;
  max?: string;
  maxLength?: number;
  /** Spans both columns of the grid. */
  wide?: boolean;
}

export const NAME: FieldSpec = { label: 'Full Name', autoComplete: 'name' };
export const EMAIL: FieldSpec = { label: 'Email', type: 'email', autoComplete: 'email' };
export const MESSAGE: FieldSpec = { label: 'Message', kind: 'textarea', optional: true, wide: true, maxLength: 2000 };
/** A phone number (core/phone.ts): of an exact number of digits, or 7 to 15; spaces and dashes as people type them. */
export const phone = (digits?: number, label = 'Phone'): FieldSpec => ({
  label,
  type: 'tel',
  autoComplete: 'tel',
  inputMode: 'tel',
  maxLength: 20,
  hint:
    digits === 11
      ? '11 digits, e.g. 0300 1234567'
      : digits === 10
        ? '10 digits, e.g. 300 1234567'
        : 'e.g. 0300 1234567 or +92 300 1234567',
});
/** Options that send their value and show it as written. */
export const plainOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The form's fields in a two-column grid (one column on phones), in the order of `specs`. */
export function FormFields<V extends Values>({
  form,
  specs,
}: {
  form: SchemaForm<V>;
  specs: { [P in TextKey<V>]?: FieldSpec };
}) {
  return (
    <div className="field-grid">
      {(Object.keys(specs) as TextKey<V>[]).map((k) => {
        const {
          kind = 'input',
          options = [],
          wide,
          type,
          inputMode,
          min,
          max,
          maxLength,
          ...common
        } = specs[k] as FieldSpec;
        const bound = { ...form.field(k), ...common };
        return (
          <div key={k} className={wide ? 'wide' : undefined}>
            {kind === 'select' ? (
              <SelectField {...bound} options={options} />
            ) : kind === 'textarea' ? (
              <TextAreaField {...bound} maxLength={maxLength} />
            ) : (
              <Field {...bound} type={type ?? 'text'} inputMode={inputMode} min={min} max={max} maxLength={maxLength} />
            )}
          </div>
        );
      })}
    </div>
  );
}
