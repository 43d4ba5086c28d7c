import { z } from 'zod';
import { isOneLine, notOneLine } from './text-rules';

/** The back office's roles (docs/behaviour.md §11.1): the owner does everything, staff run orders and inquiries. */
export const ROLES = ['owner', 'staff'] as const;
export type Role = (typeof ROLES)[number];
export const RoleSchema = z.enum(ROLES, { error: 'Role must be owner or staff' });

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

const email = z
  .string({ error: 'Please enter your email' })
  .trim()
  .min(1, 'Please enter your email')
  .max(200, 'Email must be at most 200 characters')
  .pipe(z.email({ error: 'Please enter a valid email' }))
  .transform((e) => e.toLowerCase());

/** A new password: long enough (the commonest passwords are refused by the server, whose list is too big to ship). */
export const NewPasswordSchema = z
  .string({ error: 'Please choose a password' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const name = z
  .string({ error: 'Please enter a name' })
  .trim()
  .min(1, 'Please enter a name')
  .max(100, 'Name must be at most 100 characters')
  .refine(isOneLine, notOneLine('Name'));

export const SignInSchema = z.object({
  email,
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(PASSWORD_MAX),
});
export type SignIn = z.infer<typeof SignInSchema>;

/** The first owner, from the one-time setup link. */
export const SetupSchema = z.object({
  token: z.string().min(20, 'This setup link is not valid').max(100, 'This setup link is not valid'),
  name,
  email,
  password: NewPasswordSchema,
});
export type Setup = z.infer<typeof SetupSchema>;

export const NewMemberSchema = z.object({ name, email, role: RoleSchema, password: NewPasswordSchema });
export type NewMember = z.infer<typeof NewMemberSchema>;

export const ResetPasswordSchema = z.object({ password: NewPasswordSchema });

/** An invitation to join (docs/behaviour.md §11.1): who, and as what; the member chooses their own password. */
export const InviteSchema = z.object({ name, email, role: RoleSchema });
export type Invite = z.infer<typeof InviteSchema>;

export const INVITE_TOKEN_REFUSED = 'This invitation link is not valid';
const inviteToken = z
  .string({ error: INVITE_TOKEN_REFUSED })
  .min(20, INVITE_TOKEN_REFUSED)
  .max(100, INVITE_TOKEN_REFUSED)
  .regex(/^[\w-]+$/, INVITE_TOKEN_REFUSED);

/** Joining through an invitation link: the link's token and the password the member chose. */
export const JoinSchema = z.object({ token: inviteToken, password: NewPasswordSchema });
export type Join = z.infer<typeof JoinSchema>;

/** The token of an invitation link as the join page reads it from its address. */
export const InviteTokenSchema = inviteToken;

/** A member's change of their own password: the one they have now, and the one they choose. */
export const OwnPasswordSchema = z.object({
  current: z
    .string({ error: 'Please enter your current password' })
    .min(1, 'Please enter your current password')
    .max(PASSWORD_MAX),
  password: NewPasswordSchema,
});
export type OwnPassword = z.infer<typeof OwnPasswordSchema>;

/** What a member must change first, and what every other back-office call answers them until they have (403). */
export const MUST_CHANGE_PASSWORD = 'Please choose your own password first: the owner asked you for a new one.';

/** The member signed in, as the pages and the API see them. */
export const SignedInSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  /** The owner set or asked for a new password: nothing else in the back office answers until the member chooses one. */
  mustChangePassword: z.boolean(),
});
export type SignedIn = z.infer<typeof SignedInSchema>;

export const MemberSchema = SignedInSchema.extend({
  lastSignInAt: z.string().nullable(),
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof MemberSchema>;

/** The one message for a wrong e-mail, a wrong password and a locked account: it never says which. */
export const SIGN_IN_REFUSED = 'The email or password is not right.';
export const SIGN_IN_THROTTLED = 'Too many failed sign-ins from this network. Please wait a few minutes and try again.';

/** The answer of signing in or setting up the first owner: who is signed in now. */
export const SessionAnswerSchema = z.object({ member: SignedInSchema });

/** An invitation not yet used, withdrawn or expired, as the owner's page lists it. */
export const PendingInviteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvite = z.infer<typeof PendingInviteSchema>;

/** Who an invitation link is for, as the join page shows it. */
export const InvitationSchema = z.object({ name: z.string(), email: z.string(), role: RoleSchema });
export type Invitation = z.infer<typeof InvitationSchema>;

/** The answer of every change to the members: the whole list and the pending invitations, as the owner's page shows them. */
export const StaffAnswerSchema = z.object({ staff: z.array(MemberSchema), invites: z.array(PendingInviteSchema) });

/** The answer of an invitation: the link, shown to the owner this once (only its SHA-256 is kept), and the lists. */
export const InvitedAnswerSchema = StaffAnswerSchema.extend({ link: z.string() });

/** The answer of a member's change of their own password. */
export const PasswordChangedSchema = SessionAnswerSchema;
