/** A minted 24K gold coin: face on, tilted to show its reeded edge, or sealed in its assay card. */
import { f, polar, shadow, type Look } from './kit';

export const SERIF = "DejaVu Serif, Georgia, 'Times New Roman', serif";
export const SANS = 'DejaVu Sans, Arial, Helvetica, sans-serif';

function text(
  x: number,
  y: number,
  size: number,
  body: string,
  fill = 'url(#mv)',
  weight = 'bold',
  family = SERIF,
  spacing = 0,
): string {
  const common = `x="${f(x)}" y="${f(y)}" font-family="${family}" font-size="${f(size)}" font-weight="${weight}" text-anchor="middle"${spacing ? ` letter-spacing="${spacing}"` : ''}`;
  return `<text ${common} fill="#000" fill-opacity="0.35" transform="translate(2 3)">${body}</text><text ${common} fill="${fill}">${body}</text>`;
}

function motif(cx: number, cy: number, s: number, design: string): string {
  if (!design.includes('crescent')) return '';
  const moon = `M${f(cx - s * 0.2)} ${f(cy - s)}A${f(s)} ${f(s)} 0 1 0 ${f(cx - s * 0.2)} ${f(cy + s)}A${f(s * 0.8)} ${f(s * 0.8)} 0 1 1 ${f(cx - s * 0.2)} ${f(cy - s)}Z`;
  const star = Array.from({ length: 10 }, (_, i) => polar(cx + s * 0.45, cy, i % 2 ? s * 0.16 : s * 0.4, i * 36 - 90))
    .map(([x, y]) => `${f(x)},${f(y)}`)
    .join(' ');
  return `<path d="${moon}" fill="url(#md)"/><polygon points="${star}" fill="url(#md)"/>`;
}

/** The face of the coin: rim, field, border and the struck lettering. */
export function coinFace(cx: number, cy: number, R: number, look: Look): string {
  const design = look.design.toLowerCase();
  const border = design.includes('floral')
    ? Array.from({ length: 36 }, (_, i) => {
        const [x, y] = polar(cx, cy, R * 0.76, i * 10);
        return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(R * 0.045)}" ry="${f(R * 0.022)}" transform="rotate(${i * 10 + 90} ${f(x)} ${f(y)})" fill="url(#md)"/>`;
      }).join('')
    : Array.from({ length: 72 }, (_, i) => {
        const [x, y] = polar(cx, cy, R * 0.79, i * 5);
        return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.012)}" fill="url(#md)"/>`;
      }).join('');
  const motifY = cy - R * 0.3;
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="url(#m)"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.87)}" fill="url(#mh)"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.87)}" fill="#5a3000" fill-opacity="0.12" stroke="url(#md)" stroke-width="${f(R * 0.025)}"/>` +
    border +
    text(cx, cy - R * 0.5, R * 0.13, 'ZEWAR', 'url(#md)', 'bold', SERIF, 6) +
    motif(cx - R * 0.06, motifY, R * 0.1, design) +
    text(cx, cy + R * 0.16, R * 0.46, '24K') +
    text(cx, cy + R * 0.36, R * 0.1, '999.9 FINE GOLD', 'url(#md)', 'bold', SANS, 2) +
    text(cx, cy + R * 0.58, R * 0.15, look.label || '10 g', 'url(#mv)')
  );
}

function tilted(cx: number, cy: number, R: number, look: Look): string {
  const k = 0.52;
  const h = R * 0.11;
  const wall = `M${f(cx - R)} ${f(cy)}A${f(R)} ${f(R * k)} 0 0 0 ${f(cx + R)} ${f(cy)}L${f(cx + R)} ${f(cy + h)}A${f(R)} ${f(R * k)} 0 0 1 ${f(cx - R)} ${f(cy + h)}Z`;
  const reeds = Array.from({ length: 70 }, (_, i) => {
    const th = (i / 69) * Math.PI;
    const x = cx + R * Math.cos(th);
    const y = cy + R * k * Math.sin(th);
    return `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y + h)}" stroke="#000" stroke-opacity="0.22" stroke-width="1.6"/>`;
  }).join('');
  return (
    shadow(cx + 15, cy + h + R * k * 0.75, R * 1.05, R * k * 0.5) +
    `<path d="${wall}" fill="url(#mv)"/>${reeds}<path d="${wall}" fill="url(#shine)"/>` +
    `<g transform="translate(${f(cx)} ${f(cy)}) scale(1 ${k}) translate(${f(-cx)} ${f(-cy)})">${coinFace(cx, cy, R, look)}</g>`
  );
}

function card(look: Look, serial: string): string {
  const x = 200;
  const y = 70;
  const w = 500;
  const h = 760;
  return (
    `<defs><linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fffdf8"/><stop offset="1" stop-color="#ece4d4"/></linearGradient></defs>` +
    `<rect x="${x + 14}" y="${y + 18}" width="${w}" height="${h}" rx="26" fill="#000" fill-opacity="0.18"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="url(#card)" stroke="#c9b27a" stroke-width="3"/>` +
    `<rect x="${x + 18}" y="${y + 18}" width="${w - 36}" height="${h - 36}" rx="18" fill="none" stroke="#c9b27a" stroke-width="1.5"/>` +
    `<text x="450" y="${y + 80}" font-family="${SERIF}" font-size="46" font-weight="bold" text-anchor="middle" fill="#8a6a1e" letter-spacing="8">ZEWAR</text>` +
    `<text x="450" y="${y + 114}" font-family="${SANS}" font-size="18" text-anchor="middle" fill="#6d6252" letter-spacing="3">FAMILY OWNED SINCE 1960</text>` +
    coinFace(450, y + 345, 180, look) +
    `<circle cx="450" cy="${y + 345}" r="192" fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="5"/><path d="M330 ${y + 230}A170 170 0 0 1 470 ${y + 170}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="10" stroke-linecap="round"/>` +
    `<text x="450" y="${y + 600}" font-family="${SANS}" font-size="30" font-weight="bold" text-anchor="middle" fill="#3d352a">FINE GOLD 999.9</text>` +
    `<text x="450" y="${y + 642}" font-family="${SANS}" font-size="26" text-anchor="middle" fill="#3d352a">${look.label || '10 g'}</text>` +
    `<text x="450" y="${y + 700}" font-family="${SANS}" font-size="18" text-anchor="middle" fill="#7b705f" letter-spacing="2">ASSAYED · No ${serial}</text>`
  );
}

export function coin(look: Look, serial: string): string {
  switch (look.view % 4) {
    case 1:
      return tilted(450, 420, 290, look);
    case 2:
      return card(look, serial);
    case 3:
      return (
        shadow(470, 760, 300, 40) +
        `<g transform="translate(450 470) scale(1.45) translate(-450 -450)">${coinFace(450, 450, 280, look)}</g>`
      );
    default:
      return shadow(470, 735, 290, 38) + coinFace(450, 430, 285, look);
  }
}
