import type { ReactNode } from 'react';
import { Field } from '../forms/Field';
import { FormFoot } from './FormFoot';
import type { SchemaForm, TextKey } from '../forms/useSchemaForm';

/** The card of the sign-in and setup pages: the shop's name, a heading, the form and what became of it. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="admin-auth">
      <div className="admin-auth-card">
        <p className="admin-brand">Zewar back office</p>
        <h1>{title}</h1>
        {intro ? <p className="muted">{intro}</p> : null}
        {children}
      </div>
    </main>
  );
}

export interface CredentialField<V> {
  name: TextKey<V>;
  label: string;
  type: string;
  autoComplete: string;
  hint?: string;
}

/** A column of text fields on the form kit, its submit bar and its message. */
export function CredentialForm<V extends Record<string, string>>({
  form,
  label,
  fields,
  submit,
  sendingLabel,
}: {
  form: SchemaForm<V>;
  label: string;
  fields: CredentialField<V>[];
  submit: string;
  sendingLabel: string;
}) {
  return (
    <form aria-label={label} noValidate onSubmit={form.submit} className="admin-form">
      {fields.map((f) => (
        <Field
          key={f.name}
          {...form.field(f.name)}
          label={f.label}
          type={f.type}
          autoComplete={f.autoComplete}
          hint={f.hint}
        />
      ))}
      <FormFoot form={form} label={submit} sendingLabel={sendingLabel} hint="Fill in every field to continue." wide />
    </form>
  );
}
