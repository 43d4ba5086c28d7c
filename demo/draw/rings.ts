/** Rings: an upright band with its head seen from the front, and the same ring turned to a three-quarter view. */
import { circle, ellipse, f, points, polar, shadow, sparkle, type Look, type StoneKind } from './kit';
import { cabochon, kundan, pave, stoneSide, stoneTop } from './stones';

type Head = 'prong' | 'halo' | 'three' | 'flower' | 'heart' | 'plate' | 'leaf' | 'infinity' | 'signet' | 'none';
type Texture = 'rope' | 'pave' | 'milgrain' | 'brushed' | 'groove' | 'bevel' | 'none';

export function ringStyle(look: Look): { head: Head; texture: Texture; w: number } {
  const d = look.design.toLowerCase();
  const has = (...words: string[]) => words.some((w) => d.includes(w));
  const band = (texture: Texture) => ({ head: 'none' as Head, texture, w: look.mens ? 52 : 38 });
  const headed = (head: Head) => ({ head, texture: 'none' as Texture, w: look.mens ? 44 : 28 });
  if (has('aqeeq', 'feroza', 'yaqoot', 'neelam', 'najaf', 'onyx', 'tiger', 'signet', 'square top'))
    return { head: 'signet', texture: 'none', w: 50 };
  if (has('eternity', 'pavé', 'channel', 'diamond band', 'diamond set')) return band('pave');
  if (has('twist', 'rope')) return band('rope');
  if (has('milgrain')) return band('milgrain');
  if (has('brushed')) return band('brushed');
  if (has('groove')) return band('groove');
  if (has('bevel')) return band('bevel');
  if (has('halo')) return headed('halo');
  if (has('three stone')) return headed('three');
  if (has('cluster', 'floral', 'flower')) return headed('flower');
  if (has('heart')) return headed('heart');
  if (has('cocktail', 'kundan')) return headed('plate');
  if (has('leaf', 'filigree')) return headed('leaf');
  if (has('infinity')) return headed('infinity');
  if (has('solitaire')) return headed('prong');
  if (look.stone) return look.mens ? band('pave') : headed('prong');
  return band('none');
}

const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number) => {
  const [x0, y0] = [cx + rx * Math.cos((a0 * Math.PI) / 180), cy + ry * Math.sin((a0 * Math.PI) / 180)];
  const [x1, y1] = [cx + rx * Math.cos((a1 * Math.PI) / 180), cy + ry * Math.sin((a1 * Math.PI) / 180)];
  return `M${f(x0)} ${f(y0)}A${f(rx)} ${f(ry)} 0 ${Math.abs(a1 - a0) > 180 ? 1 : 0} 1 ${f(x1)} ${f(y1)}`;
};

