import type { Locator, Page } from '@playwright/test';
import { signInThroughApi } from './auth-fixtures';
import { verifiedShopper } from './cart-fixtures';
import { fillCart } from './checkout-fixtures';
import { cents, expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

/**
 * Product cards turn into a − qty + stepper once the product is in the cart; Undo stays inside the card;
 * weighed items step 1.1, 2.2, 4.4, 11 lb then whole pounds and are written "2.2 lb Okra" everywhere.
 */
interface Card {
  name: string;
  slug: string;
  priceCents: number;
  stockQuantity: number;
  isWeightBased: boolean;
  variants: unknown[];
}

async function pick(page: Page, weighed: boolean): Promise<Card> {
  for (let n = 1; n <= 15; n++) {
    const response = await page.request.get(`/api/products?inStock=true&pageSize=40&page=${n}`);
    const { products } = (await response.json()) as { products: Card[] };
    const found = products.find(
      (p) => p.isWeightBased === weighed && p.variants.length === 0 && p.stockQuantity >= (weighed ? 20 : 5),
    );
    if (found) return found;
  }
  throw new Error(`no ${weighed ? 'weighed' : 'counted'} product to use`);
}

/** The card of `name` in the page's results (search shows it first). */
const cardOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();

async function expectInside(inner: Locator, outer: Locator, what: string) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a, what).not.toBeNull();
  expect(a.x, `${what}: left`).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.y, `${what}: top`).toBeGreaterThanOrEqual(b.y - 0.5);
  expect(a.x + a.width, `${what}: right`).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y + a.height, `${what}: bottom`).toBeLessThanOrEqual(b.y + b.height + 0.5);
}

