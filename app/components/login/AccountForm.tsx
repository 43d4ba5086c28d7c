import type { ReactNode } from 'react';
import { useShopLinks, useT } from '../../lib/i18n';
import { Field, SelectField } from '../forms/Field';
import { blank } from '../forms/form-state';
import { useSchemaForm } from '../forms/useSchemaForm';
import { requiredFields } from './required-fields';

export interface AccountField {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  /** Values to choose from, each shown as `option` words it (the login's titles). */
  options?: readonly string[];
  option?: (value: string) => string;
}

/**
 * A sign-in or create-account form (docs/behaviour.md §2/§6) on the form kit: each field is required ("<label> is
 * required"), then it says plainly that accounts are coming soon. Nothing is sent to a server, and the typed
 * password is cleared at once.
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
  const t = useT();
  const { inShop } = useShopLinks();
  const schema = requiredFields(Object.fromEntries(fields.map((f) => [f.name, f.label])), (label) =>
    t('login.required', { label }),
  );
  const soon = t('login.soon');
  const form = useSchemaForm({
    id,
    initial: blank(fields.map((f) => f.name)),
    schema,
    send: async () => ({ kind: 'done', message: soon }),
  });
  return (
    <form className="inquiry-form account-form" aria-label={label} noValidate onSubmit={form.submit}>
      <div className="field-grid">
        {fields.map((f) => {
          const props = { ...form.field(f.name), label: f.label, autoComplete: f.autoComplete };
          return (
            <div key={f.name} className="wide">
              {f.options ? (
                <SelectField
                  {...props}
                  options={f.options.map((value) => ({ value, label: f.option?.(value) ?? value }))}
                />
              ) : (
                <Field {...props} type={f.type ?? 'text'} />
              )}
            </div>
          );
        })}
      </div>
      {children}
      <div role="status" className="form-message">
        {form.status === 'done' ? (
          <p className="form-success">
            {form.message} <a {...inShop('/')}>{t('bag.continueShopping')}</a>
          </p>
        ) : null}
      </div>
      <div className="form-actions">
        <button type="submit" className="btn" disabled={!canSubmit || form.status === 'sending'}>
          {submit}
        </button>
      </div>
    </form>
  );
}