const glow = (d: string, width: number, opacity: number) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-width="${f(width)}" stroke-linecap="round" stroke-opacity="${opacity}"/>`;

/**
 * A ring lying flat seen from above at an angle (also bangles, kadas, coins): the top face (rim), the outer
 * wall in front and, through the hole, the far inner wall.
 */
export function torus(cx: number, cy: number, rx: number, ry: number, rim: number, h: number, decor = ''): string {
  const rxi = rx - rim;
  const ryi = ry - (rim * ry) / rx;
  const wall = `M${f(cx - rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(cy)}L${f(cx + rx)} ${f(cy + h)}A${f(rx)} ${f(ry)} 0 0 1 ${f(cx - rx)} ${f(cy + h)}Z`;
  const hh = Math.min(h, ryi * 1.9) / 2;
  const xi = rxi * Math.sqrt(1 - (hh / ryi) ** 2);
  const inner = `M${f(cx - xi)} ${f(cy + hh)}A${f(rxi)} ${f(ryi)} 0 1 1 ${f(cx + xi)} ${f(cy + hh)}A${f(rxi)} ${f(ryi)} 0 0 0 ${f(cx - xi)} ${f(cy + hh)}Z`;
  return (
    `<path d="${wall}" fill="url(#mv)"/><path d="${wall}" fill="url(#shine)"/>` +
    `<path d="${inner}" fill="url(#md)"/>` +
    `<path d="${ellipse(cx, cy, rx, ry)}${ellipse(cx, cy, rxi, ryi)}" fill="url(#m)" fill-rule="evenodd"/>` +
    glow(arc(cx, cy, rx - rim * 0.45, ry - rim * 0.45 * (ry / rx), 195, 245), rim * 0.22, 0.75) +
    glow(arc(cx, cy, rx - rim * 0.5, ry - rim * 0.5 * (ry / rx), 300, 330), rim * 0.15, 0.45) +
    decor
  );
}

/** Texture on the face of an upright band of outer radius R and width w. */
function texture(kind: Texture, cx: number, cy: number, R: number, w: number, stone: StoneKind): string {
  const mid = R - w / 2;
  const out: string[] = [];
  if (kind === 'rope') {
    for (let a = 0; a < 360; a += 6) {
      const [x0, y0] = polar(cx, cy, R - w + 2, a);
      const [x1, y1] = polar(cx, cy, R - 2, a + 7);
      out.push(
        `<line x1="${f(x0)}" y1="${f(y0)}" x2="${f(x1)}" y2="${f(y1)}" stroke="#000" stroke-opacity="0.28" stroke-width="3"/>`,
      );
      const [x2, y2] = polar(cx, cy, R - w * 0.35, a + 4.5);
      out.push(`<circle cx="${f(x2)}" cy="${f(y2)}" r="${f(w * 0.09)}" fill="#fff" fill-opacity="0.45"/>`);
    }
  } else if (kind === 'pave') {
    const r = w * 0.3;
    for (let a = 192; a <= 348; a += (r * 2.9 * 180) / (Math.PI * mid)) {
      const [x, y] = polar(cx, cy, mid, a);
      out.push(pave(x, y, r, stone, Math.abs(a - 250) < 6));
    }
  } else if (kind === 'milgrain') {
    for (let a = 0; a < 360; a += 2.6) {
      for (const rr of [R - 3.5, R - w + 3.5]) {
        const [x, y] = polar(cx, cy, rr, a);
        out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="2.2" fill="#000" fill-opacity="0.22"/>`);
      }
    }
  } else if (kind === 'brushed') {
    for (let k = 1; k < 8; k++)
      out.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R - (w * k) / 8)}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="2"/>`,
      );
  } else if (kind === 'groove') {
    out.push(
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(mid)}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="4"/>`,
    );
    out.push(
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(mid - 3)}" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="2"/>`,
    );
  } else if (kind === 'bevel') {
    for (const rr of [R - w * 0.22, R - w * 0.78])
      out.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2.5"/>`,
      );
  }
  return out.join('');
}

/** An upright band seen from the front and a little above: the inside of the band shows at the bottom. */
export function bandFront(
  cx: number,
  cy: number,
  R: number,
  w: number,
  tex: Texture = 'none',
  stone: StoneKind = 'diamond',
): string {
  const ri = R - w;
  const d = w * 0.42;
  return (
    `<path d="${circle(cx, cy, R)}${circle(cx, cy, ri)}" fill="url(#m)" fill-rule="evenodd"/>` +
    `<path d="${circle(cx, cy, ri)}${ellipse(cx, cy - d, ri - 0.5, ri - d)}" fill="url(#md)" fill-rule="evenodd"/>` +
    glow(arc(cx, cy + d * 0.9, ri - d * 0.15, ri - d * 1.1, 60, 120), w * 0.12, 0.35) +
    texture(tex, cx, cy, R, w, stone) +
    glow(arc(cx, cy, R - w * 0.32, R - w * 0.32, 198, 252), w * 0.16, 0.8) +
    glow(arc(cx, cy, R - w * 0.4, R - w * 0.4, 18, 52), w * 0.1, 0.4)
  );
}

