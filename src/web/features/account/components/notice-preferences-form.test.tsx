// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoticePreferences } from '../../../../shared/notices';
import { renderWithProviders } from '../../../test/render';
import { NoticePreferencesForm } from './notice-preferences-form';

const allOn: NoticePreferences = {
  price_drop: true,
  back_in_stock: true,
  new_arrival: true,
  featured: true,
  new_category: true,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('live notice choices on /account/profile', () => {
  it('lists every kind with what it is for, and saves a change at once', async () => {
    const fetchMock = vi.fn(async (_path: string, init: RequestInit) => json(200, JSON.parse(String(init.body))));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NoticePreferencesForm />, { data: [[['account', 'notices'], allOn]] });
    expect(screen.getAllByRole('checkbox').map((b) => (b as HTMLInputElement).checked)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(box('Price drops')).toHaveAccessibleDescription(
      'Something in your wishlist or cart gets 5% or more cheaper.',
    );
    fireEvent.click(box('New arrivals'));
    // In the click's own render, not after the save or a cache round trip.
    expect(box('New arrivals').checked).toBe(false);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account/notices',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ ...allOn, new_arrival: false }) }),
    );
  });

  it('puts the choice back and says so when the save fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } })),
    );
    renderWithProviders(<NoticePreferencesForm />, { data: [[['account', 'notices'], allOn]] });
    fireEvent.click(box('Price drops'));
    expect(box('Price drops').checked).toBe(false);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your choice was not saved. Please try again.'),
    );
    expect(box('Price drops').checked).toBe(true);
  });
});
