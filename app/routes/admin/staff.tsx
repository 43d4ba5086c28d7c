import { useState } from 'react';
import { NewMemberSchema, PASSWORD_MIN, ResetPasswordSchema, type Member } from '../../../core/staff-schemas';
import { change } from '../../components/admin/admin-api';
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
}));

const ROLE_OPTIONS = [
  { value: 'staff', label: 'Staff (orders and inquiries)' },
  { value: 'owner', label: 'Owner (everything, staff accounts too)' },
];
const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters; not a common password.`;

function AddMember({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm({
    id: 'add',
    initial: { name: '', email: '', role: 'staff', password: '' },
    schema: NewMemberSchema,
    send: (m) => change('POST', '/staff', m, `${m.name} can sign in now.`),
    onDone,
  });
  return (
    <form aria-label="Add a member" noValidate onSubmit={form.submit} className="admin-form admin-card">
      <h2>Add a member</h2>
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
    send: (p) => change('POST', `/staff/${member.id}/password`, p, `New password set for ${member.name}.`),
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

export default function Staff({ loaderData: { staff } }: Route.ComponentProps) {
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
            </p>
            <MemberActions member={m} self={m.id === me.id} onDone={refresh} />
          </li>
        ))}
      </ul>
      <AddMember onDone={refresh} />
    </>
  );
}
