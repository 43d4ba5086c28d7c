import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssInliner } from './inline-css';

const dir = mkdtempSync(path.join(tmpdir(), 'zewar-css-'));
mkdirSync(path.join(dir, 'assets'));
writeFileSync(path.join(dir, 'assets/cut-abc.css'), 'body{margin:0}.card{padding:4px}.dialog{position:fixed}');
writeFileSync(path.join(dir, 'assets/styles-abc.css'), 'body{color:#2b2024}.x::after{content:"</style>"}');
const page = (href: string) =>
  `<html><head><style id="shop-css" data-href="${href}"></style></head><body></body></html>`;

describe('the stylesheet inside the page', () => {
  const inline = cssInliner(dir);

  it('fills the empty style that root.tsx leaves with the built stylesheet', () => {
    const html = inline(page('/assets/styles-abc.css'));
    expect(html).toContain('<style id="shop-css" data-href="/assets/styles-abc.css">body{color:#2b2024}');
    expect(html).not.toContain('<link rel="stylesheet"');
  });

  it('puts only the rules the page uses when asked for its first screen, the whole file otherwise', () => {
    const withCard = `<html><head><style id="shop-css" data-href="/assets/cut-abc.css"></style></head><body><p class="card">x</p></body></html>`;
    const first = inline(withCard, { firstScreen: true });
    expect(first).toContain('.card{padding:4px}');
    expect(first).not.toContain('.dialog');
    expect(inline(withCard)).toContain('.dialog{position:fixed}');
  });

  it("cannot be closed early by the stylesheet's own text", () => {
    const html = inline(page('/assets/styles-abc.css'));
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('falls back to a link when the file is missing, and leaves other pages alone', () => {
    expect(inline(page('/assets/styles-gone.css'))).toContain('<link rel="stylesheet" href="/assets/styles-gone.css">');
    expect(inline('<html><head></head></html>')).toBe('<html><head></head></html>');
    expect(inline(page('/assets/../../etc/passwd.css'))).toContain('data-href="/assets/../../etc/passwd.css"></style>');
  });
});
