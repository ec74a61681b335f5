import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

type Category = { name: string; slug: string; id: string; parentId: string | null; sortOrder: number };

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu lists the departments, each one tap from its subcategories', async ({ page, request }) => {
    const categories = (await (await request.get('/api/categories')).json()) as Category[];
    const departments = categories.filter((c) => c.parentId === null).sort((a, b) => a.sortOrder - b.sortOrder);
    const department = departments.find((d) => categories.some((c) => c.parentId === d.id))!;
    const subcategory = categories
      .filter((c) => c.parentId === department.id)
      .sort((a, b) => a.sortOrder - b.sortOrder)[0]!;

    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const nav = menu.getByRole('navigation', { name: 'Departments' });
    for (const d of departments) await expect(nav.getByText(d.name, { exact: true })).toBeAttached();
    await nav.getByText(department.name, { exact: true }).click();
    await expect(nav.getByRole('link', { name: `All ${department.name}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await nav.getByRole('link', { name: subcategory.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/category/${subcategory.slug}$`));
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subcategory.name);
  });

  test('a department page shows its subcategories as chips; the filter drawer opens without focusing a field', async ({
    page,
    request,
  }) => {
    const categories = (await (await request.get('/api/categories')).json()) as Category[];
    const department = categories.find((d) => d.parentId === null && categories.some((c) => c.parentId === d.id))!;
    const subcategories = categories.filter((c) => c.parentId === department.id);

    await page.goto(`/products/category/${department.slug}`);
    const chips = page.getByRole('navigation', { name: `${department.name} subcategories` });
    await expect(chips.getByRole('link')).toHaveCount(subcategories.length + 1);
    await expect(chips.getByRole('link', { name: `All ${department.name}` })).toHaveAttribute('aria-current', 'page');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    // Nothing that pops the phone's keyboard has the focus.
    const focused = await page.evaluate(() => document.activeElement?.tagName);
    expect(focused).not.toBe('INPUT');
    await expectNoSeriousA11yViolations(page);
  });
});

test('at 1280 px a subcategory page marks its own chip among its siblings', async ({ page, request }) => {
  const categories = (await (await request.get('/api/categories')).json()) as Category[];
  const department = categories.find((d) => d.parentId === null && categories.some((c) => c.parentId === d.id))!;
  const subcategory = categories.find((c) => c.parentId === department.id)!;
  await page.goto(`/products/category/${department.slug}`);
  const chips = page.getByRole('navigation', { name: `${department.name} subcategories` });
  await chips.getByRole('link', { name: subcategory.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products/category/${subcategory.slug}$`));
  await expect(chips.getByRole('link', { name: subcategory.name, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
