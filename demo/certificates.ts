import sharp from 'sharp';
import type { StockImport } from '../core/stock-schema';
import { karatOfFineness, TEST_METHOD_LABELS } from '../core/trust-record';
import { SANS, SERIF } from './draw/coin';

/*
 * The demo catalogue's certificates (docs/behaviour.md §9.15): a lab's report for a piece, drawn as the demo's
 * pictures are (an SVG rendered by sharp), marked as a specimen of a fictional lab. Nothing here comes from outside.
 */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const text = (x: number, y: number, size: number, body: string, extra: string) =>
  `<text x="${x}" y="${y}" font-size="${size}" ${extra}>${esc(body)}</text>`;

/** Points around the centre of the drawn diamond: its table's corners and its facets' ends. */
const around = (r: number, turn: number, i: number) => {
  const a = (i * Math.PI) / 4 + turn;
  return [(450 + r * Math.cos(a)).toFixed(1), (330 + r * Math.sin(a)).toFixed(1)] as const;
};

/** The demo certificate's SVG for a piece with a certificate number: 900 × 1200, a report card. */
export function certificateSvg(r: StockImport): string {
  const stone = r.StoneDetails?.[0];
  const carats = (r.StoneDetails ?? []).reduce((sum, s) => sum + (s.StoneWeight ?? 0), 0);
  const rows: [string, string][] = [
    ['Report number', r.CertificateNo ?? ''],
    ['Piece', `${r.ItemName} ${r.TagNo}`],
    ...(stone ? [['Stone', stone.StoneName || stone.StoneTypeName || 'Diamond'] as [string, string]] : []),
    ...(carats ? [['Carat weight', `${Number(carats.toFixed(3))} ct`] as [string, string]] : []),
    ...(r.Fineness ? [['Metal', `${r.Fineness} fine (${karatOfFineness(r.Fineness)}K) gold`] as [string, string]] : []),
    ...(r.TestMethod ? [['Metal tested by', TEST_METHOD_LABELS[r.TestMethod]] as [string, string]] : []),
    ['Net metal weight', `${r.NetWeight ?? 0} g`],
  ];
  const lines = rows
    .map(
      ([k, v], i) =>
        text(110, 560 + i * 62, 24, k, `font-family="${SANS}" fill="#6d6252"`) +
        text(400, 560 + i * 62, 25, v, `font-family="${SERIF}" fill="#1f1a14" font-weight="bold"`),
    )
    .join('');
  const table = Array.from({ length: 8 }, (_, i) => around(75, Math.PI / 8, i).join(',')).join(' ');
  const facets = Array.from({ length: 8 }, (_, i) => {
    const [x1, y1] = around(150, 0, i);
    const [x2, y2] = around(75, Math.PI / 8, i);
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200" viewBox="0 0 900 1200">` +
    `<rect width="900" height="1200" fill="#fbf8f1"/>` +
    `<rect x="30" y="30" width="840" height="1140" fill="none" stroke="#b08d3c" stroke-width="6"/>` +
    `<rect x="48" y="48" width="804" height="1104" fill="none" stroke="#b08d3c" stroke-width="1.5"/>` +
    text(
      450,
      120,
      40,
      r.CertificateLab ?? 'Gem laboratory',
      `font-family="${SERIF}" text-anchor="middle" fill="#1f1a14" font-weight="bold"`,
    ) +
    text(
      450,
      160,
      22,
      'DIAMOND AND GOLD REPORT',
      `font-family="${SANS}" text-anchor="middle" fill="#8a6a1e" letter-spacing="4"`,
    ) +
    `<g fill="#eef3f7" stroke="#7b8c99" stroke-width="2"><circle cx="450" cy="330" r="150"/>` +
    `<polygon points="${table}"/>${facets}</g>` +
    lines +
    text(
      450,
      1080,
      22,
      'SPECIMEN · a demo certificate of a fictional laboratory',
      `font-family="${SANS}" text-anchor="middle" fill="#9a3b2e"`,
    ) +
    `</svg>`
  );
}

/** The demo certificate as the shop stores one: a JPEG. */
export async function renderCertificate(r: StockImport): Promise<Buffer> {
  return sharp(Buffer.from(certificateSvg(r)))
    .removeAlpha()
    .jpeg({ quality: 88 })
    .toBuffer();
}
