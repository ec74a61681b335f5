import sharp from 'sharp';
import type { CategoryDto } from '../src/shared/catalog';
import { staffOn } from './auth-fixtures';
import { expectNoSeriousA11yViolations, moveUpOnePlaceByKeyboard } from './fixtures';
import { expect, test } from './test';

/**
 * The catalog tools beyond the product list: category pictures and drag-and-drop
 * order, brand archive, and new recipes whose ingredients are picked from the shop's products.
 */
const tag = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('staff give a new category a picture, drag it up with the keyboard, and archive it again', async ({
  page,
  request,
  baseURL,
}) => {
  // The storefront's category list is kept for up to a minute (catalog-service listTtlMs), except on the e2e
  // server (CATALOG_CACHE=off in playwright.config.ts): the waits below allow for a server that keeps it.
  test.setTimeout(240_000);
  const name = `Festival Hampers ${tag()}`;
  await staffOn(page, baseURL!, '/admin/categories');
  await page.getByRole('button', { name: 'New category' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText(`${name} saved`)).toBeVisible();

  // The picture: uploaded from the edit dialog, shown on the storefront's tile as the small square cut.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog');
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b5462a' } })
    .jpeg()
    .toBuffer();
  await dialog
    .getByLabel('Upload a picture')
    .setInputFiles({ name: 'hamper.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByRole('img', { name: `Picture of ${name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const tile = async () =>
    ((await (await request.get('/api/categories')).json()) as CategoryDto[]).find((c) => c.name === name);
  await expect
    .poll(async () => (await tile())?.image, { timeout: 70_000 })
    .toMatch(/^\/media\/categories\/[0-9a-f-]{36}-card\.webp$/);
  const served = await request.get((await tile())!.image);
  expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/webp']);

  // Drag and drop by keyboard on the handle: Space picks it up, the up arrow moves it, Space drops it.
  const roots = page.getByRole('list', { name: 'Category tree' });
  const rootNames = () =>
    roots
      .locator(':scope > li')
      .evaluateAll((items) => items.map((li) => li.querySelector('p')?.firstChild?.textContent?.trim()));
  const before = await rootNames();
  expect(before.at(-1)).toBe(name);
  await moveUpOnePlaceByKeyboard(page, name, before.length, before.length);
  await expect(page.getByText('Order saved').first()).toBeVisible();
  const moved = [...before.slice(0, -2), name, before.at(-2)];
  await expect.poll(rootNames).toEqual(moved);
  const storefrontOrder = async () =>
    ((await (await request.get('/api/categories')).json()) as CategoryDto[])
      .filter((c) => c.parentId === null)
      .map((c) => c.name);
  await expect.poll(storefrontOrder, { timeout: 70_000 }).toEqual(moved);
  await expectNoSeriousA11yViolations(page);

  // Archived: gone from the storefront, still in the admin tree, marked.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await dialog.getByLabel('Shown to shoppers (clear to archive)').uncheck();
  await dialog.getByRole('button', { name: 'Save category' }).click();
  await expect(roots.locator('li', { hasText: name }).getByText('Archived')).toBeVisible();
});

test('staff archive a brand: it leaves the shoppers’ brand filter and comes back when unarchived', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const brand = `Kaveri Naturals ${tag()}`;
  const inFilter = async () =>
    ((await (await request.get('/api/brands')).json()) as { name: string }[]).some((b) => b.name === brand);
  await staffOn(page, baseURL!, '/admin/categories');
  await page.getByLabel('New brand').fill(brand);
  await page.getByRole('button', { name: 'Add brand' }).click();
  const row = page
    .getByRole('table', { name: 'Brands' })
    .getByRole('row')
    .filter({ has: page.getByLabel(`Name of ${brand}`) });
  await expect(row).toBeVisible();
  await expect.poll(inFilter, { timeout: 70_000 }).toBe(true);
  await row.getByRole('button', { name: `Archive ${brand}` }).click();
  await expect(row.getByText('Archived')).toBeVisible();
  await expect.poll(inFilter, { timeout: 70_000 }).toBe(false);
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: `Unarchive ${brand}` }).click();
  await expect(row.getByText('Archived')).toHaveCount(0);
});

test('staff write a new recipe, pick its ingredient from the shop, publish it and see it on the shop', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Jeera Rice ${tag()}`;
  await staffOn(page, baseURL!, '/admin/recipes');
  await page.getByRole('link', { name: 'New recipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New recipe' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Region').fill('North India');
  await page
    .getByLabel('Summary')
    .fill('Basmati rice tempered with cumin seeds and ghee: the everyday partner of dal.');
  await page.getByLabel('Course').selectOption('side');
  await page
    .getByLabel('Introduction (Markdown)')
    .fill('Cumin seeds crackled in ghee turn plain basmati into **jeera rice** in twenty minutes.');
  await page
    .getByLabel('Method')
    .fill(
      'Rinse the rice and soak it for 20 minutes.\nCrackle the cumin in ghee, add the rice and water, cover and cook.',
    );
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit: ${title}` })).toBeVisible();
  await expect(page.getByText('A draft: hidden from the shop until published.')).toBeVisible();

  // The ingredient line: Find searches the shop by the ingredient's name; a size is picked.
  await page.getByRole('button', { name: 'Add a line' }).click();
  await page.getByLabel('Ingredient, line 1', { exact: true }).fill('Basmati rice');
  await page.getByLabel('Amount, line 1', { exact: true }).fill('2');
  await page.getByLabel('Unit, line 1', { exact: true }).fill('cups');
  await page.getByRole('button', { name: 'Find a product for line 1', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Find a product' });
  await expect(picker.getByLabel('Product name')).toHaveValue('Basmati rice');
  const firstSize = picker.getByRole('button', { name: /^Pick / }).first();
  await expect(firstSize).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const pickedName = ((await firstSize.textContent()) ?? '').match(/^Pick (.+?), /)?.[1];
  await firstSize.click();
  await expect(picker).toBeHidden();
  await expect(page.getByLabel('Product address, line 1', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('To buy, line 1', { exact: true })).toHaveValue('1');
  await page.getByRole('button', { name: 'Save ingredients' }).click();
  await expect(page.getByText('Ingredients saved')).toBeVisible();

  // Published, it is on the shop with the picked product; then back to a draft, so the shop's list stays as seeded.
  await page.getByLabel('Published on the shop').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Recipe saved and published')).toBeVisible();
  await page.getByRole('link', { name: 'See it on the shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(pickedName!);
  const slug = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.goBack();
  await page.getByLabel('Published on the shop').uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Recipe saved as a draft')).toBeVisible();
  expect((await request.get(`/api/recipes/${slug}`)).status()).toBe(404);
});
