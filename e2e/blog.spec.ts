import type { Page } from '@playwright/test';
import { staffOn } from './auth-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.BLOG_SHOTS_DIR ?? 'test-results/blog'}/${name}.png`, fullPage: true });

test('the blog lists articles by tag and an article renders with Article JSON-LD', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  // Six written for the shop; the staff test below may have published one more.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).nth(5)).toBeVisible();
  await page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: 'festivals' }).click();
  await expect(page).toHaveURL(/\/blog\?tag=festivals$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'blog-festivals');

  await page.getByRole('link', { name: 'A Diwali Shopping List for Dallas Kitchens' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'A Diwali Shopping List for Dallas Kitchens' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'For the pooja' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'bulk orders', exact: true })).toHaveAttribute(
    'href',
    '/bulk-orders',
  );
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type': string; headline?: string },
  );
  expect(jsonLd.find((d) => d['@type'] === 'Article')?.headline).toBe('A Diwali Shopping List for Dallas Kitchens');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'article');
});

test('the RSS feed is well-formed XML that a browser parses, with an item per article', async ({ page, request }) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  await page.goto('/blog');
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.nodeName,
      items: [...doc.getElementsByTagName('item')].map((i) => i.getElementsByTagName('link')[0]?.textContent ?? ''),
    };
  }, xml);
  expect(parsed.errors).toBe(0);
  expect(parsed.root).toBe('rss');
  expect(parsed.items.length).toBeGreaterThanOrEqual(6);
  for (const link of parsed.items) expect(new URL(link).pathname).toMatch(/^\/blog\/[a-z-]+$/);
});

test('bulk orders, franchise and contact pages pass axe on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/bulk-orders', '/franchise', '/contact']) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `phone${path.replace('/', '-')}`);
  }
});

test('staff write a draft with a preview, publish it, and it appears on the blog', async ({ page, baseURL }) => {
  const slug = `winter-pantry-${Date.now().toString(36)}`;
  await staffOn(page, baseURL!, '/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page.getByRole('link', { name: 'New article' }).click();
  const form = page.getByRole('form', { name: 'Article' });
  await form.getByLabel('Title').fill('A Winter Pantry for Texas Cold Snaps');
  await form.getByLabel('Address').fill(slug);
  await form.getByLabel('Summary').fill('What to keep in stock when an ice storm closes the roads for three days.');
  await form.getByLabel('Author').fill('Meena Iyer');
  await form.getByLabel('Tags').fill('storage, winter');
  await form
    .getByLabel('Article (Markdown)')
    .fill(
      '## Staples first\n\nKeep **atta, rice and dal** for a week, and see [dal tadka](/recipes/dal-tadka).\n\n- Ghee\n- Tea',
    );
  await form.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Staples first' })).toBeVisible();
  await expect(preview.getByText('atta, rice and dal')).toHaveJSProperty('tagName', 'STRONG');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  expect((await page.request.get(`/api/blog/${slug}`)).status()).toBe(404);

  await form.getByLabel('Published on the blog').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'See it on the blog' })).toBeVisible();
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: 'A Winter Pantry for Texas Cold Snaps' })).toBeVisible();
});
