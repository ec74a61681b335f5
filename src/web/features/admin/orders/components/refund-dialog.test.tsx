// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDto } from '../../../../../shared/admin-orders';
import { RefundDialog } from './refund-dialog';
import { StatusMoveDialog } from './status-move-dialog';

afterEach(cleanup);

const line = {
  id: '11111111-1111-4111-8111-111111111111',
  productId: null,
  variantId: null,
  slug: null,
  name: 'Mango Pickle Jar',
  variantName: null,
  image: null,
  unitPriceCents: 2000,
  quantity: 3,
  lineTotalCents: 6000,
  taxClass: 'food' as const,
  substitution: 'best_match' as const,
  customRequirements: null,
  weightBased: false,
  refundedQuantity: 0,
  refundedAt: null,
  unit: null,
  refundedGoodsCents: 0,
};
const order = {
  orderNumber: 'US-20261126-1234',
  paymentMethod: 'stripe_card',
  refundableCents: 6800,
  totals: { subtotalCents: 6000, discountCents: 600, loyaltyDiscountCents: 0, taxCents: 0, totalCents: 6800 },
  lines: [line],
} as unknown as AdminOrderDto;

describe('RefundDialog', () => {
  it('previews 1 of 3 units at its share of what was paid and sends that part', async () => {
    const onRefund = vi.fn();
    render(<RefundDialog order={order} open onOpenChange={() => {}} onRefund={onRefund} busy={false} />);
    expect(screen.getByText('Refund amount: $68.00')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Some items (a quantity or a weight of each)'));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Mango Pickle Jar/ }));
    fireEvent.change(screen.getByLabelText('Units to refund (of 3)'), { target: { value: '1' } });
    // $20.00 of goods × (6000 − 600) / 6000 = $18.00
    expect(screen.getByText('Refund amount: $18.00')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Units to refund (of 3)'), { target: { value: '4' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Mango Pickle Jar: enter whole units, from 1 to 3');
    expect(screen.getByRole('button', { name: /^Refund \$/ })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Units to refund (of 3)'), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refund $18.00' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refund $18.00' }));
    await waitFor(() =>
      expect(onRefund).toHaveBeenCalledWith({ lines: [{ lineId: line.id, quantity: 1 }], reason: undefined }),
    );
  });

  it('needs a reason for a custom amount and refuses more than is left', async () => {
    const onRefund = vi.fn();
    render(<RefundDialog order={order} open onOpenChange={() => {}} onRefund={onRefund} busy={false} />);
    fireEvent.click(screen.getByLabelText('A custom amount'));
    fireEvent.change(screen.getByLabelText('Amount ($)'), { target: { value: '68.01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The refund cannot be more than what was paid and not yet refunded ($68.00)',
    );
    fireEvent.change(screen.getByLabelText('Amount ($)'), { target: { value: '2.74' } });
    const send = screen.getByRole('button', { name: 'Refund $2.74' });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Reason (required)'), { target: { value: 'Late delivery' } });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith({ amountCents: 274, reason: 'Late delivery' }));
  });
});

describe('StatusMoveDialog', () => {
  it('asks for the reason of a step back before sending it', async () => {
    const onConfirm = vi.fn();
    render(
      <StatusMoveDialog
        orderNumber="US-20261126-1234"
        from="packed"
        move={{ kind: 'back', status: 'confirmed', warnings: [] }}
        busy={false}
        onOpenChange={() => {}}
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move back to Confirmed' }));
    expect(await screen.findByText('Give a reason for moving the order back')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Packed the wrong order' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move back to Confirmed' }));
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Packed the wrong order'));
  });

  it('lists why a skip needs confirming', () => {
    const onConfirm = vi.fn();
    render(
      <StatusMoveDialog
        orderNumber="US-20261126-1234"
        from="confirmed"
        move={{ kind: 'confirm', status: 'delivered', warnings: ['This skips Packed and Out for delivery.'] }}
        busy={false}
        onOpenChange={() => {}}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByText('This skips Packed and Out for delivery.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, mark delivered' }));
    expect(onConfirm).toHaveBeenCalledWith();
  });
});
