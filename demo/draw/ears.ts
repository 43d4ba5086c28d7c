/** Earrings, tops, jhumkas and nose pins: small pieces, drawn as a pair or in a close-up. */
import { bead, f, polar, shadow, sparkle, type Look, type StoneKind } from './kit';
import { bandFront, heartPath, leaf } from './rings';
import { chain, bezier } from './chains';
import { kundan, pave, stoneTop } from './stones';

/** A stud (tops) seen from the front, centred on (x, y) with radius r. */
export function stud(x: number, y: number, r: number, look: Look, variant = look.design.toLowerCase()): string {
  const stone: StoneKind = look.stone ?? 'diamond';
  const ring = (n: number, rr: number, body: (px: number, py: number, a: number) => string, offset = -90) =>
    Array.from({ length: n }, (_, i) => {
      const a = (360 / n) * i + offset;
      const [px, py] = polar(x, y, rr, a);
      return body(px, py, a);
    }).join('');
  if (variant.includes('button')) {
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#m)"/>${ring(16, r * 0.86, (px, py) => `<circle cx="${f(px)}" cy="${f(py)}" r="${f(r * 0.1)}" fill="url(#mb)"/>`)}<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.55)}" fill="url(#mb)"/>${sparkle(x - r * 0.25, y - r * 0.25, r * 0.3)}`;
  }
  if (variant.includes('star')) {
    const pts = Array.from({ length: 12 }, (_, i) => polar(x, y, i % 2 ? r * 0.45 : r, i * 30 - 90))
      .map(([px, py]) => `${f(px)},${f(py)}`)
      .join(' ');
    return `<polygon points="${pts}" fill="url(#m)"/>${stoneTop(x, y, r * 0.3, stone)}`;
  }
  if (variant.includes('heart'))
    return `<path d="${heartPath(x, y, r * 0.95)}" fill="url(#m)"/>${stoneTop(x, y - r * 0.05, r * 0.32, stone)}`;
  if (variant.includes('leaf'))
    return leaf(x - r * 0.8, y + r * 0.4, r * 1.8, -25) + stoneTop(x - r * 0.5, y + r * 0.25, r * 0.18, stone);
  if (variant.includes('round') || variant.includes('solitaire')) {
    const claws = ring(
      4,
      r * 0.72,
      (px, py) => `<circle cx="${f(px)}" cy="${f(py)}" r="${f(r * 0.12)}" fill="url(#mb)"/>`,
      45,
    );
    return (
      claws + `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.76)}" fill="url(#m)"/>${stoneTop(x, y, r * 0.68, stone)}`
    );
  }
  // Flower, cluster and the rest: petals (or small stones) round a centre stone.
  const small = look.stone === 'diamond' || variant.includes('cluster');
  return (
    ring(
      6,
      r * 0.58,
      (px, py, a) =>
        `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(r * 0.44)}" ry="${f(r * 0.32)}" transform="rotate(${f(a)} ${f(px)} ${f(py)})" fill="url(#m)"/>${small ? pave(px, py, r * 0.2, 'diamond') : ''}`,
    ) + stoneTop(x, y, r * 0.38, stone)
  );
}

function drop(x: number, y: number, s: number, stone: StoneKind): string {
  const d = `M${f(x)} ${f(y)}C${f(x + s * 0.6)} ${f(y + s * 0.5)} ${f(x + s * 0.5)} ${f(y + s * 1.15)} ${f(x)} ${f(y + s * 1.15)}C${f(x - s * 0.5)} ${f(y + s * 1.15)} ${f(x - s * 0.6)} ${f(y + s * 0.5)} ${f(x)} ${f(y)}Z`;
  const inner = `M${f(x)} ${f(y + s * 0.18)}C${f(x + s * 0.42)} ${f(y + s * 0.55)} ${f(x + s * 0.36)} ${f(y + s * 1.03)} ${f(x)} ${f(y + s * 1.03)}C${f(x - s * 0.36)} ${f(y + s * 1.03)} ${f(x - s * 0.42)} ${f(y + s * 0.55)} ${f(x)} ${f(y + s * 0.18)}Z`;
  return `<path d="${d}" fill="url(#m)"/><path d="${inner}" fill="url(#s-${stone})"/>${sparkle(x - s * 0.12, y + s * 0.6, s * 0.22)}`;
}

