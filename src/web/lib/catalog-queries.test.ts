import { describe, expect, it } from 'vitest';
import type { CategoryDto } from '../../shared/catalog';
import { departmentsThenSubcategories } from './catalog-queries';

let n = 0;
const category = (name: string, sortOrder: number, parent?: CategoryDto): CategoryDto => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  name,
  slug: name.toLowerCase(),
  parentId: parent?.id ?? null,
  sortOrder,
  description: null,
  image: '',
});

describe('the home grid order', () => {
  it('puts every department, in its order, before any subcategory', () => {
    const grains = category('Grains', 1);
    const spices = category('Spices', 0);
    const snacks = category('Snacks', 2);
    const rice = category('Rice', 1, grains);
    const atta = category('Atta', 0, grains);
    const masala = category('Masala', 0, spices);
    const names = departmentsThenSubcategories([rice, grains, masala, snacks, atta, spices]).map((c) => c.name);
    expect(names).toEqual(['Spices', 'Grains', 'Snacks', 'Masala', 'Atta', 'Rice']);
  });
});
