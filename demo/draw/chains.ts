/** Links laid along a curve: chains, bracelets and anklets, with the link styles jewellers name. */
import { f, type Look } from './kit';

export type Pt = [number, number];
export type LinkStyle = 'cable' | 'curb' | 'rope' | 'box' | 'figaro' | 'wheat' | 'bead' | 'pearl';

/** Points along a curve at equal spacing, each with the tangent angle in degrees. */
export function along(curve: (t: number) => Pt, spacing: number, from = 0, to = 1): { p: Pt; a: number }[] {
  const n = 600;
  const out: { p: Pt; a: number }[] = [];
  let carry = 0;
  // Walks the curve in n short straight steps, from (x0, y0) to (x1, y1).
  let [x0, y0] = curve(from);
  for (let i = 1; i <= n; i++) {
    const [x1, y1] = curve(from + ((to - from) * i) / n);
    const seg = Math.hypot(x1 - x0, y1 - y0);
    const a = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
    let pos = spacing - carry;
    while (pos <= seg) {
      const k = pos / seg;
      out.push({ p: [x0 + (x1 - x0) * k, y0 + (y1 - y0) * k], a });
      pos += spacing;
    }
    carry = seg - (pos - spacing);
    [x0, y0] = [x1, y1];
  }
  return out;
}

export const bezier =
  (p0: Pt, p1: Pt, p2: Pt, p3: Pt) =>
  (t: number): Pt => {
    const u = 1 - t;
    return [
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ];
  };

export const ellipseCurve =
  (cx: number, cy: number, rx: number, ry: number, start = 0) =>
  (t: number): Pt => [cx + rx * Math.cos(start + t * Math.PI * 2), cy + ry * Math.sin(start + t * Math.PI * 2)];

export function linkStyle(look: Look): LinkStyle {
  const d = look.design.toLowerCase();
  if (/rope|twist|singapore/.test(d)) return 'rope';
  if (/wheat/.test(d)) return 'wheat';
  if (/box/.test(d)) return 'box';
  if (/figaro/.test(d)) return 'figaro';
  if (/cuban|curb|link/.test(d)) return 'curb';
  if (/pearl/.test(d)) return 'pearl';
  if (/bead/.test(d)) return 'bead';
  return 'cable';
}

const g = (x: number, y: number, a: number, body: string) =>
  `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})">${body}</g>`;

