// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBrandDto, AdminCategoryDto } from '../../../../../shared/admin-taxonomy';
import { seriousAxeViolations } from '../../../../test/axe';
import { renderWithProviders } from '../../../../test/render';
import CategoriesPage from './categories-page';
import { TAXONOMY_KEYS } from '../api/taxonomy-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = (n: number) => `7a2d1c3e-1111-4222-8333-9444555566${String(n).padStart(2, '0')}`;
const category = (n: number, name: string, parent: number | null, sortOrder: number): AdminCategoryDto => ({
  id: id(n),
  name,
  slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  parentId: parent === null ? null : id(parent),
  sortOrder,
  isActive: true,
  description: null,
  imageUrl: n === 2 ? `/media/categories/${id(90)}-page.webp` : null,
  products: 12,
});
const categories = [
  category(1, 'Spices & Masalas', null, 1),
  category(2, 'Whole Spices', 1, 1),
  category(3, 'Ground Spices', 1, 2),
  category(4, 'Blended Masalas', 1, 3),
  category(5, 'Rice & Grains', null, 2),
];
const brands: AdminBrandDto[] = [
  { id: id(20), name: 'Everest', slug: 'everest', isActive: true, products: 31 },
  { id: id(21), name: 'Rajah', slug: 'rajah', isActive: false, products: 4 },
];
const renderPage = () =>
  renderWithProviders(<CategoriesPage />, {
    data: [
      [TAXONOMY_KEYS.categories, categories],
      [TAXONOMY_KEYS.brands, brands],
    ],
  });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === list)
    .map((li) => li.querySelector('p')!.textContent!.trim());
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('categories page', () => {
  it('nests subcategories under their parent with its picture, and reorders only among siblings', async () => {
    // The server: stores the order it is sent and answers the list with it.
    let stored = categories;
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      if (init.method !== 'PUT') return json(stored);
      const ids = (JSON.parse(init.body as string) as { ids: string[] }).ids;
      stored = stored.map((c) => (ids.includes(c.id) ? { ...c, sortOrder: ids.indexOf(c.id) + 1 } : c));
      return json(stored.filter((c) => ids.includes(c.id)));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(names(screen.getByRole('list', { name: 'Category tree' }))).toEqual(['Spices & Masalas', 'Rice & Grains']);
    const spices = screen.getByRole('list', { name: 'Subcategories of Spices & Masalas' });
    expect(names(spices)).toEqual(['Whole Spices', 'Ground Spices', 'Blended Masalas']);
    // The uploaded picture's small cut, or the generated art.
    const pictures = [...spices.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures[0]).toBe(`/media/categories/${id(90)}-card.webp`);
    expect(pictures[1]).toBe('/img/categories/ground-spices.svg');

    fireEvent.click(screen.getByRole('button', { name: 'Move down: Whole Spices' }));
    await waitFor(() => expect(names(spices)).toEqual(['Ground Spices', 'Whole Spices', 'Blended Masalas']));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i.method === 'PUT')!;
    expect(url).toBe('/api/admin/categories/order');
    expect(JSON.parse(init.body as string)).toEqual({ parentId: id(1), ids: [id(3), id(2), id(4)] });
  });

  it('names every drag handle and gives the keyboard instructions', () => {
    renderPage();
    const handle = screen.getByRole('button', { name: 'Drag to reorder: Blended Masalas' });
    expect(document.getElementById(handle.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /To pick up a category, press Space or Enter/,
    );
  });

  it('archives a brand and brings an archived one back', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
      init.method === 'PUT' ? json({ ...brands[0], ...(JSON.parse(init.body as string) as object) }) : json(brands),
    );
    const puts = () => fetchMock.mock.calls.filter(([, i]) => i.method === 'PUT');
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    const table = screen.getByRole('table', { name: 'Brands' });
    expect(within(table).getByText('Archived')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Archive Everest' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]![0]).toBe(`/api/admin/brands/${id(20)}`);
    expect(JSON.parse(puts()[0]![1].body as string)).toEqual({ name: 'Everest', isActive: false });
    fireEvent.click(within(table).getByRole('button', { name: 'Unarchive Rajah' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(JSON.parse(puts()[1]![1].body as string)).toEqual({ name: 'Rajah', isActive: true });
  });

  it("checks a brand's name with the API's rule before sending, and puts the server's message under it", async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
      init.method === 'POST'
        ? new Response(
            JSON.stringify({
              error: { code: 'CONFLICT', message: 'Brand exists', fields: { name: 'A brand with this name exists' } },
            }),
            { status: 409, headers: { 'content-type': 'application/json' } },
          )
        : json(brands),
    );
    const writes = () => fetchMock.mock.calls.filter(([, i]) => i.method === 'POST' || i.method === 'PUT');
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    const rename = screen.getByLabelText('Name of Everest');
    fireEvent.change(rename, { target: { value: 'E' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename Everest' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(rename).toHaveAttribute('aria-invalid', 'true');
    const name = screen.getByLabelText('New brand');
    fireEvent.change(name, { target: { value: '  Everest  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add brand' }));
    expect(await screen.findByText('A brand with this name exists')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toHaveLength(1);
    expect(JSON.parse(writes()[0]![1].body as string)).toEqual({ name: 'Everest' });
  });

  it('shows the picture controls when editing, and says a new category gets one after creation', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Whole Spices' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Replace the picture')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove picture' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'New category' }));
    expect(
      within(screen.getByRole('dialog')).getByText('A picture can be added once the category is created.'),
    ).toBeInTheDocument();
  });

  it('has no serious or critical axe violations', async () => {
    const { container } = renderPage();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
