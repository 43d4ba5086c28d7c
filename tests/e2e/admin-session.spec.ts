import { memberPage, STAFF } from './back-office';
import { expect, test } from './fixtures';

/**
 * A member whose session ends while a back-office page is open (signed out elsewhere, 12 idle hours) lands on the
 * sign-in page at their next step, which React Router asks of the server as data: the guard answers that request
 * with the router's redirect before any loader runs (docs/decisions/058), and nothing of the next page is shown.
 */
test('a session that ended: the next filter of the orders goes to sign in', async ({ page, browser }) => {
  const staff = await memberPage(browser, page, STAFF);
  await staff.goto('/admin/orders');
  await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const dataRequests: string[] = [];
  staff.on('request', (r) => {
    if (r.url().includes('.data')) dataRequests.push(r.url());
  });
  await staff.context().clearCookies({ name: 'zewar-session' });
  await staff.getByRole('form', { name: 'Filter orders' }).getByRole('button').click();
  await expect(staff).toHaveURL(/\/admin\/login$/);
  await expect(staff.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The step was the router's own data request, answered by the guard (not a page load sent to sign in).
  expect(dataRequests.some((u) => u.includes('/admin/orders.data'))).toBe(true);
  await staff.context().close();
});
