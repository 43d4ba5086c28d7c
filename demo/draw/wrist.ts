/** Pieces for wrist and ankle: stacked bangles, kadas, link and tennis bracelets, anklets with ghungroo bells. */
import { cycle } from '../random';
import { bead, f, polar, shadow, type Look, type StoneKind } from './kit';
import { bandFront, torus } from './rings';
import { along, bezier, chain, clasp, ellipseCurve, linkStyle } from './chains';
import { kundan, pave, stoneTop } from './stones';

/** Decoration on the visible front wall of a lying bangle (centre cx, top at cy, wall height h). */
function wallDecor(look: Look, cx: number, cy: number, rx: number, ry: number, h: number): string {
  const d = look.design.toLowerCase();
  const out: string[] = [];
  const accents: StoneKind[] = look.accents.length ? look.accents : ['ruby', 'emerald'];
  const mid = cy + h / 2;
  const n = 15;
  for (let i = 0; i < n; i++) {
    const th = 0.12 * Math.PI + (i * 0.76 * Math.PI) / (n - 1);
    const x = cx + rx * Math.cos(th);
    const y = mid + ry * Math.sin(th);
    const k = Math.sin(th);
    if (look.stone === 'diamond' || d.includes('pavé') || d.includes('eternity'))
      out.push(pave(x, y, h * 0.2 * k, 'diamond', i === 5));
    else if (d.includes('kundan') || d.includes('temple') || d.includes('jadau'))
      out.push(kundan(x, y, h * 0.46 * k, h * 0.5, cycle(accents, i)));
    else if (d.includes('meena'))
      out.push(
        `<rect x="${f(x - h * 0.3 * k)}" y="${f(y - h * 0.28)}" width="${f(h * 0.6 * k)}" height="${f(h * 0.56)}" rx="${f(h * 0.1)}" fill="url(#s-${cycle(accents, i)})"/>`,
      );
    else if (d.includes('filigree') || d.includes('jaal') || d.includes('jaali'))
      out.push(
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(h * 0.26 * k)}" ry="${f(h * 0.3)}" fill="none" stroke="url(#md)" stroke-width="3"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(h * 0.07)}" fill="url(#mb)"/>`,
      );
    else if (d.includes('rope') || d.includes('twist')) {
      for (let j = 0; j < 3; j++) {
        const xx = x + (j - 1) * (h * 0.25) * k;
        out.push(
          `<line x1="${f(xx - h * 0.15 * k)}" y1="${f(y - h * 0.42)}" x2="${f(xx + h * 0.15 * k)}" y2="${f(y + h * 0.42)}" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>`,
        );
      }
    } else if (look.stone) out.push(stoneTop(x, y, h * 0.24 * Math.max(0.5, k), look.stone, i === 6));
  }
  return out.join('');
}

function glassColours(look: Look): string[] {
  return look.item() < 0.5
    ? ['#b0102b', '#c81d3a', '#e2a21a', '#b0102b', '#1f7a3f', '#c81d3a']
    : ['#1c3f94', '#d4a017', '#1c3f94', '#7a1f6b', '#d4a017', '#1c3f94'];
}

/** Bangles: a stack of two or three lying on the table, or a pair standing for the second view. */
export function bangles(look: Look, single = false): string {
  const d = look.design.toLowerCase();
  const heavy = single || /kada|karra|kangan|cuff/.test(d) || look.mens;
  const h = heavy ? 64 : 44;
  const rim = heavy ? 30 : 20;
  if (look.view % 2 === 1) {
    const w = heavy ? 46 : 30;
    const kundanish = /kundan|meena|temple|jadau/.test(d);
    const tex =
      d.includes('rope') || d.includes('twist')
        ? 'rope'
        : look.stone || kundanish
          ? 'pave'
          : /filigree|jaal|jaali/.test(d)
            ? 'milgrain'
            : 'none';
    const one = (cx: number, cy: number) =>
      bandFront(cx, cy, 200, kundanish ? Math.max(w, 40) : w, tex, look.stone ?? look.accents[0] ?? 'diamond');
    return shadow(450, 720, 360, 34) + one(330, 490) + (single ? '' : one(570, 500));
  }
  if (d.includes('glass')) {
    const colours = glassColours(look);
    const out = [shadow(450, 640, 330, 70)];
    colours.forEach((c, i) => {
      const cy = 520 - i * 22;
      out.push(
        `<path d="M${f(450 - 270)} ${cy}A270 115 0 0 0 ${450 + 270} ${cy}" fill="none" stroke="${c}" stroke-width="16"/>`,
      );
      out.push(
        `<path d="M${f(450 - 270)} ${cy}A270 115 0 0 1 ${450 + 270} ${cy}" fill="none" stroke="${c}" stroke-width="12" stroke-opacity="0.85"/>`,
      );
      out.push(
        `<path d="M${f(450 - 250)} ${cy + 40}A270 115 0 0 0 ${450 + 200} ${cy + 70}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="3"/>`,
      );
    });
    return out.join('');
  }
  const count = single ? 1 : look.item() < 0.5 ? 2 : 3;
  const out = [shadow(450, 560 + h, 330, 70)];
  // Fanned a little, so each bangle in the stack shows its own rim.
  for (let i = 0; i < count; i++) {
    const cx = 450 + (i % 2 === 0 ? -1 : 1) * (count === 1 ? 0 : 34) * (i === 0 ? 1 : 1);
    const cy = 420 - i * (h + 34) + (count - 1) * (h + 34) * 0.5;
    out.push(torus(cx, cy, 255, 112, rim, h, wallDecor(look, cx, cy, 255, 112, h)));
  }
  return out.join('');
}

