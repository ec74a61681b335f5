import { describe, expect, it } from 'vitest';
import {
  addCartItemInput,
  CUSTOM_REQUIREMENTS_MESSAGE,
  onlyAvailableMessage,
  PRODUCT_ID_REQUIRED_MESSAGE,
  quantityProblem,
  updateCartItemInput,
  WHOLE_QUANTITY_MESSAGE,
} from './cart';

const productId = '5b0c1f3e-8a57-4c0c-9a55-3f1e1b6d2a10';
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('quantityProblem', () => {
  it.each([
    [0, false, 'Quantity must be at least 1'],
    [-5, false, 'Quantity must be at least 1'],
    [51, false, 'Maximum quantity is 50'],
    [2.5, false, WHOLE_QUANTITY_MESSAGE],
    [50, false, null],
    [1, false, null],
    [1, true, 'Minimum quantity is 1.1 lb'],
    [1.099, true, null],
    [60, true, 'Maximum quantity is 55 lb'],
    [55, true, null],
    [Number.NaN, false, 'Quantity must be a number'],
  ])('%s (weight: %s) → %s', (quantity, weight, message) => {
    expect(quantityProblem(quantity, weight)).toBe(message);
  });
});

describe('addCartItemInput', () => {
  it('applies the unit rules the form chose, and turns ounces into pounds', () => {
    expect(firstMessage(addCartItemInput.safeParse({ productId, quantity: 51, unit: 'piece' }))).toBe(
      'Maximum quantity is 50',
    );
    expect(firstMessage(addCartItemInput.safeParse({ productId, quantity: 60, unit: 'lb' }))).toBe(
      'Maximum quantity is 55 lb',
    );
    expect(addCartItemInput.parse({ productId, quantity: 40, unit: 'oz' })).toMatchObject({
      quantity: 2.5,
      unit: 'lb',
    });
    // Without a unit only the server, which knows the product, can tell which limits apply.
    expect(addCartItemInput.safeParse({ productId, quantity: 51 }).success).toBe(true);
  });

  it('requires the product id and limits the note to 500 characters', () => {
    expect(firstMessage(addCartItemInput.safeParse({ quantity: 1 }))).toBe(PRODUCT_ID_REQUIRED_MESSAGE);
    expect(firstMessage(addCartItemInput.safeParse({ productId: ' ', quantity: 1 }))).toBe(PRODUCT_ID_REQUIRED_MESSAGE);
    expect(
      firstMessage(addCartItemInput.safeParse({ productId, quantity: 1, customRequirements: 'a'.repeat(501) })),
    ).toBe(CUSTOM_REQUIREMENTS_MESSAGE);
    expect(addCartItemInput.parse({ productId, quantity: 1, customRequirements: '  ' })).toMatchObject({
      customRequirements: null,
      variantId: null,
    });
  });

  it('lets an update change the note alone, or clear it', () => {
    expect(updateCartItemInput.parse({ customRequirements: '' })).toEqual({ customRequirements: null });
    expect(updateCartItemInput.safeParse({}).success).toBe(false);
  });

  it('words the stock message like the spec, with pounds kept to hundredths', () => {
    expect(onlyAvailableMessage('Okra', 4.5, 10)).toBe('Okra - Only 4.5 available, but 10 requested');
  });
});
