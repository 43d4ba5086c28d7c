import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  InvitedAnswerSchema,
  InviteSchema,
  NewMemberSchema,
  ResetPasswordSchema,
  RoleSchema,
  StaffAnswerSchema,
} from '../../core/staff-schemas';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { refusals } from '../http/openapi';
import { inviteMember, listInvites, withdrawInvite } from '../services/staff-invites';
import {
  addMember,
  askForNewPassword,
  listStaff,
  removeMember,
  resetPassword,
  setRole,
  signOutEverywhere,
  unlockMember,
} from '../services/staff';

const IdParams = z.object({ id: z.coerce.number({ error: 'id must be a number' }).int().positive() });

/**
 * The owner's management of the back office's members (docs/behaviour.md §11.1); every answer is the whole list and
 * the pending invitations. A password the owner types here is the owner's: the member must choose their own.
 */
export const adminStaffApi =
  (db: Db, opts: { publicUrl: string; onMail: () => void }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['back office'];
    const config = { access: 'owner' as const };
    const list = async () => ({ staff: await listStaff(db), invites: await listInvites(db) });
    const changed = StaffAnswerSchema.describe('Done: the members as they are now');
    app.get(
      '/staff',
      {
        config,
        schema: {
          tags,
          operationId: 'listStaff',
          summary: 'The members, their role and last sign-in',
          response: { 200: StaffAnswerSchema.describe('The members'), ...refusals(401, 403) },
        },
      },
      list,
    );
    app.post(
      '/staff',
      {
        config,
        schema: {
          tags,
          operationId: 'addMember',
          summary: 'Add a member with a role and a first password, which they must change at their first sign-in',
          body: NewMemberSchema,
          response: { 200: changed, ...refusals(400, 401, 403, 409) },
        },
      },
      async (req) => {
        await addMember(db, req.body, actorOf(req), { mustChange: true });
        return list();
      },
    );
    app.post(
      '/staff/:id/role',
      {
        config,
        schema: {
          tags,
          operationId: 'setRole',
          summary: "Change a member's role; the last owner stays owner",
          params: IdParams,
          body: z.object({ role: RoleSchema }),
          response: { 200: changed, ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (req) => {
        await setRole(db, req.params.id, req.body.role, actorOf(req));
        return list();
      },
    );
    app.post(
      '/staff/:id/password',
      {
        config,
        schema: {
          tags,
          operationId: 'resetPassword',
          summary:
            "Set a member's new password: it lifts a lock, signs them out everywhere, and they must change it at their next sign-in",
          params: IdParams,
          body: ResetPasswordSchema,
          response: { 200: changed, ...refusals(400, 401, 403, 404) },
        },
      },
      async (req) => {
        await resetPassword(db, req.params.id, req.body.password, actorOf(req), { mustChange: true });
        return list();
      },
    );
    app.post(
      '/invites',
      {
        config,
        schema: {
          tags,
          operationId: 'inviteMember',
          summary: 'Invite a member: a link valid once for 48 hours, mailed to them and shown this once',
          body: InviteSchema,
          response: {
            200: InvitedAnswerSchema.describe('Invited: the link, and the members and invitations as they are now'),
            ...refusals(400, 401, 403, 409),
          },
        },
      },
      async (req) => {
        const { link } = await inviteMember(db, req.body, actorOf(req), opts.publicUrl);
        opts.onMail();
        return { link, ...(await list()) };
      },
    );
    /** What the owner does to one member or invitation by its id: done, then the whole list as it is now. */
    const byId = [
      {
        method: 'DELETE',
        url: '/staff/:id',
        operationId: 'removeMember',
        summary: 'Remove a member (their sessions end); the last owner stays',
        act: removeMember,
        conflict: true,
      },
      {
        method: 'POST',
        url: '/staff/:id/ask-password',
        operationId: 'askForNewPassword',
        summary: 'Ask a member for a new password: nothing else answers them until they have chosen one',
        act: askForNewPassword,
      },
      {
        method: 'POST',
        url: '/staff/:id/unlock',
        operationId: 'unlockMember',
        summary: 'Unlock an account locked by failed sign-ins',
        act: unlockMember,
      },
      {
        method: 'POST',
        url: '/staff/:id/sign-out',
        operationId: 'signOutEverywhere',
        summary: 'End every session of a member',
        act: signOutEverywhere,
      },
      {
        method: 'DELETE',
        url: '/invites/:id',
        operationId: 'withdrawInvite',
        summary: 'Withdraw a pending invitation: its link stops working',
        act: withdrawInvite,
      },
    ] as const;
    for (const r of byId) {
      app.route({
        method: r.method,
        url: r.url,
        config,
        schema: {
          tags,
          operationId: r.operationId,
          summary: r.summary,
          params: IdParams,
          response: { 200: changed, ...refusals(400, 401, 403, 404, ...('conflict' in r ? [409 as const] : [])) },
        },
        handler: async (req) => {
          await r.act(db, req.params.id, actorOf(req));
          return list();
        },
      });
    }
  };
