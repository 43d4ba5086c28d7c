import type { Locale } from '../../core/locale';
import { SHOP } from '../../core/shop';
import { mailWords } from './words';

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const linkify = (s: string) => s.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/**
 * A plain HTML version of a text mail: the same words, escaped, in the shop's colours; an Urdu mail reads right to
 * left, in a Naskh face the reader's device has, with room for its tall letters.
 */
export function layout(title: string, text: string, locale: Locale = 'en'): string {
  const urdu = locale === 'ur';
  const face = urdu ? "'Noto Naskh Arabic','Noto Nastaliq Urdu',Tahoma,Arial,sans-serif" : 'Arial,sans-serif';
  const tagline = mailWords(locale)('mail.tagline', { shop: SHOP.name, year: String(SHOP.foundedYear) });
  const body = text
    .split('\n')
    .map((line) => (line ? linkify(escapeHtml(line)) : '&nbsp;'))
    .join('<br>');
  return (
    `<!doctype html><html lang="${locale}" dir="${urdu ? 'rtl' : 'ltr'}"><body style="font-family:${urdu ? face : 'Georgia,serif'};background:#fbf7f0;color:#2b2024;padding:24px">` +
    `<div style="max-width:600px;margin:auto;background:#fff;border-radius:10px;padding:24px">` +
    `<h1 style="color:#5b1a2e;font-size:22px">${escapeHtml(title)}</h1><p style="font-family:${face};font-size:15px;line-height:${urdu ? '2' : '1.6'}">${body}</p>` +
    `<p style="color:#b8893b;font-size:13px">${escapeHtml(tagline)}</p></div></body></html>`
  );
}
