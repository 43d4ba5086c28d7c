/** The owner's commands for what guests send through the forms: inquiries and newsletter subscribers. */
import type { Db } from '../db/client';
import { DomainError } from '../common/domain-error';
import { mailStateWords } from '../../core/mail-states';
import { fieldLines, inLabelOrder } from '../mail/inquiry-mails';
import { mailEntry } from '../mail/mail-states';
import { removeSubscriber } from '../services/inquiries/changes';
import { inquiryDetail, listInquiries, subscribersCsv } from '../services/inquiries/read';
import { COMMAND_LINE } from './staff-commands';

const when = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Runs an `inquiries` or `subscribers` command; null when the arguments are not one of them. */
export async function runInquiryCommand(db: Db, args: readonly string[]): Promise<string | null> {
  const [group, cmd, arg] = args;
  if (group === 'inquiries' && cmd === 'list') {
    const rows = await listInquiries(db);
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
  if (group === 'inquiries' && cmd === 'show' && arg) {
    const n = arg.replace(/^#/, '');
    if (!/^\d{1,9}$/.test(n))
      throw new DomainError(400, `Inquiry number must be a whole number such as 12, not ${arg}`, 'N');
    const d = await inquiryDetail(db, Number(n));
    if (!d) throw new DomainError(404, `No inquiry #${n}. See the latest with: inquiries list`, 'N');
    return [
      `Inquiry #${d.row.id}: ${d.row.kind} (${d.row.title}), received ${when(d.row.createdAt)}`,
      ...fieldLines(inLabelOrder(d.row.fields)),
      '',
      ...(d.photos.length
        ? ['Photos:', ...d.photos.map((p) => `  ${p.field}: ${p.filePath} (${Math.ceil(p.bytes / 1024)} KB)`)]
        : ['Photos: none']),
      `Mails: ${d.mails.map((m) => `${m.kind} to ${m.to}: ${mailStateWords(mailEntry(m), (iso) => (iso ? when(new Date(iso)) : '—'))}`).join('; ') || 'none'}`,
    ].join('\n');
  }
  if (group === 'subscribers' && cmd === 'export') {
    return (await subscribersCsv(db)).trimEnd();
  }
  if (group === 'subscribers' && cmd === 'remove' && arg) {
    return `Removed ${await removeSubscriber(db, arg, COMMAND_LINE)} from the newsletter.`;
  }
  return null;
}
