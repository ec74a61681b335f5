// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutQuoteDto, QuoteLineDto } from '../../../../shared/checkout';
import { OrderSummary } from './order-summary';

const line = (name: string, quantity: number, weightBased = false): QuoteLineDto => ({
  productId: name,
  variantId: null,
  name,
  variantName: null,
  image: null,
  unitPriceCents: 500,
  quantity,
  lineTotalCents: Math.round(500 * quantity),
  availableQuantity: 100,
  weightBased,
});

const quote = (lines: QuoteLineDto[]): CheckoutQuoteDto => ({
  lines,
  totals: {
    subtotalCents: lines.reduce((sum, l) => sum + l.lineTotalCents, 0),
    deliveryCents: 0,
    expressCents: 0,
    discountCents: 0,
    loyaltyDiscountCents: 0,
    loyaltyPointsUsed: 0,
    taxCents: 0,
    taxRatePercent: 0,
    taxState: null,
    tipCents: 0,
    totalCents: 0,
  },
  promo: null,
  promoMessage: null,
  loyaltyBalance: 0,
  deliveryAvailable: null,
  expressAvailable: false,
  expressPriceCents: null,
  valid: true,
  message: null,
  problems: [],
});

afterEach(cleanup);

describe('OrderSummary', () => {
  it('counts the units of every line, as the cart does, and a weighed line as one item', () => {
    render(<OrderSummary quote={quote([line('Incense', 1), line('Mangoes', 5), line('Okra', 2.2, true)])} />);
    expect(screen.getByText('Subtotal (7 items)')).toBeInTheDocument();
  });

  it('writes weighed lines in pounds and counted lines as a count', () => {
    render(<OrderSummary quote={quote([line('Fresh Red Pumpkin', 3, true), line('Mangoes', 6)])} />);
    expect(screen.getByText('3 lb Fresh Red Pumpkin')).toBeInTheDocument();
    expect(screen.getByText('6 × Mangoes')).toBeInTheDocument();
  });

  it('says "1 item" for a single unit', () => {
    render(<OrderSummary quote={quote([line('Incense', 1)])} />);
    expect(screen.getByText('Subtotal (1 item)')).toBeInTheDocument();
  });
});
