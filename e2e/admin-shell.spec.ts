import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { DEMO_ADMIN, login } from './auth-fixtures';
import { adminOnlyFiles } from './build-chunks';
import { expectNoSeriousA11yViolations } from './fixtures';

/** Every page of the staff area's navigation, by its link text and the heading it opens on. */
const SECTIONS = [
  ['Dashboard', 'Dashboard'],
  ['Orders', 'Orders'],
  ['Products', 'Products'],
  ['Categories & Brands', 'Categories & Brands'],
  ['Chat Analytics', 'Chat Analytics'],
  ['Subscriptions', 'Subscriptions'],
  ['Promos', 'Promos'],
  ['Thursday Sale', 'Thursday Sale'],
  ['Queries', 'Queries'],
  ['Scrolling Banners', 'Scrolling Banners'],
  ['Recipes', 'Recipes'],
  ['Blog', 'Blog'],
  ['Customers', 'Customers'],
  ['Staff', 'Staff'],
  ['Audit Log', 'Audit Log'],
] as const;

async function signInAsStaff(page: Page, to = '/admin') {
  await page.goto(`/admin/login?returnTo=${encodeURIComponent(to)}`);
  await login(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(new RegExp(`${to.replaceAll('/', '\\/')}$`));
}

// Each of these pages is scanned by axe at 1280 and 390 px in admin-phone.spec.ts, reached by its address.
test('staff move through every admin section from the sidebar', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsStaff(page);
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(page.getByRole('complementary').getByText('Store Manager')).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Super admin')).toBeVisible();

  for (const [link, heading] of SECTIONS) {
    await sidebar.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    await expect(page.getByText('Loading...')).toHaveCount(0);
  }

  await page.getByRole('complementary').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
});

test('on a phone the admin menu opens as a dialog and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, '/admin/orders');
  // The address changes before the admin has replaced the sign-in page, whose shop header has a Menu
  // button of its own: wait for the admin's page.
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The Customers page itself is scanned at 390 px in admin-phone.spec.ts.
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
});

test('shoppers never download the admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.goto('/products');
  expect(scripts.length).toBeGreaterThan(0);
  const adminFiles = adminOnlyFiles();
  // The admin's own chunks, its tables and charts among them: named by hash, so found through the build's manifest.
  expect(adminFiles.length).toBeGreaterThan(10);
  expect(scripts.filter((url) => adminFiles.some((file) => url.endsWith(`/${file}`)))).toEqual([]);
});
