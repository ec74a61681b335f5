import type { Page } from '@playwright/test';
import { inStockCard } from './fixtures';
import { expect, test } from './test';

/** What a crawler or a share card reads from the head, one element of each. */
async function expectHeadOf(page: Page, name: string, path: string) {
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – `));
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, page.url()).href);
  const jsonLd = page.locator('script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(1);
  expect(JSON.parse((await jsonLd.textContent())!)).toMatchObject({ '@type': 'Product', name });
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new URL(path, page.url()).href);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`title, description, canonical and Product JSON-LD follow in-app navigation at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/products?page=1');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/products', page.url()).href);

    const cardLink = inStockCard(page).getByRole('heading').getByRole('link');
    const name = (await cardLink.innerText()).trim();
    await cardLink.click();
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
    await expectHeadOf(page, name, new URL(page.url()).pathname);

    // Product to product: the head names the second one only.
    const related = page.getByRole('region', { name: 'You may also like' }).getByRole('heading').getByRole('link');
    const nextName = (await related.first().innerText()).trim();
    await related.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextName);
    await expectHeadOf(page, nextName, new URL(page.url()).pathname);

    // Back to a list: no product's JSON-LD stays behind.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?page=1$/);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/products', page.url()).href);
  });
}
