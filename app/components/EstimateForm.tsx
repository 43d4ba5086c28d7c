import type { ReactNode } from 'react';
import { useShopLinks } from '../lib/i18n';
import { Field } from './forms/Field';

/**
 * The frame of the storefront's estimate forms (/old-gold, /zakat: docs/behaviour.md §9.16, §9.17): a plain GET form
 * read on the server, so it works without JavaScript and its answer is an address to share; the browser loads the
 * answer and goes to it (`#answer`). Boxes at fault are named under themselves, with one line above the form
 * (`alert`). The form stays in the page's language: its action is the page's address in it.
 */
export function EstimateForm({
  title,
  action,
  submit,
  alert,
  hasErrors,
  children,
}: {
  title: string;
  action: string;
  submit: string;
  /** The line above the form when a box is at fault. */
  alert: string;
  hasErrors: boolean;
  children: ReactNode;
}) {
  const { to } = useShopLinks();
  return (
    <section aria-labelledby="form-title">
      <h2 id="form-title">{title}</h2>
      {hasErrors ? (
        <p role="alert" className="form-error">
          {alert}
        </p>
      ) : null}
      <form method="get" action={`${to(action)}#answer`} className="estimate-form">
        {children}
        <button className="btn" type="submit">
          {submit}
        </button>
      </form>
    </section>
  );
}

/** An optional number box of an estimate form, filled with what was sent and its message when at fault. */
export function NumberBox<F extends string>({
  id,
  label,
  given,
  errors,
  whole = false,
  hint,
}: {
  id: F;
  label: string;
  given: Partial<Record<F, string>>;
  errors: Partial<Record<string, string>>;
  /** Whole numbers only (rupees, masha): the phone's number pad without a decimal point. */
  whole?: boolean;
  hint?: string;
}) {
  return (
    <Field
      id={id}
      label={label}
      optional
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      defaultValue={given[id]}
      error={errors[id]}
      hint={hint}
    />
  );
}
