import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The mails the e2e shop's outbox worker wrote (no SMTP_URL: .eml files under DATA_DIR/outbox). */
const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Mail bodies are quoted-printable: soft line breaks and =XX escapes (UTF-8 bytes decoded together). */
export function decodeQuotedPrintable(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  );
}

/** A header's encoded words (RFC 2047: an Urdu subject, folded over lines), written out; the rest as it is. */
export function decodeHeaderWords(eml: string): string {
  return eml.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=(?:\r?\n[ \t]+(?==\?))?/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replaceAll('_', ' ')),
  );
}

/** A part sent as base64 (a mail mostly in another script may be), written out as text. */
export function decodeBase64Parts(eml: string): string {
  return eml.replace(
    /(Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([A-Za-z0-9+/=\r\n]+)/gi,
    (_, head: string, body: string) => head + Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') + '\n',
  );
}

/** Every mail in the outbox that mentions `needle` (an order number, a guest's unique e-mail), decoded. */
export async function mailsAbout(needle: string): Promise<string[]> {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  const texts = await Promise.all(
    files.filter((f) => f.endsWith('.eml')).map((f) => readFile(path.join(outboxDir(), f), 'utf8')),
  );
  return texts
    .map((t) => decodeBase64Parts(decodeQuotedPrintable(decodeHeaderWords(t))))
    .filter((t) => t.includes(needle));
}
