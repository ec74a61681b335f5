// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminRecipeDto } from '../../../../shared/recipes';
import { renderWithProviders } from '../../../test/render';
import { adminRecipeQuery } from './recipes-admin-api';
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
  ingredients: [],
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
    await waitFor(() => expect(screen.getByText('Write at least two steps, one a line')).toBeTruthy());
    expect(screen.getByText('Servings must be at least 1')).toBeTruthy();
  });
});
