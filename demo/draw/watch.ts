/** A wristwatch: case, bezel, dial with indices and hands at ten past ten, and a strap or bracelet. */
import { pick } from '../random';
import { esc, f, mix, polar, shadow, sparkle, type Look } from './kit';
import { pave } from './stones';

const DIALS: [string, string][] = [
  ['#24344f', '#0c1524'],
  ['#3a3a3d', '#0d0d0f'],
  ['#ffffff', '#e4e1da'],
  ['#f2e3bf', '#c9ad73'],
  ['#2f6b52', '#12342a'],
  ['#eef1f4', '#b9c0c8'],
  ['#f6ece6', '#dcc8bd'],
];
const SANS = 'DejaVu Sans, Arial, Helvetica, sans-serif';

function hand(cx: number, cy: number, len: number, width: number, deg: number, fill: string, lume: boolean): string {
  const pts = `${f(cx - width / 2)},${f(cy + len * 0.16)} ${f(cx - width / 2)},${f(cy - len * 0.8)} ${f(cx)},${f(cy - len)} ${f(cx + width / 2)},${f(cy - len * 0.8)} ${f(cx + width / 2)},${f(cy + len * 0.16)}`;
  const glow = lume
    ? `<rect x="${f(cx - width * 0.22)}" y="${f(cy - len * 0.78)}" width="${f(width * 0.44)}" height="${f(len * 0.5)}" fill="#f4f8e8"/>`
    : '';
  return `<g transform="rotate(${f(deg)} ${f(cx)} ${f(cy)})"><polygon points="${pts}" fill="${fill}"/>${glow}</g>`;
}

function strap(cx: number, cy: number, R: number, leather: boolean, twoTone: boolean, up: boolean): string {
  const dir = up ? -1 : 1;
  const y0 = cy + dir * R * 0.72;
  const y1 = up ? -20 : 920;
  const w0 = R * 1.0;
  const w1 = R * 0.86;
  if (leather) {
    const d = `M${f(cx - w0 / 2)} ${f(y0)}L${f(cx - w1 / 2)} ${f(y1)}L${f(cx + w1 / 2)} ${f(y1)}L${f(cx + w0 / 2)} ${f(y0)}Z`;
    const stitch = [-1, 1]
      .map(
        (s) =>
          `<path d="M${f(cx + s * (w0 / 2 - 10))} ${f(y0)}L${f(cx + s * (w1 / 2 - 10))} ${f(y1)}" stroke="#e9d8bd" stroke-opacity="0.7" stroke-width="2" stroke-dasharray="7 6"/>`,
      )
      .join('');
    return `<path d="${d}" fill="url(#strap)"/>${stitch}`;
  }
  const out: string[] = [];
  const rows = Math.ceil(Math.abs(y1 - y0) / (R * 0.22));
  for (let i = 0; i < rows; i++) {
    const y = y0 + dir * (i * R * 0.22);
    const w = w0 + ((w1 - w0) * i) / rows;
    const cols: [number, number, string][] = [
      [-0.5, -0.2, 'url(#m)'],
      [-0.18, 0.18, twoTone ? 'url(#m2)' : 'url(#mh)'],
      [0.2, 0.5, 'url(#m)'],
    ];
    for (const [a, b, fill] of cols)
      out.push(
        `<rect x="${f(cx + a * w)}" y="${f(up ? y - R * 0.21 : y)}" width="${f((b - a) * w)}" height="${f(R * 0.2)}" rx="${f(R * 0.04)}" fill="${fill}"/>`,
      );
  }
  return out.join('');
}

