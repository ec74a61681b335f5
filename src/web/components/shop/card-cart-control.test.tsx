// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCardDto } from '../../../shared/catalog';
import { guestCart } from '../../lib/guest-cart-store';
import { ToasterSlot } from '../../lib/toast';
import { CardCartControl } from './card-cart-control';
import { productsResponse, redPumpkinCard, toorDalCard } from '../../test/product-cards';
import { renderWithProviders } from '../../test/render';

const dal = toorDalCard;

function renderCard(product: ProductCardDto) {
  vi.stubGlobal('fetch', productsResponse([product]));
  return renderWithProviders(
    <>
      <CardCartControl product={product} variantId={null} inStock />
      <ToasterSlot />
    </>,
    { data: [[['session'], null]] },
  );
}

const quantity = () => screen.getByTestId('card-quantity').textContent;

describe('CardCartControl (guest)', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('turns into a stepper once added, so a second tap steps instead of silently adding', async () => {
    renderCard(dal);
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    await screen.findByRole('group', { name: 'Quantity of Toor Dal in cart' });
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    expect(quantity()).toBe('1 of Toor Dal in cart');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Toor Dal' }));
    expect(quantity()).toBe('2 of Toor Dal in cart');
    expect(guestCart.read()[0]?.quantity).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Toor Dal' }));
    // Stock is 3: the next + is refused with the spec's words.
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Toor Dal' }));
    expect(guestCart.read()[0]?.quantity).toBe(3);
    expect(await screen.findByText('Only 0 items available')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Toor Dal' }));
    expect(quantity()).toBe('2 of Toor Dal in cart');
  });

  it('− at 1 takes the line out, and Undo on the card puts it back', async () => {
    renderCard(dal);
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Toor Dal from cart' }));
    expect(guestCart.read()).toEqual([]);
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo removing Toor Dal' }));
    expect(guestCart.read()).toMatchObject([{ productId: dal.id, quantity: 1 }]);
    expect(quantity()).toBe('1 of Toor Dal in cart');
  });

  it('weighed items show the weight and step through 1.1, 2.2, 4.4, 11, 12 lb', async () => {
    renderCard(redPumpkinCard);
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    await screen.findByRole('group', { name: 'Quantity of Red Pumpkin in cart' });
    const seen = [quantity()];
    for (let i = 0; i < 4; i += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Red Pumpkin' }));
      seen.push(quantity());
    }
    expect(seen.map((s) => s?.replace(' of Red Pumpkin in cart', ''))).toEqual([
      '1.1 lb',
      '2.2 lb',
      '4.4 lb',
      '11 lb',
      '12 lb',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Red Pumpkin' }));
    expect(guestCart.read()[0]?.quantity).toBe(11);
  });
});
