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

  it('asks the routes themselves when it can, the encodings a browser accepts taking turns', async () => {
    const service = recordingService();
    const asked: string[] = [];
    await warmUpSearch(service, indexOf(names), {
      minProducts: 0,
      request: async (path, q, encoding) => void asked.push(`${path} ${q} ${encoding}`),
    });
    expect(asked.slice(0, 4)).toEqual([
      'search basmati br',
      'search bas gzip',
      'search bamsati identity',
      'search basmati rice br',
    ]);
    expect(asked.some((line) => line.startsWith('search/suggestions basm '))).toBe(true);
    expect(asked.some((line) => line.startsWith('search ba '))).toBe(true);
    // Keeping the short prefixes ranked is the index's own work, asked of the service.
    expect(service.searched).not.toContain('basmati');
    expect(service.searched).toContain('bas');
  });

  it('leaves a small catalog alone', async () => {
    const service = recordingService();
    await warmUpSearch(service, indexOf(names));
    expect(service.searched).toEqual([]);
  });
});
