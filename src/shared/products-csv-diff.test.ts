import { describe, expect, it } from 'vitest';
import { csvProductDiffOf } from './products-csv-diff';

const row = (variant: string, price: string, stock: string, name = 'Toor Dal') => ({
  slug: 'toor-dal',
  name,
  category_slug: 'dals',
  variant_name: variant,
  price,
  original_price: '',
  stock,
});

describe('csvProductDiffOf', () => {
  it('lists only the fields that differ, per size, and the sizes added or left out', () => {
    const stored = [row('1 kg', '2.99', '10'), row('5 kg', '12.99', '4')];
    const incoming = [
      { line: 2, row: row('1 kg', '2.49', '10', 'Toor Dal (Arhar)') },
      { line: 3, row: row('2 kg', '5.49', '6', 'Toor Dal (Arhar)') },
    ];
    expect(csvProductDiffOf('toor-dal', stored, incoming)).toEqual({
      slug: 'toor-dal',
      name: 'Toor Dal (Arhar)',
      state: 'changed',
      rows: [
        {
          line: 2,
          variant: '1 kg',
          state: 'changed',
          fields: [
            { column: 'name', before: 'Toor Dal', after: 'Toor Dal (Arhar)' },
            { column: 'price', before: '2.99', after: '2.49' },
          ],
        },
        {
          line: 3,
          variant: '2 kg',
          state: 'new',
          fields: [
            { column: 'price', before: '', after: '5.49' },
            { column: 'stock', before: '', after: '6' },
          ],
        },
        { line: null, variant: '5 kg', state: 'removed', fields: [] },
      ],
    });
  });

  it('leaves out a row that reads the same and shows a new product by its main fields', () => {
    const same = csvProductDiffOf('toor-dal', [row('', '2.99', '10')], [{ line: 2, row: row('', '2.99', '10') }]);
    expect(same.rows).toEqual([]);
    const created = csvProductDiffOf('toor-dal', null, [{ line: 7, row: row('', '2.99', '10') }]);
    expect(created).toMatchObject({ state: 'new', name: 'Toor Dal' });
    expect(created.rows[0]!.fields.map((f) => f.column)).toEqual(['name', 'category_slug', 'price', 'stock']);
  });
});
