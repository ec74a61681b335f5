// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardDto } from '../../../../../shared/admin-dashboard';
import { renderWithProviders } from '../../../../test/render';
import { dashboardQuery } from '../api/dashboard-api';
import DashboardPage from './dashboard-page';
import { seriousAxeViolations } from '../../../../test/axe';

// Recharts measures its container; jsdom has no layout, so give it one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(cleanup);

const dto = (): DashboardDto => ({
  range: '7d',
  from: '2026-11-14',
  to: '2026-11-20',
  previousFrom: '2026-11-07',
  previousTo: '2026-11-13',
  generatedAt: '2026-11-20T18:00:00.000Z',
  kpis: {
    revenueCents: { current: 14000, previous: 8000 },
    orders: { current: 2, previous: 4 },
    averageOrderValueCents: { current: 7000, previous: 7000 },
    newCustomers: { current: 3, previous: 0 },
  },
  daily: Array.from({ length: 7 }, (_, i) => ({
    date: `2026-11-${14 + i}`,
    revenueCents: i === 5 ? 10000 : i === 6 ? 4000 : 0,
    orders: i >= 5 ? 1 : 0,
  })),
  statusMix: [
    { status: 'pending', orders: 1 },
    { status: 'delivered', orders: 2 },
  ],
  topProducts: [{ productId: 'p1', name: 'Toor Dal 4 lb', slug: 'toor-dal-4-lb', revenueCents: 9000, quantity: 2 }],
  topCategories: [{ categoryId: 'c1', name: 'Dals & Lentils', slug: 'dals', revenueCents: 9000 }],
  needsAction: {
    pendingPayment: { orders: 3, oldestAt: '2026-11-18T16:00:00.000Z' },
    confirmedNotPacked: { orders: 5, oldestAt: '2026-11-19T16:00:00.000Z', dueToday: 2 },
    todaySlots: { date: '2026-11-20', windows: [{ windowStart: 10, booked: 20, capacity: 20 }] },
  },
  stock: {
    lowStockThreshold: 10,
    lowStockCount: 12,
    outOfStockCount: 0,
    lowStock: [{ productId: 'p2', name: 'Basmati Rice', slug: 'basmati-rice', stockQuantity: 3.5 }],
    outOfStock: [],
  },
});

const renderPage = () =>
  renderWithProviders(<DashboardPage />, {
    route: '/admin?range=7d',
    data: [[dashboardQuery('7d').queryKey, dto()]],
  });

describe('DashboardPage', () => {
  it('says each change in words, not colour alone', () => {
    renderPage();
    const revenue = screen.getByText('Revenue', { selector: 'p' }).closest('li')!;
    expect(revenue?.textContent).toContain('$140.00');
    expect(revenue?.textContent).toContain('up 75% vs $80.00 before');
    expect(screen.getByText('Orders', { selector: 'p' }).closest('li')?.textContent).toContain('down 50% vs 4 before');
    expect(screen.getByText('Average order value').closest('li')?.textContent).toContain('no change');
    expect(screen.getByText('New customers').closest('li')?.textContent).toContain(
      'new: nothing in the previous period',
    );
  });

  it('links what needs action to the orders desk, filtered', () => {
    renderPage();
    const section = within(screen.getByRole('region', { name: 'Needs action' }));
    expect(section.getByRole('link', { name: /3 waiting for payment/ }).getAttribute('href')).toBe(
      '/admin/orders?status=pending',
    );
    expect(section.getByRole('link', { name: /5 confirmed, not packed/ }).getAttribute('href')).toBe(
      '/admin/orders?status=confirmed',
    );
    const slot = section.getByRole('link', { name: /10:00 AM – 12:00 PM/ });
    expect(slot.getAttribute('href')).toBe('/admin/orders?deliveryDate=2026-11-20&slot=10');
    expect(slot?.textContent).toContain('20 / 20 booked(full)');
  });

  it('gives every chart a name and its figures as a table', () => {
    renderPage();
    const daily = screen.getByRole('figure', { name: 'Revenue and orders per day' });
    const table = within(daily).getByRole('table', { name: 'Revenue and orders per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('row', { name: 'Nov 19 $100.00 1' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Top 10 products by revenue' })?.textContent).toContain(
      'Toor Dal 4 lb leads with $90.00.',
    );
    expect(screen.getByRole('figure', { name: 'Order status mix' })?.textContent).toContain('Pending');
  });

  it('marks the chosen period and switches it', () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('has no serious or critical axe violations (WCAG 2.1 AA rules jsdom can check)', async () => {
    const { container } = renderPage();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
