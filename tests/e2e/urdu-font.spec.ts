import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { untilHydrated, watchHydration } from './shop';

/**
 * The Urdu pages' face (docs/decisions/096-urdu-typeface.md): an English page asks for no font at all, its HTML
 * carries none of the Urdu rules; a page with lang="ur" draws its Urdu with the face, every line whole; the file is
 * kept a year and sent as it is (woff2 is already compressed).
 */
const LISTING = '/Shop-Online/Gold/Rings';
const FACE = 'Noto Naskh Arabic';

/** Loads a page and waits for its whole stylesheet and the app, both started once the first screen is in (decision 046). */
async function openWhole(page: Page, path: string) {
  await watchHydration(page);
  await page.goto(path);
  await page.keyboard.press('Shift');
  await untilHydrated(page);
  await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.includes('/assets/styles')));
  // Laid out with the whole stylesheet: any face its text needs is asked for by now.
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await document.fonts.ready;
  });
}

test('English pages fetch no font and carry no Urdu rule', async ({ page }) => {
  test.setTimeout(240_000);
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' || /\.woff2?$/.test(r.url())) fonts.push(r.url());
  });
  for (const path of ['/', LISTING, '/product/Rings/ZG-10001', '/contact']) {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain(FACE);
    expect(html).not.toContain(':lang(ur)');
    await openWhole(page, path);
  }
  expect(fonts).toEqual([]);
});

test('a page in Urdu draws it with the face, no line clipped, and the file is cached and sent as it is', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (/\.woff2$/.test(r.url())) fonts.push(r.url());
  });
  await openWhole(page, `/ur${LISTING}`);
  const drawn = await page.evaluate(async (face) => {
    const h1 = document.querySelector('h1');
    for (const a of document.querySelectorAll('.card-title a')) a.textContent = 'زَیوَرات، سونے کی انگوٹھی ۲۲ قیراط؟';
    for (const a of document.querySelectorAll('.view-more')) a.textContent = 'مزید دیکھیں';
    await document.fonts.load(`16px "${face}"`, 'سونے');
    await document.fonts.ready;
    /** Boxes that hide what overflows them and hold Urdu: none may be taller inside than it shows. */
    const clipped = [...document.querySelectorAll('body *')]
      .filter((el) => {
        // Words for screen readers only are clipped on purpose (the class, or the phone logo's second line).
        const style = getComputedStyle(el);
        if (el.closest('.visually-hidden') || style.clipPath === 'inset(50%)') return false;
        const hides = style.overflowY === 'hidden' || style.overflowY === 'clip';
        return hides && /[\u0600-\u06ff]/.test(el.textContent ?? '') && el.scrollHeight > el.clientHeight;
      })
      .map((el) => `${el.tagName}.${el.className}`);
    return {
      loaded: document.fonts.check(`16px "${face}"`, 'سونے'),
      family: h1 ? getComputedStyle(h1).fontFamily : '',
      clipped,
      bodyLeading:
        parseFloat(getComputedStyle(document.body).lineHeight) / parseFloat(getComputedStyle(document.body).fontSize),
    };
  }, FACE);
  expect(drawn.loaded).toBe(true);
  expect(drawn.family.startsWith(`"${FACE}"`)).toBe(true);
  expect(drawn.clipped).toEqual([]);
  expect(drawn.bodyLeading).toBeCloseTo(1.9, 2);
  expect(fonts).toHaveLength(1);

  const file = await page.request.get(fonts[0] ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(file.headers()['content-type']).toBe('font/woff2');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(file.headers()['content-encoding']).toBeUndefined();
  expect((await file.body()).length).toBeLessThanOrEqual(16_500);
});
