import { violations } from './axe';
import { memberPage, menuLink, noSidewaysScroll, STAFF } from './back-office';
import { expect, test } from './fixtures';
import { copiesOf, href } from './pieces';
import { pkr } from './shop';

/**
 * docs/behaviour.md §11.18 at both sizes: a member takes a walk-in's order paid in full in cash, then holds another
 * piece for a customer on WhatsApp from the piece's own page; the storefront stops selling both at once. Each test
 * takes copies of demo pieces of its own, so a retry or another test never finds them taken.
 */
test.setTimeout(150_000);

test('a walk-in paid in full and a piece held for a customer, taken from the back office', async ({
  page,
  browser,
  request,
}, info) => {
  const [sold, held] = await copiesOf(request, ['ZG-10001', 'ZG-10047']);
  if (!sold || !held) throw new Error('no copies');
  const staff = await memberPage(browser, page, STAFF);

  await (await menuLink(staff, 'Orders')).click();
  await staff.getByRole('link', { name: 'Take an order' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Take an order' })).toBeVisible();
  const form = staff.getByRole('form', { name: 'Take an order' });
  await form.getByLabel('The customer is').selectOption({ label: 'Walk-in at the showroom' });
  // Typed as staff type it: in small letters; the piece is found and priced at today's rate.
  await form.getByLabel('Tag numbers').fill(sold.TagNo.toLowerCase());
  const found = form.getByRole('list', { name: 'The pieces' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(sold.TagNo);
  const totalText = form.getByText(/^Total today:/);
  await expect(totalText).toContainText('PKR');
  const total = pkr((await totalText.textContent()) ?? '');
  expect(total).toBeGreaterThan(0);
  await form.getByLabel("Customer's name").fill('Rukhsana Bibi');
  await form.getByLabel('Phone').fill('0321-7654321');
  await form.getByLabel('Paid now (PKR)').fill(String(total));
  await form.getByLabel('Paid by').selectOption({ label: 'Cash at the showroom' });
  await expect(form.getByText('Paid in full: the order is processing at once.')).toBeVisible();
  await noSidewaysScroll(staff);
  expect(await violations(staff), 'axe on the take-an-order form').toEqual([]);
  if (info.project.name === 'phone')
    await staff.screenshot({ path: `test-results/admin-take-order-${info.project.name}.png`, fullPage: true });
  await form.getByRole('button', { name: 'Take the order' }).click();

  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Processing');
  await expect(staff.getByRole('status').filter({ hasText: 'The order is taken.' })).toBeVisible();
  await expect(staff.getByText(`Taken by ${STAFF.name} (Walk-in at the showroom)`).first()).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Payment' })).toContainText('Paid in full');
  await noSidewaysScroll(staff);
  expect(await violations(staff), 'axe on the order taken').toEqual([]);

  // The storefront no longer sells it.
  await page.goto(href(sold));
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);

  // A piece held for a customer on WhatsApp, from the piece's own page, with nothing paid.
  await staff.goto(`/admin/stock/${encodeURIComponent(held.TagNo)}`);
  await staff.getByRole('link', { name: 'Sell or hold for a customer' }).click();
  const hold = staff.getByRole('form', { name: 'Take an order' });
  await expect(hold.getByLabel('Tag numbers')).toHaveValue(held.TagNo.toUpperCase());
  await expect(hold.getByRole('list', { name: 'The pieces' })).toContainText(held.TagNo);
  await hold.getByLabel('The customer is').selectOption({ label: 'WhatsApp' });
  await hold.getByLabel("Customer's name").fill('Saima Qureshi');
  await hold.getByLabel('Phone').fill('+92 300 1112223');
  await expect(hold.getByLabel('Hold the pieces until')).not.toHaveValue('');
  await hold.getByRole('button', { name: 'Take the order' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Awaiting payment');
  await expect(staff.getByText(/pieces held until/)).toBeVisible();
  await expect(staff.getByText(`Taken by ${STAFF.name} (WhatsApp)`).first()).toBeVisible();

  await page.goto(href(held));
  await expect(page.getByText('Reserved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);

  // The same piece cannot be taken twice: the form says who holds it before anything is sent.
  await staff.goto(`/admin/orders/new?tag=${encodeURIComponent(held.TagNo)}`);
  await expect(staff.getByRole('list', { name: 'The pieces' })).toContainText('is held by another order');
  await staff.context().close();
});
