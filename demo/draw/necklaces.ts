/** Pieces worn at the neck and brow: chains and pendants on a velvet bust, necklace sets, tikkas. */
import { cycle } from '../random';
import { bead, f, polar, shadow, sparkle, type Look, type StoneKind } from './kit';
import { bezier, chain, clasp, along, linkStyle, type Pt } from './chains';
import { heartPath, leaf } from './rings';
import { kundan, pave, stoneTop } from './stones';
import { earring as earringFor } from './ears';

/** A display bust in velvet, as pieces are shown in the showroom window. */
export function bust(): string {
  const d =
    'M285 -10L615 -10C612 120 610 200 632 262C690 330 820 356 910 392L910 910L-10 910L-10 392C80 356 210 330 268 262C290 200 288 120 285 -10Z';
  return (
    `<path d="${d}" fill="url(#vel)"/><path d="M292 -10C290 120 292 200 272 262C210 332 90 360 -10 396" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="10"/>` +
    `<ellipse cx="450" cy="905" rx="470" ry="40" fill="#000" fill-opacity="0.25"/>`
  );
}

/** The U of a chain around the bust's neck; deeper drop for longer chains. */
export const neckCurve = (drop: number) =>
  bezier([292, 150], [236, 150 + drop * 1.3], [664, 150 + drop * 1.3], [608, 150]);

function bail(x: number, y: number, s: number): string {
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.16)}" ry="${f(s * 0.26)}" fill="none" stroke="url(#m)" stroke-width="${f(s * 0.09)}"/>`;
}

