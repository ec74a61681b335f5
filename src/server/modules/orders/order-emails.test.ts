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
});
