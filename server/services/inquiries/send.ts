import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { inquiries, inquiryPhotos, outbox, subscribers } from '../../db/schema';
import { inquiryMails } from '../../mail/inquiry-mails';
import type { FileStore } from '../../files/store';
import { storeUpload } from '../../files/uploads';
import type { Locale } from '../../../core/locale';
import type { InquiryKind } from './kinds';
import { needsAnswer } from '../../../core/inquiry-admin-schemas';
import { announce } from '../alerts';

export interface NewInquiry {
  kind: InquiryKind;
  /** The form as its schema parsed it (title included). */
  fields: Record<string, unknown>;
  /** Photos already checked and re-encoded (files/uploads.ts cleanImages). */
  photos?: { field: string; label: string; data: Buffer }[];
  /** The shop's public address, for the back office's link in the shop's mail. */
  publicUrl: string;
  /** The language of the page the form was sent from (kept; the guest's acknowledgement is in it). */
  locale: Locale;
}

interface Sender {
  name: string;
  email: string;
  phone: string;
}

const text = (f: Record<string, unknown>, key: string) => (typeof f[key] === 'string' ? f[key] : '');

/** Who the form is from: the receiver form carries only the receiver's details. */
const senderOf = (f: Record<string, unknown>): Sender =>
  'ReceiverName' in f
    ? { name: text(f, 'ReceiverName'), email: text(f, 'Receiveremail'), phone: text(f, 'Receiverphone') }
    : { name: text(f, 'fullName'), email: text(f, 'email'), phone: text(f, 'phone') };

/**
 * Stores an inquiry with its photos and its mails in one transaction (docs/behaviour.md §10, nothing
 * acknowledged is lost). The photo files are written first and removed again if anything fails after. A newsletter sign-up
 * also makes or updates the subscriber; the shop hears only of a new one (docs/decisions/016).
 */
export async function submitInquiry(db: Db, store: FileStore, inq: NewInquiry): Promise<{ id: number; mails: number }> {
  const who = senderOf(inq.fields);
  const saved: { field: string; label: string; filePath: string; bytes: number }[] = [];
  try {
    for (const p of inq.photos ?? []) {
      saved.push({
        field: p.field,
        label: p.label,
        bytes: p.data.length,
        filePath: await storeUpload(store, 'inquiries', `${inq.kind}-${p.field}`, p.data),
      });
    }
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(inquiries)
        .values({
          kind: inq.kind,
          title: text(inq.fields, 'title'),
          fullName: who.name,
          email: who.email,
          phone: who.phone,
          reason: text(inq.fields, 'reason'),
          message: text(inq.fields, 'message'),
          date: text(inq.fields, 'date'),
          fields: inq.fields,
          locale: inq.locale,
        })
        .returning({ id: inquiries.id });
      if (!row) throw new Error('The inquiry insert returned no id');
      if (saved.length) {
        await tx
          .insert(inquiryPhotos)
          .values(saved.map((p) => ({ inquiryId: row.id, field: p.field, filePath: p.filePath, bytes: p.bytes })));
      }
      const newSubscriber = inq.kind === 'newsletter' && (await subscribe(tx, who));
      const mails = inquiryMails(
        {
          id: row.id,
          kind: inq.kind,
          ...who,
          fields: inq.fields,
          photos: saved,
          publicUrl: inq.publicUrl,
          locale: inq.locale,
        },
        {
          shop: inq.kind !== 'newsletter' || newSubscriber,
          guest: inq.kind !== 'gift-card-receiver',
        },
      );
      if (mails.length) await tx.insert(outbox).values(mails);
      if (needsAnswer(inq.kind)) await announce(tx, { kind: 'inquiry', id: row.id, form: inq.kind });
      return { id: row.id, mails: mails.length };
    });
  } catch (err) {
    await Promise.allSettled(saved.map((p) => store.delete(p.filePath)));
    throw err;
  }
}

/** One subscriber per e-mail in any case: a repeat sign-up updates the name and phone. True when new. */
async function subscribe(tx: Tx, who: Sender): Promise<boolean> {
  const [row] = await tx
    .insert(subscribers)
    .values({ email: who.email.toLowerCase(), fullName: who.name, phone: who.phone })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: { fullName: who.name, phone: who.phone, updatedAt: sql`now()` },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return row?.inserted === true;
}
