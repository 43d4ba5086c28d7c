/** The owner's commands for what guests send through the forms: inquiries and newsletter subscribers. */
import type { Database } from '../server/db/client';
import { fieldLines } from '../server/mail/inquiry-mails';
import { inquiryDetail, listInquiries, listSubscribers, removeSubscriber } from '../server/services/inquiry-lookup';
import { toCsv } from './csv';

const when = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Runs an `inquiries` or `subscribers` command; null when the arguments are not one of them. */
export async function runInquiryCommand(db: Database, args: string[]): Promise<string | null> {
  const [group, cmd, ...rest] = args;
  if (group === 'inquiries' && cmd === 'list') {
    const rows = await listInquiries(db.db);
    if (!rows.length) return 'No inquiries yet.';
    return rows
      .map((r) =>
        [
          `#${r.id}`.padEnd(6),
          when(r.createdAt),
          r.kind.padEnd(18),
          r.fullName,
          `<${r.email}>`,
          r.phone,
          r.photos ? `${r.photos} photo${r.photos > 1 ? 's' : ''}` : 'no photos',
        ].join('  '),
      )
      .join('\n');
  }
  if (group === 'inquiries' && cmd === 'show' && rest[0]) {
    const n = rest[0].replace(/^#/, '');
    if (!/^\d{1,9}$/.test(n)) throw new Error(`Inquiry number must be a whole number such as 12, not ${rest[0]}`);
    const d = await inquiryDetail(db.db, Number(n));
    if (!d) throw new Error(`No inquiry #${n}. See the latest with: inquiries list`);
    return [
      `Inquiry #${d.row.id}: ${d.row.kind} (${d.row.title}), received ${when(d.row.createdAt)}`,
      ...fieldLines(d.row.fields),
      '',
      ...(d.photos.length
        ? ['Photos:', ...d.photos.map((p) => `  ${p.field}: ${p.filePath} (${Math.ceil(p.bytes / 1024)} KB)`)]
        : ['Photos: none']),
      `Mails: ${d.mails.map((m) => `${m.kind} to ${m.to}: ${m.status} after ${m.attempts} attempt(s)${m.lastError ? ` (${m.lastError})` : ''}`).join('; ') || 'none'}`,
    ].join('\n');
  }
  if (group === 'subscribers' && cmd === 'export') {
    const rows = await listSubscribers(db.db);
    return toCsv([
      ['email', 'fullName', 'phone', 'subscribedAt'],
      ...rows.map((s) => [s.email, s.fullName, s.phone, s.createdAt.toISOString()]),
    ]).trimEnd();
  }
  if (group === 'subscribers' && cmd === 'remove' && rest[0]) {
    if (!(await removeSubscriber(db.db, rest[0]))) throw new Error(`No subscriber ${rest[0]}`);
    return `Removed ${rest[0].toLowerCase()} from the newsletter.`;
  }
  return null;
}
