import { describe, expect, it } from 'vitest';
import type { NavCategoryDto } from '../../shared/catalog';
import { departmentsThenSubcategories } from './catalog-queries';

const category = (name: string, parent?: NavCategoryDto): NavCategoryDto => ({
  name,
  slug: name.toLowerCase(),
  parent: parent?.slug ?? null,
  image: '',
});

describe('the home grid order', () => {
  it('puts every department, in its order, before any subcategory', () => {
    const grains = category('Grains');
    const spices = category('Spices');
    const snacks = category('Snacks');
    const rice = category('Rice', grains);
    const atta = category('Atta', grains);
    const masala = category('Masala', spices);
    // The API's order: by sort order, departments and subcategories mixed.
    const names = departmentsThenSubcategories([masala, spices, atta, grains, rice, snacks]).map((c) => c.name);
    expect(names).toEqual(['Spices', 'Grains', 'Snacks', 'Masala', 'Atta', 'Rice']);
  });
});
