import { expect, test as base } from '@playwright/test';

/** Every test fails on a console error or an uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (
          msg.type() === 'error' &&
          !/maps|google|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|net::ERR/.test(msg.text())
        ) {
          errors.push(msg.text());
        }
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
