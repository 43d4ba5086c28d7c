import { useState } from 'react';
import {
  InvitedAnswerSchema,
  InviteSchema,
  NewMemberSchema,
  PASSWORD_MIN,
  ResetPasswordSchema,
  type Member,
  type PendingInvite,
} from '../../../core/staff-schemas';
import { adminApi, change } from '../../components/admin/admin-api';
import { refusalOf } from '../../components/forms/form-state';
import { CopyButton } from '../../components/order/CopyButton';
import { ActionMessage, useAction } from '../../components/admin/Action';
import { FormFoot } from '../../components/admin/FormFoot';
import { when } from '../../components/admin/when';
import { Field, SelectField } from '../../components/forms/Field';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import type { Route } from './+types/staff';
import { useMember } from './layout';
import { useRefresh } from '../../components/admin/refresh';
import { backOfficeLoader } from '../../lib/admin-access';

export const meta = () => [{ title: 'Staff | Zewar back office' }];

/** docs/behaviour.md §11.1: the owner's page of members; staff are refused (the API refuses them too). */
export const loader = backOfficeLoader('owner', async (_: Route.LoaderArgs, { backOffice }) => ({
  staff: await backOffice.staff(),
  invites: await backOffice.invites(),
}));

const ROLE_OPTIONS = [
  { value: 'staff', label: 'Staff (orders and inquiries)' },
  { value: 'owner', label: 'Owner (everything, staff accounts too)' },
];
const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters; not a common password.`;

/**
 * The owner invites a member: the link is shown this once (the shop keeps only its SHA-256), with a button to copy
 * it, and is mailed to the member too.
 */
function InviteMember({ onDone }: { onDone: () => void }) {
  const [link, setLink] = useState<{ to: string; url: string } | null>(null);
  const form = useSchemaForm({
    id: 'invite',
    initial: { name: '', email: '', role: 'staff' },
    schema: InviteSchema,
    send: async (m) => {
      setLink(null);
      const answer = await adminApi('POST', '/invites', m);
      if (!answer.ok) return refusalOf(answer, (f) => f);
      const parsed = InvitedAnswerSchema.safeParse(answer.json);
      if (parsed.success) setLink({ to: m.name, url: parsed.data.link });
      return { kind: 'done', message: `${m.name} is invited: an e-mail with the link is on its way.` };
    },
    onDone,
  });
  return (
    <form aria-label="Invite a member" noValidate onSubmit={form.submit} className="admin-form admin-card">
      <h2>Invite a member</h2>
      <p className="muted">They get a link by e-mail to choose their own password. It works once, for 48 hours.</p>
      <Field {...form.field('name')} label="Name" autoComplete="off" />
      <Field {...form.field('email')} label="Email" type="email" autoComplete="off" />
      <SelectField {...form.field('role')} label="Role" options={ROLE_OPTIONS} />
      <FormFoot form={form} label="Send invitation" hint="Fill in every field to invite the member." />
      {link ? (
        <div className="admin-invite-link">
          <p>{`${link.to}'s link, shown this once (you can also give it to them yourself):`}</p>
          <code id="invite-link">{link.url}</code>
          <CopyButton text={link.url} what="the invitation link" target="invite-link" />
        </div>
      ) : null}
    </form>
  );
}

