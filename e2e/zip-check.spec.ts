import { expect, test } from './test';

test('ZIP check: digits only, disabled until 5 digits, success, unavailable, error, cleared on edit', async ({
  page,
}) => {
  await page.goto('/');
  const input = page.getByLabel('Check delivery to your ZIP code');
  const check = page.getByRole('button', { name: 'Check', exact: true });

  await input.pressSequentially('7a5-0');
  await expect(input).toHaveValue('750');
  await expect(check).toBeDisabled();
  await input.pressSequentially('38 12');
  await expect(input).toHaveValue('75038');
  await expect(check).toBeEnabled();

  await check.click();
  await expect(page.getByText('Great news! We deliver to your area.')).toBeVisible();
  await input.press('End');
  await input.press('Backspace');
  await expect(input).toHaveValue('7503');
  await expect(page.getByText('Great news! We deliver to your area.')).toBeHidden();

  await input.fill('10001');
  await check.click();
  await expect(page.getByText("Sorry, we don't deliver to 10001 yet. We're expanding soon!")).toBeVisible();

  await page.route('**/api/delivery/check/**', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Internal error' } } }),
  );
  await input.fill('75039');
  await check.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to validate delivery area' })).toBeVisible();
});
