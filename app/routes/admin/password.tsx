import { OwnPasswordSchema, PASSWORD_MIN } from '../../../core/staff-schemas';
import { AuthCard, CredentialForm, useCredentialForm, useSignOut } from '../../components/admin/Credentials';
import { backOfficeLoader } from '../../lib/admin-access';
import type { Route } from './+types/password';

export const meta = () => [{ title: 'Choose your own password | Zewar back office' }];

/**
 * Any member's own page (docs/behaviour.md §11.1), the one page a member who must choose their own password is
 * given: every other page and call sends them here until they have.
 */
export const loader = backOfficeLoader(
  'member',
  (_: Route.LoaderArgs, { member }) => ({ name: member.name, forced: member.mustChangePassword }),
  { passwordPage: true },
);

export default function AdminPassword({ loaderData: { name, forced } }: Route.ComponentProps) {
  const form = useCredentialForm({
    id: 'password',
    initial: { current: '', password: '' },
    schema: OwnPasswordSchema,
    path: '/password',
    success: 'Your new password is set.',
  });
  const signOut = useSignOut();
  return (
    <AuthCard
      title="Choose your own password"
      intro={
        forced
          ? `${name}, the owner set your password or asked you for a new one. Choose your own to go on; your other sessions will end.`
          : `${name}, choose a new password. Your other sessions will end.`
      }
    >
      <CredentialForm
        form={form}
        label="Choose your own password"
        submit="Save password"
        sendingLabel="Saving…"
        fields={[
          { name: 'current', label: 'Current password', type: 'password', autoComplete: 'current-password' },
          {
            name: 'password',
            label: 'New password',
            type: 'password',
            autoComplete: 'new-password',
            hint: `At least ${PASSWORD_MIN} characters; not a common password; not the one you have now.`,
          },
        ]}
      />
      <p className="admin-auth-links">
        {forced ? null : <a href="/admin">Back to today</a>}
        <button type="button" className="btn btn-outline btn-small" onClick={() => void signOut()}>
          Sign out
        </button>
      </p>
    </AuthCard>
  );
}