/** A jhumka: a stud, a bell-shaped dome with granulation, and a fringe of pearls or bells. */
function jhumka(x: number, top: number, s: number, look: Look): string {
  const accent: StoneKind = look.accents[0] ?? look.stone ?? 'ruby';
  const d = look.design.toLowerCase();
  const y0 = top + s * 0.55;
  const y1 = top + s * 1.55;
  const w = s * 0.62;
  const bell = `M${f(x - s * 0.12)} ${f(y0)}C${f(x - s * 0.3)} ${f(y0 + s * 0.1)} ${f(x - w)} ${f(y1 - s * 0.5)} ${f(x - w)} ${f(y1)}L${f(x + w)} ${f(y1)}C${f(x + w)} ${f(y1 - s * 0.5)} ${f(x + s * 0.3)} ${f(y0 + s * 0.1)} ${f(x + s * 0.12)} ${f(y0)}Z`;
  const rows = [0.35, 0.62, 0.85]
    .map((k) => {
      const y = y0 + (y1 - y0) * k;
      const half = s * 0.12 + (w - s * 0.12) * k ** 0.7 * 0.95;
      const n = Math.round(half / (s * 0.05));
      return Array.from(
        { length: n + 1 },
        (_, i) => `<circle cx="${f(x - half + (2 * half * i) / n)}" cy="${f(y)}" r="${f(s * 0.028)}" fill="url(#mb)"/>`,
      ).join('');
    })
    .join('');
  const enamel = d.includes('meena')
    ? `<path d="M${f(x - w * 0.7)} ${f(y1 - s * 0.26)}Q${f(x)} ${f(y1 - s * 0.36)} ${f(x + w * 0.7)} ${f(y1 - s * 0.26)}" stroke="url(#s-${accent})" stroke-width="${f(s * 0.1)}" fill="none"/>`
    : '';
  const fringe = Array.from({ length: 9 }, (_, i) => {
    const px = x - w * 0.95 + (i * w * 1.9) / 8;
    const py = y1 + s * 0.1 + Math.sin((i / 8) * Math.PI) * s * 0.1;
    return (
      `<line x1="${f(px)}" y1="${f(y1)}" x2="${f(px)}" y2="${f(py)}" stroke="currentColor" stroke-width="2"/>` +
      bead(px, py + s * 0.06, s * 0.06, d.includes('pearl') || d.includes('kundan') ? 'url(#s-pearl)' : 'url(#mb)')
    );
  }).join('');
  const head =
    d.includes('kundan') || d.includes('temple')
      ? kundan(x, top + s * 0.18, s * 0.36, s * 0.36, accent)
      : stud(x, top + s * 0.18, s * 0.24, look, 'flower');
  return (
    `<line x1="${f(x)}" y1="${f(top + s * 0.3)}" x2="${f(x)}" y2="${f(y0 + 4)}" stroke="currentColor" stroke-width="${f(s * 0.05)}"/>` +
    `<path d="${bell}" fill="url(#m)"/><path d="${bell}" fill="url(#shine)"/>${rows}${enamel}` +
    `<ellipse cx="${f(x)}" cy="${f(y1)}" rx="${f(w)}" ry="${f(s * 0.1)}" fill="url(#md)"/>${bead(x, y1 + s * 0.05, s * 0.07)}${fringe}${head}`
  );
}