/** Tapered claws from the band up to the crown of the stone. */
function prongs(cx: number, base: number, girdle: number, W: number): string {
  return [-1, 1]
    .map((s) => {
      const pts: [number, number][] = [
        [cx + s * W * 0.16, base],
        [cx + s * W * 0.24, base],
        [cx + s * W * 0.53, girdle - W * 0.1],
        [cx + s * W * 0.45, girdle - W * 0.12],
      ];
      return `<polygon points="${points(pts)}" fill="url(#m)"/><circle cx="${f(cx + s * W * 0.48)}" cy="${f(girdle - W * 0.12)}" r="${f(W * 0.06)}" fill="url(#mb)"/>`;
    })
    .join('');
}

function basket(cx: number, base: number, girdle: number, W: number): string {
  return `<polygon points="${points([
    [cx - W * 0.42, girdle + 3],
    [cx + W * 0.42, girdle + 3],
    [cx + W * 0.16, base + 6],
    [cx - W * 0.16, base + 6],
  ])}" fill="url(#md)"/>`;
}

function prongHead(cx: number, base: number, W: number, stone: StoneKind): string {
  const girdle = base - W * 0.5;
  return basket(cx, base, girdle, W) + stoneSide(cx, girdle, W, stone) + prongs(cx, base, girdle, W);
}

function petals(cx: number, cy: number, r: number, stone: StoneKind | null, count = 6): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = (360 / count) * i - 90;
    const [x, y] = polar(cx, cy, r * 0.62, a);
    out.push(
      stone && stone !== 'diamond'
        ? `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.42)}" ry="${f(r * 0.28)}" transform="rotate(${f(a)} ${f(x)} ${f(y)})" fill="url(#m)"/>`
        : `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.42)}" ry="${f(r * 0.28)}" transform="rotate(${f(a)} ${f(x)} ${f(y)})" fill="url(#m)"/>${pave(x, y, r * 0.16, 'diamond')}`,
    );
  }
  out.push(stoneTop(cx, cy, r * 0.34, stone ?? 'diamond'));
  return out.join('');
}

export function heartPath(cx: number, cy: number, s: number): string {
  return `M${f(cx)} ${f(cy + s * 0.9)}C${f(cx - s * 1.4)} ${f(cy)} ${f(cx - s * 0.9)} ${f(cy - s * 1.0)} ${f(cx)} ${f(cy - s * 0.45)}C${f(cx + s * 0.9)} ${f(cy - s * 1.0)} ${f(cx + s * 1.4)} ${f(cy)} ${f(cx)} ${f(cy + s * 0.9)}Z`;
}

export function leaf(cx: number, cy: number, len: number, angle: number): string {
  const d = `M0 0C${f(len * 0.3)} ${f(-len * 0.32)} ${f(len * 0.75)} ${f(-len * 0.3)} ${f(len)} 0C${f(len * 0.75)} ${f(len * 0.3)} ${f(len * 0.3)} ${f(len * 0.32)} 0 0Z`;
  return `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})"><path d="${d}" fill="url(#m)"/><path d="M${f(len * 0.08)} 0L${f(len * 0.9)} 0" stroke="#000" stroke-opacity="0.3" stroke-width="${f(len * 0.03)}"/></g>`;
}

