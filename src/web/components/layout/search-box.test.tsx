// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestionDto } from '../../../shared/search';
import { renderWithProviders } from '../../test/render';
import { RECENT_SEARCHES_STORAGE_KEY, SearchBox } from './search-box';

/** The header search box as an ARIA combobox; the server's answers are stubbed at fetch. */
const suggestion = (n: number, name: string): SearchSuggestionDto => ({
  id: `p${n}`,
  slug: `product-${n}`,
  name,
  brand: 'Deep',
  image: '/img.png',
  priceCents: 499,
  inStock: true,
});
const DAL = [suggestion(1, 'Toor Dal'), suggestion(2, 'Moong Dal'), suggestion(3, 'Dal Makhani Mix')];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function stubFetch(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).split('?')[0]!;
    if (!(path in answers))
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No route' } }), { status: 404 });
    return new Response(JSON.stringify(answers[path]), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBox(session: unknown = null) {
  return renderWithProviders(
    <>
      <SearchBox />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { data: [[['session'], session]] },
  );
}

const box = () => screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(box(), { target: { value } });
const key = (k: string) => fireEvent.keyDown(box(), { key: k });
/** jsdom does not submit a form on Enter; the browser does (the e2e test covers the key itself). */
const pressEnter = () => {
  key('Enter');
  fireEvent.submit(screen.getByRole('search'));
};
const where = () => screen.getByTestId('where').textContent;
const suggestionCalls = (f: ReturnType<typeof stubFetch>) =>
  f.mock.calls.filter(([url]) => String(url).startsWith('/api/search/suggestions'));

beforeEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});
afterEach(cleanup);

describe('SearchBox', () => {
  it('asks for suggestions only from 2 trimmed characters, once typing pauses', async () => {
    const fetchMock = stubFetch({ '/api/search/suggestions': { query: 'dal', suggestions: DAL } });
    renderBox();
    type(' d ');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(suggestionCalls(fetchMock)).toHaveLength(0);
    expect(screen.queryByRole('listbox')).toBeNull();
    type('da');
    type('dal');
    const list = await screen.findByRole('listbox', { name: 'Product suggestions' });
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    // Debounced: the intermediate 'da' was never requested.
    expect(suggestionCalls(fetchMock).map(([url]) => String(url))).toEqual(['/api/search/suggestions?q=dal']);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(list.id);
    // The typed text is highlighted in each suggestion.
    expect([...list.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Dal', 'Dal', 'Dal']);
  });

  it('moves the active option with the arrow keys and opens it with Enter', async () => {
    stubFetch({ '/api/search/suggestions': { query: 'dal', suggestions: DAL } });
    renderBox();
    type('dal');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    key('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    key('ArrowUp');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');
    pressEnter();
    expect(where()).toBe('/product/product-3');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('offers matching categories above the products, reached with the arrows like them', async () => {
    stubFetch({
      '/api/search/suggestions': {
        query: 'dal',
        suggestions: DAL,
        categories: [{ slug: 'toor-dal', name: 'Toor Dal (Arhar)' }],
      },
    });
    renderBox();
    type('dal');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(4);
    expect(options[0]!.textContent).toContain('Toor Dal (Arhar)');
    key('ArrowDown');
    key('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    key('ArrowUp');
    pressEnter();
    expect(where()).toBe('/products/category/toor-dal');
  });

  it('closes on Escape, and with no active option Enter searches for the text', async () => {
    stubFetch({ '/api/search/suggestions': { query: 'toor dal', suggestions: DAL } });
    renderBox();
    type('toor dal');
    await screen.findByRole('listbox');
    key('ArrowDown');
    key('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    pressEnter();
    expect(where()).toBe('/search?q=toor%20dal');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]')).toEqual(['toor dal']);
  });

  it("offers a guest's recent searches from this device when the box is focused and empty", async () => {
    stubFetch({});
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['haldi', 'basmati rice']));
    renderBox();
    fireEvent.focus(box());
    const list = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['haldi', 'basmati rice']);
    key('ArrowDown');
    key('ArrowDown');
    pressEnter();
    expect(where()).toBe('/search?q=basmati%20rice');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]')).toEqual(['basmati rice', 'haldi']);
  });

  it("offers a signed-in shopper's recent searches from the server", async () => {
    const fetchMock = stubFetch({ '/api/search/recent': { searches: ['jeera', 'atta 20lb'] } });
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['not mine']));
    renderBox({ id: 'u1', email: 'a@example.com', name: 'Asha', role: 'customer' });
    fireEvent.focus(box());
    const list = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['jeera', 'atta 20lb']);
    expect(fetchMock).toHaveBeenCalledWith('/api/search/recent', expect.anything());
    fireEvent.click(within(list).getByRole('option', { name: 'jeera' }));
    await waitFor(() => expect(where()).toBe('/search?q=jeera'));
  });

  it('clears recent searches: on this device for a guest, on the server once signed in', async () => {
    const fetchMock = stubFetch({ '/api/search/recent': { searches: ['jeera'] } });
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['haldi']));
    renderBox();
    fireEvent.focus(box());
    fireEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    cleanup();

    renderBox({ id: 'u1', email: 'a@example.com', name: 'Asha', role: 'customer' });
    fireEvent.focus(box());
    await screen.findByRole('listbox', { name: 'Recent searches' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/search/recent', expect.objectContaining({ method: 'DELETE' })),
    );
  });
});
