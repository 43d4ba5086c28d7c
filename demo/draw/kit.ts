/** Shared pieces of the demo drawings: number formatting, colours, gradients and small shapes. */
import type { Rng } from '../random';

/** One decimal keeps the SVG short; sub-pixel precision is not visible at 900 px. */
export const f = (n: number) => String(Math.round(n * 10) / 10);

export const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${f(cx - rx)} ${f(cy)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0Z`;

export const circle = (cx: number, cy: number, r: number) => ellipse(cx, cy, r, r);

export const polar = (cx: number, cy: number, r: number, deg: number): [number, number] => [
  cx + r * Math.cos((deg * Math.PI) / 180),
  cy + r * Math.sin((deg * Math.PI) / 180),
];

export const points = (pts: [number, number][]) => pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');

export type MetalKind = 'gold' | 'rose' | 'white' | 'oxidised' | 'brass';
export type StoneKind =
  'diamond' | 'ruby' | 'emerald' | 'sapphire' | 'feroza' | 'aqeeq' | 'onyx' | 'pearl' | 'tigereye' | 'quartz';

/** Eight colours, in the order the gradient stops (OFFSETS) and facet shades use them. */
type Eight = readonly [string, string, string, string, string, string, string, string];

/** Light-to-dark bands of polished metal; the bands are what make a flat shape read as metal. */
const METALS: Record<MetalKind, Eight> = {
  gold: ['#6e4107', '#b57a18', '#eebf55', '#fff2c2', '#e4ad3e', '#99630f', '#f4d27a', '#7a4a0b'],
  rose: ['#6b3322', '#b26a4c', '#e8a888', '#fff0e6', '#d99478', '#8d4a34', '#f2c2aa', '#6e3626'],
  white: ['#4b5158', '#959ca4', '#dde2e7', '#ffffff', '#c2c8cf', '#6b727a', '#eef1f4', '#555b62'],
  oxidised: ['#222325', '#4a4b4f', '#8a8c90', '#c9cbce', '#727478', '#36373a', '#a3a5a8', '#28292b'],
  brass: ['#5b3f07', '#a47d1d', '#dcbc4e', '#fff1b4', '#cba63a', '#86620f', '#e9cf78', '#654609'],
};
const OFFSETS = [0, 0.16, 0.3, 0.42, 0.55, 0.7, 0.85, 1];

/** A faceted stone has eight facet shades; a cabochon is a smooth dome drawn with its gradient alone. */
type StoneLook =
  | { facets: Eight; grad: [string, string, string]; cabochon?: false }
  | { grad: [string, string, string]; cabochon: true };
export const STONES: Record<StoneKind, StoneLook> = {
  diamond: {
    facets: ['#ffffff', '#e9eff6', '#c5d0dc', '#93a4b8', '#f6f9fc', '#6f8196', '#dce5ee', '#b3c1d0'],
    grad: ['#ffffff', '#dbe4ee', '#8596aa'],
  },
  quartz: {
    facets: ['#ffffff', '#f1f3f0', '#cfd6d2', '#a5b0ab', '#fbfcfb', '#8a9590', '#e2e8e5', '#bcc6c1'],
    grad: ['#ffffff', '#e6ece9', '#9aa6a0'],
  },
  ruby: {
    facets: ['#ff9aaf', '#e0173f', '#a3092b', '#5c0014', '#ff5577', '#c21036', '#7a001c', '#f03a5e'],
    grad: ['#ff8da3', '#d0103a', '#4e0011'],
  },
  emerald: {
    facets: ['#a9f2c8', '#1fae5c', '#0c7a3c', '#043d1d', '#55d98c', '#139049', '#06552a', '#2cc46c'],
    grad: ['#9ff0c0', '#12964c', '#03341a'],
  },
  sapphire: {
    facets: ['#9fb8ff', '#2346c8', '#142d8f', '#08164d', '#5677ee', '#1c39aa', '#0c1f66', '#3a5ce0'],
    grad: ['#a6bcff', '#1f40b8', '#061245'],
  },
  feroza: { grad: ['#c8fbf5', '#2cb8b0', '#0d6560'], cabochon: true },
  aqeeq: { grad: ['#ffc29a', '#c2461a', '#561703'], cabochon: true },
  onyx: { grad: ['#8a8a90', '#17171a', '#000000'], cabochon: true },
  pearl: { grad: ['#ffffff', '#f2ecdc', '#b9ae96'], cabochon: true },
  tigereye: { grad: ['#f4c16a', '#9a5c16', '#3b2206'], cabochon: true },
};

/** The colour a share `t` of the way from `a` to `b` (both #rrggbb). */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);
  return `#${[1, 3, 5]
    .map((at) => {
      const from = channel(a, at);
      return Math.round(from + (channel(b, at) - from) * t)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}

/** Studio backdrops: [centre, edge]; the last ones are velvet for the "on a tray" shots. */
export const BACKDROPS: [string, string][] = [
  ['#fbf8f3', '#e3dacd'],
  ['#fbf4f1', '#e6d3cc'],
  ['#f6f7f8', '#d6dadf'],
  ['#f8f2e6', '#e0d0b4'],
];
export const VELVETS: [[string, string], ...[string, string][]] = [
  ['#4a2a3a', '#1a0d14'],
  ['#233449', '#0b121c'],
  ['#2f3e35', '#0f1712'],
];
/** Display busts: burgundy and navy velvet, beige suede, charcoal. */
export const BUSTS: [string, string][] = [
  ['#5a3346', '#1f0f18'],
  ['#2c4160', '#0d1622'],
  ['#e9dfcf', '#a39079'],
  ['#5a5e66', '#202328'],
];

const stops = (colours: string[], offsets: number[], opacity = 1) =>
  colours
    .map((c, i) => `<stop offset="${offsets[i]}" stop-color="${c}"${opacity < 1 ? ` stop-opacity="${opacity}"` : ''}/>`)
    .join('');

function linear(id: string, colours: string[], [x1, y1, x2, y2]: number[]) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(colours, OFFSETS)}</linearGradient>`;
}

function radial(id: string, [a, b, c]: readonly [string, string, string], cx = 0.38, cy = 0.32, r = 0.75) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops([a, b, c], [0, 0.55, 1])}</radialGradient>`;
}

