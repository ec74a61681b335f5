// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartDto, CartLineDto, CartSummaryDto } from '../../../../shared/cart';
import type { ProductCardDto } from '../../../../shared/catalog';
import { CART_KEYS } from '../../../lib/cart-queries';
import { guestCart } from '../../../lib/guest-cart-store';
import { ToasterSlot } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import CartPage from '../pages/cart-page';
import { CartSync } from './cart-sync';

/** A toast the shopper sees, read from the real toaster (it loads with the first toast). */
const toastSays = async (text: string) =>
  within(await screen.findByRole('region', { name: /Notifications/ })).findByText(text);

const user = { id: 'u1', email: 'asha@example.test', fullName: 'Asha Patel', role: null, emailVerified: true };
const product = (id: string, name: string, extra: Partial<ProductCardDto> = {}): ProductCardDto => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  brand: 'Swad',
  categorySlug: 'dals',
  priceCents: 1299,
  originalPriceCents: null,
  discount: 0,
  image: '/img/x.svg',
  rating: 4,
  ratingCount: 3,
  inStock: true,
  stockQuantity: 100,
  isWeightBased: false,
  unit: 'piece',
  isFeatured: false,
  dietaryInfo: [],
  authenticityBadge: null,
  variants: [],
  ...extra,
});
const line = (id: string, p: ProductCardDto, quantity: number, extra: Partial<CartLineDto> = {}): CartLineDto => ({
  id,
  productId: p.id,
  variantId: null,
  quantity,
  customRequirements: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  product: p,
  variant: null,
  unitPriceCents: p.priceCents,
  lineTotalCents: p.priceCents * quantity,
  taxClass: 'food',
  availableQuantity: p.stockQuantity,
  inStock: true,
  limitedStock: false,
  ...extra,
});
const summary: CartSummaryDto = {
  subtotalCents: 6495,
  itemCount: 5,
  deliveryCents: 0,
  expressCents: 0,
  discountCents: 0,
  loyaltyDiscountCents: 0,
  taxCents: 0,
  taxRatePercent: 6.25,
  taxState: 'TX',
  tipCents: 0,
  totalCents: 6495,
  promoCode: null,
  promoApplied: false,
  minimumOrderCents: 5000,
  belowMinimum: false,
  deliveryZip: '75038',
  deliveryAvailable: true,
};
const mangoes = product('11111111-1111-4111-8111-111111111111', 'Alphonso Mangoes');
const paneer = product('22222222-2222-4222-8222-222222222222', 'Malai Paneer', { stockQuantity: 1 });
const cart: CartDto = {
  items: [
    line('aaaaaaaa-0000-4000-8000-000000000001', mangoes, 4, { customRequirements: 'ripe mangoes only' }),
    line('aaaaaaaa-0000-4000-8000-000000000002', paneer, 1, { availableQuantity: 0.5, limitedStock: true }),
  ],
  summary,
  limitedStockCount: 1,
  limitedStockMessage: '1 items have limited stock. Please review your cart.',
};

