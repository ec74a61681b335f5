// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerDetailDto, CustomerListDto } from '../../../../../shared/admin-customers';
import { renderWithProviders } from '../../../../test/render';
import CustomerDetailPage from './customer-detail-page';
import { customerQuery, customersQuery } from '../api/customers-api';
import CustomersPage from './customers-page';
import { seriousAxeViolations } from '../../../../test/axe';

afterEach(cleanup);

const asha = {
  id: '7b0a8f4e-1111-4222-8333-444455556666',
  email: 'asha@example.test',
  fullName: 'Asha Ramanathan',
  phone: '(972) 555-0142',
  joinedAt: '2026-10-01T15:00:00.000Z',
  orderCount: 2,
  totalSpentCents: 6820,
  lastOrderAt: '2026-11-20T18:30:00.000Z',
  loyaltyPoints: 1234,
};
const list: CustomerListDto = { customers: [asha], page: 1, pageSize: 25, total: 26 };
const detail: CustomerDetailDto = {
  customer: { ...asha, emailVerified: true, dateOfBirth: '1990-04-02', role: null },
  addresses: [
    {
      id: 'a1',
      label: 'Home',
      street: '7600 N MacArthur Blvd',
      street2: 'Apt 1204',
      city: 'Irving',
      state: 'TX',
      zipCode: '75038',
      isDefault: true,
    },
  ],
  orders: [
    {
      id: 'o1',
      orderNumber: 'US-20261120-0042',
      status: 'delivered',
      paymentStatus: 'paid',
      totalCents: 6820,
      refundedCents: 0,
      createdAt: '2026-11-20T18:30:00.000Z',
      deliveryDate: '2026-11-21',
    },
  ],
  loyalty: {
    balance: 1234,
    lifetime: 5400,
    tier: 'platinum',
    ledger: [{ id: 'l1', points: 68, reason: 'earned', orderId: 'o1', createdAt: '2026-11-21T18:00:00.000Z' }],
  },
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const renderAt = (route: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/customers" element={<CustomersPage />} />
        <Route path="/admin/customers/:id" element={<CustomerDetailPage />} />
      </Routes>
      <Where />
    </>,
    {
      route,
      data: [
        [customersQuery({ q: '', page: 1, pageSize: 25 }).queryKey, list],
        [customerQuery(asha.id).queryKey, detail],
      ],
    },
  );

describe('customers page', () => {
  it('lists customers with their figures, links each to its detail page and pages on', async () => {
    renderAt('/admin/customers');
    const row = screen.getByRole('link', { name: 'Asha Ramanathan' }).closest('tr')!;
    expect(within(row).getByText('$68.20')).toBeInTheDocument();
    expect(within(row).getByText('1,234')).toBeInTheDocument();
    expect(within(row).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Asha Ramanathan' }).getAttribute('href')).toBe(
      `/admin/customers/${asha.id}`,
    );
    expect(screen.getByText('1–25 of 26')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('where').textContent).toBe('/admin/customers?page=2');
  });

  it('searches through the URL, back to page one', () => {
    renderAt('/admin/customers');
    fireEvent.change(screen.getByLabelText('Search by name, email or phone'), { target: { value: ' 555-0142 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where').textContent).toBe('/admin/customers?q=555-0142');
  });

  it('has no serious or critical axe violations', async () => {
    const { container } = renderAt('/admin/customers');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});

describe('customer detail page', () => {
  it('shows profile, loyalty, addresses and orders that link to the orders desk', () => {
    renderAt(`/admin/customers/${asha.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Asha Ramanathan' })).toBeInTheDocument();
    expect(screen.getByText('1,234 points')).toBeInTheDocument();
    expect(screen.getByText('Platinum')).toBeInTheDocument();
    expect(screen.getByText('Irving, TX 75038')).toBeInTheDocument();
    expect(screen.getByText('Apr 2, 1990')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'US-20261120-0042' }).getAttribute('href')).toBe('/admin/orders/o1');
    expect(screen.getByText('+68')).toBeInTheDocument();
  });

  it('has no serious or critical axe violations', async () => {
    const { container } = renderAt(`/admin/customers/${asha.id}`);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
