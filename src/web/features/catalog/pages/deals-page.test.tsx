// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaleWindowDto } from '../../../../shared/admin-thursday-sale';
import type { NavCategoryDto, ProductCardDto } from '../../../../shared/catalog';
import { catalogKeys, categoriesQuery } from '../../../lib/catalog-queries';
import { thursdaySaleQuery } from '../api/catalog-api';
import { countdownText } from '../components/sale-countdown';
import DealsPage from './deals-page';

const card = (id: number, name: string, categorySlug: string, over: Partial<ProductCardDto> = {}): ProductCardDto => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  name,
  brand: 'Deccan',
  categorySlug,
  priceCents: 999,
  originalPriceCents: 1299,
  discount: 23,
  image: '/img/products/x.svg',
  rating: 4.5,
  ratingCount: 12,
  inStock: true,
  stockQuantity: 40,
  isWeightBased: false,
  unit: 'piece',
  isFeatured: false,
  dietaryInfo: [],
  authenticityBadge: null,
  variants: [],
  ...over,
});
const category = (slug: string, name: string): NavCategoryDto => ({ name, slug, parent: null, image: '' });

const WEDNESDAY: SaleWindowDto = {
  active: false,
  endsAt: null,
  nextStartsAt: '2026-12-03T06:00:00.000Z',
  serverNow: '2026-12-02T04:30:00.000Z',
};
const THURSDAY: SaleWindowDto = {
  active: true,
  endsAt: '2026-12-04T06:00:00.000Z',
  nextStartsAt: '2026-12-10T06:00:00.000Z',
  serverNow: '2026-12-04T05:59:57.000Z',
};
const ghee = card(1, 'Desi Cow Ghee', 'ghee-oils', { thursdaySale: true });
const rice = card(2, 'Sona Masoori Rice', 'rice', { thursdaySale: true });
const chana = card(3, 'Kala Chana', 'lentils');

function renderDeals(window: SaleWindowDto, route = '/deals') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(catalogKeys.deals, [chana]);
  client.setQueryData(categoriesQuery().queryKey, [
    category('ghee-oils', 'Ghee & Oils'),
    category('rice', 'Rice'),
    category('lentils', 'Lentils & Dals'),
  ]);
  client.setQueryData(thursdaySaleQuery().queryKey, { window, products: window.active ? [ghee, rice] : [] });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <DealsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { invalidate };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('deals page', () => {
  it('outside Thursday: no sale section, a countdown to the next sale by the server’s clock', () => {
    renderDeals(WEDNESDAY);
    expect(screen.queryByRole('heading', { name: 'Thursday sale: on now' })).toBeNull();
    expect(screen.getByText('Next sale starts in')).toBeInTheDocument();
    expect(screen.getByTestId('sale-countdown').textContent).toBe('1 day 1 h 30 min');
    expect(screen.getByText('Kala Chana')).toBeInTheDocument();
  });

  it('on Thursday: the sale section with its products and a countdown to the end that refreshes prices at zero', () => {
    const { invalidate } = renderDeals(THURSDAY);
    const section = screen.getByRole('region', { name: 'Thursday sale: on now' });
    expect(within(section).getByText('Desi Cow Ghee')).toBeInTheDocument();
    expect(within(section).getByTestId('sale-countdown').textContent).toBe('0 h 00 min 03 s');
    act(() => vi.advanceTimersByTime(2000));
    expect(within(section).getByTestId('sale-countdown').textContent).toBe('0 h 00 min 01 s');
    expect(invalidate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['products'] });
  });

  it('filters the sale and the top deals by category, with counts', () => {
    renderDeals(THURSDAY, '/deals?category=rice');
    const filter = screen.getByRole('navigation', { name: 'Filter deals by category' });
    expect(within(filter).getByRole('link', { name: 'Rice (1)' }).getAttribute('aria-current')).toBe('true');
    expect(within(filter).getByRole('link', { name: 'Lentils & Dals (1)' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Thursday sale: on now' });
    expect(within(section).getByText('Sona Masoori Rice')).toBeInTheDocument();
    expect(within(section).queryByText('Desi Cow Ghee')).toBeNull();
    expect(screen.getByText('No top deals in this category right now.')).toBeInTheDocument();
  });

  it('writes the countdown coarsely when far and to the second on the last day', () => {
    expect(countdownText(2 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000)).toBe('2 days 4 h 05 min');
    expect(countdownText(5 * 3_600_000 + 12 * 60_000 + 3_000)).toBe('5 h 12 min 03 s');
    expect(countdownText(-5)).toBe('0 h 00 min 00 s');
  });
});