/** One link of the given style, centred on the origin and lying along +x; L is the link pitch. */
function link(style: LinkStyle, L: number, i: number): string {
  switch (style) {
    case 'cable':
    case 'figaro': {
      const long = style === 'figaro' && i % 4 === 3 ? 1.9 : 1;
      if (i % 2 === 0) {
        return (
          `<ellipse rx="${f(L * 0.66 * long)}" ry="${f(L * 0.4)}" fill="none" stroke="url(#m)" stroke-width="${f(L * 0.2)}"/>` +
          `<ellipse cx="${f(-L * 0.15)}" cy="${f(-L * 0.38)}" rx="${f(L * 0.22 * long)}" ry="${f(L * 0.05)}" fill="#fff" fill-opacity="0.7"/>`
        );
      }
      return `<rect x="${f(-L * 0.68 * long)}" y="${f(-L * 0.12)}" width="${f(L * 1.36 * long)}" height="${f(L * 0.24)}" rx="${f(L * 0.12)}" fill="url(#mv)"/>`;
    }
    case 'curb': {
      const tilt = i % 2 === 0 ? 16 : -16;
      return (
        `<g transform="rotate(${tilt})"><ellipse rx="${f(L * 0.72)}" ry="${f(L * 0.46)}" fill="none" stroke="url(#m)" stroke-width="${f(L * 0.3)}"/>` +
        `<ellipse cx="${f(-L * 0.1)}" cy="${f(-L * 0.44)}" rx="${f(L * 0.3)}" ry="${f(L * 0.06)}" fill="#fff" fill-opacity="0.65"/></g>`
      );
    }
    case 'rope':
    case 'wheat': {
      const tilt = style === 'wheat' ? (i % 2 === 0 ? 38 : -38) : 42;
      return (
        `<ellipse rx="${f(L * 1.05)}" ry="${f(L * 0.42)}" transform="rotate(${tilt})" fill="url(#m)" stroke="#000" stroke-opacity="0.3" stroke-width="${f(L * 0.06)}"/>` +
        `<ellipse cx="${f(-L * 0.18)}" cy="${f(-L * 0.2)}" rx="${f(L * 0.42)}" ry="${f(L * 0.1)}" transform="rotate(${tilt})" fill="#fff" fill-opacity="0.55"/>`
      );
    }
    case 'box': {
      const s = L * 0.86;
      return (
        `<rect x="${f(-s / 2)}" y="${f(-s / 2)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.12)}" fill="url(#m)"/>` +
        `<rect x="${f(-s * 0.24)}" y="${f(-s * 0.24)}" width="${f(s * 0.48)}" height="${f(s * 0.48)}" fill="url(#md)"/>` +
        `<rect x="${f(-s * 0.4)}" y="${f(-s * 0.45)}" width="${f(s * 0.6)}" height="${f(s * 0.08)}" fill="#fff" fill-opacity="0.6"/>`
      );
    }
    case 'bead':
    case 'pearl': {
      const r = L * 0.48;
      const fill = style === 'pearl' ? 'url(#s-pearl)' : 'url(#mb)';
      return `<circle r="${f(r)}" fill="${fill}"/><ellipse cx="${f(-r * 0.3)}" cy="${f(-r * 0.35)}" rx="${f(r * 0.3)}" ry="${f(r * 0.2)}" fill="#fff" fill-opacity="0.8"/>`;
    }
  }
}

/** A chain along a curve, with a faint shadow on whatever it lies on. */
export function chain(
  curve: (t: number) => Pt,
  style: LinkStyle,
  L: number,
  opts: { from?: number; to?: number; shadow?: Pt } = {},
): string {
  const pitch =
    style === 'rope' || style === 'wheat'
      ? L * 0.5
      : style === 'curb'
        ? L * 1.05
        : style === 'box'
          ? L * 0.95
          : style === 'bead' || style === 'pearl'
            ? L
            : L * 1.08;
  const spots = along(curve, pitch, opts.from, opts.to);
  const out: string[] = [];
  if (opts.shadow) {
    const [dx, dy] = opts.shadow;
    const d = spots.map(({ p }, i) => `${i ? 'L' : 'M'}${f(p[0] + dx)} ${f(p[1] + dy)}`).join('');
    out.push(
      `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="${f(L * 0.9)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  spots.forEach(({ p, a }, i) => out.push(g(p[0], p[1], a, link(style, L, i))));
  return out.join('');
}

/** A lobster clasp and its jump ring, pointing along angle a. */
export function clasp(x: number, y: number, a: number, size: number): string {
  const body =
    `<circle cx="${f(-size * 0.9)}" r="${f(size * 0.28)}" fill="none" stroke="url(#m)" stroke-width="${f(size * 0.12)}"/>` +
    `<path d="M${f(-size * 0.6)} 0C${f(-size * 0.2)} ${f(-size * 0.62)} ${f(size * 0.75)} ${f(-size * 0.55)} ${f(size * 0.75)} 0C${f(size * 0.75)} ${f(size * 0.5)} ${f(-size * 0.2)} ${f(size * 0.55)} ${f(-size * 0.6)} 0Z" fill="url(#m)"/>` +
    `<ellipse cx="${f(size * 0.1)}" cy="${f(-size * 0.22)}" rx="${f(size * 0.3)}" ry="${f(size * 0.07)}" fill="#fff" fill-opacity="0.6"/>`;
  return g(x, y, a, body);
}
