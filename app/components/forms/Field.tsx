import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled input with its message underneath (shown once touched or after "Show what is missing"). */
export function Field({ id, label, error, optional = false, hint, ...input }: {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="optional"> (optional)</span> : <span className="req" aria-hidden="true"> *</span>}
      </label>
      <input id={id} name={id} aria-invalid={error ? true : undefined} aria-required={!optional || undefined}
        aria-describedby={described || undefined} {...input} />
      {hint ? <p id={`${id}-hint`} className="field-hint">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="field-error">{error}</p> : null}
    </div>
  );
}

/** The message under a control that is not a plain input (tick boxes, selects, the slip). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? <p id={`${id}-error`} className="field-error">{error}</p> : null;
}
