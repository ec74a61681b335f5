import { describe, expect, it } from 'vitest';
import { orderConfirmationMessage } from './order-emails';

describe('order confirmation email', () => {
  it('writes the delivery day for people, not as an ISO date', () => {
    const mail = orderConfirmationMessage(
      {
        contact_email: 'asha@example.com',
        contact_name: 'Asha',
        order_number: 'US-20261126-0001',
        delivery_date: '2026-11-28',
        delivery_window_start: 10,
        street: '1 Main St',
        city: 'Irving',
        state: 'TX',
        zip_code: '75038',
        total_cents: 4599,
        payment_method: 'cod',
        lines: [{ quantity: 2, name: 'Toor Dal', variant_name: '2 lb', line_total_cents: 1598 }],
      },
      'http://localhost:3000',
    );
    expect(mail.text).toContain('We will deliver it on Sat, Nov 28, 10:00 AM – 12:00 PM, to 1 Main St');
    expect(mail.text).not.toContain('2026-11-28');
  });

  it('writes weighed lines in pounds ("3 lb Fresh Red Pumpkin"), counted ones as a count', () => {
    const mail = orderConfirmationMessage(
      {
        contact_email: 'asha@example.com',
        contact_name: 'Asha',
        order_number: 'US-20261126-0002',
        delivery_date: '2026-11-28',
        delivery_window_start: 10,
        street: '1 Main St',
        city: 'Irving',
        state: 'TX',
        zip_code: '75038',
        total_cents: 6000,
        payment_method: 'cod',
        lines: [
          { quantity: 3, name: 'Fresh Red Pumpkin', variant_name: null, line_total_cents: 597, weight_based: true },
          { quantity: 1.1, name: 'Fresh Ginger', variant_name: null, line_total_cents: 440, weight_based: true },
          { quantity: 6, name: 'Toor Dal', variant_name: '2 lb', line_total_cents: 4794, weight_based: false },
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
