import { expect, test } from './test';
import { login, uniqueEmail } from './auth-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';

/**
 * A run of wrong passwords is slowed per account, and the shopper is told in words when to
 * try again. An unknown email is throttled exactly like a real one, so the demo accounts other journeys
 * use are never touched.
 */
test('wrong passwords are slowed with a message that says when to try again', async ({ page }) => {
  const email = uniqueEmail('e2e-throttle');
  await page.goto('/login');
  const throttled = page.getByText(
    /Too many failed sign-ins for this account\. Please wait \d+ seconds? and try again/,
  );
  // Five wrong passwords go through; then each next one waits 1, 2, 4 … seconds, so within a few more
  // quick tries one is refused with the wait in words (how many depends on the machine's speed).
  for (let attempt = 0; attempt < 10 && !(await throttled.isVisible()); attempt++) {
    await login(page, email, 'Wrong#Pass2026');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  }
  await expect(throttled).toBeVisible();
  await expect(page.getByText('Login Failed').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoSeriousA11yViolations(page);
});

test('a fourth reset link for one address in a row is refused with the wait in words', async ({ page }) => {
  const email = uniqueEmail('e2e-reset-flood');
  await page.goto('/forgot-password');
  for (let i = 0; i < 3; i++) {
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for that email/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  }
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('Too many emails asked for. Please wait 1 minute before asking for another link.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