/** One earring of a pair, hanging from (x, top). */
export function earring(x: number, top: number, look: Look): string {
  const d = look.design.toLowerCase();
  const stone: StoneKind = look.stone ?? look.accents[0] ?? 'diamond';
  if (d.includes('jhum')) return jhumka(x, top, 165, look);
  if (d.includes('hoop') || d.includes('huggie')) {
    const R = d.includes('huggie') ? 95 : 140;
    return (
      `<rect x="${f(x - 4)}" y="${f(top - 10)}" width="8" height="44" rx="4" fill="url(#mv)"/>` +
      bandFront(x, top + R + 20, R, d.includes('huggie') ? 30 : 18, look.stone ? 'pave' : 'none', stone)
    );
  }
  if (d.includes('chandbali')) {
    const cy = top + 150;
    const moon = `M${f(x - 140)} ${f(cy)}A140 140 0 0 0 ${f(x + 140)} ${f(cy)}A230 230 0 0 1 ${f(x - 140)} ${f(cy)}Z`;
    const pearls = Array.from({ length: 11 }, (_, i) => {
      const [px, py] = polar(x, cy, 152, 12 + i * 15.6);
      return bead(px, py, 9, 'url(#s-pearl)');
    }).join('');
    const gems = Array.from({ length: 5 }, (_, i) => {
      const [px, py] = polar(x, cy, 120, 42 + i * 24);
      return kundan(px, py, 18, 18, look.accents[i % Math.max(1, look.accents.length)] ?? stone);
    }).join('');
    return stud(x, top + 20, 34, look, 'flower') + `<path d="${moon}" fill="url(#m)"/>${pearls}${gems}`;
  }
  if (
    d.includes('stud') ||
    d.includes('tops') ||
    d.includes('flower') ||
    d.includes('button') ||
    d.includes('star') ||
    d.includes('round')
  ) {
    return stud(x, top + 150, 110, look);
  }
  // Drops of every kind: a small stud, a short chain or link, and the drop.
  const upper = d.includes('kundan')
    ? kundan(x, top + 40, 52, 52, stone)
    : stud(x, top + 40, 46, look, d.includes('halo') ? 'cluster' : 'flower');
  const lower = d.includes('pearl') ? bead(x, top + 250, 46, 'url(#s-pearl)') : drop(x, top + 140, 150, stone);
  return (
    `<line x1="${f(x)}" y1="${f(top + 70)}" x2="${f(x)}" y2="${f(top + (d.includes('pearl') ? 212 : 150))}" stroke="currentColor" stroke-width="6"/>` +
    lower +
    upper
  );
}

export function earringPair(look: Look): string {
  const spread = look.design.toLowerCase().includes('jhum') ? 205 : look.view % 2 === 1 ? 175 : 190;
  const tilt = look.view % 2 === 1 ? 8 : 0;
  const one = (x: number, t: number) =>
    `<g transform="rotate(${t} ${x} 120) translate(${x} 120) scale(1.3) translate(${-x} -120)">${earring(x, 120, look)}</g>`;
  return shadow(450, 700, 360, 30, 0.5) + one(450 - spread, -tilt) + one(450 + spread, tilt);
}

/** Bulk tops: three pairs of light studs laid out on the tray. */
export function bulkTops(look: Look): string {
  const variants = ['flower', 'button', 'star', 'heart', 'round', 'leaf'];
  const first = variants.indexOf(variants.find((v) => look.design.toLowerCase().includes(v)) ?? 'flower');
  const spots: [number, number][] = [
    [230, 290],
    [400, 290],
    [510, 330],
    [680, 330],
    [350, 610],
    [520, 610],
  ];
  return spots
    .map(([x, y], i) => {
      const v = variants[(first + Math.floor(i / 2)) % variants.length];
      return shadow(x + 8, y + 84, 80, 15, 0.6) + stud(x, y, 74, look, v);
    })
    .join('');
}

/** Nose pin in close-up: the face of the pin and its stem curving away. */
export function nosePin(look: Look): string {
  const d = look.design.toLowerCase();
  const turned = look.view % 2 === 1;
  const stem = `<path d="M470 460C560 520 610 600 600 680C592 740 540 752 520 716" fill="none" stroke="url(#mv)" stroke-width="14" stroke-linecap="round"/>${bead(520, 712, 12)}`;
  const face = d.includes('star') ? 'star' : d.includes('solitaire') || d.includes('laung') ? 'solitaire' : 'flower';
  const body = stud(450, 420, 190, look, face);
  return (
    shadow(520, 820, 200, 30, 0.5) +
    stem +
    (turned ? `<g transform="translate(450 420) scale(1 0.72) rotate(-12) translate(-450 -420)">${body}</g>` : body)
  );
}

/** A mixed lot: ring, a pair of tops, a pendant on a short chain and a bangle, as a jeweller's tray. */
export function mixLot(look: Look, ring: (l: Look) => string, bangle: (l: Look) => string): string {
  const place = (x: number, y: number, s: number, body: string) =>
    `<g transform="translate(${x} ${y}) scale(${s}) translate(-450 -450)">${body}</g>`;
  const short = chain(bezier([560, 560], [600, 760], [800, 760], [830, 560]), 'cable', 8, { shadow: [3, 5] });
  return (
    place(470, 250, 0.62, bangle({ ...look, design: 'Filigree' })) +
    place(240, 560, 0.55, ring({ ...look, design: 'Floral' })) +
    short +
    `<g>${stud(690, 740, 30, look, 'heart')}</g>` +
    stud(470, 690, 44, look, 'flower') +
    stud(560, 640, 44, look, 'flower')
  );
}