let calls: [string, string, unknown][] = [];
function serve(answer: (method: string, url: string) => unknown = () => ({})) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push([method, url, init.body ? JSON.parse(String(init.body)) : undefined]);
      // Reloads after a change: the cart as it was, empty lists.
      const body = method === 'GET' ? (url === '/api/cart' ? cart : []) : answer(method, url);
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the signed-in cart page', () => {
  const data: [readonly unknown[], unknown][] = [
    [['session'], user],
    [CART_KEYS.current, cart],
    [CART_KEYS.saved, []],
    [CART_KEYS.removed, []],
    [CART_KEYS.drafts, []],
  ];

  it("shows the stored lines with their notes, the server's summary and the limited-stock alert and toast", async () => {
    serve();
    renderWithProviders(
      <>
        <CartPage />
        <ToasterSlot />
      </>,
      { data, route: '/cart' },
    );
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByTestId('line-note').textContent).toBe('Note: ripe mangoes only');
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$64.95');
    expect(screen.getByTestId('cart-delivery').textContent).toBe('Free');
    expect(screen.getByRole('alert').textContent).toContain('1 items have limited stock. Please review your cart.');
    expect(await toastSays('1 items have limited stock. Please review your cart.')).toBeInTheDocument();
  });

  it("removes a line with the spec's toast, and saves a line for later", async () => {
    serve(() => ({ item: { id: cart.items[0]!.id } }));
    renderWithProviders(
      <>
        <CartPage />
        <ToasterSlot />
      </>,
      { data, route: '/cart' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Alphonso Mangoes' }));
    expect(await toastSays('Item removed from cart')).toBeInTheDocument();
    expect(calls.find(([m]) => m === 'DELETE')?.[1]).toBe(`/api/cart/items/${cart.items[0]!.id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Save for later Malai Paneer' }));
    await waitFor(() =>
      expect(calls.some(([m, u]) => m === 'POST' && u.endsWith(`${cart.items[1]!.id}/save-for-later`))).toBe(true),
    );
  });

  it('edits a note within 500 characters', async () => {
    serve(() => ({ item: cart.items[0] }));
    renderWithProviders(
      <>
        <CartPage />
        <ToasterSlot />
      </>,
      { data, route: '/cart' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit note for Alphonso Mangoes' }));
    const box = screen.getByLabelText('Note for Alphonso Mangoes');
    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('Custom requirements cannot exceed 500 characters')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Save note' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'not too soft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(calls).toContainEqual([
        'PATCH',
        `/api/cart/items/${cart.items[0]!.id}`,
        { customRequirements: 'not too soft' },
      ]),
    );
  });

  it('checks the cart with the server before checkout and shows the first problem', async () => {
    serve(() => ({
      valid: false,
      message: 'Malai Paneer - Only 0.5 available, but 1 requested',
      problems: [],
      summary,
    }));
    renderWithProviders(
      <>
        <CartPage />
        <ToasterSlot />
      </>,
      { data, route: '/cart' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await toastSays('Malai Paneer - Only 0.5 available, but 1 requested')).toBeInTheDocument();
  });
});

describe('CartSync', () => {
  it('merges the guest cart into the stored one on sign-in, clears it from the browser, and shows the result', async () => {
    guestCart.add({
      id: mangoes.id,
      productId: mangoes.id,
      variantId: null,
      name: 'Alphonso Mangoes',
      price: 1299,
      quantity: 2,
      customRequirements: 'ripe',
      image: '',
      stock: 10,
      brand: 'Swad',
    });
    const before = guestCart.read()[0]!;
    guestCart.add({ ...before, id: 'bad', productId: 'not-a-uuid' });
    const guestCartId = guestCart.take().id;
    serve(() => ({ cart, adjustments: [] }));
    const { client } = renderWithProviders(<CartSync />, { data: [[['session'], user]] });
    await waitFor(() => expect(calls.some(([, url]) => url === '/api/cart/merge')).toBe(true));
    const merge = calls.find(([, url]) => url === '/api/cart/merge')!;
    expect(merge[2]).toEqual({
      guestCartId,
      items: [{ productId: mangoes.id, variantId: null, quantity: 2, customRequirements: 'ripe' }],
    });
    await waitFor(() => expect(client.getQueryData(CART_KEYS.current)).toEqual(cart));
    expect(guestCart.read()).toEqual([]);
    // The next guest cart is another cart, with another id.
    guestCart.add({ ...before, customRequirements: null });
    expect(guestCart.take().id).not.toBe(guestCartId);
  });

  it('puts a guest cart whose merge failed back under the same id, so the retry is the same merge', async () => {
    guestCart.add({
      id: mangoes.id,
      productId: mangoes.id,
      variantId: null,
      name: 'Alphonso Mangoes',
      price: 1299,
      quantity: 2,
      customRequirements: null,
      image: '',
      stock: 10,
      brand: 'Swad',
    });
    const before = guestCart.take();
    serve(() => {
      throw new Error('network down');
    });
    renderWithProviders(<CartSync />, { data: [[['session'], user]] });
    await waitFor(() => expect(calls.some(([, url]) => url === '/api/cart/merge')).toBe(true));
    await waitFor(() => expect(guestCart.read()).toEqual(before.items));
    expect(guestCart.take().id).toBe(before.id);
  });

  it('forgets the cart and its lists when the shopper signs out', async () => {
    serve(() => ({}));
    const { client } = renderWithProviders(<CartSync />, {
      data: [
        [['session'], user],
        [CART_KEYS.current, cart],
        [CART_KEYS.drafts, []],
      ],
    });
    act(() => client.setQueryData(['session'], null));
    await waitFor(() => expect(client.getQueryData(CART_KEYS.current)).toBeUndefined());
    expect(client.getQueryData(CART_KEYS.drafts)).toBeUndefined();
  });
});
