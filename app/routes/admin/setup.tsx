import { redirect } from 'react-router';
import { PASSWORD_MIN, SetupSchema } from '../../../core/staff-schemas';
import { AuthCard, CredentialForm, UnusableLink, useCredentialForm } from '../../components/admin/Credentials';
import type { Route } from './+types/setup';

export const meta = () => [{ title: 'Set up the owner | Zewar back office' }];

/** The token of the one-time link printed at the first start (checked again when the form is sent). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.member) throw redirect('/admin');
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const valid = token.length >= 20 && token.length <= 100 && (await context.setupTokenValid(token));
  return { token: valid ? token : null };
}

/** docs/behaviour.md §11.1: the first owner sets name, e-mail and password from the link printed at start. */
export default function AdminSetup({ loaderData }: Route.ComponentProps) {
  const token = loaderData.token;
  const form = useCredentialForm({
    id: 'setup',
    initial: { name: '', email: '', password: '' },
    schema: SetupSchema,
    fixed: { token },
    path: '/setup',
    success: 'Your account is ready.',
  });
  if (!token)
    return (
      <UnusableLink
        title="This setup link cannot be used"
        intro="It has expired, was already used, or the shop has an owner already. Restart the shop to print a new link while it has no account, or sign in."
      />
    );
  return (
    <AuthCard title="Set up the owner's account" intro="You are the first member of the back office: the owner.">
      <CredentialForm
        form={form}
        label="Set up the owner's account"
        submit="Create account"
        sendingLabel="Creating…"
        fields={[
          { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
          { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
          {
            name: 'password',
            label: 'Password',
            type: 'password',
            autoComplete: 'new-password',
            hint: `At least ${PASSWORD_MIN} characters; not a common password.`,
          },
        ]}
      />
    </AuthCard>
  );
}
