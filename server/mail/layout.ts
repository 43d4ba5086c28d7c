import { SHOP } from '../../core/shop';

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const linkify = (s: string) => s.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** A plain HTML version of a text mail: the same words, escaped, in the shop's colours. */
export function layout(title: string, text: string): string {
  const body = text
    .split('\n')
    .map((line) => (line ? linkify(escapeHtml(line)) : '&nbsp;'))
    .join('<br>');
  return (
    `<!doctype html><html><body style="font-family:Georgia,serif;background:#fbf7f0;color:#2b2024;padding:24px">` +
    `<div style="max-width:600px;margin:auto;background:#fff;border-radius:10px;padding:24px">` +
    `<h1 style="color:#5b1a2e;font-size:22px">${escapeHtml(title)}</h1><p style="font-family:Arial,sans-serif;font-size:15px;line-height:1.6">${body}</p>` +
    `<p style="color:#b8893b;font-size:13px">${escapeHtml(SHOP.name)} · ${escapeHtml(SHOP.tagline)}</p></div></body></html>`
  );
}
