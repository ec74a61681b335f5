// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUserDto } from '../../../shared/auth';
import { GUEST_CART_EVENT } from '../../../shared/guest-cart';
import { guestCart } from '../../lib/guest-cart-store';
import { ToasterSlot } from '../../lib/toast';
import { AddToCartButton } from './add-to-cart-button';
import { toorDalCard } from '../../test/product-cards';

const product = toorDalCard;

/** Renders for a guest (session null) or a signed-in shopper, without asking the server who is signed in. */
function renderButton(ui: ReactElement, user: SessionUserDto | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['session'], user);
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <ToasterSlot />
    </QueryClientProvider>,
  );
}

function serve(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

describe('AddToCartButton (guest)', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("adds, shows 'Added to Cart' with Undo for 3 s, announces the cart event, then returns to normal", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve([product]);
    const events = vi.fn();
    window.addEventListener(GUEST_CART_EVENT, events);
    renderButton(<AddToCartButton product={product} variantId={null} quantity={2} inStock />);
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument();
    expect(guestCart.read()).toMatchObject([
      { productId: product.id, quantity: 2, price: 599, name: 'Toor Dal', brand: 'Swad', stock: 3 },
    ]);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(1);
    expect(events).toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Added to Cart')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeInTheDocument();
    // Read after the 3 s: the toaster loads with the first toast, and waiting for it would move the
    // fake clock on (it follows real time) past the button's window.
    expect(await screen.findByText('Item added successfully')).toBeInTheDocument();
    window.removeEventListener(GUEST_CART_EVENT, events);
  });

  it('Undo takes back what was added', async () => {
    serve([product]);
    renderButton(<AddToCartButton product={product} variantId={null} quantity={1} inStock />);
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Undo/ }));
    expect(guestCart.read()).toEqual([]);
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
  });

  it("refuses more than the stock left: 'Only {remaining} items available'", async () => {
    serve([product]);
    guestCart.add({
      id: product.id,
      productId: product.id,
      variantId: null,
      name: 'Toor Dal',
      price: 599,
      quantity: 2,
      customRequirements: null,
      image: '',
      stock: 3,
      brand: 'Swad',
    });
    renderButton(<AddToCartButton product={product} variantId={null} quantity={2} inStock />);
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    await screen.findByRole('button', { name: /Add to Cart/ });
    expect(await screen.findByText('Only 1 items available')).toBeInTheDocument();
    expect(guestCart.read()[0]?.quantity).toBe(2);
  });

  it("fails with 'Product not found' when the product is gone, and 'Product is out of stock' at zero stock", async () => {
    serve([]);
    renderButton(<AddToCartButton product={product} variantId={null} quantity={1} inStock />);
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    serve([{ ...product, stockQuantity: 0 }]);
    fireEvent.click(await screen.findByRole('button', { name: /Add to Cart/ }));
    expect(await screen.findByText('Product is out of stock')).toBeInTheDocument();
  });

  it("renders a disabled 'Out of Stock' button", () => {
    renderButton(<AddToCartButton product={product} variantId={null} quantity={1} inStock={false} />);
    expect((screen.getByRole('button', { name: 'Out of Stock' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('AddToCartButton (signed in)', () => {
  const user: SessionUserDto = {
    id: '00000000-0000-4000-8000-0000000000aa',
    email: 'asha@example.test',
    fullName: 'Asha Patel',
    role: null,
    emailVerified: true,
  };
  const line = { id: '00000000-0000-4000-8000-0000000000bb' };
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds to the stored cart (the server checks the rules), and Undo deletes the new line without keeping it', async () => {
    const calls: [string, string, unknown][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push([init.method ?? 'GET', url, init.body ? JSON.parse(String(init.body)) : undefined]);
        const body = init.method === 'POST' ? { item: line, previousQuantity: 0 } : { item: line };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderButton(<AddToCartButton product={product} variantId={null} quantity={2} inStock />, user);
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument();
    expect(calls[0]).toEqual([
      'POST',
      '/api/cart/items',
      { productId: product.id, variantId: null, quantity: 2, unit: 'piece' },
    ]);
    expect(guestCart.read()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /Undo/ }));
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(calls.find(([method]) => method === 'DELETE')?.[1]).toBe(`/api/cart/items/${line.id}?remember=false`);
  });

  it("shows the server's stock message when it refuses", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'INSUFFICIENT_STOCK', message: 'Only 1 items available' } }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderButton(<AddToCartButton product={product} variantId={null} quantity={2} inStock />, user);
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(await screen.findByText('Only 1 items available')).toBeInTheDocument();
  });
});
