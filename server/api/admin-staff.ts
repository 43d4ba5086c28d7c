import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NewMemberSchema, ResetPasswordSchema, RoleSchema, StaffAnswerSchema } from '../../core/staff-schemas';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { refusals } from '../http/openapi';
import {
  addMember,
  listStaff,
  removeMember,
  resetPassword,
  setRole,
  signOutEverywhere,
  unlockMember,
} from '../services/staff';

const IdParams = z.object({ id: z.coerce.number({ error: 'id must be a number' }).int().positive() });

/** The owner's management of the back office's members (docs/behaviour.md §11.1); every answer is the whole list. */
export const adminStaffApi =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['back office'];
    const config = { access: 'owner' as const };
    const list = async () => ({ staff: await listStaff(db) });
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
          summary: 'Add a member with a role and a first password',
          body: NewMemberSchema,
          response: { 200: changed, ...refusals(400, 401, 403, 409) },
        },
      },
      async (req) => {
        await addMember(db, req.body, actorOf(req));
        return list();
      },
    );
    app.delete(
      '/staff/:id',
      {
        config,
        schema: {
          tags,
          operationId: 'removeMember',
          summary: 'Remove a member (their sessions end); the last owner stays',
          params: IdParams,
          response: { 200: changed, ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (req) => {
        await removeMember(db, req.params.id, actorOf(req));
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
          summary: "Set a member's new password: it lifts a lock and signs them out everywhere",
          params: IdParams,
          body: ResetPasswordSchema,
          response: { 200: changed, ...refusals(400, 401, 403, 404) },
        },
      },
      async (req) => {
        await resetPassword(db, req.params.id, req.body.password, actorOf(req));
        return list();
      },
    );
    app.post(
      '/staff/:id/unlock',
      {
        config,
        schema: {
          tags,
          operationId: 'unlockMember',
          summary: 'Unlock an account locked by failed sign-ins',
          params: IdParams,
          response: { 200: changed, ...refusals(400, 401, 403, 404) },
        },
      },
      async (req) => {
        await unlockMember(db, req.params.id, actorOf(req));
        return list();
      },
    );
    app.post(
      '/staff/:id/sign-out',
      {
        config,
        schema: {
          tags,
          operationId: 'signOutEverywhere',
          summary: 'End every session of a member',
          params: IdParams,
          response: { 200: changed, ...refusals(400, 401, 403, 404) },
        },
      },
      async (req) => {
        await signOutEverywhere(db, req.params.id, actorOf(req));
        return list();
      },
    );
  };
