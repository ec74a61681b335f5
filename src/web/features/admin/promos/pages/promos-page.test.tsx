// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPromoDto } from '../../../../../shared/admin-promos';
import { renderWithProviders } from '../../../../test/render';
import { adminPromosQuery } from '../api/promos-api';
import PromosPage from './promos-page';
import { seriousAxeViolations } from '../../../../test/axe';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const diwali: AdminPromoDto = {
  id: '6f1c2b0a-1111-4222-8333-944455556666',
  code: 'DIWALI12',
  description: '12% off for Diwali',
  kind: 'percent',
  percentOff: 12,
  amountOffCents: null,
  minSubtotalCents: 5000,
  startsAt: '2026-11-01T00:00',
  endsAt: '2026-11-20T23:59',
  usageLimit: 500,
  perUserLimit: 1,
  timesUsed: 42,
  weekday: null,
  firstOrderOnly: false,
  minTier: null,
  isActive: true,
  status: 'expired',
  orders: 41,
  revenueCents: 389_950,
  discountCents: 52_310,
};

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/promos" element={<PromosPage />} />
    </Routes>,
    {
      route: '/admin/promos',
      data: [
        [
          adminPromosQuery({ q: undefined, status: undefined, page: 1 }).queryKey,
          { promos: [diwali], total: 1, page: 1, pageSize: 50 },
        ],
      ],
    },
  );

describe('promos page', () => {
  it('shows each code with its use, orders and revenue, and its window in store time as typed', () => {
    renderPage();
    const row = screen.getByText('DIWALI12', { selector: '.font-mono' }).closest('tr')!;
    expect(within(row).getByText('12% off')).toBeInTheDocument();
    expect(within(row).getByText('42 of 500')).toBeInTheDocument();
    expect(within(row).getByText('41 · $3,899.50')).toBeInTheDocument();
    expect(within(row).getByText('Until Nov 20, 2026, 11:59 PM')).toBeInTheDocument();
    expect(within(row).getByText('Expired')).toBeInTheDocument();
  });

  it("checks a new code with the server's rules before sending anything", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'New code' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'PONGAL' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText('Enter the percent off (1 to 100)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Percent (1 to 100)').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has no serious or critical axe violations', async () => {
    const { container } = renderPage();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