/** The head on top of the band (front view); base is the y of the band's top. */
function head(kind: Head, cx: number, base: number, look: Look, W: number): string {
  const stone = look.stone ?? (kind === 'plate' ? (look.accents[0] ?? 'ruby') : 'diamond');
  switch (kind) {
    case 'prong':
      return prongHead(cx, base, W, stone);
    case 'halo': {
      // A ring of small diamonds round the girdle: its back half behind the stone, its front half before it.
      const girdle = base - W * 0.52;
      const [hx, hy, rx, ry] = [cx, girdle + W * 0.04, W * 0.66, W * 0.15];
      const half = (from: number, to: number, sweep: 0 | 1) => {
        const [x0, y0] = [hx + rx * Math.cos(from), hy + ry * Math.sin(from)];
        const [x1, y1] = [hx + rx * Math.cos(to), hy + ry * Math.sin(to)];
        return `<path d="M${f(x0)} ${f(y0)}A${f(rx)} ${f(ry)} 0 0 ${sweep} ${f(x1)} ${f(y1)}" fill="none" stroke="url(#m)" stroke-width="${f(W * 0.15)}" stroke-linecap="round"/>`;
      };
      const stones = (a0: number, a1: number, r: number) =>
        Array.from({ length: 9 }, (_, i) => {
          const a = ((a0 + ((a1 - a0) * i) / 8) * Math.PI) / 180;
          return pave(hx + rx * Math.cos(a), hy + ry * Math.sin(a), r, 'diamond', i === 3);
        }).join('');
      return (
        basket(cx, base, girdle, W * 0.8) +
        half(Math.PI, 2 * Math.PI, 1) +
        stones(190, 350, W * 0.052) +
        stoneSide(cx, girdle, W * 0.92, stone) +
        half(0, Math.PI, 1) +
        stones(10, 170, W * 0.062)
      );
    }
    case 'three': {
      const side = (s: number) =>
        `<g transform="rotate(${s * 24} ${f(cx)} ${f(base + 205)})">${prongHead(cx, base + 8, W * 0.62, stone)}</g>`;
      return side(-1) + side(1) + prongHead(cx, base, W, stone);
    }
    case 'flower':
      return `<rect x="${f(cx - W * 0.25)}" y="${f(base - W * 0.25)}" width="${f(W * 0.5)}" height="${f(W * 0.3)}" fill="url(#md)"/>${petals(cx, base - W * 0.55, W * 0.62, look.stone)}`;
    case 'heart':
      return `<path d="${heartPath(cx, base - W * 0.5, W * 0.52)}" fill="url(#m)"/>${look.stone ? stoneTop(cx, base - W * 0.52, W * 0.2, stone) : ''}${sparkle(cx - W * 0.3, base - W * 0.75, W * 0.2)}`;
    case 'plate': {
      const cy = base - W * 0.42;
      const beads = Array.from({ length: 18 }, (_, i) => {
        const [x, y] = polar(cx, cy, W * 0.7, i * 20);
        return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(W * 0.07)}" fill="url(#mb)"/>`;
      }).join('');
      return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(W * 0.78)}" ry="${f(W * 0.6)}" fill="url(#m)"/>${beads}${look.stone ? stoneTop(cx, cy, W * 0.42, stone) : kundan(cx, cy, W * 0.8, W * 0.62, stone)}`;
    }
    case 'leaf':
      return (
        leaf(cx - 6, base - 4, W * 0.95, -150) +
        leaf(cx + 6, base - 4, W * 0.95, -30) +
        (look.stone
          ? stoneTop(cx, base - W * 0.22, W * 0.2, stone)
          : `<circle cx="${f(cx)}" cy="${f(base - W * 0.18)}" r="${f(W * 0.14)}" fill="url(#mb)"/>`)
      );
    case 'infinity': {
      const s = W * 0.62;
      const y = base - s * 0.15;
      const d = `M${f(cx)} ${f(y)}C${f(cx + s * 0.5)} ${f(y - s * 0.6)} ${f(cx + s * 1.3)} ${f(y - s * 0.5)} ${f(cx + s * 1.3)} ${f(y)}C${f(cx + s * 1.3)} ${f(y + s * 0.5)} ${f(cx + s * 0.5)} ${f(y + s * 0.6)} ${f(cx)} ${f(y)}C${f(cx - s * 0.5)} ${f(y - s * 0.6)} ${f(cx - s * 1.3)} ${f(y - s * 0.5)} ${f(cx - s * 1.3)} ${f(y)}C${f(cx - s * 1.3)} ${f(y + s * 0.5)} ${f(cx - s * 0.5)} ${f(y + s * 0.6)} ${f(cx)} ${f(y)}Z`;
      return `<path d="${d}" fill="none" stroke="url(#m)" stroke-width="${f(W * 0.2)}"/><path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${f(W * 0.05)}"/>`;
    }
    case 'signet': {
      const sw = W * 1.9;
      const shoulders = `<path d="M${f(cx - sw * 0.62)} ${f(base + 30)}L${f(cx - sw * 0.55)} ${f(base - sw * 0.12)}L${f(cx + sw * 0.55)} ${f(base - sw * 0.12)}L${f(cx + sw * 0.62)} ${f(base + 30)}Z" fill="url(#mv)"/>`;
      const top = base - sw * 0.12;
      const cup = `<rect x="${f(cx - sw * 0.56)}" y="${f(top - sw * 0.1)}" width="${f(sw * 1.12)}" height="${f(sw * 0.14)}" rx="${f(sw * 0.05)}" fill="url(#m)"/>`;
      const gem = look.stone
        ? cabochon(cx, top - sw * 0.08, sw * 0.92, sw * 0.36, look.stone)
        : `<rect x="${f(cx - sw * 0.5)}" y="${f(top - sw * 0.2)}" width="${f(sw)}" height="${f(sw * 0.12)}" rx="${f(sw * 0.04)}" fill="url(#mh)"/>`;
      return (
        shoulders +
        cup +
        gem +
        `<path d="M${f(cx - sw * 0.52)} ${f(top - sw * 0.05)}L${f(cx + sw * 0.52)} ${f(top - sw * 0.05)}" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>`
      );
    }
    default:
      return '';
  }
}

