import { data, redirect, type AppLoadContext } from 'react-router';
import type { SignedIn } from '../../core/staff-schemas';
import type { BackOffice } from '../../server/services/admin-pages';

/** Who may read a back-office page: any signed-in member, or the owner alone. */
export type PageAccess = 'member' | 'owner';

/** What a back-office loader is given once the session and the role are checked. */
export interface SignedInOffice {
  member: SignedIn;
  backOffice: BackOffice;
}

/**
 * The session and the role, checked where the data is read (docs/behaviour.md §11.1): without a member, to the
 * sign-in page; a member who is not the owner on an owner's page, 403. The back office's services come only from
 * here: the load context holds them only for a signed-in request, and lint refuses `context.backOffice` elsewhere.
 */
export function signedInOffice(
  context: AppLoadContext,
  access: PageAccess,
  { passwordPage = false }: { passwordPage?: boolean } = {},
): SignedInOffice {
  const { member, backOffice } = context;
  if (!member || !backOffice) throw redirect('/admin/login');
  // A member who must choose their own password sees nothing else (the guard sends them there too).
  if (member.mustChangePassword && !passwordPage) throw redirect('/admin/password');
  if (access === 'owner' && member.role !== 'owner') throw data('Only the owner can see this page.', { status: 403 });
  // Whatever it reads is this member's: the answer is never kept or shared (server/ssr/render.ts).
  context.markPrivate();
  return { member, backOffice };
}

/** The access a back-office loader was made with, for the test that walks the route table. */
export const PAGE_ACCESS = Symbol.for('zewar.backOfficeAccess');

/**
 * Every back-office page's loader is made by this (a test walks app/routes.ts and fails on one that is not): the
 * check runs before `load`, which receives the member and the back office's services. `passwordPage` is for the
 * page where a member chooses their own password alone: every other page sends a member who must, there.
 */
export function backOfficeLoader<A extends { context: AppLoadContext }, T>(
  access: PageAccess,
  load: (args: A, office: SignedInOffice) => T,
  opts: { passwordPage?: boolean } = {},
): ((args: A) => T) & { [PAGE_ACCESS]: PageAccess } {
  const loader = (args: A) => load(args, signedInOffice(args.context, access, opts));
  return Object.assign(loader, { [PAGE_ACCESS]: access });
}