function Invites({ invites, onDone }: { invites: PendingInvite[]; onDone: () => void }) {
  const { said, busy, act } = useAction(onDone);
  if (!invites.length) return null;
  return (
    <section aria-labelledby="invites-heading">
      <h2 id="invites-heading">Invitations waiting</h2>
      <ul className="admin-members">
        {invites.map((i) => (
          <li key={i.id} className="admin-card">
            <h3>
              {i.name} <span className="admin-role">({i.role})</span>
            </h3>
            <p>{i.email}</p>
            <p className="muted">
              Invited by {i.invitedBy} · the link works until {when(i.expiresAt)}
            </p>
            <div className="admin-actions">
              <button
                type="button"
                className="btn btn-outline btn-small btn-danger"
                disabled={busy}
                aria-label={`Withdraw the invitation of ${i.name}`}
                onClick={() => void act('DELETE', `/invites/${i.id}`, {}, `${i.name}'s invitation is withdrawn.`)}
              >
                Withdraw the invitation
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ActionMessage said={said} />
    </section>
  );
}

/** For a showroom without e-mail: the owner types a first password, which the member must change at first sign-in. */
function AddMember({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm({
    id: 'add',
    initial: { name: '', email: '', role: 'staff', password: '' },
    schema: NewMemberSchema,
    send: (m) =>
      change('POST', '/staff', m, `${m.name} can sign in now, and will be asked to choose their own password.`),
    onDone,
  });
  return (
    <form aria-label="Add a member" noValidate onSubmit={form.submit} className="admin-form admin-card">
      <h2>Add a member with a password</h2>
      <p className="muted">
        If they have no e-mail: give them this first password yourself. They choose their own when they first sign in.
      </p>
      <Field {...form.field('name')} label="Name" autoComplete="off" />
      <Field {...form.field('email')} label="Email" type="email" autoComplete="off" />
      <SelectField {...form.field('role')} label="Role" options={ROLE_OPTIONS} />
      <Field
        {...form.field('password')}
        label="First password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <FormFoot form={form} label="Add member" hint="Fill in every field to add the member." />
    </form>
  );
}

function ResetPassword({ member, onDone }: { member: Member; onDone: () => void }) {
  const form = useSchemaForm({
    id: `reset-${member.id}`,
    initial: { password: '' },
    schema: ResetPasswordSchema,
    send: (p) =>
      change(
        'POST',
        `/staff/${member.id}/password`,
        p,
        `New password set for ${member.name}: they choose their own when they next sign in.`,
      ),
    onDone,
  });
  return (
    <form
      aria-label={`New password for ${member.name}`}
      noValidate
      onSubmit={form.submit}
      className="admin-inline-form"
    >
      <Field
        {...form.field('password')}
        label={`New password for ${member.name}`}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <FormFoot form={form} label="Set password" hint="Type the new password." />
    </form>
  );
}

function MemberActions({ member, self, onDone }: { member: Member; self: boolean; onDone: () => void }) {
  const { said, busy, act: send } = useAction(onDone);
  const [resetting, setResetting] = useState(false);
  const act = (method: 'POST' | 'DELETE', path: string, success: string) => send(method, path, {}, success);
  return (
    <div className="admin-actions">
      <button
        type="button"
        className="btn btn-outline btn-small"
        onClick={() => setResetting((r) => !r)}
        aria-expanded={resetting}
      >
        Reset password
      </button>
      {self || member.mustChangePassword ? null : (
        <button
          type="button"
          className="btn btn-outline btn-small"
          disabled={busy}
          onClick={() =>
            void act(
              'POST',
              `/staff/${member.id}/ask-password`,
              `${member.name} must choose a new password before anything else.`,
            )
          }
        >
          Ask for a new password
        </button>
      )}
      {member.lockedUntil ? (
        <button
          type="button"
          className="btn btn-outline btn-small"
          disabled={busy}
          onClick={() => void act('POST', `/staff/${member.id}/unlock`, `${member.name} can sign in again.`)}
        >
          Unlock
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn-outline btn-small"
        onClick={() => void act('POST', `/staff/${member.id}/sign-out`, `${member.name} is signed out everywhere.`)}
      >
        Sign out everywhere
      </button>
      {self ? null : (
        <button
          type="button"
          className="btn btn-outline btn-small btn-danger"
          onClick={() => {
            if (window.confirm(`Remove ${member.name}'s account? They are signed out at once.`))
              void act('DELETE', `/staff/${member.id}`, `${member.name}'s account is removed.`);
          }}
        >
          Remove
        </button>
      )}
      {resetting ? <ResetPassword member={member} onDone={onDone} /> : null}
      <ActionMessage said={said} />
    </div>
  );
}

export default function Staff({ loaderData: { staff, invites } }: Route.ComponentProps) {
  const me = useMember();
  const refresh = useRefresh();
  return (
    <>
      <h1>Staff</h1>
      <ul className="admin-members">
        {staff.map((m) => (
          <li key={m.id} className="admin-card">
            <h2>
              {m.name} <span className="admin-role">({m.role})</span>
            </h2>
            <p>
              <a href={`mailto:${m.email}`}>{m.email}</a>
            </p>
            <p className="muted">
              Last sign-in: {when(m.lastSignInAt)}
              {m.lockedUntil ? <strong className="admin-locked"> · Locked until {when(m.lockedUntil)}</strong> : null}
              {m.mustChangePassword ? <strong> · Must choose a new password</strong> : null}
            </p>
            <MemberActions member={m} self={m.id === me.id} onDone={refresh} />
          </li>
        ))}
      </ul>
      <Invites invites={invites} onDone={refresh} />
      <InviteMember onDone={refresh} />
      <AddMember onDone={refresh} />
    </>
  );
}
