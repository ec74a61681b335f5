import { type Page } from '@playwright/test';
import type { AdminOrderDto } from '../src/shared/admin-orders';
import { staffOn } from './auth-fixtures';
import { signInThroughForm, verifiedShopper } from './cart-fixtures';
import { placeOrder } from './checkout-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

/**
 * Staff refund part of an order (1 of 3 units) and the shopper sees it on their order page; staff move
 * an order back one step with a reason and the shopper's tracking follows. On a desktop and a phone.
 */
type Card = {
  id: string;
  name: string;
  priceCents: number;
  stockQuantity: number;
  isWeightBased: boolean;
  variants: unknown[];
};

/** Three units of one counted product, together at least the $50 minimum. */
async function threeUnits(page: Page) {
  const response = await page.request.get('/api/products?sort=price_desc&inStock=true&pageSize=60');
  const { products } = (await response.json()) as { products: Card[] };
  const pick = products.find(
    (p) => !p.isWeightBased && !p.variants.length && p.priceCents * 3 >= 5000 && p.stockQuantity >= 10,
  );
  if (!pick) throw new Error('no product to buy three of');
  const added = await page.request.post('/api/cart/items', {
    data: { productId: pick.id, variantId: null, quantity: 3 },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('staff refund 1 of 3 units and the shopper sees it; an order is moved back a step with a reason', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const shopperContext = await browser.newContext({ viewport: { width, height: 900 } });
      const shopperPage = await shopperContext.newPage();
      const shopper = await verifiedShopper(shopperContext.request, baseURL!, `refund${width}`);
      await signInThroughForm(shopperPage, shopper);
      const paid = await placeOrder(shopperPage, shopper.email, 'card', 1, threeUnits);
      const cod = await placeOrder(shopperPage, shopper.email, 'cod', 1);

      await staffOn(page, baseURL!);
      await expect(page).toHaveURL(/\/admin$/);
      for (const status of ['packed', 'out_for_delivery', 'delivered']) {
        const moved = await page.request.post(`/api/admin/orders/${paid.id}/status`, {
          headers: { origin: baseURL! },
          data: { status, confirm: status === 'delivered' },
        });
        expect(moved.status(), await moved.text()).toBe(200);
      }

      // The refund dialog: some items, 1 of the 3 units, the amount shown before it is sent.
      const detail = (await (await page.request.get(`/api/admin/orders/${paid.id}`)).json()) as AdminOrderDto;
      const line = detail.lines[0]!;
      const t = detail.totals;
      const expected = Math.round(
        (Math.round(line.lineTotalCents / 3) *
          (t.subtotalCents - t.discountCents - t.loyaltyDiscountCents + t.taxCents)) /
          t.subtotalCents,
      );
      await page.goto(`/admin/orders/${paid.id}`);
      await page.getByRole('button', { name: 'Refund…' }).click();
      const dialog = page.getByRole('dialog', { name: `Refund order ${paid.orderNumber}` });
      await dialog.getByLabel('Some items (a quantity or a weight of each)').check();
      await dialog
        .getByRole('checkbox', { name: new RegExp(`^${line.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
        .check();
      await dialog.getByLabel('Units to refund (of 3)').fill('1');
      await dialog.getByLabel('Reason (optional)').fill('One jar arrived broken');
      await expect(dialog.getByText(`Refund amount: ${money(expected)}`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: `Refund ${money(expected)}` }).click();
      await expect(page.getByText(`Refund of order ${paid.orderNumber} recorded`)).toBeVisible();
      await expect(page.getByText('Status:').getByText('Delivered', { exact: true })).toBeVisible();
      await expect(page.getByText('1 of 3 refunded')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The shopper's order page shows the refunded unit and the money.
      await shopperPage.goto(`/account/orders/${paid.id}`);
      await expect(shopperPage.getByText('Refunded: 1 of 3')).toBeVisible();
      await expect(shopperPage.getByText(`-${money(expected)}`)).toBeVisible();
      await expectNoSeriousA11yViolations(shopperPage);

      // A move made by mistake goes back one step, with a reason; the shopper's tracking follows.
      await shopperPage.goto(`/track-order?orderNumber=${cod.orderNumber}`);
      const tracked = shopperPage.getByTestId('order-status');
      await expect(tracked).toHaveText('Confirmed');
      await page.goto(`/admin/orders/${cod.id}`);
      await page.getByRole('button', { name: 'Mark packed' }).click();
      await expect(page.getByText(`Order ${cod.orderNumber} is now packed`)).toBeVisible();
      await expect(tracked).toHaveText('Packed');
      await page.getByRole('button', { name: 'Move back to confirmed…' }).click();
      const back = page.getByRole('dialog', { name: `Move order ${cod.orderNumber} back to Confirmed?` });
      await back.getByRole('button', { name: 'Move back to Confirmed' }).click();
      await expect(back.getByText('Give a reason for moving the order back')).toBeVisible();
      await back.getByLabel('Reason').fill('Packed the wrong order');
      await expectNoSeriousA11yViolations(page);
      await back.getByRole('button', { name: 'Move back to Confirmed' }).click();
      await expect(page.getByText(`Order ${cod.orderNumber} is now confirmed`)).toBeVisible();
      await expect(page.getByText('Moved back: Packed the wrong order')).toBeVisible();
      await expect(tracked).toHaveText('Confirmed');
      await expectNoSeriousA11yViolations(page);
      await shopperContext.close();
    });
  });
}
