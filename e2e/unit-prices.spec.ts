import type { ProductDetailDto, ProductListDto, VariantDto } from '../src/shared/catalog';
import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './test';

/** The size a card or product page starts on: a size on the Thursday sale, else the first in stock. */
function startingSize(variants: VariantDto[]): VariantDto | undefined {
  const inStock = variants.filter((v) => v.stockQuantity > 0);
  return inStock.find((v) => v.thursdaySale) ?? inStock[0] ?? variants[0];
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('product cards show the unit price of a packed good, and none beside a price per lb', async ({
      page,
      request,
    }, testInfo) => {
      await page.goto('/products');
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const card = cards.filter({ has: page.locator('[data-unit-price]') }).first();
      await expect(card).toBeVisible();
      const slug = (await card.getByRole('heading').getByRole('link').getAttribute('href'))!.replace('/product/', '');
      const product = (await (await request.get(`/api/products/${slug}`)).json()) as ProductDetailDto;
      const size = startingSize(product.variants);
      const expected = size ? size.unitPrice?.label : product.unitPrice?.label;
      expect(expected).toMatch(/^(\$\d+\.\d{2}|\d+\.\d¢)\/(oz|fl oz|ct)$/);
      const note = card.locator('[data-unit-price]');
      await expect(note).toContainText(expected!);
      // The note stays inside its card (no spill over the card's edge at a phone's two columns).
      const cardBox = (await card.boundingBox())!;
      const noteBox = (await note.boundingBox())!;
      expect(noteBox.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);

      // A weighed item's card shows its price per lb and no second unit price.
      const list = (await (await request.get('/api/products?pageSize=48')).json()) as ProductListDto;
      const weighed = list.products.find((p) => p.isWeightBased);
      if (weighed) expect(weighed.unitPrice ?? null).toBeNull();
      const weighedCard = cards.filter({ hasText: '/ lb' }).first();
      if (await weighedCard.count()) await expect(weighedCard.locator('[data-unit-price]')).toHaveCount(0);

      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`products-${viewport.width}.png`) });
    });

    test('the product page shows the unit price by the price and beside every size, following the chosen size', async ({
      page,
      request,
    }, testInfo) => {
      const list = (await (await request.get('/api/products?pageSize=100')).json()) as ProductListDto;
      const sized = list.products.find(
        (p) => p.variants.length >= 2 && p.variants.every((v) => v.unitPrice && v.stockQuantity > 0),
      );
      expect(sized, 'a product with two or more sizes in stock on the first page').toBeDefined();
      const product = (await (await request.get(`/api/products/${sized!.slug}`)).json()) as ProductDetailDto;

      await page.goto(`/product/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      const sizes = page.getByRole('group', { name: 'Size' });
      for (const v of product.variants) {
        await expect(sizes.locator('label').filter({ hasText: v.name })).toContainText(v.unitPrice!.label);
      }
      // The price area (outside the size picker) shows the chosen size's unit price.
      const priceNote = page.locator('main [data-unit-price]').first();
      await expect(priceNote).toHaveText(new RegExp(escape(startingSize(product.variants)!.unitPrice!.label)));
      const other = product.variants.find((v) => v.id !== startingSize(product.variants)!.id)!;
      await sizes.locator('label').filter({ hasText: other.name }).click();
      await expect(priceNote).toHaveText(new RegExp(escape(other.unitPrice!.label)));
      // A bigger size of the demo catalog never costs more per unit.
      const [small, big] = [...product.variants].sort((a, b) => a.priceCents - b.priceCents);
      expect(big!.unitPrice!.centsPerUnit).toBeLessThanOrEqual(small!.unitPrice!.centsPerUnit);

      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`product-${viewport.width}.png`), fullPage: false });
    });
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
