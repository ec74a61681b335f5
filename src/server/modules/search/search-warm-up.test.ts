import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index';
import { warmUpSearch } from './search-warm-up';

function indexOf(names: string[]): SearchIndex {
  const index = new SearchIndex();
  index.setTaxonomy([]);
  for (const [i, name] of names.entries())
    index.upsert(`00000000-0000-0000-0000-${String(i).padStart(12, '0')}`, {
      id: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
      name,
      description: '',
      brand_id: null,
      category_id: 'no-category',
      price_cents: 100,
      sale_day_price_cents: 100,
      rating_average: 4,
      rating_count: 1,
      in_stock: true,
      is_featured: false,
      sales_count: 0,
      created_at: new Date(0),
      dietary_info: null,
    });
  return index;
}

function recordingService() {
  const searched: string[] = [];
  const suggested: string[] = [];
  return {
    searched,
    suggested,
    search: async (query: { q: string }) => {
      searched.push(query.q);
      return { products: [], total: 0 } as never;
    },
    suggestions: async (q: string) => {
      suggested.push(q);
      return { suggestions: [], categories: [] };
    },
  };
}

describe('search warm-up', () => {
  const names = ['Basmati Rice', 'Basmati Rice Brown', 'Toor Dal', 'Toor Dal Oily', 'Masala Chai', 'Red Onions'];

  it('searches the most common name words whole, as prefixes, misspelt and paired, and suggests them', async () => {
    const service = recordingService();
    await warmUpSearch(service, indexOf(names), { minProducts: 0 });
    // Words of four letters or more, the commonest first: basmati and rice (2 names each) lead.
    // Then every first two, then three letters of a name word, searched and suggested (their rankings are kept).
    const starts = [
      ...['ba', 'ri', 'br', 'to', 'da', 'oi', 'ma', 'ch', 're', 'on'],
      ...['bas', 'ric', 'bro', 'too', 'dal', 'oil', 'mas', 'cha', 'red', 'oni'],
    ];
    const common = service.searched.slice(0, -starts.length);
    expect(common.slice(0, 4)).toEqual(['basmati', 'bas', 'bamsati', 'basmati rice']);
    expect(common).toContain('masala');
    expect(common).not.toContain('dal');
    expect(service.suggested.slice(0, 2)).toEqual(['ba', 'basm']);
    expect(service.searched.slice(-starts.length)).toEqual(starts);
    expect(service.suggested.slice(-starts.length)).toEqual(starts);
  });

  it('then asks the routes themselves for the commonest words, in every encoding a browser accepts', async () => {
    const asked: string[] = [];
    await warmUpSearch(recordingService(), indexOf(names), {
      minProducts: 0,
      request: async (path, q, encoding) => void asked.push(`${path} ${q} ${encoding}`),
    });
    expect(asked.slice(0, 6)).toEqual([
      'search basmati br',
      'search/suggestions bas br',
      'search basmati gzip',
      'search/suggestions bas gzip',
      'search basmati identity',
      'search/suggestions bas identity',
    ]);
    expect(asked).toHaveLength(4 * 3 * 2);
  });

  it('leaves a small catalog alone', async () => {
    const service = recordingService();
    await warmUpSearch(service, indexOf(names));
    expect(service.searched).toEqual([]);
  });
});
