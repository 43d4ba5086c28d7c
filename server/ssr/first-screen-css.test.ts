import { describe, expect, it } from 'vitest';
import { firstScreenCss, namesInHtml } from './first-screen-css';

const CSS =
  ':root{--gold:#b8860b}body{margin:0}.card{padding:4px}.card .card-title{font-weight:600}' +
  '.dialog{position:fixed}.menu.open{display:block}.btn:not(.btn-outline){color:var(--gold)}' +
  '#main{outline:0}.tile,.dialog-panel{gap:8px}@media (max-width:600px){.card{padding:2px}.dialog{inset:0}}' +
  '@keyframes marquee{to{transform:translateX(-50%)}}[hidden]{display:none!important}';
const cut = firstScreenCss(CSS);

describe('the stylesheet cut to a page', () => {
  const page =
    '<body><main id="main"><a class="card"><span class="card-title">Ring</span></a><a class="btn">Buy</a></main></body>';
  const out = cut(page);

  it('keeps the rules whose classes and ids are all on the page, in order', () => {
    expect(out).toContain('.card{padding:4px}.card .card-title{font-weight:600}');
    expect(out).toContain('#main{outline:0}');
    expect(out.indexOf('.card{padding:4px}')).toBeLessThan(out.indexOf('#main'));
  });

  it('leaves out rules for what the page does not carry (dialogs, states scripts add)', () => {
    expect(out).not.toContain('.dialog{position:fixed}');
    expect(out).not.toContain('.menu.open');
    expect(out).not.toContain('inset:0');
  });

  it('does not require what :not() names, and keeps a rule when one of its selectors matches', () => {
    expect(out).toContain('.btn:not(.btn-outline){color:var(--gold)}');
    expect(cut('<div class="tile"></div>')).toContain('.tile,.dialog-panel{gap:8px}');
  });

  it('keeps tokens, element rules, keyframes and the media blocks that still hold a rule', () => {
    expect(out).toContain(':root{--gold:#b8860b}');
    expect(out).toContain('body{margin:0}');
    expect(out).toContain('[hidden]{display:none!important}');
    expect(out).toContain('@keyframes marquee{to{transform:translateX(-50%)}}');
    expect(out).toContain('@media (max-width:600px){.card{padding:2px}}');
    expect(cut('<p>plain</p>')).not.toContain('@media');
  });

  it('reads class lists and ids from the markup', () => {
    expect([...namesInHtml('<a class="btn  btn-small" id="buy"></a><p class="">x</p>')].sort()).toEqual([
      '#buy',
      '.btn',
      '.btn-small',
    ]);
  });
});

describe('the Urdu pages’ rules and face (docs/decisions/096)', () => {
  const css =
    "@font-face{font-family:'Noto Naskh Arabic';src:url(/assets/n.woff2)}@font-face{font-family:Other;src:url(/o.woff2)}" +
    ":root{--sans-latin:Arial}body{margin:0}body:lang(ur){--sans:'Noto Naskh Arabic',var(--sans-latin)}" +
    '.card:lang(ur){line-height:2}h1{font-family:Other}';
  const urduCut = firstScreenCss(css);

  it('leaves an English page without the :lang(ur) rules and without the face they name', () => {
    const out = urduCut('<html lang="en"><body><h1 class="card">Rings</h1></body></html>');
    expect(out).not.toContain(':lang(ur)');
    expect(out).not.toContain('Naskh');
    expect(out).toContain('body{margin:0}');
    expect(out).toContain('@font-face{font-family:Other;src:url(/o.woff2)}');
  });

  it('gives an Urdu page both, the face where the stylesheet has it', () => {
    const out = urduCut('<html lang="ur" dir="rtl"><body><h1 class="card">انگوٹھیاں</h1></body></html>');
    expect(out.startsWith("@font-face{font-family:'Noto Naskh Arabic'")).toBe(true);
    expect(out).toContain("body:lang(ur){--sans:'Noto Naskh Arabic',var(--sans-latin)}");
    expect(out).toContain('.card:lang(ur){line-height:2}');
    expect(urduCut('<html lang="ur-PK"><body></body></html>')).toContain('body:lang(ur)');
  });

  it("reads the page's language from <html lang>, not from a word in another language inside it", () => {
    expect([...namesInHtml('<html lang="ur-PK"><p lang="en">x</p>')].sort()).toEqual([':lang(ur)', ':lang(ur-pk)']);
    // The language switch on an English page names Urdu: the page stays English.
    const english = urduCut('<html lang="en"><body><a lang="ur" hreflang="ur" href="/ur">اردو</a></body></html>');
    expect(english).not.toContain('Naskh');
  });
});
