// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductCardDto } from '../../../shared/catalog';
import { renderWithProviders } from '../../test/render';
import { ProductCard } from './product-card';
import { StockBadge } from './stock-badge';

const product = (over: Partial<ProductCardDto> = {}): ProductCardDto => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'sona-masoori-rice',
  name: 'Sona Masoori Rice',
  brand: 'Deccan',
  categorySlug: 'rice',
  priceCents: 1299,
  originalPriceCents: 1599,
  discount: 19,
  image: '/img/products/sona-masoori-rice.svg',
  rating: 4.5,
  ratingCount: 120,
  inStock: true,
  stockQuantity: 40,
  isWeightBased: false,
  unit: 'piece',
  isFeatured: true,
  dietaryInfo: ['vegan'],
  authenticityBadge: null,
  variants: [],
  ...over,
});

describe('StockBadge', () => {
  afterEach(cleanup);
  const label = (inStock: boolean, quantity: number) => {
    const { container, unmount } = render(<StockBadge inStock={inStock} quantity={quantity} />);
    const text = container.textContent;
    unmount();
    return text;
  };

  it('follows the spec thresholds', () => {
    expect(label(true, 0)).toBe('Out of Stock');
    expect(label(false, 30)).toBe('Out of Stock');
    expect(label(true, 1)).toBe('Only 1 left!');
    expect(label(true, 5)).toBe('Only 5 left!');
    expect(label(true, 6)).toBe('Low stock');
    expect(label(true, 10)).toBe('Low stock');
    expect(label(true, 11)).toBe('');
  });
});

describe('ProductCard', () => {
  afterEach(cleanup);

  it('shows brand, prices and discount', () => {
    renderWithProviders(<ProductCard product={product()} />);
    expect(screen.getByText('Deccan')).toBeInTheDocument();
    expect(screen.getByText('$12.99')).toBeInTheDocument();
    expect(screen.getByText('$15.99')).toBeInTheDocument();
    expect(screen.getByText('19% OFF')).toBeInTheDocument();
  });

  it('shows no brand for a product without one (loose produce), and no "Unknown Brand"', () => {
    const { container } = renderWithProviders(
      <ProductCard product={product({ brand: '', name: 'Fresh Okra', isWeightBased: true, unit: 'lb' })} />,
    );
    expect(container.textContent).not.toMatch(/unknown brand/i);
    // Sold by the pound: its price is per lb already, with no second unit price.
    expect(container.textContent).toContain('/ lb');
    expect(container.querySelector('[data-unit-price]')).toBeNull();
  });

  it('shows the unit price of a packed good', () => {
    const { container } = renderWithProviders(<ProductCard product={product({ name: 'Sona Masoori Rice 10 lb' })} />);
    // $12.99 for 160 oz
    expect(container.querySelector('[data-unit-price]')?.textContent).toContain('8.1¢/oz');
  });

  it('disables the button and shows the badge when out of stock', () => {
    renderWithProviders(<ProductCard product={product({ stockQuantity: 0 })} />);
    const button = screen.getByRole('button', { name: 'Out of Stock' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('replaces price and stock when a variant is selected', () => {
    const variants = [
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        name: '4 lb',
        priceCents: 1299,
        originalPriceCents: null,
        stockQuantity: 40,
      },
      {
        id: '00000000-0000-4000-8000-0000000000a2',
        name: '10 lb',
        priceCents: 2799,
        originalPriceCents: 3199,
        stockQuantity: 3,
      },
    ];
    renderWithProviders(<ProductCard product={product({ variants })} />);
    expect(screen.queryByText('Only 3 left!')).toBeNull();
    fireEvent.change(screen.getByLabelText('Size for Sona Masoori Rice'), { target: { value: '1' } });
    expect(screen.getByText('$27.99')).toBeInTheDocument();
    // $27.99 for 160 oz (the 4 lb size is $12.99 for 64 oz, $0.20/oz)
    expect(screen.getByText('$0.17/oz')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left!')).toBeInTheDocument();
    expect(screen.getByText('13% OFF')).toBeInTheDocument();
  });
});
