import { describe, expect, it } from 'vitest';
import { productInput } from '../../../../../shared/admin-products';
import { centsFromDollars } from '../../components/money-text';
import { EMPTY_DRAFT, inputOf, newVariant, productForm } from './product-draft';

const category = '6f1c2b0a-1111-4222-8333-944455556666';

describe('centsFromDollars', () => {
  it('reads dollars as typed without floating point', () => {
    expect(centsFromDollars('4.99')).toBe(499);
    expect(centsFromDollars('$1,299.5')).toBe(129950);
    expect(centsFromDollars('0.1')).toBe(10);
    expect(centsFromDollars('-2')).toBe(-200);
    expect(centsFromDollars('4.999')).toBeNull();
    expect(centsFromDollars('four')).toBeNull();
  });
});

describe('the product form', () => {
  it('sends the first variant as the product price and per lb for a weight-based product', () => {
    const draft = {
      ...EMPTY_DRAFT,
      name: 'Kesar Mango Pulp',
      categoryId: category,
      variants: [
        { ...newVariant(), name: '850 g', priceCents: '3.49', originalPriceCents: '', stockQuantity: '12' },
        { ...newVariant(), name: '3.1 kg', priceCents: '11.99', originalPriceCents: '13.99', stockQuantity: '4' },
      ],
    };
    const parsed = productInput.parse(inputOf(draft, true));
    expect(parsed).toMatchObject({ priceCents: 349, originalPriceCents: null, unit: 'piece' });
    expect(parsed).not.toHaveProperty('slug');
    expect(parsed.variants.map((v) => v.priceCents)).toEqual([349, 1199]);

    const okra = {
      ...EMPTY_DRAFT,
      name: 'Fresh Okra',
      categoryId: category,
      isWeightBased: true,
      priceCents: '3.99',
      stockQuantity: '20.5',
    };
    expect(productInput.parse(inputOf(okra, true))).toMatchObject({ unit: 'lb', stockQuantity: 20.5, priceCents: 399 });
  });

  it("answers an amount that is not a number with the schema's message", () => {
    const draft = { ...EMPTY_DRAFT, name: 'Jaggery', categoryId: category, priceCents: 'abc' };
    const result = productInput.safeParse(inputOf(draft, false));
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: ['priceCents'], message: 'Price must be a number' });
  });

  it('asks for a category first, then puts each message on the input that holds the value', () => {
    const noCategory = productForm(true).safeParse({ ...EMPTY_DRAFT, name: 'Jaggery' });
    expect(noCategory.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['categoryId', 'Choose a category'],
    ]);
    const badSecondSize = productForm(true).safeParse({
      ...EMPTY_DRAFT,
      name: 'Jaggery',
      categoryId: category,
      variants: [
        { ...newVariant(), name: '500 g', priceCents: '2.49' },
        { ...newVariant(), name: '1 kg', priceCents: 'four' },
      ],
    });
    expect(badSecondSize.error!.issues.map((i) => i.path.join('.'))).toEqual(['variants.1.priceCents']);
  });
});
