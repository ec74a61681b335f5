import { DEMO_SHOPPER, signInThroughApi } from './auth-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the home grid opens with the departments, in their order', async ({ page, request }) => {
      const categories = (await (await request.get('/api/categories')).json()) as {
        name: string;
        parentId: string | null;
        sortOrder: number;
      }[];
      const departments = categories
        .filter((c) => c.parentId === null)
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((c) => c.name);
      await page.goto('/');
      const grid = page.getByRole('region', { name: 'Shop by Category' }).getByRole('listitem');
      await expect(grid).toHaveCount(10);
      expect((await grid.allInnerTexts()).map((t) => t.trim())).toEqual(departments.slice(0, 10));
    });

    test('ZIP fields strip non-digits before they keep five', async ({ page, baseURL }) => {
      await page.goto('/');
      const zip = page.getByLabel('Check delivery to your ZIP code');
      await zip.fill('75a0-3812');
      await expect(zip).toHaveValue('75038');

      await signInThroughApi(page, baseURL!, DEMO_SHOPPER);
      await page.goto('/account/addresses');
      await page.getByRole('button', { name: 'Add address' }).click();
      const addressZip = page.getByLabel('ZIP code');
      await addressZip.fill('75a0-3812');
      await expect(addressZip).toHaveValue('75038');
    });

    test('a signed-in shopper is greeted, not asked to join; unset social links are left out', async ({
      page,
      baseURL,
    }) => {
      await page.goto('/');
      await expect(page.getByText('Join Desi Grocer for fresh groceries')).toBeVisible();
      // The e2e server sets no SOCIAL_*_URL.
      await expect(page.getByRole('list', { name: 'Social media' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Facebook' })).toHaveCount(0);

      await signInThroughApi(page, baseURL!, DEMO_SHOPPER);
      await page.goto('/');
      await expect(page.getByTestId('hero-greeting')).toHaveText(/^Namaste, Priya!/);
      await expect(page.getByText('Join Desi Grocer for fresh groceries')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
