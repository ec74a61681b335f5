// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductCardDto } from '../../../../shared/catalog';
import { GUEST_CART_STORAGE_KEY, type GuestCartItem } from '../../../../shared/guest-cart';
import type { RecipeDetailDto } from '../../../../shared/recipes';
import { SESSION_KEY } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { recipeQuery } from '../api/recipes-api';
import RecipePage from './recipe-page';
import { seriousAxeViolations } from '../../../test/axe';

const product = (id: string, name: string, extra: Partial<ProductCardDto> = {}): ProductCardDto => ({
  id,
  slug: id,
  name,
  brand: 'Desi Farms',
  categorySlug: 'staples',
  priceCents: 499,
  originalPriceCents: null,
  discount: 0,
  image: '/img/products/x.svg',
  rating: 4.5,
  ratingCount: 3,
  inStock: true,
  stockQuantity: 40,
  isWeightBased: false,
  unit: 'piece',
  isFeatured: false,
  dietaryInfo: [],
  authenticityBadge: null,
  variants: [],
  ...extra,
});

const line = (
  id: string,
  name: string,
  amount: number | null,
  unit: string | null,
  p: ProductCardDto | null,
  buy: number | null,
) => ({
  id,
  name,
  amount,
  unit,
  note: null,
  cartQuantity: p ? buy : null,
  variantId: null,
  product: p,
});

const recipe: RecipeDetailDto = {
  slug: 'dal-tadka',
  title: 'Dal Tadka',
  summary: 'Toor dal with a ghee tadka.',
  intro: 'The dal of highway dhabas.',
  course: 'main',
  region: 'Punjab',
  dietTags: ['vegetarian', 'gluten-free'],
  totalMinutes: 40,
  prepMinutes: 10,
  cookMinutes: 30,
  servings: 4,
  image: '/img/recipes/dal-tadka.svg',
  publishedAt: '2026-10-16T12:00:00.000Z',
  steps: ['Cook the dal.', 'Pour over the tadka.'],
  ingredients: [
    line('i1', 'Toor dal', 1, 'cup', product('dal', 'Toor Dal 4 lb'), 0.25),
    line('i2', 'Tomatoes', 0.75, 'lb', product('tomato', 'Fresh Tomatoes', { isWeightBased: true, unit: 'lb' }), 0.75),
    line('i3', 'Ghee', 2, 'tbsp', product('ghee', 'Cow Ghee 16 oz', { priceCents: 1299 }), 1),
    line('i4', 'Curry leaves', 10, null, product('curry', 'Curry Leaves', { inStock: false, stockQuantity: 0 }), 0.3),
    line('i5', 'Salt', null, null, null, null),
  ],
};

const renderRecipe = () =>
  renderWithProviders(
    <Routes>
      <Route path="/recipes/:slug" element={<RecipePage />} />
    </Routes>,
    {
      route: '/recipes/dal-tadka',
      data: [
        [recipeQuery('dal-tadka').queryKey, recipe],
        [SESSION_KEY, null],
      ],
    },
  );
const guestLines = () => JSON.parse(localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? '[]') as GuestCartItem[];

describe('recipe page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('scales the amounts with the servings', () => {
    renderRecipe();
    const first = () => screen.getAllByTestId('ingredient')[0]!;
    expect(within(first()).getByText('1 cup')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'More servings' }));
    fireEvent.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByLabelText('Servings')).toHaveProperty('value', '6');
    expect(within(first()).getByText('1 ½ cup')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('ingredient')[1]!).getByText(/buys 1.1 lb/)).toBeInTheDocument();
  });

  it('adds every available ingredient at the chosen servings to the guest cart and names the missing one', async () => {
    renderRecipe();
    fireEvent.change(screen.getByLabelText('Servings'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add all ingredients to cart' }));
    await waitFor(() => expect(screen.getByText('Added 3 ingredients to your cart.')).toBeInTheDocument());
    expect(screen.getByRole('status').textContent).toContain('Curry leaves (out of stock)');
    expect(guestLines().map((l) => [l.productId, l.quantity])).toEqual([
      ['dal', 1],
      ['tomato', 1.5],
      ['ghee', 2],
    ]);
  });

  it('has no serious or critical axe violations', async () => {
    const { container } = renderRecipe();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
