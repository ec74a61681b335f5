import type { Page, TestInfo } from '@playwright/test';
import type { SubscriptionDto } from '../src/shared/subscriptions';
import { expect } from './test';

/** Subscribe & Save journeys' steps (e2e/subscriptions.spec.ts, e2e/subscriptions-stripe.spec.ts). */

/** Full-page pictures at phone and desktop widths, kept with the test's results to look at. */
export async function shoot(page: Page, info: TestInfo, name: string) {
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    // From the top, so the sticky header is drawn where it belongs in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

export async function addToBox(page: Page, search: string, name: string) {
  await page.getByLabel('Add products to your box').fill(search);
  await page
    .getByRole('list', { name: 'Matching products' })
    .getByRole('button', { name: `Add ${name}` })
    .click();
  await expect(page.getByRole('list', { name: 'Your box' }).getByText(name)).toBeVisible();
}

/** The signed-in shopper's first box, as the API has it. */
export const mySubscription = async (page: Page) =>
  ((await (await page.request.get('/api/subscriptions')).json()) as SubscriptionDto[])[0]!;