/** A pendant hanging from (x, y); s is its size. */
export function pendant(x: number, y: number, s: number, look: Look): string {
  const d = look.design.toLowerCase();
  const stone = look.stone;
  const top = y + s * 0.22;
  let body: string;
  if (d.includes('heart')) {
    const cy = top + s * 0.55;
    body =
      `<path d="${heartPath(x, cy, s * 0.55)}" fill="url(#m)"/>` +
      (stone
        ? stoneTop(x, cy - s * 0.02, s * 0.2, stone)
        : `<path d="${heartPath(x, cy, s * 0.38)}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="${f(s * 0.03)}"/>`) +
      (d.includes('halo')
        ? Array.from({ length: 10 }, (_, i) => {
            const [px, py] = polar(x, cy, s * 0.36, i * 36 + 18);
            return pave(px, py, s * 0.045, 'diamond');
          }).join('')
        : '');
  } else if (d.includes('tear')) {
    const cy = top + s * 0.62;
    const drop = (k: number) =>
      `M${f(x)} ${f(top + s * 0.08 * (1 - k) + s * 0.05)}C${f(x + s * 0.55 * k)} ${f(cy - s * 0.1)} ${f(x + s * 0.42 * k)} ${f(cy + s * 0.45 * k)} ${f(x)} ${f(cy + s * 0.45 * k)}C${f(x - s * 0.42 * k)} ${f(cy + s * 0.45 * k)} ${f(x - s * 0.55 * k)} ${f(cy - s * 0.1)} ${f(x)} ${f(top + s * 0.08 * (1 - k) + s * 0.05)}Z`;
    body =
      `<path d="${drop(1)}" fill="url(#m)"/><path d="${drop(0.74)}" fill="url(#s-${stone ?? 'diamond'})"/>` +
      `<path d="${drop(0.74)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>${sparkle(x - s * 0.12, cy, s * 0.16)}`;
  } else if (d.includes('leaf')) {
    body = leaf(x, top, s * 1.05, 90) + (stone ? stoneTop(x, top + s * 0.5, s * 0.1, stone) : '');
  } else if (d.includes('butterfly')) {
    const cy = top + s * 0.42;
    const wing = (sx: number, dy: number, r: number) =>
      `<ellipse cx="${f(x + sx * s * 0.28)}" cy="${f(cy + dy * s)}" rx="${f(r * s)}" ry="${f(r * s * 0.72)}" transform="rotate(${sx * (dy < 0 ? -25 : 25)} ${f(x + sx * s * 0.28)} ${f(cy + dy * s)})" fill="url(#m)"/>`;
    body =
      wing(-1, -0.1, 0.3) +
      wing(1, -0.1, 0.3) +
      wing(-1, 0.22, 0.2) +
      wing(1, 0.22, 0.2) +
      `<ellipse cx="${f(x)}" cy="${f(cy + s * 0.05)}" rx="${f(s * 0.06)}" ry="${f(s * 0.3)}" fill="url(#md)"/>` +
      (stone ? [-1, 1].map((k) => stoneTop(x + k * s * 0.3, cy - s * 0.1, s * 0.09, stone)).join('') : '');
  } else if (d.includes('solitaire')) {
    const cy = top + s * 0.3;
    body =
      `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(s * 0.28)}" fill="url(#m)"/>` +
      stoneTop(x, cy, s * 0.24, stone ?? 'diamond');
  } else if (d.includes('medallion')) {
    const cy = top + s * 0.48;
    const dots = Array.from({ length: 24 }, (_, i) => {
      const [px, py] = polar(x, cy, s * 0.43, i * 15);
      return `<circle cx="${f(px)}" cy="${f(py)}" r="${f(s * 0.028)}" fill="url(#mb)"/>`;
    }).join('');
    const rosette = Array.from({ length: 8 }, (_, i) => {
      const [px, py] = polar(x, cy, s * 0.18, i * 45);
      return `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(s * 0.1)}" ry="${f(s * 0.05)}" transform="rotate(${i * 45} ${f(px)} ${f(py)})" fill="url(#md)"/>`;
    }).join('');
    body =
      `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(s * 0.48)}" fill="url(#m)"/><circle cx="${f(x)}" cy="${f(cy)}" r="${f(s * 0.38)}" fill="url(#md)" fill-opacity="0.35"/>${dots}${rosette}` +
      (stone
        ? stoneTop(x, cy, s * 0.1, stone)
        : `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(s * 0.07)}" fill="url(#mb)"/>`);
  } else {
    // Floral, cluster and everything else: a flower of petals round a centre stone.
    const cy = top + s * 0.42;
    body =
      Array.from({ length: 6 }, (_, i) => {
        const [px, py] = polar(x, cy, s * 0.24, i * 60 - 90);
        return (
          `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(s * 0.2)}" ry="${f(s * 0.13)}" transform="rotate(${i * 60 - 90} ${f(px)} ${f(py)})" fill="url(#m)"/>` +
          (look.metal !== 'gold' || d.includes('cluster') ? pave(px, py, s * 0.06, 'diamond') : '')
        );
      }).join('') + stoneTop(x, cy, s * 0.14, stone ?? 'diamond');
  }
  return bail(x, y + s * 0.08, s) + body;
}

/** Chain (and pendant) on the bust, or lying in a loose loop on the table for later views. */
export function chainPiece(look: Look, withPendant: boolean): string {
  const style = linkStyle(look);
  const L = look.mens ? 21 : style === 'rope' ? 15 : 14;
  if (look.view % 2 === 1) {
    if (withPendant) {
      const u = bezier([180, 150], [120, 760], [780, 760], [720, 150]);
      const [bx, by] = u(0.5);
      return chain(u, style, L, { shadow: [5, 8] }) + clasp(180, 150, 265, L * 2.4) + pendant(bx, by - 8, 200, look);
    }
    const curve = bezier([150, 600], [80, 40], [880, 120], [700, 620]);
    const end = bezier([700, 620], [640, 760], [330, 780], [260, 640]);
    const loose = chain(curve, style, L, { shadow: [5, 8] }) + chain(end, style, L, { shadow: [5, 8] });
    return loose + clasp(150, 600, 250, L * 2.4);
  }
  const drop = withPendant ? 340 : look.mens ? 470 : 430;
  const curve = neckCurve(drop);
  const bottom = curve(0.5);
  return (
    bust() +
    chain(curve, style, L, { shadow: [4, 7] }) +
    (withPendant ? pendant(bottom[0], bottom[1] - 8, 230, look) : '')
  );
}

