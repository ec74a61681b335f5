import sharp from 'sharp';
import { staffOn } from './auth-fixtures';
import { signInThroughForm, verifiedShopper } from './cart-fixtures';
import { checkoutToPayment } from './checkout-fixtures';
import { expectNoSeriousA11yViolations, moveUpOnePlaceByKeyboard } from './fixtures';
import { expect, test, untilInteractive } from './test';

/**
 * Staff catalog tools: a product made in the admin is found by the storefront search and
 * bought; a promo code made in the admin works at a shopper's checkout; the banners' order set in the
 * admin is the home carousel's order.
 */
/** Letters only, so the search reads it as one word of the name. */
const tag = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('staff create a product with two variants; shoppers find it by search and add it to the cart', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = `Kodo Millet Upma Mix ${tag()}`;
  await staffOn(page, baseURL!, '/admin/products');
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page
    .getByLabel('Description')
    .fill('Roasted kodo millet with urad dal, curry leaves and mustard.\nReady in ten minutes.');
  await page.getByLabel('Origin story').fill('Milled by a women-run cooperative near Dharwad, Karnataka.');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Brand').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Add variant' }).click();
  await page.getByRole('button', { name: 'Add variant' }).click();
  await page.getByLabel('Variant 1 name').fill('500 g');
  await page.getByLabel('Price ($)').nth(0).fill('3.49');
  await page.getByLabel('Stock').nth(0).fill('40');
  await page.getByLabel('Variant 2 name').fill('1 kg');
  await page.getByLabel('Price ($)').nth(1).fill('6.29');
  await page.getByLabel('Original ($)').nth(1).fill('6.99');
  await page.getByLabel('Stock').nth(1).fill('25');
  await page.getByLabel('vegetarian').check();
  await page.getByLabel('Authenticity badge').selectOption('traditional');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText(`${name} created`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // A photo is uploaded; the server keeps it as WebP and the card uses its small cut.
  const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#c9a227' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Upload an image')
    .setInputFiles({ name: 'upma-mix.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: `${name}, image 1` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The list finds it; the 1 kg stock is changed in place.
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Stock of ${name}, 1 kg: 25. Edit` }).click();
  await row.getByLabel(`Stock of ${name}, 1 kg`).fill('30');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('button', { name: `Stock of ${name}, 1 kg: 30. Edit` })).toBeVisible();

  // A shopper (a guest, in a browser of their own) searches, opens it and adds the 1 kg pack.
  const shopper = await browser.newPage();
  await shopper.goto(`/search?q=${encodeURIComponent(name.toLowerCase())}`);
  // Live before the click: a click on the server-rendered link loads the product page afresh, and its size
  // and Add to Cart would then be pressed before they work.
  await untilInteractive(shopper);
  const card = shopper.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.locator('img').first()).toHaveAttribute('src', /^\/media\/products\/[0-9a-f-]{36}-card\.webp$/);
  await card.getByRole('link', { name }).first().click();
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await shopper.getByRole('radio', { name: '1 kg' }).check({ force: true });
  await shopper.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  // The quantity box now counts the one in the cart against the 30 in stock.
  await expect(shopper.getByText('Up to 29 items')).toBeVisible();
  await shopper.goto('/cart');
  await expect(shopper.getByTestId('cart-line').filter({ hasText: name })).toContainText('1 kg');
  await shopper.close();
});

test('staff create a promo code; a shopper applies it at checkout', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const code = `HARVEST${tag().toUpperCase()}`;
  await staffOn(page, baseURL!, '/admin/promos');
  await expect(page.getByRole('table', { name: 'Promo codes' })).toBeVisible();
  await page.getByRole('button', { name: 'New code' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Description').fill('15% off the harvest festival basket');
  await dialog.getByLabel('Percent (1 to 100)').fill('15');
  await dialog.getByLabel('Uses per shopper').fill('1');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`${code} created`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('15% off');
  await expect(row).toContainText('Active');
  await expectNoSeriousA11yViolations(page);

  const shopperPage = await browser.newPage();
  const shopper = await verifiedShopper(request, baseURL!, 'e2e-staff-promo');
  await signInThroughForm(shopperPage, shopper);
  await checkoutToPayment(shopperPage);
  await shopperPage.getByLabel('Promo code').fill(code.toLowerCase());
  await shopperPage.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(shopperPage.getByRole('button', { name: `Remove ${code}` })).toBeVisible();
  await expect(shopperPage.getByText(new RegExp(`Promo ${code}`))).toBeVisible();
  await shopperPage.close();
});

test('staff reorder the banners with the keyboard; the home carousel follows', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await staffOn(page, baseURL!, '/admin/scrolling-banners');
  const list = page.getByRole('list', { name: 'Banners in carousel order' });
  const names = async () =>
    (await list.getByRole('listitem').locator('p.font-semibold').allTextContents()).map((t) => t.trim());
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const before = await names();
  expect(before.length).toBeGreaterThan(1);
  await expectNoSeriousA11yViolations(page);

  // Second banner to the top, by keyboard.
  await moveUpOnePlaceByKeyboard(page, before[1]!, 2, before.length);
  await expect(page.getByText('Banner order saved')).toBeVisible();
  await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);

  const home = await browser.newPage();
  await home.goto('/');
  const carousel = home.getByRole('region', { name: 'Offers' });
  await expect(
    carousel.getByRole('group', { name: `1 of ${before.length}`, includeHidden: true }).getByRole('img'),
  ).toHaveAttribute('alt', before[1]!);
  await home.close();

  // The move buttons put it back, so other journeys see the seeded order.
  await page.getByRole('button', { name: `Move down: ${before[1]}` }).click();
  await expect.poll(names).toEqual(before);
  await expect(page.getByText('Banner order saved').first()).toBeVisible();
});

test('staff add a category under a main one and a brand; the page passes axe', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const suffix = tag();
  await staffOn(page, baseURL!);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Categories & Brands' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories & Brands' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Category tree' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'New category' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(`Millet Mixes ${suffix}`);
  await dialog.getByLabel('Parent').selectOption({ index: 1 });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText(`Millet Mixes ${suffix} saved`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Category tree' })).toContainText(`Millet Mixes ${suffix}`);

  await page.getByLabel('New brand').fill(`Deccan Mills ${suffix}`);
  await page.getByRole('button', { name: 'Add brand' }).click();
  await expect(page.getByRole('table', { name: 'Brands' }).getByLabel(`Name of Deccan Mills ${suffix}`)).toBeVisible();
});
