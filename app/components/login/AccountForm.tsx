import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Field, SelectField } from '../forms/Field';

export const ACCOUNTS_SOON =
  'Online accounts are coming soon, so nothing was sent. You can already buy without an account: add pieces to your bag and check out as a guest.';

export interface AccountField {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  options?: readonly string[];
}

/**
 * A sign-in or create-account form (docs/behaviour.md §2.14): it checks that the fields are filled, then says plainly
 * that accounts are coming soon. Nothing is sent to a server, and the typed password is cleared at once.
 */
export function AccountForm({
  id,
  label,
  fields,
  submit,
  canSubmit = true,
  children,
}: {
  id: string;
  label: string;
  fields: AccountField[];
  submit: string;
  canSubmit?: boolean;
  children?: ReactNode;
}) {
  const blank = () => Object.fromEntries(fields.map((f) => [f.name, ''])) as Record<string, string>;
  const [values, setValues] = useState(blank);
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState(false);
  const missing = (name: string) => checked && !values[name].trim();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (fields.some((f) => !values[f.name].trim())) return setDone(false);
    setValues(blank());
    setChecked(false);
    setDone(true);
  };
  return (
    <form className="inquiry-form account-form" aria-label={label} noValidate onSubmit={onSubmit}>
      <div className="field-grid">
        {fields.map((f) => {
          const props = {
            id: `${id}-${f.name}`,
            name: f.name,
            label: f.label,
            autoComplete: f.autoComplete,
            value: values[f.name],
            error: missing(f.name) ? `${f.label} is required` : undefined,
            onChange: (e: { target: { value: string } }) => {
              setValues((v) => ({ ...v, [f.name]: e.target.value }));
              setDone(false);
            },
          };
          return (
            <div key={f.name} className="wide">
              {f.options ? (
                <SelectField {...props} options={f.options.map((o) => ({ value: o, label: o }))} />
              ) : (
                <Field {...props} type={f.type ?? 'text'} />
              )}
            </div>
          );
        })}
      </div>
      {children}
      <div role="status" className="form-message">
        {done ? (
          <p className="form-success">
            {ACCOUNTS_SOON} <Link to="/">Continue Shopping</Link>
          </p>
        ) : null}
      </div>
      <div className="form-actions">
        <button type="submit" className="btn" disabled={!canSubmit}>
          {submit}
        </button>
      </div>
    </form>
  );
}
