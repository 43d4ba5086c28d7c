import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  JoinSchema,
  OwnPasswordSchema,
  PasswordChangedSchema,
  SessionAnswerSchema,
  SetupSchema,
  SignInSchema,
} from '../../core/staff-schemas';
import { actorOf, type AdminGuard } from '../auth/guard';
import { closeSession } from '../auth/sessions';
import type { Db } from '../db/client';
import { refusals } from '../http/openapi';
import { changeOwnPassword, setUpOwner, signIn } from '../services/staff';
import { joinByInvite } from '../services/staff-invites';

const about = (req: { ip: string; headers: Record<string, unknown> }) => ({
  address: req.ip,
  userAgent: String(req.headers['user-agent'] ?? ''),
});

/**
 * Signing in and out of the back office, setting up the first owner, joining through an invitation and choosing
 * one's own password (docs/behaviour.md §11.1). Reading the session, signing out and changing one's own password are
 * the calls a member who must change their password is still answered (`beforePasswordChange`, server/auth/guard.ts).
 */
export const adminSessionApi =
  (db: Db, guard: AdminGuard): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['back office'];
    app.post(
      '/session',
      {
        config: { access: 'public' },
        schema: {
          tags,
          operationId: 'signIn',
          summary: 'Sign in with e-mail and password; sets the session cookie',
          body: SignInSchema,
          response: { 200: SessionAnswerSchema.describe('Signed in'), ...refusals(400, 401, 403, 429, 503) },
        },
      },
      async (req, reply) => {
        const s = await signIn(db, { ...req.body, ...about(req) });
        guard.signedIn(reply, s);
        return { member: s.member };
      },
    );
    app.get(
      '/session',
      {
        config: { beforePasswordChange: true },
        schema: {
          tags,
          operationId: 'getSession',
          summary: 'The member signed in',
          response: { 200: SessionAnswerSchema.describe('The member of this session'), ...refusals(401) },
        },
      },
      async (req) => ({ member: actorOf(req).member }),
    );
    app.post(
      '/sign-out',
      {
        config: { beforePasswordChange: true },
        schema: {
          tags,
          operationId: 'signOut',
          summary: 'Sign out: the session ends on the server and its cookie is cleared',
          response: { 200: z.object({ ok: z.literal(true) }).describe('Signed out'), ...refusals(401, 403) },
        },
      },
      async (req, reply) => {
        await closeSession(db, guard.token(req));
        guard.signedOut(reply);
        return { ok: true as const };
      },
    );
    app.post(
      '/setup',
      {
        config: { access: 'public' },
        schema: {
          tags,
          operationId: 'setUpOwner',
          summary: "Create the first owner's account from the one-time setup link, and sign in",
          body: SetupSchema,
          response: {
            200: SessionAnswerSchema.describe('The owner is set up and signed in'),
            ...refusals(400, 403, 503),
          },
        },
      },
      async (req, reply) => {
        const s = await setUpOwner(db, req.body, about(req));
        guard.signedIn(reply, s);
        return { member: s.member };
      },
    );
    app.post(
      '/join',
      {
        config: { access: 'public' },
        schema: {
          tags,
          operationId: 'joinByInvite',
          summary: "Join the back office through an invitation link with one's own password, and sign in",
          body: JoinSchema,
          response: {
            200: SessionAnswerSchema.describe('The member is made and signed in; the link is spent'),
            ...refusals(400, 403, 409, 503),
          },
        },
      },
      async (req, reply) => {
        const s = await joinByInvite(db, req.body, about(req));
        guard.signedIn(reply, s);
        return { member: s.member };
      },
    );
    app.post(
      '/password',
      {
        config: { beforePasswordChange: true },
        schema: {
          tags,
          operationId: 'changeOwnPassword',
          summary: "Change one's own password: the member's other sessions end",
          body: OwnPasswordSchema,
          response: {
            200: PasswordChangedSchema.describe('Changed: the member as they are now'),
            ...refusals(400, 401, 403, 429),
          },
        },
      },
      async (req) => {
        const { member } = actorOf(req);
        const changed = await changeOwnPassword(db, member.id, req.body, {
          address: req.ip,
          sessionToken: guard.token(req),
        });
        return { member: changed };
      },
    );
  };
