import { expect, test } from './test';
import { DEMO_ADMIN, DEMO_SHOPPER, login } from './auth-fixtures';

test('staff sign in at /admin/login and reach the admin area', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin%2Forders$/);
  await login(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const staff = await page.request.get('/api/admin/staff');
  expect(staff.status()).toBe(200);
});

test('a shopper is refused at /admin/login and gets 403 from a staff API', async ({ page }) => {
  await page.goto('/admin/login');
  await login(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  await expect(page.getByRole('alert')).toHaveText('This account does not have staff access.');
  await expect(page).toHaveURL(/\/admin\/login$/);
  // No session came from the staff sign-in.
  expect((await (await page.request.get('/api/me')).json()).user).toBeNull();

  // Signed in as a shopper on the shop side, the staff API still says no.
  await page.goto('/login');
  await login(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  await expect(page).toHaveURL(/\/$/);
  const response = await page.request.get('/api/admin/staff');
  expect(response.status()).toBe(403);
  expect((await response.json()).error.message).toBe('You do not have permission to do that.');
  await page.goto('/admin');
  await expect(page.getByText('This account does not have staff access.')).toBeVisible();
});
