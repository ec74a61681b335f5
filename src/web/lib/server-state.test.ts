import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { NavCategoryDto, ProductListDto } from '../../shared/catalog';
import { dehydratedState, pageQueries } from './server-state';

const card = (slug: string, image: string) => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug,
  name: 'Toor Dal 4 lb',
  image,
  priceCents: 899,
  unitPrice: { unit: 'oz', centsPerUnit: 14, label: '$0.14/oz' },
  variants: [
    { id: 'v1', name: '4 lb', priceCents: 899, unitPrice: { unit: 'oz', centsPerUnit: 14, label: '$0.14/oz' } },
  ],
});

describe('the query cache a page carries', () => {
  it('leaves out generated images and unit prices, and the browser gets the cache back with the images', () => {
    const server = new QueryClient();
    const list = { products: [card('toor-dal', '/img/products/toor-dal.svg'), card('ghee', '/media/ghee.webp')] };
    const tree: NavCategoryDto[] = [
      { name: 'Dals', slug: 'dals', parent: null, image: '/img/categories/dals.svg' },
      { name: 'Ghee', slug: 'ghee', parent: null, image: '/media/cat-ghee.webp' },
    ];
    server.setQueryData(['products', 'list', { page: 1 }], list);
    server.setQueryData(['categories', 'nav'], tree);

    const sent = JSON.parse(JSON.stringify(pageQueries(dehydrate(server)))) as ReturnType<typeof pageQueries>;
    const text = JSON.stringify(sent);
    expect(text).not.toContain('/img/');
    expect(text).not.toContain('unitPrice');
    expect(text).toContain('/media/ghee.webp');

    const browser = new QueryClient();
    hydrate(browser, dehydratedState(sent));
    const {
      unitPrice: _a,
      variants: [first],
      ...plain
    } = list.products[0]!;
    const { unitPrice: _b, ...variant } = first!;
    expect(browser.getQueryData<ProductListDto>(['products', 'list', { page: 1 }])?.products[0]).toEqual({
      ...plain,
      variants: [variant],
    });
    expect(browser.getQueryData<ProductListDto>(['products', 'list', { page: 1 }])?.products[1]?.image).toBe(
      '/media/ghee.webp',
    );
    expect(browser.getQueryData(['categories', 'nav'])).toEqual(tree);
    expect(browser.getQueryState(['categories', 'nav'])).toMatchObject({ status: 'success', fetchStatus: 'idle' });
  });
});
