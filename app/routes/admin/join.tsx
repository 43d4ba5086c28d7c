import { InviteTokenSchema, JoinSchema, PASSWORD_MIN } from '../../../core/staff-schemas';
import { AuthCard, CredentialForm, UnusableLink, useCredentialForm } from '../../components/admin/Credentials';
import type { Route } from './+types/join';

export const meta = () => [{ title: 'Join the back office | Zewar back office' }];

/**
 * Who the invitation link is for (docs/behaviour.md §11.1), read without a session; a link that cannot be used is
 * said as such (the join call checks it again, and spends it).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const invitation = InviteTokenSchema.safeParse(token).success ? await context.invitation(token) : null;
  return invitation ? { token, invitation } : { token: null, invitation: null };
}

const ROLE_WORDS = { owner: 'Owner (everything, staff accounts too)', staff: 'Staff (orders and inquiries)' } as const;

/** docs/behaviour.md §11.1: the invited member sees who they are invited as and chooses their own password. */
export default function AdminJoin({ loaderData }: Route.ComponentProps) {
  const { token, invitation } = loaderData;
  const form = useCredentialForm({
    id: 'join',
    initial: { password: '' },
    schema: JoinSchema,
    fixed: { token },
    path: '/join',
    success: 'Your account is ready.',
  });
  if (!token || !invitation)
    return (
      <UnusableLink
        title="This invitation link cannot be used"
        intro="It was already used, withdrawn by the owner, or is more than 48 hours old. Please ask the owner for a new invitation. If you have joined already, sign in."
      />
    );
  return (
    <AuthCard title="Join the back office" intro="Choose your password to finish your account.">
      <dl className="admin-invitation">
        <dt>Name</dt>
        <dd>{invitation.name}</dd>
        <dt>Email</dt>
        <dd>{invitation.email}</dd>
        <dt>Role</dt>
        <dd>{ROLE_WORDS[invitation.role]}</dd>
      </dl>
      <CredentialForm
        form={form}
        label="Join the back office"
        submit="Create account"
        sendingLabel="Creating…"
        fields={[
          {
            name: 'password',
            label: 'Choose a password',
            type: 'password',
            autoComplete: 'new-password',
            hint: `At least ${PASSWORD_MIN} characters; not a common password.`,
          },
        ]}
      />
    </AuthCard>
  );
}
