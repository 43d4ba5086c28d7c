import { SHOP } from '../../core/shop';
import type { Role } from '../../core/staff-schemas';
import type { outbox } from '../db/schema';
import { subjectText } from './inquiry-mails';
import { layout } from './layout';

export interface InviteForMail {
  name: string;
  email: string;
  role: Role;
  /** The member who sent the invitation, as the audit log names them. */
  by: string;
  /** The one-time join link (PUBLIC_URL/admin/join?token=…). */
  link: string;
}

const ROLE_WORDS: Record<Role, string> = {
  owner: 'as an owner (everything, staff accounts too)',
  staff: 'as staff (orders and inquiries)',
};

/** The invitation to join the back office (docs/behaviour.md §11.1), written to the outbox with the invitation. */
export function inviteMail(i: InviteForMail): typeof outbox.$inferInsert {
  const text = [
    `Dear ${i.name},`,
    '',
    `${i.by} has invited you to join the ${SHOP.name} back office ${ROLE_WORDS[i.role]}.`,
    '',
    'Open this link to choose your password and sign in:',
    i.link,
    '',
    'The link works once, for 48 hours. If it has expired, ask the owner for a new one.',
    'If you did not expect this e-mail, you can ignore it.',
  ].join('\n');
  return {
    kind: 'staff-invite',
    toAddress: i.email,
    replyTo: SHOP.email,
    subject: subjectText(`Your invitation to the ${SHOP.name} back office`),
    textBody: text,
    htmlBody: layout(`Join the ${SHOP.name} back office`, text),
  };
}
