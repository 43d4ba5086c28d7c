import { inflateSync } from 'node:zlib';

/** Windows-1252's characters at 0x80 to 0x9F, as pdfkit's built-in fonts encode them. */
const WIN_ANSI_80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const decodeHex = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((h) => {
      const b = parseInt(h, 16);
      return b >= 0x80 && b < 0xa0 ? WIN_ANSI_80[b - 0x80] : String.fromCharCode(b);
    })
    .join('');

/**
 * The lines of text a PDF made by pdfkit shows, in the order drawn: each content stream is inflated (FlateDecode) when
 * compressed and its text operators read (`[<hex> kerning <hex>] TJ`, `<hex> Tj`), one entry per line drawn. Enough
 * for pdfkit's own output with its built-in fonts, not for PDFs in general.
 */
export function pdfLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const starts = /(?<!end)stream\r?\n/g;
  for (let m = starts.exec(raw); m; m = starts.exec(raw)) {
    const dict = raw.slice(raw.lastIndexOf(' obj', m.index), m.index);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? -1);
    if (length < 0) continue;
    const start = m.index + m[0].length;
    let data = pdf.subarray(start, start + length);
    if (dict.includes('/FlateDecode')) data = inflateSync(data);
    const ops = /\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    const content = data.toString('latin1');
    for (let op = ops.exec(content); op; op = ops.exec(content)) {
      const hexes =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '') : [op[2] ?? ''];
      lines.push(hexes.map(decodeHex).join(''));
    }
  }
  return lines;
}

/** The PDF's text, one drawn line a line. */
export const pdfText = (pdf: Buffer): string => pdfLines(pdf).join('\n');
