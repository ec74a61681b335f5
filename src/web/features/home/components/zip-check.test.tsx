// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryCheckDto } from '../../../../shared/delivery';
import { ApiError } from '../../../lib/api-client';
import { ZipCheck } from './zip-check';

const zone = { zipcode: '75038', city: 'Irving', deliveryChargeCents: 499, expressAvailable: true };
const input = () => screen.getByLabelText('Check delivery to your ZIP code') as HTMLInputElement;
const button = () => screen.getByRole('button', { name: 'Check' }) as HTMLButtonElement;

describe('ZipCheck', () => {
  afterEach(cleanup);

  it('keeps digits only, at most 5, and enables the button only at 5 digits', () => {
    render(<ZipCheck check={vi.fn()} />);
    fireEvent.change(input(), { target: { value: '7a5-0' } });
    expect(input().value).toBe('750');
    expect(button().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '750381234' } });
    expect(input().value).toBe('75038');
    expect(button().disabled).toBe(false);
  });

  it('shows success, then clears the result when the ZIP is edited', async () => {
    const check = vi.fn(async (): Promise<DeliveryCheckDto> => ({ zip: '75038', isAvailable: true, zone, nearby: [] }));
    render(<ZipCheck check={check} />);
    fireEvent.change(input(), { target: { value: '75038' } });
    fireEvent.click(button());
    expect(await screen.findByText('Great news! We deliver to your area.')).toBeInTheDocument();
    expect(check).toHaveBeenCalledWith('75038');
    fireEvent.change(input(), { target: { value: '7503' } });
    expect(screen.queryByText('Great news! We deliver to your area.')).toBeNull();
  });

  it('shows the unavailable message with the ZIP', async () => {
    render(<ZipCheck check={async () => ({ zip: '10001', isAvailable: false, zone: null, nearby: [] })} />);
    fireEvent.change(input(), { target: { value: '10001' } });
    fireEvent.click(button());
    expect(await screen.findByText("Sorry, we don't deliver to 10001 yet. We're expanding soon!")).toBeInTheDocument();
  });

  it('shows the lookup failure and the invalid ZIP message from the server', async () => {
    const { unmount } = render(
      <ZipCheck
        check={async () => {
          throw new ApiError(500, 'INTERNAL', 'boom');
        }}
      />,
    );
    fireEvent.change(input(), { target: { value: '75038' } });
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to validate delivery area');
    unmount();
    render(
      <ZipCheck
        check={async () => {
          throw new ApiError(400, 'VALIDATION_FAILED', 'Please enter a valid 5-digit ZIP code');
        }}
      />,
    );
    fireEvent.change(input(), { target: { value: '00000' } });
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid 5-digit ZIP code');
  });
});