const stoneWidth = (look: Look) => (look.mens ? 100 : 96) + 64 * Math.min(1, look.carats / 1.6);

/** Hero shot: the ring standing upright, head on top. */
export function ringFront(look: Look): string {
  const { head: kind, texture: tex, w } = ringStyle(look);
  const R = look.mens ? 232 : 222;
  const cx = 450;
  const cy = kind === 'none' ? 455 : 505;
  const paveKind = look.stone ?? 'diamond';
  return (
    shadow(cx, cy + R + 6, R * 1.1, 26) +
    bandFront(cx, cy, R, w, tex, paveKind) +
    head(kind, cx, cy - R + w * 0.35, look, stoneWidth(look))
  );
}

/** The same ring turned about its upright axis: front edge, outer surface and a glimpse inside. */
export function ringAngled(look: Look): string {
  const { head: kind, texture: tex, w } = ringStyle(look);
  const R = look.mens ? 240 : 230;
  const depth = (look.mens || kind === 'none' ? 2.0 : 1.6) * w;
  const cx = 430 - depth / 2;
  const cy = 500;
  const ring = `<g transform="translate(${f(cx)} ${f(cy)}) rotate(-90)">${torus(0, 0, R, R * 0.5, w * 0.55, depth)}</g>`;
  const band = tex === 'pave' ? `<g transform="translate(${f(cx)} ${f(cy)})">${paveTop(R, w, depth, look)}</g>` : '';
  return (
    shadow(cx + depth / 2, cy + R + 8, R * 0.75, 24) +
    ring +
    band +
    head(kind, cx + depth / 2, cy - R + w * 0.3, look, stoneWidth(look) * 0.95)
  );
}

/** Pavé stones along the turned band's outer surface, from the top down its near side. */
function paveTop(R: number, w: number, depth: number, look: Look): string {
  const out: string[] = [];
  for (let deg = 4; deg <= 100; deg += 7.5) {
    const t = (deg * Math.PI) / 180;
    out.push(
      pave(
        depth / 2 + 0.5 * R * Math.sin(t),
        -R * Math.cos(t),
        w * 0.24 * (0.55 + 0.45 * Math.sin(t)),
        look.stone ?? 'diamond',
        deg > 40 && deg < 50,
      ),
    );
  }
  return out.join('');
}
