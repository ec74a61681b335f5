// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubscriptionDto } from '../../../../shared/subscriptions';
import { renderWithProviders } from '../../../test/render';
import { SUBSCRIPTION_KEYS } from '../api/subscriptions-api';
import MySubscriptionsPage from './my-subscriptions-page';
import SubscribePage from './subscribe-page';

const totals = {
  subtotalCents: 6269,
  itemCount: 2,
  deliveryCents: 0,
  expressCents: 0,
  discountCents: 0,
  loyaltyDiscountCents: 0,
  loyaltyPointsUsed: 0,
  taxCents: 0,
  taxRatePercent: 0,
  taxState: 'TX',
  tipCents: 0,
  totalCents: 6269,
};
const box: SubscriptionDto = {
  id: '6f1c1f43-3b8e-4f61-a7a5-0b7c1f0e2d11',
  status: 'active',
  frequency: 'weekly',
  schedule: 'Every week on Friday',
  anchorDay: 27,
  nextDeliveryDate: '2026-11-27',
  nextOrderDate: '2026-11-25',
  windowStart: 10,
  pausedUntil: null,
  contact: { fullName: 'Asha Patel', email: 'asha@example.test', phone: '(972) 555-0142' },
  address: { street: '7600 N MacArthur Blvd', street2: '', city: 'Irving', state: 'TX', zipCode: '75038' },
  paymentMethod: 'cod',
  cardLast4: null,
  cardBrand: null,
  estimate: {
    lines: [
      {
        productId: '0d6f5b1e-6a3a-4a57-9a0e-3c1b2a4d5e6f',
        variantId: null,
        slug: 'swad-1121-basmati-rice-10-lb',
        name: 'Swad 1121 Basmati Rice 10 lb',
        variantName: null,
        image: null,
        quantity: 4,
        isWeightBased: false,
        unitPriceCents: 1399,
        seenPriceCents: 1349,
        lineTotalCents: 5596,
        availableQuantity: 300,
        substitution: 'best_match',
      },
    ],
    totals,
    discountPercent: 0,
    deliveryAvailable: true,
    problems: [],
  },
  runs: [
    {
      deliveryDate: '2026-11-20',
      outcome: 'ordered',
      orderId: 'b1c8e8a0-1d9f-4d3c-9a53-0f1e2d3c4b5a',
      orderNumber: 'US-20261118-4821',
      message: null,
    },
  ],
  createdAt: '2026-11-10T15:00:00.000Z',
};
const session = { id: 'u1', email: 'asha@example.test', fullName: 'Asha Patel', role: null, emailVerified: true };

const renderMine = (subs: SubscriptionDto[]) =>
  renderWithProviders(
    <Routes>
      <Route path="/account/subscription" element={<MySubscriptionsPage />} />
    </Routes>,
    {
      route: '/account/subscription',
      data: [
        [['session'], session],
        [SUBSCRIPTION_KEYS.all, subs],
      ],
    },
  );

afterEach(cleanup);

describe('My Subscriptions', () => {
  it('shows the next delivery, the day its order is made, the estimate and what the shopper can do', () => {
    renderMine([box]);
    const card = screen.getByRole('article', { name: 'Every week on Friday' });
    expect(within(card).getByText('Friday, November 27, 10:00 AM – 12:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('Wednesday, November 25')).toBeInTheDocument();
    expect(within(card).getByText('$62.69')).toBeInTheDocument();
    for (const name of ['Skip next delivery', 'Pause', 'Cancel subscription'])
      expect(within(card).getByRole('button', { name })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit box' }).getAttribute('href')).toBe(
      `/account/subscription/${box.id}/edit`,
    );
    expect(within(card).getByRole('link', { name: 'US-20261118-4821' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(within(card).getByLabelText('Resume on')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pause until I resume' })).toBeInTheDocument();
  });

  it('offers Resume for a paused box and nothing for a cancelled one', () => {
    renderMine([
      { ...box, status: 'paused', pausedUntil: '2026-12-16' },
      { ...box, id: '7f1c1f43-3b8e-4f61-a7a5-0b7c1f0e2d11', status: 'cancelled', schedule: 'Every month on the 3rd' },
    ]);
    const paused = screen.getByRole('article', { name: 'Every week on Friday' });
    expect(within(paused).getByText('Until Wednesday, December 16')).toBeInTheDocument();
    expect(within(paused).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(within(paused).queryByRole('button', { name: 'Skip next delivery' })).toBeNull();
    const cancelled = screen.getByRole('article', { name: 'Every month on the 3rd' });
    expect(within(cancelled).queryAllByRole('button')).toHaveLength(0);
  });

  it('invites a shopper without boxes to subscribe', () => {
    renderMine([]);
    expect(screen.getByText('You have no subscriptions yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe & Save' }).getAttribute('href')).toBe('/subscription');
  });
});

describe('Subscribe & Save sign-up', () => {
  it('asks for products and a first delivery day before going on', () => {
    sessionStorage.clear();
    renderWithProviders(<SubscribePage />, { route: '/subscription' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to address and payment' }));
    expect(screen.getByText('Add at least one product to your box')).toBeInTheDocument();
    expect(screen.getByText('Please choose a delivery day from the list')).toBeInTheDocument();
  });
});
