import { type Page, test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** Waits until React has attached its handlers to the page (pages of contexts a test opens itself). */
export const untilInteractive = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');

/**
 * Playwright's test, with page loads that wait until the app is live. Storefront pages arrive
 * rendered by the server, so they are visible before React has attached its handlers; a test that
 * typed or clicked in that moment would test the HTML, not the shop.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const thenInteractive =
      <A extends unknown[], R>(load: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        const response = await load(...args);
        await untilInteractive(page);
        return response;
      };
    page.goto = thenInteractive(page.goto.bind(page));
    page.reload = thenInteractive(page.reload.bind(page));
    await use(page);
  },
});
