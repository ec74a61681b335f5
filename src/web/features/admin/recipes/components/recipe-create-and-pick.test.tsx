// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProductListDto } from '../../../../../shared/admin-products';
import type { AdminRecipeDto } from '../../../../../shared/recipes';
import { seriousAxeViolations } from '../../../../test/axe';
import { renderWithProviders } from '../../../../test/render';
import RecipeEditPage from '../pages/recipe-edit-page';
import { adminRecipeQuery } from '../api/recipes-admin-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const draft: AdminRecipeDto = {
  id: '5b2e3f40-1111-4222-8333-444455556666',
  slug: 'jeera-rice',
  title: 'Jeera Rice',
  summary: 'Basmati rice tempered with cumin seeds and ghee.',
  intro: 'Cumin seeds crackled in ghee turn plain basmati into jeera rice.',
  course: 'side',
  region: 'North India',
  dietTags: ['vegetarian'],
  totalMinutes: 25,
  prepMinutes: 5,
  cookMinutes: 20,
  servings: 4,
  image: '/img/recipes/jeera-rice.svg',
  publishedAt: '2026-11-25T10:00:00.000Z',
  steps: ['Rinse and soak the rice.', 'Crackle the cumin, add rice and water, cook covered.'],
  ingredients: [
    {
      id: 'i1',
      name: 'Basmati rice',
      amount: 2,
      unit: 'cups',
      note: null,
      cartQuantity: null,
      variantId: null,
      product: null,
    },
  ],
  isPublished: false,
};
const basmati: AdminProductListDto = {
  total: 1,
  page: 1,
  pageSize: 8,
  products: [
    {
      id: '9c1d2e4f-1111-4222-8333-444455550001',
      name: 'Daawat Basmati Rice',
      slug: 'daawat-basmati-rice',
      brand: 'Daawat',
      category: 'Rice',
      priceCents: 1899,
      originalPriceCents: null,
      stockQuantity: 14,
      isWeightBased: false,
      unit: 'piece',
      isActive: true,
      isFeatured: false,
      updatedAt: '2026-11-20T10:00:00.000Z',
      image: null,
      variants: [
        {
          id: '9c1d2e4f-1111-4222-8333-444455550011',
          name: '10 lb bag',
          priceCents: 1899,
          originalPriceCents: null,
          stockQuantity: 12,
        },
        {
          id: '9c1d2e4f-1111-4222-8333-444455550012',
          name: '20 lb bag',
          priceCents: 3499,
          originalPriceCents: null,
          stockQuantity: 2,
        },
      ],
    },
  ],
};

const renderAt = (path: string, data: [readonly unknown[], unknown][] = []) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/recipes/:id" element={<RecipeEditPage />} />
    </Routes>,
    { route: path, data },
  );

describe('new recipe', () => {
  it('checks the fields with the shared schema, then creates a draft and opens its page', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'POST' ? json(draft, 201) : json(draft),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/admin/recipes/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New recipe' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Published on the shop')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(screen.getByText('Title must be at least 3 characters')).toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Jeera Rice' } });
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'North India' } });
    fireEvent.change(screen.getByLabelText('Summary'), { target: { value: draft.summary } });
    fireEvent.change(screen.getByLabelText('Introduction (Markdown)'), { target: { value: draft.intro } });
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: draft.steps.join('\n') } });
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Edit: Jeera Rice' })).toBeInTheDocument(),
    );
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(url).toBe('/api/admin/recipes');
    expect(JSON.parse(init!.body as string)).toMatchObject({
      title: 'Jeera Rice',
      isPublished: false,
      steps: draft.steps.join('\n'),
    });
    expect(JSON.parse(init!.body as string)).not.toHaveProperty('slug');
  });

  it("shows the server's refusal on its field (a taken address)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          {
            error: {
              code: 'CONFLICT',
              message: 'Another recipe already has this address',
              fields: { slug: 'Another recipe already has this address' },
            },
          },
          409,
        ),
      ),
    );
    renderAt('/admin/recipes/new');
    for (const [label, value] of [
      ['Title', 'Jeera Rice'],
      ['Region', 'North India'],
      ['Address (after /recipes/)', 'jeera-rice'],
      ['Summary', draft.summary],
      ['Introduction (Markdown)', draft.intro],
      ['Method', draft.steps.join('\n')],
    ] as const)
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(screen.getByText('Another recipe already has this address')).toBeInTheDocument());
  });
});

describe('product picker', () => {
  it('finds products by the ingredient name and fills the line with the picked size', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/admin/products?')) return json(basmati);
      if (init?.method === 'PUT') return json(draft);
      return json(draft);
    });
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderAt(`/admin/recipes/${draft.id}`, [[adminRecipeQuery(draft.id).queryKey, draft]]);
    expect(screen.getByLabelText('Size, line 1')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Find a product for line 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find a product' });
    expect(within(dialog).getByLabelText('Product name')).toHaveProperty('value', 'Basmati rice');
    const big = await within(dialog).findByRole('button', { name: /Pick Daawat Basmati Rice, 20 lb bag/ });
    const search = fetchMock.mock.calls.map(([u]) => u).find((u) => u.startsWith('/api/admin/products?'))!;
    const params = new URLSearchParams(search.split('?')[1]);
    expect([params.get('q'), params.get('active')]).toEqual(['Basmati rice', 'true']);
    expect(big.textContent).toContain('$34.99 · 2 in stock');
    fireEvent.click(big);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Product address, line 1')).toHaveProperty('value', 'daawat-basmati-rice');
    expect(screen.getByLabelText('Size, line 1')).toHaveProperty('value', basmati.products[0]!.variants[1]!.id);
    expect(screen.getByLabelText('To buy, line 1')).toHaveProperty('value', '1');

    fireEvent.click(screen.getByRole('button', { name: 'Save ingredients' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(true));
    const [, put] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(JSON.parse(put!.body as string).ingredients[0]).toMatchObject({
      name: 'Basmati rice',
      productSlug: 'daawat-basmati-rice',
      variantId: basmati.products[0]!.variants[1]!.id,
      cartQuantity: 1,
    });

    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
