import { expect, test } from './fixtures';

const PAGES: [string, string][] = [
  ['/about', 'About Us'],
  ['/contact', 'Contact Us'],
  ['/clickandcollect', 'Click and Collect'],
  ['/returnpolicy', 'Return Policy'],
  ['/finance', 'Finance Options'],
  ['/gift-wrapping', 'Gift Wrapping'],
  ['/termscondition', 'Terms and Conditions'],
  ['/Refund&Exchange-policy', 'Refund and Exchange Policy'],
  ['/Delivery-policy', 'Delivery Policy'],
  ['/jewellery-care', 'Jewellery Care'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/ring-size', 'Ring Size Guide'],
  ['/bangles-bracelets-size-guide', 'Bangles and Bracelets Size Guide'],
  ['/Order-Confirmed', 'Your order is confirmed'],
  ['/listener-status?status=success&orderId=42', 'Order Status'],
];

test('every information page opens with its own title and heading', async ({ page }) => {
  // Fifteen pages in one test: a slow machine takes more than the default 45 s for them.
  test.setTimeout(240_000);
  const titles = new Set<string>();
  for (const [path, heading] of PAGES) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    const title = await page.title();
    expect(titles.has(title), `${path} repeats the title ${title}`).toBe(false);
    titles.add(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
  }
});

test('terms and conditions has the delivery FAQ accordion', async ({ page }) => {
  await page.goto('/termscondition');
  const question = page.getByRole('button', { name: /Sunday/i });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByText(/no deliveries on Sunday|do not deliver on Sunday|not deliver on Sundays?/i).first(),
  ).toBeVisible();
});

test('contact shows the hours, phones and social links', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByText(/11:00am - 06:00pm/).first()).toBeVisible();
  await expect(main.getByRole('link', { name: /\+92 42 3571 2460/ }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: /Instagram/ }).first()).toBeVisible();
  await expect(main.locator('iframe[title]')).toHaveCount(1);
});

test('return-status counts down five seconds and goes home; a failure says so', async ({ page }) => {
  await page.goto('/return-status?status=failed');
  await expect(page.getByRole('heading', { name: 'Transaction Failed' })).toBeVisible();
  await expect(
    page.getByText(
      'Something went wrong during your purchase. Please try again or contact our support team for assistance.',
    ),
  ).toBeVisible();
  await page.goto('/return-status?status=success');
  await expect(page.getByText(/in 5 seconds/)).toBeVisible();
  await expect(page.getByText(/in [1-4] seconds?/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 8000 });
});

test('listener-status shows the order id and the message for its status', async ({ page }) => {
  await page.goto('/listener-status?status=success&orderId=ZW-1234');
  await expect(page.getByText('ZW-1234')).toBeVisible();
  await expect(page.getByText('Your order has been successfully placed!')).toBeVisible();
  await page.goto('/listener-status?status=failed&orderId=ZW-1234&error=Card%20declined');
  await expect(
    page.getByText(
      'There was an issue with your order. Please check your details or contact our customer support team.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Card declined');
});

test('a product page carries JSON-LD and Open Graph data for sharing', async ({ page, request }) => {
  const items = (await (await request.get('/api/dashboard/itemsecom')).json()) as {
    ItemName: string;
    TagNo: string;
    Price: number;
  }[];
  const [item] = items;
  if (!item) throw new Error('The catalogue lists no items');
  await page.goto(`/product/${encodeURIComponent(item.ItemName)}/${item.TagNo}`);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@type': string;
    sku: string;
    offers: { price: number; priceCurrency: string };
  };
  expect(ld['@type']).toBe('Product');
  expect(ld.sku).toBe(item.TagNo);
  expect(ld.offers).toMatchObject({ price: item.Price, priceCurrency: 'PKR' });
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/Image\/.+/);
  await expect(page.locator('meta[property="product:price:currency"]')).toHaveAttribute('content', 'PKR');
  // The scroll-to-top button appears past 200 px.
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
  await page.mouse.wheel(0, 900);
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
});

test('sitemap and robots exist', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toMatch(/<loc>[^<]+\/product\/[^<]+<\/loc>/);
  const robots = await request.get('/robots.txt');
  const rules = await robots.text();
  expect(rules).toContain('Sitemap:');
  expect(rules).toContain('Disallow: /admin\n');
  expect(rules).toContain('Disallow: /api/\n');
});

test('the stylesheet comes inside the page and stays through client-side navigation (docs/decisions/018)', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html).toMatch(/<style id="shop-css" data-href="\/assets\/[\w.-]+\.css">[^<]{1000,}/);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Showroom details' });
  await expect(banner).toHaveCSS('background-color', 'rgb(91, 26, 46)');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Jewellery Care' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jewellery Care' })).toBeVisible();
  await expect(banner).toHaveCSS('background-color', 'rgb(91, 26, 46)');
  await expect(page.locator('#shop-css')).toHaveCount(1);
});

test('a shared link with tracking parameters opens the kept page, which works as the plain one (docs/decisions/035)', async ({
  page,
  request,
}) => {
  const plain = await request.get('/Shop-Online/Gold/Rings/1?sort=price-asc');
  const tagged = await request.get('/Shop-Online/Gold/Rings/1?fbclid=IwAR0x&sort=price-asc&utm_source=whatsapp');
  expect(tagged.status()).toBe(200);
  expect(tagged.headers()['etag']).toBe(plain.headers()['etag']);
  await page.goto('/Shop-Online/Gold/Rings/1?fbclid=IwAR0x&sort=price-asc');
  await expect(page.locator('.card').first()).toBeVisible();
  await page.getByRole('link', { name: 'Price high to low' }).click();
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(page.locator('.card').first()).toBeVisible();
});
