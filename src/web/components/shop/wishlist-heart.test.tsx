// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { WISHLIST_KEYS, pendingHeart } from '../../lib/wishlist-queries';
import { WishlistHeart } from './wishlist-heart';

const PRODUCT = '00000000-0000-4000-8000-000000000001';
const SHOPPER = { id: 'u1', email: 'a@example.com', name: 'Asha', role: null };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderHeart(session: unknown, ids?: string[]) {
  return renderWithProviders(
    <>
      <WishlistHeart productId={PRODUCT} name="Toor Dal" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    {
      route: '/product/toor-dal?variant=2',
      data: [[['session'], session], ...(ids ? ([[WISHLIST_KEYS.ids, ids]] as [readonly unknown[], unknown][]) : [])],
    },
  );
}

describe('WishlistHeart', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('sends a guest to sign in with this page as the return target, the heart kept for later', () => {
    renderHeart(null);
    const heart = screen.getByRole('button', { name: 'Save Toor Dal to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(screen.getByTestId('where').textContent).toBe(
      `/login?returnTo=${encodeURIComponent('/product/toor-dal?variant=2')}`,
    );
    expect(pendingHeart.take()).toBe(PRODUCT);
    expect(pendingHeart.take()).toBeNull();
  });

  it('toggles for a signed-in shopper at once, and puts it back when the server refuses', async () => {
    // The server's list: saved by the POST; the DELETE is refused.
    let stored: string[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') stored = [PRODUCT];
      if (init?.method === 'DELETE') {
        // Slow enough to see the heart empty before the refusal puts it back.
        await new Promise((resolve) => setTimeout(resolve, 150));
        return new Response(JSON.stringify({ error: { code: 'BUSY', message: 'Try again' } }), { status: 409 });
      }
      if (String(input) === '/api/wishlist/ids') return new Response(JSON.stringify({ productIds: stored }));
      return new Response(JSON.stringify({ productId: PRODUCT, saved: true }));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderHeart(SHOPPER, []);
    const heart = screen.getByRole('button', { name: 'Save Toor Dal to wishlist' });
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/wishlist', expect.objectContaining({ method: 'POST' })),
    );

    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(`/api/wishlist/${PRODUCT}`, expect.objectContaining({ method: 'DELETE' })),
    );
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
  });
});
