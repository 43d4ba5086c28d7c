import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { MenuItem, StockItem } from '../../core/api-schemas';
import { violations } from './axe';
import { expect, test } from './fixtures';
import { cardPrices, isPhone } from './shop';

/**
 * The filters of a listing and of search results (docs/behaviour.md §9.13), at both sizes: a sidebar on a desktop, a
 * panel on a phone. What a page shows is checked against the API's pieces. The demo's gold bangles all cost 3 lakh or
 * more, so 22K under 3 lakh leaves nothing there (the empty case); the 22K earrings under 3 lakh are the full case.
 * Other specs load pieces meanwhile (copies of a gold ring, of a chain), never earrings or bangles.
 */

/** The price bands under 3 lakh, as the address writes them. */
const UNDER_3_LAKH = ['0-50000', '50000-100000', '100000-200000', '200000-300000'];
const UNDER_3_LAKH_LABELS = ['Under 50,000', '50,000 to 1 lakh', '1 to 2 lakh', '2 to 3 lakh'];
const BANDS = [
  { label: 'Under 50,000', min: 0, max: 50_000 },
  { label: '50,000 to 1 lakh', min: 50_000, max: 100_000 },
  { label: '1 to 2 lakh', min: 100_000, max: 200_000 },
  { label: '2 to 3 lakh', min: 200_000, max: 300_000 },
  { label: '3 to 5 lakh', min: 300_000, max: 500_000 },
  { label: '5 to 10 lakh', min: 500_000, max: 1_000_000 },
  { label: 'Over 10 lakh', min: 1_000_000, max: Number.POSITIVE_INFINITY },
];
const inBand = (label: string, price: number) =>
  BANDS.some((b) => b.label === label && price >= b.min && price < b.max);

/** A gold listing: its address as the menu links it (`/Shop-Online/Gold/Bangles/15`) and its every piece, from the API. */
async function goldListing(request: APIRequestContext, itemName: string) {
  const menu = (await (await request.get('/api/dashboard/GetMenuEcom')).json()) as MenuItem[];
  const item = menu.find((m) => m.ItemType === 'Gold' && m.ItemName === itemName);
  expect(item, `gold ${itemName} in the menu`).toBeDefined();
  const res = await request.get(`/api/dashboard/EcomStock?ItemName=${itemName}&ItemType=Gold&pageSize=100`);
  expect(res.ok()).toBe(true);
  const { items, totalCount } = (await res.json()) as { items: StockItem[]; totalCount: number };
  expect(items.length).toBe(totalCount);
  return { path: `/Shop-Online/Gold/${itemName}/${item?.ItemId}`, all: items };
}

