import { describe, expect, it } from 'vitest';
import {
  type GuestCartItem,
  addGuestCartItem,
  addToCartError,
  clampCountQuantity,
  formatBadgeCount,
  guestCartItemCount,
  guestCartItemId,
  guestCartSubtotalCents,
  limitedStockItems,
  limitedStockMessage,
  lineTotalCents,
  parseGuestCart,
  removeGuestCartItem,
  setGuestCartQuantity,
  weightQuantityError,
} from './guest-cart';

const item = (over: Partial<GuestCartItem> = {}): GuestCartItem => ({
  id: guestCartItemId(over.productId ?? 'p1', over.variantId ?? null),
  productId: 'p1',
  variantId: null,
  name: 'Toor Dal',
  price: 499,
  quantity: 1,
  customRequirements: null,
  image: '/img/products/toor-dal.svg',
  stock: 20,
  brand: 'Swad',
  ...over,
});

describe('guest cart reducer', () => {
  it('appends a new product+variant and increases the quantity of an existing one', () => {
    let cart = addGuestCartItem([], item({ quantity: 2 }));
    cart = addGuestCartItem(cart, item({ quantity: 3 }));
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(5);
    cart = addGuestCartItem(cart, item({ variantId: 'v2', id: guestCartItemId('p1', 'v2'), quantity: 1 }));
    expect(cart.map((i) => i.id)).toEqual(['p1', 'p1:v2']);
  });

  it('removes a line when its quantity becomes 0 or less', () => {
    const cart = [item({ quantity: 2 })];
    expect(setGuestCartQuantity(cart, 'p1', 0)).toEqual([]);
    expect(setGuestCartQuantity(cart, 'p1', -3)).toEqual([]);
    expect(setGuestCartQuantity(cart, 'p1', 4)[0]?.quantity).toBe(4);
    expect(removeGuestCartItem(cart, 'p1')).toEqual([]);
  });

  it('keeps fractional pounds to two decimals and totals in whole cents, half-up', () => {
    const cart = addGuestCartItem(
      addGuestCartItem([], item({ quantity: 1.1, isWeightBased: true, price: 299 })),
      item({ quantity: 2.2, isWeightBased: true, price: 299 }),
    );
    expect(cart[0]?.quantity).toBe(3.3);
    expect(lineTotalCents({ price: 299, quantity: 3.3 })).toBe(987); // 986.7 → 987
    expect(lineTotalCents({ price: 150, quantity: 1.1 })).toBe(165);
  });

  it('sums subtotal and item count; a weight line counts as one item', () => {
    const cart = [
      item({ quantity: 3 }),
      item({ id: 'p2', productId: 'p2', quantity: 2.2, price: 1000, isWeightBased: true }),
    ];
    expect(guestCartSubtotalCents(cart)).toBe(3 * 499 + 2200);
    expect(guestCartItemCount(cart)).toBe(4);
  });

  it('flags lines whose stock is below their quantity', () => {
    const cart = [item({ quantity: 5, stock: 3 }), item({ id: 'p2', productId: 'p2', quantity: 1, stock: 1 })];
    expect(limitedStockItems(cart).map((i) => i.id)).toEqual(['p1']);
    expect(limitedStockMessage(1)).toBe('1 items have limited stock. Please review your cart.');
  });

  it("checks the spec's add-to-cart rules", () => {
    expect(addToCartError(0, true, 0, 1)).toBe('Product is out of stock');
    expect(addToCartError(10, false, 0, 1)).toBe('Product is out of stock');
    expect(addToCartError(5, true, 3, 3)).toBe('Only 2 items available');
    expect(addToCartError(5, true, 3, 2)).toBeNull();
  });

  it('clamps typed count quantities to 1–50 and to stock', () => {
    expect(clampCountQuantity(0, 10)).toBe(1);
    expect(clampCountQuantity(99, 200)).toBe(50);
    expect(clampCountQuantity(12, 7)).toBe(7);
    expect(clampCountQuantity(Number.NaN, 7)).toBe(1);
  });

  it('validates weight quantities with the spec messages', () => {
    expect(weightQuantityError(1)).toBe('Minimum quantity is 1.1 lb');
    expect(weightQuantityError(55.5)).toBe('Maximum quantity is 55 lb');
    expect(weightQuantityError(1.1)).toBeNull();
    expect(weightQuantityError(55)).toBeNull();
  });

  it('shows 99+ above 99 on the badge', () => {
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });

  it('reads stored carts defensively', () => {
    expect(parseGuestCart(null)).toEqual([]);
    expect(parseGuestCart('not json')).toEqual([]);
    expect(parseGuestCart(JSON.stringify([item(), { id: 'x' }]))).toHaveLength(1);
  });
});
