import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's test, with page loads that wait until the app is live. Storefront pages arrive
 * rendered by the server, so they are visible before React has attached its handlers; a test that
 * typed or clicked in that moment would test the HTML, not the shop.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const waitUntilInteractive = () =>
      page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitUntilInteractive();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitUntilInteractive();
      return response;
    };
    await use(page);
  },
});
