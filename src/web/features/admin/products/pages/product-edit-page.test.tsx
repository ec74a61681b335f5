// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import ProductEditPage from './product-edit-page';
import { taxonomyQuery } from '../api/products-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dals = { id: '6f1c2b0a-1111-4222-8333-944455556666', label: 'Dals' };

const renderNew = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/products/:id" element={<ProductEditPage />} />
    </Routes>,
    { route: '/admin/products/new', data: [[taxonomyQuery().queryKey, { categories: [dals], brands: [] }]] },
  );

describe('new product form', () => {
  it('asks for a category before anything else, then puts a size’s message on that size’s input', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderNew();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Toor Dal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    // The message under the select, not its first option of the same words.
    expect(await screen.findByText('Choose a category', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Please fix 1 field below.')).toHaveFocus();
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: dals.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    fireEvent.change(screen.getByLabelText('Variant 1 name'), { target: { value: '500 g' } });
    fireEvent.change(screen.getAllByLabelText('Price ($)')[0]!, { target: { value: '3.49' } });
    fireEvent.change(screen.getByLabelText('Variant 2 name'), { target: { value: '1 kg' } });
    fireEvent.change(screen.getAllByLabelText('Price ($)')[1]!, { target: { value: 'six' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(screen.getAllByLabelText('Price ($)')[1]).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByLabelText('Price ($)')[0]).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Category')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the sizes as the API names them, amounts in cents', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ error: { code: 'X', message: 'stop here' } }), { status: 409 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderNew();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Toor Dal' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: dals.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    fireEvent.change(screen.getByLabelText('Variant 1 name'), { target: { value: '500 g' } });
    fireEvent.change(screen.getByLabelText('Price ($)'), { target: { value: '3.49' } });
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '40' } });
    fireEvent.click(screen.getByLabelText('vegetarian'));
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/products');
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Toor Dal',
      categoryId: dals.id,
      priceCents: 349,
      dietaryInfo: ['vegetarian'],
      variants: [{ name: '500 g', priceCents: 349, originalPriceCents: null, stockQuantity: 40 }],
    });
  });
});
