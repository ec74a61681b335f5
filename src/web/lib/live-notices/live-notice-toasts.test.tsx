// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToasterSlot } from '../toast';
import { clearLiveNotices, showLiveNotice } from './live-notice-toasts';

afterEach(() => {
  clearLiveNotices();
  cleanup();
});

describe('live notice toasts', () => {
  it('announce a price drop politely, without taking focus, with View and close buttons', async () => {
    render(
      <>
        <button type="button">Add to cart</button>
        <ToasterSlot visibleToasts={1} closeButton />
      </>,
    );
    const before = screen.getByRole('button', { name: 'Add to cart' });
    before.focus();
    const go = vi.fn();
    // What the channel carried is checked first: something else is ignored.
    act(() => showLiveNotice({ kind: 'sale', name: 'x', slug: 'y' }, go));
    act(() =>
      showLiveNotice(
        {
          kind: 'price_drop',
          productId: 'b7d0b1c2-0000-4000-8000-000000000001',
          name: 'Toor Dal 4 lb',
          slug: 'toor-dal-4-lb',
          wasCents: 999,
          nowCents: 899,
          more: 0,
        },
        go,
      ),
    );
    const title = await screen.findByText('Price drop: Toor Dal 4 lb');
    expect(screen.getByText('Now $8.99, was $9.99 (10% off).')).toBeInTheDocument();
    expect(title.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(before);
    expect(screen.getByRole('button', { name: 'Close toast' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'View product' }));
    expect(go).toHaveBeenCalledWith('/product/toor-dal-4-lb');
  });
});