export function watch(look: Look): string {
  const t = look.text;
  const rng = look.item;
  const R = look.mens ? 180 : 150;
  const [cx, cy] = [450, 450];
  const leather = /leather/.test(t);
  const twoTone = /two tone|steel and 18k/.test(t);
  const [dialA, dialB] = look.mens ? pick(rng, DIALS.slice(0, 6)) : pick(rng, DIALS.slice(2));
  const light = parseInt(dialA.slice(1, 3), 16) > 180;
  const ink = light ? '#1d2330' : '#f3f1ea';
  const strapColour = pick(rng, ['#5a3418', '#1f1a17', '#6b2f1c', '#26334a']);
  const out: string[] = [
    `<defs><radialGradient id="dial" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="${dialA}"/><stop offset="1" stop-color="${dialB}"/></radialGradient>` +
      `<linearGradient id="strap" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(strapColour, '#000000', 0.35)}"/><stop offset="0.35" stop-color="${mix(strapColour, '#ffffff', 0.12)}"/><stop offset="1" stop-color="${mix(strapColour, '#000000', 0.45)}"/></linearGradient>` +
      `<linearGradient id="m2" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8a5a12"/><stop offset="0.4" stop-color="#f4d27a"/><stop offset="0.6" stop-color="#fff2c2"/><stop offset="1" stop-color="#a7711a"/></linearGradient></defs>`,
  ];
  out.push(shadow(cx + 24, cy + 36, R * 1.12, R * 1.12, 0.55));
  out.push(strap(cx, cy, R, leather, twoTone, true), strap(cx, cy, R, leather, twoTone, false));
  // Lugs, case, crown.
  for (const s of [-1, 1])
    out.push(
      `<rect x="${f(cx - R * 0.55)}" y="${f(s < 0 ? cy - R * 0.98 : cy + R * 0.72)}" width="${f(R * 1.1)}" height="${f(R * 0.26)}" rx="${f(R * 0.08)}" fill="url(#mh)"/>`,
    );
  out.push(
    `<rect x="${f(cx + R * 0.95)}" y="${f(cy - R * 0.12)}" width="${f(R * 0.16)}" height="${f(R * 0.24)}" rx="${f(R * 0.04)}" fill="url(#mv)"/>`,
  );
  out.push(`<circle cx="${cx}" cy="${cy}" r="${f(R)}" fill="url(#m)"/>`);
  const bezelFill = twoTone ? 'url(#m2)' : 'url(#mh)';
  if (/diver/.test(t)) {
    out.push(`<circle cx="${cx}" cy="${cy}" r="${f(R * 0.93)}" fill="#15181d"/>`);
    for (let i = 0; i < 60; i++) {
      const [x0, y0] = polar(cx, cy, R * 0.9, i * 6 - 90);
      const [x1, y1] = polar(cx, cy, R * (i % 5 === 0 ? 0.8 : 0.85), i * 6 - 90);
      if (i < 15 || i % 5 === 0)
        out.push(
          `<line x1="${f(x0)}" y1="${f(y0)}" x2="${f(x1)}" y2="${f(y1)}" stroke="#e8e8e8" stroke-width="${i % 5 === 0 ? 4 : 2}"/>`,
        );
    }
  } else {
    out.push(`<circle cx="${cx}" cy="${cy}" r="${f(R * 0.93)}" fill="${bezelFill}"/>`);
  }
  if (/diamond bezel/.test(t)) {
    for (let i = 0; i < 36; i++) {
      const [x, y] = polar(cx, cy, R * 0.87, i * 10);
      out.push(pave(x, y, R * 0.045, 'diamond', i === 31));
    }
  }
  const dialR = /diver|diamond bezel/.test(t) ? R * 0.78 : R * 0.84;
  out.push(
    `<circle cx="${cx}" cy="${cy}" r="${f(dialR)}" fill="url(#dial)" stroke="#000" stroke-opacity="0.35" stroke-width="3"/>`,
  );
  for (let i = 0; i < 60; i++) {
    if (i % 5 === 0) continue;
    const [x0, y0] = polar(cx, cy, dialR * 0.95, i * 6);
    const [x1, y1] = polar(cx, cy, dialR * 0.9, i * 6);
    out.push(
      `<line x1="${f(x0)}" y1="${f(y0)}" x2="${f(x1)}" y2="${f(y1)}" stroke="${ink}" stroke-opacity="0.6" stroke-width="1.5"/>`,
    );
  }
  for (let h = 0; h < 12; h++) {
    const deg = h * 30;
    const len = dialR * (h === 0 ? 0.2 : 0.15);
    const w = dialR * (h === 0 ? 0.09 : 0.05);
    if (/chrono/.test(t) && (h === 3 || h === 6 || h === 9)) continue;
    if (h === 3 && !/chrono/.test(t)) {
      out.push(
        `<rect x="${f(cx + dialR * 0.62)}" y="${f(cy - dialR * 0.07)}" width="${f(dialR * 0.2)}" height="${f(dialR * 0.14)}" fill="#fff" stroke="#000" stroke-opacity="0.4"/><text x="${f(cx + dialR * 0.72)}" y="${f(cy + dialR * 0.05)}" font-family="${SANS}" font-size="${f(dialR * 0.11)}" text-anchor="middle" fill="#111">${1 + Math.floor(rng() * 28)}</text>`,
      );
      continue;
    }
    out.push(
      `<g transform="rotate(${deg} ${cx} ${cy})"><rect x="${f(cx - w / 2)}" y="${f(cy - dialR * 0.86)}" width="${f(w)}" height="${f(len)}" rx="${f(w * 0.3)}" fill="url(#m)" stroke="#000" stroke-opacity="0.25"/></g>`,
    );
  }
  if (/chrono/.test(t)) {
    for (const deg of [0, 90, 180]) {
      const [x, y] = polar(cx, cy, dialR * 0.45, deg);
      out.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(dialR * 0.2)}" fill="#000" fill-opacity="0.18" stroke="${ink}" stroke-opacity="0.6" stroke-width="2"/>`,
        hand(x, y, dialR * 0.17, 3, 40 + deg, ink, false),
      );
    }
  }
  const brand = esc(look.label.toUpperCase());
  out.push(
    `<text x="${cx}" y="${f(cy - dialR * 0.42)}" font-family="${SANS}" font-size="${f(Math.min(dialR * 0.13, (dialR * 1.7) / Math.max(1, look.label.length)))}" font-weight="bold" text-anchor="middle" fill="${ink}" letter-spacing="3">${brand}</text>`,
  );
  out.push(
    `<text x="${cx}" y="${f(cy + dialR * (/chrono/.test(t) ? 0.78 : 0.45))}" font-family="${SANS}" font-size="${f(dialR * 0.075)}" text-anchor="middle" fill="${ink}" fill-opacity="0.8" letter-spacing="2">${/automatic/.test(t) ? 'AUTOMATIC' : 'QUARTZ'}</text>`,
  );
  out.push(
    hand(cx, cy, dialR * 0.55, dialR * 0.07, 305, 'url(#mh)', !light),
    hand(cx, cy, dialR * 0.8, dialR * 0.055, 60, 'url(#mh)', !light),
  );
  out.push(
    `<g transform="rotate(${f(150 + rng() * 60)} ${cx} ${cy})"><rect x="${f(cx - 1.5)}" y="${f(cy - dialR * 0.88)}" width="3" height="${f(dialR * 1.1)}" fill="#c8102e"/></g>`,
  );
  out.push(`<circle cx="${cx}" cy="${cy}" r="${f(dialR * 0.05)}" fill="url(#mb)"/>`);
  out.push(
    `<path d="M${f(cx - dialR * 0.8)} ${f(cy - dialR * 0.1)}A${f(dialR * 0.85)} ${f(dialR * 0.85)} 0 0 1 ${f(cx + dialR * 0.2)} ${f(cy - dialR * 0.82)}A${f(dialR)} ${f(dialR)} 0 0 0 ${f(cx - dialR * 0.8)} ${f(cy - dialR * 0.1)}Z" fill="#fff" fill-opacity="0.14"/>`,
  );
  out.push(sparkle(cx - R * 0.62, cy - R * 0.62, R * 0.16, 0.8));
  return out.join('');
}
