// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GUEST_CART_STORAGE_KEY, type GuestCartItem } from '../../shared/guest-cart';
import { guestCart, useGuestCart } from './guest-cart-store';

const line: GuestCartItem = {
  id: 'p1',
  productId: 'p1',
  variantId: null,
  name: 'Ghee',
  price: 1099,
  quantity: 1,
  customRequirements: null,
  image: '',
  stock: 9,
  brand: 'Amul',
};

function Count() {
  const items = useGuestCart();
  return <p>{items.reduce((s, i) => s + i.quantity, 0)}</p>;
}

describe('guest cart store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('re-renders every view on each change, under the local storage key "cart"', () => {
    render(<Count />);
    act(() => guestCart.add(line));
    expect(screen.getByText('1')).toBeInTheDocument();
    act(() => guestCart.add({ ...line, quantity: 2 }));
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? '[]')[0].quantity).toBe(3);
    act(() => guestCart.setQuantity('p1', 0));
    expect(screen.getByText('0')).toBeInTheDocument();
    expect(localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
  });

  it('follows changes made in another tab', () => {
    render(<Count />);
    act(() => {
      localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify([{ ...line, quantity: 7 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: GUEST_CART_STORAGE_KEY }));
    });
    expect(screen.getByText('7')).toBeInTheDocument();
  });
});