/** A flat mid-tone of the metal, for thin wires and lines (set as the drawing's `color`). */
export function metalColour(metal: MetalKind): string {
  return mix(METALS[metal][2], METALS[metal][1], 0.35);
}

/** The gradients every drawing may use: m (metal), mv, mh, md (shadowed metal), mb (bead), s-<stone>. */
export function defs(metal: MetalKind, rng: Rng, bg: [string, string], velvet: [string, string] = VELVETS[0]): string {
  const warmth = (rng() - 0.5) * 0.14;
  const tint = (c: string) => mix(c, warmth > 0 ? '#ffffff' : '#7a3c00', Math.abs(warmth));
  const bands = METALS[metal];
  const base = bands.map(tint);
  const dark = base.map((c) => mix(c, '#000000', 0.38));
  const [light, mid, deep] = [tint(bands[3]), tint(bands[2]), tint(bands[5])] as const;
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">${stops([mix(bg[0], bg[1], 0.45), bg[0], bg[0], bg[1]], [0, 0.35, 0.55, 1])}</linearGradient>
<radialGradient id="sh" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.42"/><stop offset="0.6" stop-color="#000" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
${linear('m', base, [0, 0, 1, 1])}${linear('mv', base, [0, 0, 0, 1])}${linear('mh', base, [0, 0, 1, 0])}${linear('md', dark, [0, 0, 1, 1])}
<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0.18" stop-color="#fff" stop-opacity="0"/><stop offset="0.32" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.42" stop-color="#fff" stop-opacity="0"/><stop offset="0.66" stop-color="#fff" stop-opacity="0"/><stop offset="0.74" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.82" stop-color="#fff" stop-opacity="0"/></linearGradient>
${radial('mb', [light, mid, deep])}
<linearGradient id="vel" x1="0" y1="0" x2="1" y2="0">${stops([velvet[1], velvet[0], mix(velvet[0], '#ffffff', 0.12), velvet[0], velvet[1]], [0, 0.3, 0.45, 0.62, 1])}</linearGradient>
${(Object.keys(STONES) as StoneKind[]).map((k) => radial(`s-${k}`, STONES[k].grad)).join('')}
</defs>`;
}

/** A soft contact shadow under a piece. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 1) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#sh)"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>`;

/** A four-pointed glint, the mark of light caught by a facet or polish. */
export function sparkle(x: number, y: number, r: number, opacity = 0.95): string {
  const s = r * 0.16;
  const d = `M${f(x)} ${f(y - r)}L${f(x + s)} ${f(y - s)}L${f(x + r)} ${f(y)}L${f(x + s)} ${f(y + s)}L${f(x)} ${f(y + r)}L${f(x - s)} ${f(y + s)}L${f(x - r)} ${f(y)}L${f(x - s)} ${f(y - s)}Z`;
  return `<path d="${d}" fill="#fff" fill-opacity="${opacity}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.18)}" fill="#fff"/>`;
}

/** A round bead or pearl: shaded sphere with a specular spot. */
export function bead(x: number, y: number, r: number, fill = 'url(#mb)'): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/><ellipse cx="${f(x - r * 0.32)}" cy="${f(y - r * 0.36)}" rx="${f(r * 0.3)}" ry="${f(r * 0.2)}" fill="#fff" fill-opacity="0.75"/>`;
}

/** What a drawing needs to know about the piece and the shot. */
export interface Look {
  /** Varies with the picture; use `item` for choices that must stay the same across an item's pictures. */
  rng: Rng;
  item: Rng;
  design: string;
  mens: boolean;
  /** Position of the picture in the item's gallery: 0 is the hero shot, later ones other angles. */
  view: number;
  /** Main stone, if the piece has one. */
  stone: StoneKind | null;
  /** Colours of kundan stones, enamel and beads. */
  accents: StoneKind[];
  carats: number;
  metal: MetalKind;
  /** Coin weight label or watch brand. */
  label: string;
  /** Lower-cased name, design and description, for keyword tests. */
  text: string;
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
