import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '../forms/Field';
import type { FormSchema } from '../forms/form-state';
import { useSchemaForm, type SchemaForm, type TextKey } from '../forms/useSchemaForm';
import { change } from './admin-api';
import { FormFoot } from './FormFoot';

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

/** Signing out: the session ends on the server, and on to the sign-in page (the bar, the password page). */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await change('POST', '/sign-out', {}, 'Signed out.');
    void navigate('/admin/login', { replace: true });
  };
}

/** A one-time link (setup, invitation) that cannot be used: what happened, what to do, and the way to sign in. */
export function UnusableLink({ title, intro }: { title: string; intro: string }) {
  return (
    <AuthCard title={title} intro={intro}>
      <a className="btn" href="/admin/login">
        Go to sign in
      </a>
    </AuthCard>
  );
}

/**
 * The form of the sign-in or the setup page: its values sent to `path` of the back office's API, a refusal said in the
 * form (a 401 there is a wrong password, not a lost session), and on to today's page once it is done.
 */
export function useCredentialForm<V extends Record<string, string>, T>(o: {
  id: string;
  initial: V;
  schema: FormSchema<T>;
  fixed?: Record<string, unknown>;
  path: string;
  success: string;
}): SchemaForm<V> {
  const navigate = useNavigate();
  return useSchemaForm({
    id: o.id,
    initial: o.initial,
    schema: o.schema,
    fixed: o.fixed,
    send: (data) => change('POST', o.path, data, o.success, { signingIn: true }),
    onDone: () => void navigate('/admin', { replace: true }),
  });
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
