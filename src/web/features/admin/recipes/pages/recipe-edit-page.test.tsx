// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminRecipeDto } from '../../../../../shared/recipes';
import { renderWithProviders } from '../../../../test/render';
import { adminRecipeQuery } from '../api/recipes-admin-api';
import RecipeEditPage from './recipe-edit-page';

afterEach(cleanup);

const recipe: AdminRecipeDto = {
  id: '3c1d2e4f-1111-4222-8333-444455556666',
  slug: 'masala-chai',
  title: 'Masala Chai',
  summary: 'Strong Assam CTC tea boiled with milk and spices.',
  intro: 'Chai is **boiled**, not steeped. <script>alert(1)</script>',
  course: 'drink',
  region: 'All over India',
  dietTags: ['vegetarian', 'gluten-free'],
  totalMinutes: 10,
  prepMinutes: 2,
  cookMinutes: 8,
  servings: 4,
  image: '/img/recipes/masala-chai.svg',
  publishedAt: '2026-11-19T12:00:00.000Z',
  steps: ['Boil the water with ginger.', 'Add the tea and milk.'],
  ingredients: [
    {
      id: 'i1',
      name: 'Assam CTC tea',
      amount: 4,
      unit: 'tsp',
      note: null,
      cartQuantity: 0.1,
      variantId: null,
      product: {
        id: 'p1',
        slug: 'tata-tea-assam-ctc-tea',
        name: 'Tata Tea Assam CTC Tea',
        brand: 'Tata',
        categorySlug: 'tea',
        priceCents: 599,
        originalPriceCents: null,
        discount: 0,
        image: '/img/products/tata-tea-assam-ctc-tea.svg',
        rating: 4.6,
        ratingCount: 12,
        inStock: true,
        stockQuantity: 30,
        isWeightBased: false,
        unit: 'piece',
        isFeatured: false,
        dietaryInfo: [],
        authenticityBadge: null,
        variants: [],
      },
    },
    {
      id: 'i2',
      name: 'Whole milk',
      amount: 2,
      unit: 'cups',
      note: null,
      cartQuantity: null,
      variantId: null,
      product: null,
    },
  ],
  isPublished: true,
};

const renderEditor = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/recipes/:id" element={<RecipeEditPage />} />
    </Routes>,
    { route: `/admin/recipes/${recipe.id}`, data: [[adminRecipeQuery(recipe.id).queryKey, recipe]] },
  );

describe('recipe editor', () => {
  it('previews the introduction as Markdown (markup as text) and the method as numbered steps', () => {
    const { container } = renderEditor();
    expect(screen.getByLabelText('Method')).toHaveProperty(
      'value',
      'Boil the water with ginger.\nAdd the tea and milk.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('strong')?.textContent).toBe('boiled');
    expect(preview.textContent).toContain('<script>alert(1)</script>');
    expect(container.querySelector('script')).toBeNull();
    expect([...preview.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(recipe.steps);
  });

  it('shows the shared schema’s messages before sending anything', async () => {
    renderEditor();
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'Only one step' } });
    fireEvent.change(screen.getByLabelText('Servings'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Write at least two steps, one a line')).toBeInTheDocument());
    expect(screen.getByText('Servings must be at least 1')).toBeInTheDocument();
  });

  it('lists the ingredient lines with their product addresses and checks each line before saving', async () => {
    renderEditor();
    expect(screen.getByLabelText('Product address, line 1')).toHaveProperty('value', 'tata-tea-assam-ctc-tea');
    expect(screen.getByLabelText('To buy, line 1')).toHaveProperty('value', '0.1');
    expect(screen.getByLabelText('Amount, line 2')).toHaveProperty('value', '2');
    fireEvent.change(screen.getByLabelText('Product address, line 2'), { target: { value: 'amul-taaza-milk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save ingredients' }));
    await waitFor(() => expect(screen.getByText('Say how much of the product to buy')).toBeInTheDocument());
    expect(screen.getByLabelText('Ingredient, line 1')).toHaveProperty('value', 'Whole milk');
  });
});
