import { describe, expect, it } from 'vitest';
import { orderConfirmationMessage } from './order-emails';

describe('order confirmation email', () => {
  it('writes the delivery day for people, not as an ISO date', () => {
    const mail = orderConfirmationMessage(
      {
        contactEmail: 'asha@example.com',
        contactName: 'Asha',
        orderNumber: 'US-20261126-0001',
        deliveryDate: '2026-11-28',
        deliveryWindowStart: 10,
        street: '1 Main St',
        city: 'Irving',
        state: 'TX',
        zipCode: '75038',
        totalCents: 4599,
        paymentMethod: 'cod',
        lines: [{ quantity: 2, name: 'Toor Dal', variantName: '2 lb', lineTotalCents: 1598 }],
      },
      'http://localhost:3000',
    );
    expect(mail.text).toContain('We will deliver it on Sat, Nov 28, 10:00 AM – 12:00 PM, to 1 Main St');
    expect(mail.text).not.toContain('2026-11-28');
  });

  it('writes weighed lines in pounds ("3 lb Fresh Red Pumpkin"), counted ones as a count', () => {
    const mail = orderConfirmationMessage(
      {
        contactEmail: 'asha@example.com',
        contactName: 'Asha',
        orderNumber: 'US-20261126-0002',
        deliveryDate: '2026-11-28',
        deliveryWindowStart: 10,
        street: '1 Main St',
        city: 'Irving',
        state: 'TX',
        zipCode: '75038',
        totalCents: 6000,
        paymentMethod: 'cod',
        lines: [
          { quantity: 3, name: 'Fresh Red Pumpkin', variantName: null, lineTotalCents: 597, weightBased: true },
          { quantity: 1.1, name: 'Fresh Ginger', variantName: null, lineTotalCents: 440, weightBased: true },
          { quantity: 6, name: 'Toor Dal', variantName: '2 lb', lineTotalCents: 4794, weightBased: false },
        ],
      },
      'http://localhost:3000',
    );
    expect(mail.text).toContain('3 lb Fresh Red Pumpkin — $5.97');
    expect(mail.text).toContain('1.1 lb Fresh Ginger — $4.40');
    expect(mail.text).toContain('6 × Toor Dal (2 lb) — $47.94');
    expect(mail.text).not.toMatch(/\d × Fresh/);
  });
});
