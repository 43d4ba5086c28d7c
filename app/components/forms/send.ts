import { HONEYPOT_FIELD } from '../../../core/inquiry-words';
import { localeOfPath } from '../../../core/locale';
import { callApi, type ApiAnswer } from '../../lib/api';
import { outcomeOf } from './form-state';

/** The language of the page the form is on (its address says it): the guest's acknowledgement is written in it. */
const pageLanguage = () => localeOfPath(window.location.pathname);

/**
 * docs/behaviour.md §7.4: contact, appointment, newsletter, gift card and requirement forms, told apart by their title.
 */
export const sendInquiry = (data: object, website: string) =>
  callApi('/api/mail/inquiryMail', { UserData: { ...data, [HONEYPOT_FIELD]: website }, Language: pageLanguage() });

/** docs/behaviour.md §7.5: the size requests, multipart with their optional photos. */
export function sendSizeRequest(data: Record<string, unknown>, website: string, photos: Record<string, File | null>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(data)) body.append(k, String(v ?? ''));
  body.append(HONEYPOT_FIELD, website);
  body.append('Language', pageLanguage());
  for (const [k, file] of Object.entries(photos)) if (file) body.append(k, file, file.name);
  return callApi('/api/mail/submitform', body);
}

/** An inquiry form's send for the kit: sends with `send`, and the answer whose message is `ok` shows `success`. */
export const replyOf =
  <T>(send: (data: T, website: string) => Promise<ApiAnswer>, ok: string, success: string) =>
  async (data: T, website: string) =>
    outcomeOf(await send(data, website), ok, success);
