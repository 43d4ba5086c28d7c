/** The owner's commands for back-office accounts (docs/behaviour.md §11.1). */
import { RoleSchema } from '../../core/staff-schemas';
import type { Db } from '../db/client';
import { DomainError } from '../common/domain-error';
import type { Actor } from '../services/audit';
import { addMember, idOfEmail, listStaff, removeMember, resetPassword, unlockMember } from '../services/staff';

/** The owner at the server's command line, as the audit log names them. */
export const COMMAND_LINE: Actor = { staffId: null, name: 'Owner (command line)' };

/** The commands that read a password (from standard input, cli/shop.ts). */
export const needsPassword = (args: readonly string[]) =>
  args[0] === 'staff' && (args[1] === 'add' || args[1] === 'reset-password');

/** The value after `--flag` in the words, or undefined. */
function option(args: readonly string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
}

const when = (d: string | null) => (d ? `${d.slice(0, 16).replace('T', ' ')} UTC` : 'never');

/** Runs a `staff` command; null when the words are not one. */
export async function runStaffCommand(db: Db, args: readonly string[], password?: string): Promise<string | null> {
  const [group, cmd, email] = args;
  if (group !== 'staff') return null;
  if (cmd === 'list') {
    const rows = await listStaff(db);
    if (!rows.length) return 'No back-office accounts yet.';
    return rows
      .map((m) =>
        [
          m.email.padEnd(32),
          m.role.padEnd(6),
          m.name.padEnd(20),
          `last sign-in ${when(m.lastSignInAt)}`,
          m.lockedUntil ? `locked until ${when(m.lockedUntil)}` : '',
          m.mustChangePassword ? 'must choose a new password at sign-in' : '',
        ]
          .filter((cell, i) => i < 4 || cell)
          .join('  ')
          .trimEnd(),
      )
      .join('\n');
  }
  if (!email) return null;
  if (cmd === 'add') {
    const name = option(args, '--name');
    const role = RoleSchema.safeParse(option(args, '--role') ?? 'staff');
    if (!name) throw new DomainError(400, 'Give the name: staff add EMAIL --name "NAME" --role owner|staff', 'name');
    if (!role.success) throw new DomainError(400, 'Role must be owner or staff', 'role');
    const m = await addMember(db, { email, name, role: role.data, password }, COMMAND_LINE);
    return `Added ${m.name} <${m.email}> as ${m.role}.`;
  }
  if (cmd === 'remove') {
    await removeMember(db, await idOfEmail(db, email), COMMAND_LINE);
    return `Removed ${email}; their sessions have ended.`;
  }
  if (cmd === 'reset-password') {
    await resetPassword(db, await idOfEmail(db, email), password, COMMAND_LINE);
    return `New password set for ${email}; they are signed out everywhere.`;
  }
  if (cmd === 'unlock') {
    await unlockMember(db, await idOfEmail(db, email), COMMAND_LINE);
    return `${email} can sign in again.`;
  }
  return null;
}
