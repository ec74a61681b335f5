// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCardDto } from '../../../shared/catalog';
import { guestCart } from '../../lib/guest-cart-store';
import { ToasterSlot } from '../../lib/toast';
import { productsResponse, redPumpkinCard, toorDalCard } from '../../test/product-cards';
import { renderWithProviders } from '../../test/render';
import QuickView from './quick-view';

function renderQuickView(product: ProductCardDto) {
  vi.stubGlobal('fetch', productsResponse([product]));
  renderWithProviders(
    <>
      <QuickView product={product} open onOpenChange={() => {}} variantId={null} onVariantChange={() => {}} />
      <ToasterSlot />
    </>,
    { data: [[['session'], null]] },
  );
  return screen.getByRole('dialog');
}

describe('QuickView cart control (guest)', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('turns Add to Cart into the card stepper, so a second tap steps instead of adding again', async () => {
    const dialog = renderQuickView(toorDalCard);
    fireEvent.click(within(dialog).getByRole('button', { name: /Add to Cart/ }));
    await within(dialog).findByRole('group', { name: 'Quantity of Toor Dal in cart' });
    expect(within(dialog).queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Toor Dal' }));
    expect(within(dialog).getByTestId('card-quantity')).toHaveTextContent('2 of Toor Dal in cart');
    expect(guestCart.read()).toMatchObject([{ productId: toorDalCard.id, quantity: 2 }]);
    // A counted item has no weight estimate.
    expect(within(dialog).queryByTestId('weight-estimate')).toBeNull();
  });

  it('a weighed item shows its weight, steps on the weight steps and estimates the price', async () => {
    const dialog = renderQuickView(redPumpkinCard);
    fireEvent.click(within(dialog).getByRole('button', { name: /Add to Cart/ }));
    await within(dialog).findByRole('group', { name: 'Quantity of Red Pumpkin in cart' });
    expect(within(dialog).getByTestId('card-quantity')).toHaveTextContent('1.1 lb of Red Pumpkin in cart');
    // 1.1 lb at $1.99/lb is $2.189, rounded to $2.19.
    expect(within(dialog).getByTestId('weight-estimate')).toHaveTextContent('est. $2.19, final price by weight');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Red Pumpkin' }));
    expect(within(dialog).getByTestId('card-quantity')).toHaveTextContent('2.2 lb of Red Pumpkin in cart');
    expect(within(dialog).getByTestId('weight-estimate')).toHaveTextContent('est. $4.38, final price by weight');
    expect(guestCart.read()[0]?.quantity).toBe(2.2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decrease quantity of Red Pumpkin' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Red Pumpkin from cart' }));
    expect(guestCart.read()).toEqual([]);
    expect(within(dialog).queryByTestId('weight-estimate')).toBeNull();
    expect(within(dialog).getByRole('button', { name: /Add to Cart/ })).toBeInTheDocument();
  });
});