const headingCount = async (page: Page) =>
  Number(((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').match(/\((\d+)\)\s*$/)?.[1]);

/** The tag numbers of the cards on this page, in order. */
const cardTags = async (page: Page) =>
  (await page.locator('.card .card-title a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).map(
    (href) => decodeURIComponent(href.split('/').pop() ?? ''),
  );

/** The cards of every page of the result, following the page links (which keep the filters). */
async function allCardTags(page: Page) {
  const tags = await cardTags(page);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  for (let n = 2; (await pages.getByRole('link', { name: `Page ${n}`, exact: true }).count()) > 0; n++) {
    await pages.getByRole('link', { name: `Page ${n}`, exact: true }).click();
    await expect(pages.getByRole('link', { name: `Page ${n}`, exact: true })).toHaveAttribute('aria-current', 'page');
    tags.push(...(await cardTags(page)));
  }
  return tags;
}

/** The filters' form, its panel opened on a phone. */
async function filters(page: Page): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Filters' });
  const toggle = page.locator('summary', { hasText: /^Filters/ });
  if (isPhone(page)) {
    await expect(form).toBeHidden();
    await toggle.click();
  } else {
    await expect(toggle).toBeHidden();
  }
  await expect(form).toBeVisible();
  return form;
}

/** An option's box, named by its label and its count: `22K (7)`. */
const option = (form: Locator, filter: string, label: string) =>
  form.getByRole('group', { name: filter }).getByRole('checkbox', { name: new RegExp(`^${label} \\(\\d+\\)$`) });

/** The count an option shows. */
const shownCount = async (box: Locator) =>
  Number(((await box.evaluate((b) => b.closest('label')?.textContent)) ?? '').match(/\((\d+)\)$/)?.[1]);

test('22K earrings under 3 lakh: counts, cards, the address and a reload agree with the API', async ({
  page,
  request,
}) => {
  const { path, all } = await goldListing(request, 'Earrings');
  const under3Lakh = (i: StockItem) => i.Price < 300_000;
  const wanted = all.filter((i) => i.Karat === 22 && under3Lakh(i));
  expect(wanted.length, 'the demo has 22K earrings under 3 lakh').toBeGreaterThan(0);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`(${all.length})`);
  const form = await filters(page);
  // Each option shows how many pieces choosing it would leave.
  for (const karat of [18, 21, 22]) {
    const box = option(form, 'Karat', `${karat}K`);
    expect(await shownCount(box)).toBe(all.filter((i) => i.Karat === karat).length);
  }

  await option(form, 'Karat', '22K').check();
  await expect(page).toHaveURL(/[?&]karat=22(&|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`(${all.filter((i) => i.Karat === 22).length})`);
  // With 22K chosen, the bands count 22K pieces; a band that would leave nothing is not offered.
  const offered: string[] = [];
  for (const label of BANDS.map((b) => b.label)) {
    const count = all.filter((i) => i.Karat === 22 && inBand(label, i.Price)).length;
    await expect(option(form, 'Price (PKR)', label)).toHaveCount(count > 0 ? 1 : 0);
    if (count === 0) continue;
    expect(await shownCount(option(form, 'Price (PKR)', label)), label).toBe(count);
    if (UNDER_3_LAKH_LABELS.includes(label)) offered.push(label);
  }
  for (const label of offered) {
    await option(form, 'Price (PKR)', label).check();
    await expect(page).toHaveURL(new RegExp(`price=${UNDER_3_LAKH[UNDER_3_LAKH_LABELS.indexOf(label)]}(&|$)`));
  }
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`(${wanted.length})`);
  if (isPhone(page)) {
    await form.getByRole('button', { name: `Show ${wanted.length} piece` }).click();
    await expect(form).toBeHidden();
    await expect(page.locator('summary', { hasText: `Filters (${1 + offered.length} chosen)` })).toBeVisible();
  } else {
    await expect(form.getByRole('button', { name: `Show ${wanted.length} piece` })).toBeVisible();
  }

  // The chosen filters over the cards; the cards are the API's 22K pieces under 3 lakh, every price under 300,000.
  const chips = page.getByRole('list', { name: 'Chosen filters' });
  await expect(chips.getByRole('link', { name: 'Remove 22K' })).toBeVisible();
  await expect(chips.getByRole('link', { name: 'Clear all' })).toBeVisible();
  expect(await violations(page), 'axe with filters chosen').toEqual([]);
  const tags = await allCardTags(page);
  expect(tags.length).toBe(await headingCount(page));
  expect([...tags].sort()).toEqual(wanted.map((i) => i.TagNo).sort());
  for (const price of await cardPrices(page)) expect(price).toBeLessThan(300_000);

  // The address holds the choice: a reload shows the same list.
  const url = new URL(page.url());
  expect(url.searchParams.getAll('karat')).toEqual(['22']);
  expect(url.searchParams.getAll('price').sort()).toEqual(
    offered.map((l) => UNDER_3_LAKH[UNDER_3_LAKH_LABELS.indexOf(l)]).sort(),
  );
  await page.reload();
  expect(await cardTags(page)).toEqual(tags);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`(${wanted.length})`);

  // A chip takes its filter away.
  await page.getByRole('link', { name: 'Remove 22K' }).click();
  await expect(page).not.toHaveURL(/karat=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`(${all.filter(under3Lakh).length})`);
});

test('22K bangles under 3 lakh leave nothing: the page says so and Clear filters shows every bangle', async ({
  page,
  request,
}) => {
  const { path, all } = await goldListing(request, 'Bangles');
  const wanted = all.filter((i) => i.Karat === 22 && i.Price < 300_000);
  expect(wanted).toEqual([]);
  // A shared address (or a page sent without JavaScript) can choose what leaves nothing.
  await page.goto(`${path}?karat=22&${UNDER_3_LAKH.map((p) => `price=${p}`).join('&')}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(0)');
  await expect(page.getByRole('heading', { level: 2, name: 'No pieces match these filters' })).toBeVisible();
  await expect(page.locator('.card')).toHaveCount(0);
  // The chosen values are still there to untick, each showing it leaves nothing.
  const form = await filters(page);
  await expect(option(form, 'Price (PKR)', 'Under 50,000')).toBeChecked();
  expect(await shownCount(option(form, 'Price (PKR)', '2 to 3 lakh'))).toBe(0);
  await expect(form.getByRole('button', { name: 'Show 0 pieces' })).toBeVisible();
  expect(await violations(page), 'axe on a choice that leaves nothing, the filters open').toEqual([]);

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`(${all.length})`);
  await expect(page.getByRole('list', { name: 'Chosen filters' })).toHaveCount(0);
  await expect(option(page.getByRole('form', { name: 'Filters' }), 'Karat', '22K')).not.toBeChecked();
});

test('the keyboard alone: Tab to a box, Space ticks it, Enter on the button shows the pieces', async ({
  page,
  request,
}) => {
  const { path, all } = await goldListing(request, 'Earrings');
  await page.goto(path);
  // From the sort links, the last stop before the filters.
  await page.getByRole('link', { name: 'Price high to low' }).focus();
  const form = page.getByRole('form', { name: 'Filters' });
  if (isPhone(page)) {
    await page.keyboard.press('Tab');
    await expect(page.locator('summary', { hasText: /^Filters/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form).toBeVisible();
  }
  const box = option(form, 'Karat', '22K');
  for (let i = 0; i < 10 && !(await box.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  // Seen where the focus is.
  expect(await box.evaluate((b) => getComputedStyle(b).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(page).toHaveURL(/[?&]karat=22(&|$)/);
  const count = all.filter((i) => i.Karat === 22).length;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`(${count})`);
  // The box keeps the focus while the cards change.
  await expect(box).toBeFocused();

  const show = form.getByRole('button', { name: `Show ${count} pieces` });
  for (let i = 0; i < 20 && !(await show.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(show).toBeFocused();
  await page.keyboard.press('Enter');
  if (isPhone(page)) await expect(form).toBeHidden();
  await expect(page).toHaveURL(/[?&]karat=22(&|$)/);
  expect(await cardTags(page)).toHaveLength(count);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are a form: tick and send', async ({ page, request }) => {
    const { path, all } = await goldListing(request, 'Earrings');
    await page.goto(`${path}?sort=price-desc&page=2`);
    const form = await filters(page);
    await option(form, 'Karat', '22K').check();
    await option(form, 'Karat', '21K').check();
    await form.getByRole('button', { name: /^Show \d+ pieces$/ }).click();
    await expect(page).toHaveURL(/sort=price-desc/);
    const sent = new URL(page.url()).searchParams;
    expect(sent.getAll('karat').sort()).toEqual(['21', '22']);
    expect(sent.has('page')).toBe(false);
    const wanted = all.filter((i) => i.Karat === 22 || i.Karat === 21);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`(${wanted.length})`);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect([...(await cardTags(page))].sort()).toEqual(wanted.map((i) => i.TagNo).sort());
  });
});

test('search results have the filters too, page by page, sorted by price with the filters kept', async ({
  page,
  request,
}) => {
  const term = 'gold earrings';
  // The address the header's search goes to.
  await page.goto(`/Search/Gold/${encodeURIComponent(term)}`);
  const total = await headingCount(page);
  expect(total).toBeGreaterThan(20);
  // Every result, page by page: as many cards as the heading says, each once.
  const everything = await allCardTags(page);
  expect(everything.length).toBe(total);
  expect(new Set(everything).size).toBe(total);

  // A filter from page 2 shows its first page.
  const form = await filters(page);
  const box = option(form, 'Karat', '22K');
  const count = await shownCount(box);
  expect(count).toBeGreaterThan(0);
  await box.check();
  await expect(page).toHaveURL(/[?&]karat=22(&|$)/);
  expect(new URL(page.url()).searchParams.has('page')).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`(${count})`);
  const tags = await allCardTags(page);
  expect(tags.length).toBe(count);
  // The API's search (its first 48) with the same filter: the same pieces, all 22K.
  const res = await request.get(`/api/dashboard/EcomSearchStock?tagno=${encodeURIComponent(term)}&karat=22`);
  const found = (await res.json()) as StockItem[];
  expect(found.every((i) => i.Karat === 22)).toBe(true);
  if (count <= 48) expect([...tags].sort()).toEqual(found.map((i) => i.TagNo).sort());

  // The sort keeps the filter.
  await page.getByRole('link', { name: 'Price low to high' }).click();
  await expect(page).toHaveURL(/karat=22.*sort=price-asc|sort=price-asc.*karat=22/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`(${count})`);
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test("men's or women's is one at a time: ticking one unticks the other", async ({ page }) => {
  await page.goto(`/Search/Gold/${encodeURIComponent('gold ring')}`);
  const form = await filters(page);
  await option(form, 'For', 'Men').check();
  await expect(page).toHaveURL(/[?&]for=men(&|$)/);
  await option(form, 'For', 'Women').check();
  await expect(page).toHaveURL(/[?&]for=women(&|$)/);
  expect(new URL(page.url()).searchParams.getAll('for')).toEqual(['women']);
  await expect(option(form, 'For', 'Men')).not.toBeChecked();
  await expect(
    page.getByRole('list', { name: 'Chosen filters' }).getByRole('link', { name: 'Remove Women' }),
  ).toBeVisible();
});
