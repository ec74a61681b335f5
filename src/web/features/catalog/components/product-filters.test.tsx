// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { NavBrandDto, NavCategoryDto } from '../../../../shared/catalog';
import { brandsQuery, categoriesQuery } from '../../../lib/catalog-queries';
import { lazyHydrated } from '../../../lib/lazy-component';
import type { UrlFilters } from './filters-url';
import { ProductFilters } from './product-filters';

const categories: NavCategoryDto[] = [{ name: 'Rice', slug: 'rice', parent: null, image: '' }];
const brands: NavBrandDto[] = [
  { name: 'Amul', slug: 'amul' },
  { name: 'Deccan', slug: 'deccan' },
];

function queryClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(categoriesQuery().queryKey, categories);
  client.setQueryData(brandsQuery().queryKey, brands);
  return client;
}

describe('the listing filter column, hydrated after the page', () => {
  it('keeps what a shopper typed into its fields before its chunk arrived', async () => {
    const filters: UrlFilters = { sort: 'featured' };
    const onChange = vi.fn();
    const page = (part: ReactNode) => (
      <QueryClientProvider client={queryClient()}>
        <MemoryRouter>{part}</MemoryRouter>
      </QueryClientProvider>
    );
    // The server renders the column in place, as it does with every lazy part loaded.
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      page(
        <Suspense fallback={null}>
          <ProductFilters filters={filters} category={undefined} onChange={onChange} />
        </Suspense>,
      ),
    );
    // The browser hydrates the page while the column's chunk is still on its way, and the shopper types.
    let arrive!: () => void;
    const chunk = new Promise<typeof ProductFilters>((resolve) => (arrive = () => resolve(ProductFilters)));
    const LateFilters = lazyHydrated(() => chunk);
    const root = await act(async () =>
      hydrateRoot(container, page(<LateFilters filters={filters} category={undefined} onChange={onChange} />)),
    );
    const field = (label: string) => container.querySelector<HTMLInputElement>(`input[placeholder="${label}"]`)!;
    field('0').value = '5';
    field('Any').value = '2.5';
    field('Find a brand').value = 'amu';
    await act(async () => arrive());

    // The brand list is drawn once the column is live: that render keeps the typed text and filters by it.
    expect(field('Find a brand').value).toBe('amu');
    expect(container.textContent).toContain('Amul');
    expect(container.textContent).not.toContain('Deccan');
    act(() => fireEvent.click(container.querySelector('button[type="submit"]')!));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ minPrice: 250, maxPrice: 500 }));
    act(() => root.unmount());
    container.remove();
  });
});
