/** Gemstones: a faceted brilliant seen from the side or from above, a cabochon, a small pavé stone. */
import { cycle } from '../random';
import { STONES, circle, f, points, sparkle, type StoneKind } from './kit';

/** A brilliant seen from the side: crown above the girdle (at y), pavilion below down to the culet. */
export function stoneSide(cx: number, y: number, w: number, kind: StoneKind): string {
  const look = STONES[kind];
  if (look.cabochon) return cabochon(cx, y, w, w * 0.42, kind);
  const c = look.facets;
  const crownH = w * 0.24;
  const pavH = w * 0.44;
  const table = w * 0.56;
  const top = y - crownH;
  // Five points along the girdle and four along the table's edge, left to right.
  const g = [cx - 0.5 * w, cx - 0.25 * w, cx, cx + 0.25 * w, cx + 0.5 * w] as const;
  const t = [cx - 0.5 * table, cx - 0.17 * table, cx + 0.17 * table, cx + 0.5 * table] as const;
  const out: string[] = [];
  // Crown: a zig-zag strip of triangles between the table edge and the girdle.
  const crown: [number, number][][] = [
    [
      [g[0], y],
      [t[0], top],
      [g[1], y],
    ],
    [
      [t[0], top],
      [g[1], y],
      [t[1], top],
    ],
    [
      [g[1], y],
      [t[1], top],
      [g[2], y],
    ],
    [
      [t[1], top],
      [g[2], y],
      [t[2], top],
    ],
    [
      [g[2], y],
      [t[2], top],
      [g[3], y],
    ],
    [
      [t[2], top],
      [g[3], y],
      [t[3], top],
    ],
    [
      [g[3], y],
      [t[3], top],
      [g[4], y],
    ],
  ];
  const crownShades = [c[3], c[0], c[2], c[4], c[1], c[6], c[5]];
  crown.forEach((tri, i) => out.push(`<polygon points="${points(tri)}" fill="${crownShades[i]}"/>`));
  const culet: [number, number] = [cx, y + pavH];
  // Pavilion: four triangles from the girdle down to the culet, each with its shade.
  const pavilion: [number, number, string][] = [
    [g[0], g[1], c[5]],
    [g[1], g[2], c[1]],
    [g[2], g[3], c[7]],
    [g[3], g[4], c[3]],
  ];
  for (const [left, right, shade] of pavilion)
    out.push(`<polygon points="${points([[left, y], [right, y], culet])}" fill="${shade}"/>`);
  out.push(
    `<polygon points="${points([[cx - w * 0.14, y], [cx + w * 0.06, y], culet])}" fill="${c[0]}" fill-opacity="0.55"/>`,
  );
  out.push(
    `<polyline points="${points([[g[0], y], [t[0], top], [t[3], top], [g[4], y], culet, [g[0], y]])}" fill="none" stroke="${c[3]}" stroke-width="${f(Math.max(1, w * 0.012))}" stroke-linejoin="round"/>`,
  );
  out.push(
    `<line x1="${f(g[0])}" y1="${f(y)}" x2="${f(g[4])}" y2="${f(y)}" stroke="#fff" stroke-opacity="0.7" stroke-width="${f(Math.max(1, w * 0.015))}"/>`,
  );
  out.push(sparkle(t[1] - w * 0.02, top + crownH * 0.3, w * 0.28));
  return out.join('');
}

/** A polished dome (aqeeq, feroza, onyx, pearl) sitting on its base line y. */
export function cabochon(cx: number, y: number, w: number, h: number, kind: StoneKind): string {
  const d = `M${f(cx - w / 2)} ${f(y)}C${f(cx - w / 2)} ${f(y - h * 1.3)} ${f(cx + w / 2)} ${f(y - h * 1.3)} ${f(cx + w / 2)} ${f(y)}Z`;
  return (
    `<path d="${d}" fill="url(#s-${kind})"/>` +
    `<ellipse cx="${f(cx - w * 0.16)}" cy="${f(y - h * 0.66)}" rx="${f(w * 0.16)}" ry="${f(h * 0.16)}" fill="#fff" fill-opacity="0.7" transform="rotate(-18 ${f(cx - w * 0.16)} ${f(y - h * 0.66)})"/>`
  );
}