/** Bridal and party necklaces: a collar of stones or plates with drops, a centrepiece, and layered strands. */
export function necklaceSet(look: Look): string {
  const d = look.design.toLowerCase();
  const accents = look.accents.length ? look.accents : (['ruby', 'emerald'] as StoneKind[]);
  const onTable = look.view % 2 === 1;
  const base = d.includes('choker') ? 250 : 330;
  const curve = onTable ? bezier([160, 110], [130, 700], [770, 700], [740, 110]) : neckCurve(base);
  const out: string[] = [onTable ? '' : bust()];
  const strands = d.includes('rani') || d.includes('mala') ? 3 : d.includes('bridal') ? 2 : 1;
  for (let k = strands - 1; k >= 1; k--) {
    const deep = onTable
      ? bezier([160, 110], [120 - k * 30, 720 + k * 100], [780 + k * 30, 720 + k * 100], [740, 110])
      : neckCurve(base + k * 80);
    out.push(chain(deep, d.includes('mala') || d.includes('pearl') ? 'pearl' : 'bead', 18, { shadow: [3, 6] }));
  }
  const spots = along(curve, 70, 0.06, 0.94);
  const diamondy = look.stone === 'diamond';
  spots.forEach(({ p: [x, y], a }, i) => {
    const stone = diamondy ? 'diamond' : cycle(accents, i);
    const [nx, ny] = [-Math.sin((a * Math.PI) / 180), Math.cos((a * Math.PI) / 180)];
    const hang: Pt = [x + nx * 44, y + ny * 44];
    const dropStone =
      d.includes('temple') || look.metal === 'oxidised'
        ? bead(hang[0], hang[1] + 8, 12)
        : bead(hang[0], hang[1] + 8, 12, 'url(#s-pearl)');
    const unit = diamondy
      ? `<circle cx="${f(x)}" cy="${f(y)}" r="27" fill="url(#m)"/>${stoneTop(x, y, 22, 'diamond', i % 3 === 0)}`
      : d.includes('temple') || d.includes('oxidised')
        ? `<circle cx="${f(x)}" cy="${f(y)}" r="27" fill="url(#m)"/><circle cx="${f(x)}" cy="${f(y)}" r="17" fill="url(#md)" fill-opacity="0.5"/><circle cx="${f(x)}" cy="${f(y)}" r="8" fill="url(#mb)"/>`
        : `<g transform="rotate(${f(a)} ${f(x)} ${f(y)})">${kundan(x, y, 42, 50, stone)}</g>`;
    out.push(
      `<line x1="${f(x)}" y1="${f(y)}" x2="${f(hang[0])}" y2="${f(hang[1])}" stroke="currentColor" stroke-width="3"/>`,
      dropStone,
      unit,
    );
  });
  const [bx, by] = curve(0.5);
  out.push(centrepiece(bx, by + 20, look, accents));
  // Laid out on the tray, the set shows its matching earrings too.
  if (onTable)
    for (const x of [150, 750])
      out.push(
        `<g transform="translate(${x} 650) scale(0.55) translate(-450 -120)">${earringFor(450, 120, { ...look, design: diamondy ? 'Halo Drops' : 'Kundan Drop' })}</g>`,
      );
  return out.join('');
}

