// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('hydrates a page of views of an empty cart in one render (no second render of each)', async () => {
    // React's Profiler reports each commit of the tree: one for hydration, one more per re-render.
    let commits = 0;
    const page = (
      <Profiler id="cards" onRender={() => (commits += 1)}>
        <Count />
        <Count />
      </Profiler>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const root = await act(async () => hydrateRoot(container, page));
    expect(commits).toBe(1);
    act(() => guestCart.add(line));
    expect([commits, container.textContent]).toEqual([2, '11']);
    act(() => root.unmount());
  });

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
