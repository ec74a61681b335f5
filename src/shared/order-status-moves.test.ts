import { describe, expect, it } from 'vitest';
import { beforeDeliveryWindow, forwardMoves, moveWarnings, statusMoveKind, stepBackTarget } from './order-status-moves';

/** Store time is America/Chicago: 15:00 UTC on 2026-11-26 is 09:00 there. */
const NOW = new Date('2026-11-26T15:00:00Z');

describe('status moves', () => {
  it('names steps, skips and steps back, and refuses the rest', () => {
    expect(statusMoveKind('confirmed', 'packed')).toBe('step');
    expect(statusMoveKind('confirmed', 'cancelled')).toBe('step');
    expect(statusMoveKind('confirmed', 'out_for_delivery')).toBe('skip');
    expect(statusMoveKind('packed', 'delivered')).toBe('skip');
    expect(statusMoveKind('pending', 'packed')).toBeNull();
    expect(statusMoveKind('out_for_delivery', 'packed')).toBe('back');
    expect(statusMoveKind('delivered', 'out_for_delivery')).toBe('back');
    expect(statusMoveKind('confirmed', 'pending')).toBeNull();
    expect(statusMoveKind('delivered', 'packed')).toBeNull();
    expect(statusMoveKind('cancelled', 'confirmed')).toBeNull();
    expect(forwardMoves('confirmed')).toEqual(['packed', 'out_for_delivery', 'delivered']);
    expect(stepBackTarget('packed')).toBe('confirmed');
    expect(stepBackTarget('confirmed')).toBeNull();
  });

  it('asks to confirm a skip and a delivery before its window starts', () => {
    const order = { status: 'confirmed' as const, deliveryDate: '2026-11-26', deliveryWindowStart: 10 };
    expect(moveWarnings(order, 'packed', NOW)).toEqual([]);
    expect(moveWarnings(order, 'delivered', NOW)).toEqual([
      'This skips Packed and Out for delivery.',
      'The delivery window has not started yet.',
    ]);
    expect(moveWarnings({ ...order, status: 'out_for_delivery', deliveryWindowStart: 8 }, 'delivered', NOW)).toEqual(
      [],
    );
    expect(beforeDeliveryWindow('2026-11-27', 8, NOW)).toBe(true);
    expect(beforeDeliveryWindow('2026-11-26', 10, NOW)).toBe(true);
    expect(beforeDeliveryWindow('2026-11-26', 8, NOW)).toBe(false);
    expect(beforeDeliveryWindow('2026-11-25', 18, NOW)).toBe(false);
  });
});
