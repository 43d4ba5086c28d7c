import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { untilHydrated, watchHydration } from './shop';

/**
 * The Urdu pages' face (docs/decisions/096-urdu-typeface.md, 105): an English page asks for no font at all, its HTML
 * carries none of the Urdu rules; a guest's first Urdu page asks for none while it loads, then fetches the file into
 * the cache; every later page draws its Urdu with the face, every line whole, nothing moving; the file is kept a
 * year and sent as it is (woff2 is already compressed).
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

/** Whether the face is in the document and drawn from (its file loaded). */
const faceLoaded = (page: Page) =>
  page.evaluate(
    (face) => [...document.fonts].some((f) => f.family.replace(/["']/g, '') === face && f.status === 'loaded'),
    FACE,
  );

/** The page's layout shifts so far, summed as CLS counts them (shifts right after the guest's input are not). */
const shifted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => {
          let sum = 0;
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) sum += e.value;
          done(sum);
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(0), 500);
      }),
  );

test('a first Urdu page loads no font; the face comes from the cache from the next page on, nothing moving', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (/\.woff2$/.test(r.url())) fonts.push(r.url());
  });
  await watchHydration(page);
  await page.goto(`/ur${LISTING}`);
  // Until the window's load nothing asks for the face: the first page is the phone's own Arabic face.
  await page.waitForFunction(() => document.readyState === 'complete');
  const early = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.woff2') && r.startTime < (nav?.loadEventEnd ?? 0))
      .map((r) => r.name);
  });
  expect(early).toEqual([]);
  // Once the window has loaded, the file is fetched into the cache and noted; this page keeps its face.
  await page.waitForFunction(() => localStorage.getItem('urdu-face')?.endsWith('.woff2'));
  expect(fonts).toHaveLength(1);
  expect(await faceLoaded(page)).toBe(false);
  await page.keyboard.press('Shift');
  await untilHydrated(page);
  expect(await faceLoaded(page)).toBe(false);
  expect(await shifted(page)).toBe(0);

  // The next page the app draws has it, added at the guest's click on the link.
  await page.locator('main .card-title a').first().click();
  await expect(page).toHaveURL(/\/ur\/product\//);
  await expect.poll(() => faceLoaded(page)).toBe(true);

  // A page the browser loads has it from the first frame: added in the head, from the cache, no layout shift.
  await page.goto(`/ur${LISTING}`);
  await page.waitForFunction(() => document.readyState === 'complete');
  expect(await faceLoaded(page)).toBe(true);
  expect(await shifted(page)).toBe(0);
  const fromCache = await page.evaluate(
    () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => r.name.endsWith('.woff2'))
        ?.transferSize,
  );
  expect(fromCache).toBe(0);

  // Drawn with the face, every line whole.
  await page.keyboard.press('Shift');
  await untilHydrated(page);
  await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.includes('/assets/styles')));
  const drawn = await page.evaluate(async () => {
    const h1 = document.querySelector('h1');
    for (const a of document.querySelectorAll('.card-title a')) a.textContent = 'زَیوَرات، سونے کی انگوٹھی ۲۲ قیراط؟';
    for (const a of document.querySelectorAll('.view-more')) a.textContent = 'مزید دیکھیں';
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
      family: h1 ? getComputedStyle(h1).fontFamily : '',
      clipped,
      bodyLeading:
        parseFloat(getComputedStyle(document.body).lineHeight) / parseFloat(getComputedStyle(document.body).fontSize),
    };
  });
  expect(drawn.family.startsWith(`"${FACE}"`)).toBe(true);
  expect(drawn.clipped).toEqual([]);
  expect(drawn.bodyLeading).toBeCloseTo(1.9, 2);

  const file = await page.request.get(fonts[0] ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(file.headers()['content-type']).toBe('font/woff2');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(file.headers()['content-encoding']).toBeUndefined();
  expect((await file.body()).length).toBeLessThanOrEqual(16_500);
});
