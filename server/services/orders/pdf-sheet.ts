/**
 * The paper of the invoice and the receipt (docs/behaviour.md §11.14): an A4 page drawn with pdfkit in its built-in
 * Helvetica, the shop's letterhead, text that wraps in a column, a new page when the next block does not fit (a
 * table's header drawn again on it), and each page's footer with its number. What is printed is in invoice.ts and
 * receipt.ts.
 */
import PDFDocument from 'pdfkit';
import { SHOP } from '../../../core/shop';
import type { TaxSettings } from '../../../core/shop-settings';

type Doc = PDFKit.PDFDocument;

/** A4 in points, its margins, and where the body stops to leave room for the footer. */
export const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;
export const LEFT = PAGE.margin;
export const RIGHT = PAGE.width - PAGE.margin;
export const WIDTH = RIGHT - LEFT;
const BODY_BOTTOM = PAGE.height - 62;
const FOOTER_Y = PAGE.height - 46;

export const COLOR = {
  ink: '#1f1b16',
  muted: '#6b6358',
  gold: '#8a6a1c',
  rule: '#d9cfbb',
  shade: '#f6f0e3',
} as const;

export type Font = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique';
export interface Style {
  font?: Font;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/** The characters of Windows-1252 above ASCII that Helvetica prints besides Latin-1's. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text as the built-in Helvetica can print it (Windows-1252): a character it has no glyph for (Urdu, an emoji) becomes
 * '?', where pdfkit would print a wrong letter; control characters become spaces.
 */
export function printable(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c === 10) out += '\n';
    else if (c < 32 || (c >= 127 && c < 160)) out += ' ';
    else if (c < 256 || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else out += '?';
  }
  return out;
}

const LINE_GAP = 1.2;

/** A document being drawn from the top down: `y` is where the next block starts. */
export class Sheet {
  y: number = PAGE.margin;
  /** Drawn at the top of each new page while a table runs over pages (its header). */
  repeat: (() => void) | null = null;

  constructor(readonly doc: Doc) {}

  private style(s: Style): void {
    this.doc
      .font(s.font ?? 'Helvetica')
      .fontSize(s.size ?? 9)
      .fillColor(s.color ?? COLOR.ink);
  }

  /** The height `text` takes wrapped in `width`. */
  height(text: string, width: number, s: Style = {}): number {
    this.style(s);
    return this.doc.heightOfString(printable(text), { width, lineGap: LINE_GAP });
  }

  width(text: string, s: Style = {}): number {
    this.style(s);
    return this.doc.widthOfString(printable(text));
  }

  /** Draws `text` wrapped in a column; answers the height it took. */
  text(text: string, x: number, y: number, width: number, s: Style = {}): number {
    this.style(s);
    this.doc.text(printable(text), x, y, { width, align: s.align ?? 'left', lineGap: LINE_GAP });
    // pdfkit leaves its cursor under what it drew: the height heightOfString would measure, without wrapping twice.
    return this.doc.y - y;
  }

  /** A horizontal line across [x1, x2] at y. */
  rule(y: number, color: string = COLOR.rule, weight = 0.6, x1: number = LEFT, x2: number = RIGHT): void {
    this.doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(weight).strokeColor(color).stroke().restore();
  }

  /** A filled box. */
  box(x: number, y: number, w: number, h: number, color: string = COLOR.shade): void {
    this.doc.save().rect(x, y, w, h).fill(color).restore();
  }

  /** Starts a new page when `h` more points do not fit on this one (drawing the running table's header there). */
  room(h: number): void {
    if (this.y + h <= BODY_BOTTOM) return;
    this.doc.addPage();
    this.y = PAGE.margin;
    this.repeat?.();
  }

  /** A section's heading: small capitals in gold over a line, kept on one page with the `keep` points after it. */
  heading(title: string, keep = 0): void {
    this.room(24 + keep);
    this.y += this.text(title.toUpperCase(), LEFT, this.y, WIDTH, {
      font: 'Helvetica-Bold',
      size: 8.5,
      color: COLOR.gold,
    });
    this.y += 2;
    this.rule(this.y, COLOR.gold, 0.8);
    this.y += 6;
  }
}

/**
 * The shop's letterhead (core/shop.ts; the owner's tax numbers when set) on the left, the paper's title and its facts
 * (number, date…) on the right, a gold line under both.
 */
export function letterhead(s: Sheet, tax: TaxSettings, title: string, facts: readonly (readonly [string, string])[]) {
  const top = s.y;
  let y = top;
  y += s.text(SHOP.name, LEFT, y, 300, { font: 'Helvetica-Bold', size: 19, color: COLOR.gold });
  y += s.text(SHOP.tagline, LEFT, y, 300, { font: 'Helvetica-Oblique', size: 8, color: COLOR.muted }) + 5;
  const contact = [
    SHOP.address.line1,
    `${SHOP.address.line2}, ${SHOP.address.country}`,
    SHOP.phones.map((p) => `${p.label} ${p.number}`).join('  ·  '),
    `${SHOP.email}  ·  WhatsApp ${SHOP.whatsappDisplay}`,
  ];
  const taxes = [tax.ntn ? `NTN ${tax.ntn}` : '', tax.strn ? `STRN ${tax.strn}` : ''].filter(Boolean);
  if (taxes.length) contact.push(taxes.join('  ·  '));
  for (const line of contact) y += s.text(line, LEFT, y, 300, { size: 8.5, color: COLOR.muted });

  const rx = RIGHT - 200;
  let ry = top;
  ry += s.text(title.toUpperCase(), rx, ry, 200, { font: 'Helvetica-Bold', size: 22, align: 'right' }) + 6;
  for (const [label, value] of facts) {
    const h = s.text(value, rx + 80, ry, 120, { font: 'Helvetica-Bold', size: 9, align: 'right' });
    s.text(label, rx, ry, 76, { size: 9, color: COLOR.muted, align: 'right' });
    ry += h + 2;
  }
  s.y = Math.max(y, ry) + 10;
  s.rule(s.y, COLOR.gold, 1.5);
  s.y += 14;
}

/**
 * Renders a PDF: `draw` fills the pages, then each page gets its footer (`note` on the left, `name` and the page's
 * number on the right). Answers the whole file.
 */
export function renderPdf(
  meta: { title: string; name: string; note: string },
  draw: (s: Sheet) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    // The body stops at BODY_BOTTOM by Sheet.room; pdfkit's own bottom margin only has to leave the footer in the page.
    margins: { top: PAGE.margin, left: LEFT, right: PAGE.margin, bottom: 20 },
    bufferPages: true,
    info: { Title: meta.title, Author: SHOP.name, Creator: SHOP.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const sheet = new Sheet(doc);
  draw(sheet);
  sheet.repeat = null;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    sheet.rule(FOOTER_Y - 6);
    const right = `${meta.name}  ·  Page ${i - start + 1} of ${count}`;
    const rw = sheet.width(right, { size: 7.5 }) + 2;
    sheet.text(meta.note, LEFT, FOOTER_Y, WIDTH - rw - 16, { size: 7.5, color: COLOR.muted });
    sheet.text(right, RIGHT - rw, FOOTER_Y, rw, { size: 7.5, color: COLOR.muted, align: 'right' });
  }
  doc.end();
  return done;
}