const quantityOf = (card: Locator) => card.getByTestId('card-quantity');

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a guest steps a counted card and a weighed card; Undo stays inside the card', async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await page.goto('/');
      const counted = await pick(page, false);
      await page.goto(`/search?q=${encodeURIComponent(counted.name)}`);
      const card = cardOf(page, counted.name);
      await card.getByRole('button', { name: /^Add to Cart/ }).click();

      const stepper = card.getByRole('group', { name: `Quantity of ${counted.name} in cart` });
      await expect(stepper).toBeVisible();
      await expect(card.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
      await expect(quantityOf(card)).toHaveText(`1 of ${counted.name} in cart`);
      const undo = card.getByRole('button', { name: `Undo adding ${counted.name}` });
      await expect(undo).toBeVisible();
      await expectInside(undo, card, 'Undo of the add');
      await expectInside(stepper, card, 'stepper');
      await testInfo.attach(`card after add at ${viewport.width} px`, {
        body: await card.screenshot(),
        contentType: 'image/png',
      });
      await expectNoSeriousA11yViolations(page);

      await card.getByRole('button', { name: `Increase quantity of ${counted.name}` }).click();
      await expect(quantityOf(card)).toHaveText(`2 of ${counted.name} in cart`);
      await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 2 items');
      await card.getByRole('button', { name: `Decrease quantity of ${counted.name}` }).click();
      await expect(quantityOf(card)).toHaveText(`1 of ${counted.name} in cart`);

      // − at 1 takes the line out; Undo (inside the card) puts it back.
      await card.getByRole('button', { name: `Remove ${counted.name} from cart` }).click();
      await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 0 items');
      await expect(card.getByRole('button', { name: /^Add to Cart/ })).toBeVisible();
      const undoRemove = card.getByRole('button', { name: `Undo removing ${counted.name}` });
      await expectInside(undoRemove, card, 'Undo of the removal');
      await testInfo.attach(`card after removal at ${viewport.width} px`, {
        body: await card.screenshot(),
        contentType: 'image/png',
      });
      await undoRemove.click();
      await expect(quantityOf(card)).toHaveText(`1 of ${counted.name} in cart`);
      await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 item');

      // A weighed item: the card shows the weight and steps on the spec's presets, then whole pounds.
      const weighed = await pick(page, true);
      await page.goto(`/search?q=${encodeURIComponent(weighed.name)}`);
      const wcard = cardOf(page, weighed.name);
      await wcard.getByRole('button', { name: /^Add to Cart/ }).click();
      await expect(quantityOf(wcard)).toHaveText(`1.1 lb of ${weighed.name} in cart`);
      const up = wcard.getByRole('button', { name: `Increase quantity of ${weighed.name}` });
      for (const lb of ['2.2', '4.4', '11', '12']) {
        await up.click();
        await expect(quantityOf(wcard)).toHaveText(`${lb} lb of ${weighed.name} in cart`);
      }
      await wcard.getByRole('button', { name: `Decrease quantity of ${weighed.name}` }).click();
      await expect(quantityOf(wcard)).toHaveText(`11 lb of ${weighed.name} in cart`);
      await expectInside(wcard.getByTestId('card-stepper'), wcard, 'weighed stepper');
      await testInfo.attach(`weighed card at ${viewport.width} px`, {
        body: await wcard.screenshot(),
        contentType: 'image/png',
      });
      await expectNoSeriousA11yViolations(page);

      // The cart steps the same way.
      await page.goto('/cart');
      const line = page.getByTestId('cart-line').filter({ hasText: weighed.name });
      await expect(line.getByTestId('line-quantity')).toHaveText('11 lb');
      await line.getByRole('button', { name: `Decrease quantity of ${weighed.name}` }).click();
      await expect(line.getByTestId('line-quantity')).toHaveText('4.4 lb');
      await line.getByRole('button', { name: `Increase quantity of ${weighed.name}` }).click();
      await expect(line.getByTestId('line-quantity')).toHaveText('11 lb');
      await line.getByRole('button', { name: `Increase quantity of ${weighed.name}` }).click();
      await expect(line.getByTestId('line-quantity')).toHaveText('12 lb');

      // The product page estimates the price of a typed weight and says the spec's limits.
      await page.goto(`/product/${weighed.slug}`);
      const weight = page.getByLabel(/Or enter a weight/);
      await weight.fill('3');
      const estimate = page.getByTestId('weight-estimate');
      await expect(estimate).toHaveText(/^est\. \$[\d,]+\.\d{2}, final price by weight$/);
      expect(cents(await estimate.innerText())).toBe(Math.floor((weighed.priceCents * 300 + 50) / 100));
      await page.getByRole('button', { name: '2.2 lb' }).click();
      expect(cents(await estimate.innerText())).toBe(Math.floor((weighed.priceCents * 220 + 50) / 100));
      await weight.fill('0.5');
      await expect(page.getByRole('alert').filter({ hasText: 'Minimum quantity is 1.1 lb' })).toBeVisible();
      await weight.fill('60');
      await expect(page.getByRole('alert').filter({ hasText: 'Maximum quantity is 55 lb' })).toBeVisible();
      await weight.fill('3');
      await expectNoSeriousA11yViolations(page);
    });

    test('quick view steps like the card: a weighed item shows its weight, steps and estimated price', async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await page.goto('/');
      const weighed = await pick(page, true);
      await page.goto(`/search?q=${encodeURIComponent(weighed.name)}`);
      const card = cardOf(page, weighed.name);
      const open = card.getByRole('button', { name: `Quick view of ${weighed.name}` });
      if (viewport.width < 768) {
        // Phones have no quick view: a tap on the card goes to the product page.
        await expect(card.getByTestId('card-cart')).toBeVisible();
        await expect(open).toBeHidden();
        return;
      }
      await card.hover();
      await open.click();
      const dialog = page.getByRole('dialog', { name: weighed.name });
      await dialog.getByRole('button', { name: /^Add to Cart/ }).click();
      await expect(dialog.getByRole('group', { name: `Quantity of ${weighed.name} in cart` })).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
      await expect(quantityOf(dialog)).toHaveText(`1.1 lb of ${weighed.name} in cart`);
      const estimate = dialog.getByTestId('weight-estimate');
      await expect(estimate).toHaveText(/^est\. \$[\d,]+\.\d{2}, final price by weight$/);
      expect(cents(await estimate.innerText())).toBe(Math.floor((weighed.priceCents * 110 + 50) / 100));
      await dialog.getByRole('button', { name: `Increase quantity of ${weighed.name}` }).click();
      await expect(quantityOf(dialog)).toHaveText(`2.2 lb of ${weighed.name} in cart`);
      await expect
        .poll(async () => cents(await estimate.innerText()))
        .toBe(Math.floor((weighed.priceCents * 220 + 50) / 100));
      await testInfo.attach(`quick view stepper at ${viewport.width} px`, {
        body: await dialog.screenshot(),
        contentType: 'image/png',
      });
      await expectNoSeriousA11yViolations(page);

      // The card behind it shows the same line.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(quantityOf(card)).toHaveText(`2.2 lb of ${weighed.name} in cart`);
      // One line in the cart: stepping in quick view changed its weight, it did not add another.
      await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 item');
      await page.goto('/cart');
      const line = page.getByTestId('cart-line').filter({ hasText: weighed.name });
      await expect(line.getByTestId('line-quantity')).toHaveText('2.2 lb');
    });

    test('signed in, the card steps the stored cart and checkout writes "2.2 lb <name>"', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const shopper = await verifiedShopper(request, baseURL!, `e2e-card-stepper-${viewport.width}`);
      await signInThroughApi(page, baseURL!, shopper);
      const weighed = await pick(page, true);
      await page.goto(`/search?q=${encodeURIComponent(weighed.name)}`);
      const card = cardOf(page, weighed.name);
      await card.getByRole('button', { name: /^Add to Cart/ }).click();
      await expect(card.getByText('Added to Cart', { exact: true })).toBeVisible();
      await expect(quantityOf(card)).toHaveText(`1.1 lb of ${weighed.name} in cart`);
      await card.getByRole('button', { name: `Increase quantity of ${weighed.name}` }).click();
      await expect(quantityOf(card)).toHaveText(`2.2 lb of ${weighed.name} in cart`);
      // The stored cart has it, not just the card.
      await expect
        .poll(async () => {
          const cart = (await (await page.request.get('/api/cart')).json()) as {
            items: { quantity: number; product: { name: string } }[];
          };
          return cart.items.find((i) => i.product.name === weighed.name)?.quantity;
        })
        .toBe(2.2);
      await expectNoSeriousA11yViolations(page);

      await fillCart(page);
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(summary.getByText(`2.2 lb ${weighed.name}`, { exact: true })).toBeVisible();
      await expect(summary.getByText(/^\d+ × /)).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
