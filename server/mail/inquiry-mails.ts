import { formatDay, formatDayIn } from '../../core/calendar-day';
import { formatPKR } from '../../core/format';
import { fullAddress, SHOP } from '../../core/shop';
import type { outbox } from '../db/schema';
import type { InquiryKind } from '../services/inquiries/kinds';
import type { Locale } from '../../core/locale';
import { layout } from './layout';
import { mailWords, selector, type MailWords } from './words';

export interface InquiryForMail {
  id: number;
  kind: InquiryKind;
  name: string;
  email: string;
  /** Every validated field of the form, in the form's order. */
  fields: Record<string, unknown>;
  photos: { field: string; label: string; filePath: string }[];
  /** The shop's public address (PUBLIC_URL): the shop's copy links to the inquiry in the back office. */
  publicUrl: string;
  /** The language of the page the form was sent from: the guest's acknowledgement is written in it. */
  locale: Locale;
}

/** Where the back office shows an inquiry: its page, or the subscribers' list for a newsletter sign-up. */
export const inquiryAdminLink = (q: Pick<InquiryForMail, 'id' | 'kind' | 'publicUrl'>) =>
  q.kind === 'newsletter' ? `${q.publicUrl}/admin/subscribers` : `${q.publicUrl}/admin/inquiries/${q.id}`;

/** What the shop's copy calls each form (the guest's acknowledgement says it in the guest's language: mail.ts). */
const WORDS: Record<InquiryKind, string> = {
  contact: 'Contact form',
  appointment: 'Appointment request',
  newsletter: 'New newsletter subscriber',
  'gift-card': 'Gift card request',
  'gift-card-receiver': 'Gift card receiver details',
  requirement: 'Requirement request',
  'ring-size': 'Ring size request',
  'bangle-size': 'Bangle size request',
};

const LABELS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    fullName: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    reason: 'Reason',
    date: 'Date',
    amount: 'Amount',
    ReceiverName: 'Receiver name',
    Receiveremail: 'Receiver e-mail',
    Receiverphone: 'Receiver phone',
    FingerMeasurement: 'Finger measurement',
    RingMeasurement: 'Ring measurement',
    HandMeasurement: 'Hand width',
    WristMeasurement: 'Wrist size',
    ExitingBangleSizeMeasurement: 'Existing bangle diameter',
  }),
);

/** Defence in depth: a subject never carries a control character (CR/LF included), whatever reached it. */
export const subjectText = (s: string) =>
  s
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);

const shown = (key: string, v: unknown) => {
  if (v === '' || v === undefined || v === null) return '-';
  if (key === 'amount' && typeof v === 'number') return formatPKR(v);
  if (key === 'date') return formatDay(String(v)); // a date input's YYYY-MM-DD, in the one date format
  return key === 'reason' ? String(v).replace(/([a-z])([A-Z])/g, '$1 $2') : String(v); // JewelleryConsultation
};

/**
 * A stored form's fields in the labels' order (name, e-mail, phone, reason, date, amount, receiver, measurements), then
 * any other: the database keeps a form's fields without their order (jsonb).
 */
export function inLabelOrder(fields: Record<string, unknown>): Record<string, unknown> {
  const known = [...LABELS.keys()];
  const rank = (k: string) => (known.includes(k) ? known.indexOf(k) : known.length);
  return Object.fromEntries(Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b)));
}

/**
 * Every field of the form in words, in the form's order (the title and the message aside), and the free-text message
 * in full (null when the form has none); the mails and the back office show the same.
 */
export function fieldEntries(fields: Record<string, unknown>): {
  entries: { key: string; label: string; value: string }[];
  message: string | null;
} {
  const entries = Object.entries(fields)
    .filter(([k]) => k !== 'title' && k !== 'message')
    .map(([k, v]) => ({ key: k, label: LABELS.get(k) ?? k, value: shown(k, v) }));
  return { entries, message: 'message' in fields ? (fields.message ? String(fields.message) : '-') : null };
}

/**
 * Every field of the form, one per line in the form's order, the free-text message last and in full: in English (the
 * shop's copy, the owner's command line) or in the guest's language (the acknowledgement), the values as sent but a
 * date, written in words.
 */
export function fieldLines(
  fields: Record<string, unknown>,
  w: MailWords = mailWords('en'),
  locale: Locale = 'en',
): string[] {
  const { entries, message } = fieldEntries(fields);
  const lines = entries.map((e) =>
    w('mail.inquiryField', {
      label: w('mail.inquiryLabel', { field: e.key }),
      value: e.key === 'date' && e.value !== '-' ? formatDayIn(locale, String(fields.date)) : e.value,
    }),
  );
  if (message !== null) lines.push('', w('mail.inquiryMessage'), message);
  return lines;
}

type OutboxRow = typeof outbox.$inferInsert;

/**
 * The shop's copy (reply-to the guest, every field, the photos attached) and the guest's acknowledgement
 * (reply-to the shop), each only when asked for (see docs/decisions/016).
 */
export function inquiryMails(q: InquiryForMail, send: { shop: boolean; guest: boolean }): OutboxRow[] {
  const shopWords = WORDS[q.kind];
  const title = typeof q.fields.title === 'string' ? q.fields.title : shopWords;
  const rows: OutboxRow[] = [];
  if (send.shop) {
    const text = [
      `${shopWords} #${q.id} (${title})`,
      '',
      ...fieldLines(q.fields),
      '',
      `Photos: ${q.photos.length ? `${q.photos.map((p) => p.label).join(', ')} (attached)` : 'none'}`,
      '',
      `Reply to this e-mail to answer ${q.name}.`,
      `In the back office: ${inquiryAdminLink(q)}`,
    ].join('\n');
    const attachments = q.photos.map((p) => ({
      filename: `${p.field}-${q.id}.jpg`,
      key: p.filePath,
      contentType: 'image/jpeg',
    }));
    rows.push({
      kind: 'inquiry-shop',
      toAddress: SHOP.email,
      replyTo: q.email,
      inquiryId: q.id,
      subject: subjectText(`${shopWords} #${q.id} from ${q.name}`),
      textBody: text,
      htmlBody: layout(subjectText(`${shopWords} #${q.id}`), text),
      attachments: JSON.stringify(attachments),
    });
  }
  if (send.guest) {
    // In the language of the page the guest wrote from (the shop's copy above stays English).
    const say = mailWords(q.locale);
    const kind = selector(q.kind);
    const what = say('mail.inquiryWhat', { kind });
    const next = say('mail.inquiryNext', { kind });
    const phone = SHOP.phones[0];
    const text = [
      say('mail.dear', { name: q.name }),
      '',
      say('mail.inquiryThanks', { shop: SHOP.name, what }),
      ...(next ? [next] : []),
      '',
      say('mail.inquirySent'),
      ...fieldLines(q.fields, say, q.locale),
      ...(q.photos.length ? [say('mail.inquiryPhotos', { labels: q.photos.map((p) => p.label).join(', ') })] : []),
      '',
      say('mail.inquiryAddress', { shop: SHOP.name, address: fullAddress() }),
      say('mail.footerPhones', { phone: phone.number, ext: phone.ext, whatsapp: SHOP.whatsappDisplay }),
    ].join('\n');
    rows.push({
      kind: 'inquiry-guest',
      toAddress: q.email,
      replyTo: SHOP.email,
      inquiryId: q.id,
      subject: subjectText(say('mail.inquirySubject', { what, shop: SHOP.name })),
      textBody: text,
      htmlBody: layout(say('mail.inquiryTitle', { name: subjectText(q.name) }), text, q.locale),
    });
  }
  return rows;
}
