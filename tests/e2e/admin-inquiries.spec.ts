import { violations } from './axe';
import { backOfficeMenu, memberFromCommandLine, menuLink, noSidewaysScroll, signIn } from './back-office';
import { expect, test } from './fixtures';

/**
 * docs/behaviour.md §11.8: a guest's contact form reaches the back office; a member finds it among the inquiries,
 * opens it and marks it answered (then not answered again), all by keyboard-reachable controls; both pages pass axe
 * and do not scroll sideways on a phone.
 */

/** A staff member of the test's own, added by the owner's command against the running shop. */
const staffMember = (project: string) => memberFromCommandLine('staff', `Sana ${project}`, `inquiries-${project}`);

test('a member finds a guest’s contact form among the inquiries and marks it answered', async ({ page }, info) => {
  test.setTimeout(180_000);
  const guest = { name: `Rabia ${info.project.name} ${Date.now()}`, email: `rabia-${info.project.name}@example.com` };
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill(guest.name);
  await form.getByLabel('Email').fill(guest.email);
  await form.getByLabel('Reason').selectOption('Product Information');
  await form.getByLabel('Phone').fill('03001234567');
  await form.getByLabel('Message').fill('Is the kundan set available in 21K?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you');

  // The member works in the same browser after the guest (the guest's cookies give no access).
  const member = await staffMember(info.project.name);
  const admin = page;
  await signIn(admin, member);

  await (await menuLink(admin, 'Inquiries')).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  await admin.getByLabel('Kind').selectOption({ label: 'Contact form' });
  await admin.getByLabel('Answered').selectOption({ label: 'Not answered' });
  // Found by name among the others (the phone 0300 1234567 is many test guests').
  await admin.getByLabel('Name, e-mail or phone').fill(guest.name);
  await admin.getByRole('button', { name: 'Show' }).click();
  await expect(admin).toHaveURL(/\/admin\/inquiries\?kind=contact&answered=no&q=Rabia\+/);
  await expect(admin.getByRole('row')).toHaveCount(2);
  const row = admin.getByRole('row').filter({ hasText: guest.name });
  await expect(row).toContainText('Contact form');
  await expect(row).toContainText(guest.email);
  await expect(row).toContainText('Not answered');
  await noSidewaysScroll(admin);
  expect(await violations(admin)).toEqual([]);

  await row.getByRole('link', { name: guest.name }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Contact form from ${guest.name}` })).toBeVisible();
  const sent = admin.getByRole('region', { name: 'What they sent' });
  await expect(sent).toContainText('Product Information');
  await expect(sent).toContainText('Is the kundan set available in 21K?');
  await expect(admin.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/923001234567');
  await expect(admin.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+923001234567');
  const mailto = await admin.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href');
  expect(mailto).toMatch(new RegExp(`^mailto:${guest.email}\\?subject=Contact%20form%20%23\\d+`));
  await expect(admin.getByRole('region', { name: 'Mails' })).toContainText('To the shop');
  await noSidewaysScroll(admin);
  expect(await violations(admin)).toEqual([]);

  // By keyboard: the button takes focus and Enter presses it.
  const answer = admin.getByRole('region', { name: 'Answer' });
  await answer.getByRole('button', { name: 'Mark as answered' }).focus();
  await admin.keyboard.press('Enter');
  await expect(answer.getByRole('status')).toHaveText('Marked as answered.');
  await expect(answer).toContainText(`Answered by ${member.name} on`);
  await expect(admin.getByRole('region', { name: 'History' })).toContainText(`Marked as answered by ${member.name}`);

  // No longer waiting: gone from the unanswered list, found among the answered ones.
  await admin.goto('/admin/inquiries?kind=contact&answered=no');
  await expect(admin.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: guest.name })).toHaveCount(0);
  await admin.goto('/admin/inquiries?answered=yes');
  await expect(admin.getByRole('row').filter({ hasText: guest.name })).toContainText('Answered');

  // Undo.
  await admin.getByRole('row').filter({ hasText: guest.name }).getByRole('link', { name: guest.name }).click();
  await answer.getByRole('button', { name: 'Mark as not answered' }).click();
  await expect(answer.getByRole('status')).toHaveText('Marked as not answered.');
  await expect(answer.getByRole('button', { name: 'Mark as answered' })).toBeVisible();
});

test('an unknown or malformed inquiry number is a 404 page; a filter the list does not know is named', async ({
  page,
  consoleErrors,
}, info) => {
  await signIn(page, await staffMember(`${info.project.name}-404`));
  for (const id of ['abc', '99999999']) {
    const res = await page.goto(`/admin/inquiries/${id}`);
    expect(res?.status(), id).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiry not found' })).toBeVisible();
    await backOfficeMenu(page);
  }
  const bad = await page.goto('/admin/inquiries?kind=x');
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('Kind must be one of contact');

  // The browser logs those answers as failed loads; any other console error still fails the test.
  const expected = /^Failed to load resource: the server responded with a status of (400|404)\b/;
  const others = consoleErrors.filter((e) => !expected.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});

test('a newsletter subscriber is listed, in the CSV download, and removed after a confirm (docs/behaviour.md §11.9)', async ({
  page,
}, info) => {
  const email = `zainab-${info.project.name}-${Date.now()}@example.com`;
  await page.goto('/about');
  // A press before the page has hydrated opens nothing: press again until the panel is there.
  const panel = page.getByRole('dialog', { name: 'Be in the know' });
  await expect(async () => {
    if (!(await panel.isVisible()))
      await page.getByRole('contentinfo').getByRole('button', { name: 'Be in the know' }).click();
    await expect(panel).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  const form = panel.getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByLabel('Full Name').fill('Zainab Qureshi');
  await form.getByLabel('Phone').fill('03009998877');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toContainText('Emai Sent Successfully');

  await signIn(page, await staffMember(`${info.project.name}-subs`));
  await (await menuLink(page, 'Subscribers')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Zainab Qureshi');
  await expect(row).toContainText('03009998877');
  await noSidewaysScroll(page);
  expect(await violations(page)).toEqual([]);

  const download = page.getByRole('link', { name: 'Download CSV' });
  const csv = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain(`${email},Zainab Qureshi,03009998877,`);

  // Removing asks first; by keyboard.
  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.accept();
  });
  await row.getByRole('button', { name: `Remove ${email}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'off the newsletter' })).toHaveText(
    `${email} is off the newsletter.`,
  );
  expect(asked).toEqual([`Take ${email} off the newsletter?`]);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});