/** A link, tennis or charm bracelet lying in a loop, closed by its clasp. */
export function bracelet(look: Look): string {
  const d = look.design.toLowerCase();
  if (/kada|kangan|cuff|bangle style/.test(d)) return bangles(look, true);
  const open = look.view % 2 === 1;
  // Closed in a loop for the first picture; opened out in a long curve, clasp showing, for the second.
  const curve = open ? bezier([120, 560], [260, 160], [640, 160], [780, 560]) : ellipseCurve(450, 450, 300, 175, 0.3);
  const end = open ? 1 : 0.97;
  const out = [`<g transform="rotate(${open ? 0 : 6} 450 450)">`];
  if (d.includes('tennis') || look.stone === 'diamond') {
    const spots = along(curve, 32, 0, end);
    out.push(
      `<path d="${spots.map(({ p: [x, y] }, i) => `${i ? 'L' : 'M'}${f(x + 5)} ${f(y + 9)}`).join('')}" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="26" stroke-linecap="round"/>`,
    );
    spots.forEach(({ p: [x, y] }, i) =>
      out.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="16" fill="url(#m)"/>`,
        stoneTop(x, y, 13, look.stone ?? 'diamond', i % 5 === 0),
      ),
    );
  } else if (d.includes('floral') || d.includes('jaal')) {
    out.push(chain(curve, 'cable', 10, { to: end, shadow: [5, 8] }));
    along(curve, 70, 0, end - 0.02).forEach(({ p: [x, y] }) =>
      out.push(
        ...Array.from({ length: 5 }, (_, i) => {
          const [px, py] = polar(x, y, 14, i * 72);
          return `<circle cx="${f(px)}" cy="${f(py)}" r="11" fill="url(#m)"/>`;
        }),
        look.stone ? stoneTop(x, y, 9, look.stone) : bead(x, y, 8),
      ),
    );
  } else {
    const style = linkStyle(look);
    out.push(chain(curve, style === 'cable' ? 'curb' : style, look.mens ? 26 : 18, { to: end, shadow: [5, 8] }));
    if (d.includes('charm')) {
      along(curve, 120, 0.05, 0.9).forEach(({ p: [x, y] }, i) => {
        const [px, py] = [x, y + 46];
        out.push(
          `<line x1="${f(x)}" y1="${f(y)}" x2="${f(px)}" y2="${f(py)}" stroke="currentColor" stroke-width="3"/>`,
          i % 2
            ? bead(px, py, 14)
            : `<circle cx="${f(px)}" cy="${f(py)}" r="17" fill="url(#m)"/>${stoneTop(px, py, 8, look.stone ?? 'ruby')}`,
        );
      });
    }
  }
  const [cx, cy] = curve(open ? 1 : 0.985);
  out.push(clasp(cx, cy, open ? 70 : 100, look.mens ? 40 : 30), '</g>');
  return out.join('');
}

/** A pair of anklets (payal): fine chain with ghungroo bells or beads along the front. */
export function anklet(look: Look): string {
  const d = look.design.toLowerCase();
  const out = [shadow(450, 640, 360, 80, 0.5)];
  const loops: [number, number, number][] =
    look.view % 2 === 1
      ? [[450, 430, 300]]
      : [
          [390, 360, 250],
          [500, 500, 280],
        ];
  for (const [cx, cy, rx] of loops) {
    const curve = ellipseCurve(cx, cy, rx, rx * 0.4);
    out.push(
      chain(curve, d.includes('rope') || d.includes('twist') ? 'rope' : d.includes('bead') ? 'bead' : 'cable', 10, {
        shadow: [4, 6],
      }),
    );
    along(curve, d.includes('ghungroo') ? 42 : 60, 0.02, 0.48).forEach(({ p: [x, y] }) => {
      if (d.includes('bead')) {
        out.push(bead(x, y, 9));
        return;
      }
      out.push(
        `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y + 22)}" stroke="currentColor" stroke-width="3"/>`,
      );
      out.push(
        bead(x, y + 34, 13),
        `<path d="M${f(x - 9)} ${f(y + 38)}q9 6 18 0" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="2.5"/>`,
      );
    });
  }
  return out.join('');
}
