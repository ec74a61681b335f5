// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBannerDto } from '../../../../../shared/admin-banners';
import { renderWithProviders } from '../../../../test/render';
import { ADMIN_BANNER_KEYS } from '../api/banners-api';
import BannersPage from './banners-page';
import { seriousAxeViolations } from '../../../../test/axe';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const banner = (id: string, altText: string, displayOrder: number): AdminBannerDto => ({
  id,
  imageUrl: `/img/banners/saffron.svg?title=${encodeURIComponent(altText)}`,
  altText,
  linkUrl: '/deals',
  displayOrder,
  isActive: true,
  startsAt: null,
  endsAt: null,
  showing: true,
  status: 'showing',
});
const banners = [
  banner('6f1c2b0a-1111-4222-8333-944455556661', 'Thursday sale: up to 40% off', 0),
  banner('6f1c2b0a-1111-4222-8333-944455556662', 'Same-day delivery before 2 PM', 1),
  banner('6f1c2b0a-1111-4222-8333-944455556663', 'Diwali sweets and dry fruits', 2),
];
const renderPage = () => renderWithProviders(<BannersPage />, { data: [[ADMIN_BANNER_KEYS.all, banners]] });
const order = () =>
  within(screen.getByRole('list', { name: 'Banners in carousel order' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')!.textContent);

describe('banners page', () => {
  it('moves a banner with the keyboard-reachable arrows and sends the whole new order', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const ids = (JSON.parse(init.body as string) as { ids: string[] }).ids;
      return new Response(JSON.stringify(ids.map((id) => banners.find((b) => b.id === id)!)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(screen.getByRole('button', { name: 'Move up: Thursday sale: up to 40% off' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Thursday sale: up to 40% off' }));
    // The list moves before the server answers.
    await waitFor(() =>
      expect(order()).toEqual([
        'Same-day delivery before 2 PM',
        'Thursday sale: up to 40% off',
        'Diwali sweets and dry fruits',
      ]),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init.method]).toEqual(['/api/admin/banners/order', 'PUT']);
    expect(JSON.parse(init.body as string)).toEqual({ ids: [banners[1]!.id, banners[0]!.id, banners[2]!.id] });
  });

  it('gives each drag handle a name and the keyboard instructions', () => {
    renderPage();
    const handle = screen.getByRole('button', { name: 'Drag to reorder: Diwali sweets and dry fruits' });
    const described = handle.getAttribute('aria-describedby')!;
    expect(document.getElementById(described)!.textContent).toMatch(/press Space or Enter/);
  });

  it('asks for alt text before adding a banner', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'New banner' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    expect(
      await within(dialog).findByText('Alt text is required: describe the banner for shoppers who cannot see it'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has no serious or critical axe violations', async () => {
    const { container } = renderPage();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