function centrepiece(x: number, y: number, look: Look, accents: StoneKind[]): string {
  const s = 190;
  const main: StoneKind = look.stone ?? accents[0] ?? 'ruby';
  const frame = `<path d="M${f(x)} ${f(y - s * 0.2)}C${f(x + s * 0.75)} ${f(y - s * 0.1)} ${f(x + s * 0.55)} ${f(y + s * 0.75)} ${f(x)} ${f(y + s * 0.95)}C${f(x - s * 0.55)} ${f(y + s * 0.75)} ${f(x - s * 0.75)} ${f(y - s * 0.1)} ${f(x)} ${f(y - s * 0.2)}Z" fill="url(#m)"/>`;
  const ring = Array.from({ length: 12 }, (_, i) => {
    const [px, py] = polar(x, y + s * 0.38, s * 0.4, i * 30);
    return look.stone === 'diamond' ? pave(px, py, 6, 'diamond') : bead(px, py, 6, 'url(#s-pearl)');
  }).join('');
  const fringe = Array.from({ length: 5 }, (_, i) => {
    const [px, py] = [x + (i - 2) * s * 0.17, y + s * (1.05 + (2 - Math.abs(i - 2)) * 0.06)];
    return `<line x1="${f(x + (i - 2) * s * 0.1)}" y1="${f(y + s * 0.8)}" x2="${f(px)}" y2="${f(py)}" stroke="currentColor" stroke-width="2.5"/>${bead(px, py, 9, 'url(#s-pearl)')}`;
  }).join('');
  const gem =
    look.stone === 'diamond'
      ? stoneTop(x, y + s * 0.38, s * 0.22, 'diamond')
      : kundan(x, y + s * 0.38, s * 0.4, s * 0.5, main);
  return fringe + frame + ring + gem;
}

/** Maang tikka: a fine chain from the parting and a round ornament with a pearl fringe. */
export function tikka(look: Look): string {
  const d = look.design.toLowerCase();
  const accents = look.accents.length ? look.accents : (['ruby', 'emerald'] as StoneKind[]);
  const cx = 450;
  const cy = 470;
  const pearl = d.includes('jadau') ? 'url(#mb)' : 'url(#s-pearl)';
  const out = [
    shadow(cx + 20, 800, 220, 30, 0.6),
    chain(bezier([450, -20], [425, 110], [475, 220], [450, cy - 128]), 'cable', 13, { shadow: [4, 6] }),
  ];
  if (d.includes('chandbali')) {
    const R = 150;
    out.push(
      `<path d="M${cx - R} ${cy}A${R} ${R} 0 0 0 ${cx + R} ${cy}A${R * 1.6} ${R * 1.6} 0 0 1 ${cx - R} ${cy}Z" fill="url(#m)"/>`,
    );
    for (let i = 0; i < 13; i++) {
      const [x, y] = polar(cx, cy, R + 14, 8 + i * 13.7);
      out.push(bead(x, y, 10, pearl));
    }
    for (let i = 0; i < 5; i++) {
      const [x, y] = polar(cx, cy, R * 0.82, 45 + i * 22.5);
      out.push(kundan(x, y, 20, 20, cycle(accents, i)));
    }
  } else {
    for (let i = 0; i < 9; i++) {
      const [x, y] = polar(cx, cy, 118, 20 + i * 17.5);
      out.push(
        `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y + 48)}" stroke="currentColor" stroke-width="3"/>`,
        bead(x, y + 60, 12, pearl),
      );
    }
  }
  out.push(
    `<circle cx="${cx}" cy="${cy}" r="118" fill="url(#m)"/><circle cx="${cx}" cy="${cy}" r="100" fill="url(#md)" fill-opacity="0.35"/>`,
  );
  for (let i = 0; i < 20; i++) {
    const [x, y] = polar(cx, cy, 108, i * 18);
    out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="7" fill="url(#mb)"/>`);
  }
  for (let i = 0; i < 8; i++) {
    const [x, y] = polar(cx, cy, 70, i * 45 - 90);
    out.push(kundan(x, y, 24, 24, cycle(accents, i)));
  }
  out.push(look.stone ? stoneTop(cx, cy, 38, look.stone) : kundan(cx, cy, 54, 54, accents[0] ?? 'ruby'));
  out.push(`<circle cx="${cx}" cy="${cy - 124}" r="14" fill="none" stroke="url(#m)" stroke-width="6"/>`);
  return out.join('');
}
