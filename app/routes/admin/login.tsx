import { redirect } from 'react-router';
import { SignInSchema } from '../../../core/staff-schemas';
import { AuthCard, CredentialForm, useCredentialForm } from '../../components/admin/Credentials';
import type { Route } from './+types/login';

export const meta = () => [{ title: 'Sign in | Zewar back office' }];

/** Signed in already: straight to today's page. */
export function loader({ context }: Route.LoaderArgs) {
  if (context.member) throw redirect('/admin');
  return null;
}

/** docs/behaviour.md §11.1: Email, Password, Sign in; one message whatever was wrong. */
export default function AdminLogin() {
  const form = useCredentialForm({
    id: 'signin',
    initial: { email: '', password: '' },
    schema: SignInSchema,
    path: '/session',
    success: 'Signed in.',
  });
  return (
    <AuthCard title="Sign in">
      <CredentialForm
        form={form}
        label="Sign in"
        submit="Sign in"
        sendingLabel="Signing in…"
        fields={[
          { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
          { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
        ]}
      />
    </AuthCard>
  );
}