/** A round brilliant seen from above: table octagon, star and kite facets, a glint. */
export function stoneTop(cx: number, cy: number, r: number, kind: StoneKind, glint = true): string {
  const look = STONES[kind];
  if (look.cabochon) {
    return (
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#s-${kind})"/>` +
      `<ellipse cx="${f(cx - r * 0.3)}" cy="${f(cy - r * 0.34)}" rx="${f(r * 0.32)}" ry="${f(r * 0.2)}" fill="#fff" fill-opacity="0.7" transform="rotate(-30 ${f(cx - r * 0.3)} ${f(cy - r * 0.34)})"/>`
    );
  }
  const c = look.facets;
  const out = [`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${c[3]}"/>`];
  const oct = Array.from({ length: 8 }, (_, i) => i * 45 - 22.5);
  const at = (rad: number, deg: number): [number, number] => [
    cx + rad * Math.cos((deg * Math.PI) / 180),
    cy + rad * Math.sin((deg * Math.PI) / 180),
  ];
  oct.forEach((deg, i) => {
    out.push(
      `<polygon points="${points([at(r * 0.55, deg), at(r, deg + 22.5), at(r * 0.55, deg + 45)])}" fill="${cycle(c, i * 3)}"/>`,
    );
    out.push(
      `<polygon points="${points([at(r, deg - 22.5), at(r * 0.55, deg), at(r, deg + 22.5)])}" fill="${cycle(c, i * 5 + 2)}"/>`,
    );
  });
  out.push(`<polygon points="${points(oct.map((d) => at(r * 0.55, d)))}" fill="${c[1]}"/>`);
  out.push(
    `<polygon points="${points([at(r * 0.55, -112.5), at(r * 0.55, -67.5), [cx, cy]])}" fill="${c[0]}" fill-opacity="0.8"/>`,
  );
  out.push(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${c[5]}" stroke-width="${f(Math.max(0.8, r * 0.04))}"/>`,
  );
  if (glint) out.push(sparkle(cx - r * 0.3, cy - r * 0.35, r * Math.min(0.7, 0.2 + 14 / r)));
  return out.join('');
}

/** A tiny set stone for pavé rows: a bright dot in a metal collar. */
export function pave(cx: number, cy: number, r: number, kind: StoneKind, glint = false): string {
  return (
    `<path d="${circle(cx, cy, r * 1.25)}" fill="url(#md)"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#s-${kind})"/>` +
    `<circle cx="${f(cx - r * 0.3)}" cy="${f(cy - r * 0.3)}" r="${f(r * 0.3)}" fill="#fff" fill-opacity="0.85"/>` +
    (glint ? sparkle(cx - r * 0.3, cy - r * 0.3, r * 1.4) : '')
  );
}

/** A rounded-square kundan stone in a gold collar (bridal jewellery). */
export function kundan(cx: number, cy: number, w: number, h: number, kind: StoneKind): string {
  return (
    `<rect x="${f(cx - w / 2 - w * 0.14)}" y="${f(cy - h / 2 - h * 0.14)}" width="${f(w * 1.28)}" height="${f(h * 1.28)}" rx="${f(w * 0.3)}" fill="url(#m)"/>` +
    `<rect x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.22)}" fill="url(#s-${kind})"/>` +
    `<rect x="${f(cx - w * 0.32)}" y="${f(cy - h * 0.36)}" width="${f(w * 0.3)}" height="${f(h * 0.16)}" rx="${f(h * 0.08)}" fill="#fff" fill-opacity="0.6"/>`
  );
}
