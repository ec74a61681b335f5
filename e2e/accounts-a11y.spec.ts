import { expect, test } from './test';
import { DEMO_SHOPPER, signInThroughApi } from './auth-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';

test.describe('axe: auth and account pages have no serious or critical violations', () => {
  for (const [path, heading] of [
    ['/login', 'Sign In'],
    ['/signup', 'Create Account'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password?token=check', 'Reset Password'],
    ['/admin/login', 'Staff Login'],
  ] as const) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Show the states a shopper sees: the strength meter and the field errors.
      const password = page.getByLabel(/^(Password|New password)$/);
      if (await password.count()) await password.fill('abc1');
      await page.getByRole('button', { name: /^(Sign In|Create Account|Send reset link|Reset password)$/ }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('account pages', async ({ page, baseURL }) => {
    test.slow(); // three axe runs, signed in (the open account menu: order-dates.spec.ts)
    await signInThroughApi(page, baseURL!, DEMO_SHOPPER);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/account/profile');
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_SHOPPER.email);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/account/addresses');
    await expect(page.getByTestId('address-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add address' }).click();
    await expectNoSeriousA11yViolations(page);
  });
});
