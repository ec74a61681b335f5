import { describe, expect, it } from 'vitest';
import { historyActorForShopper, historyActorForStaff } from './order-history';

describe('order history actors', () => {
  it('names staff by name on the staff page and never to the shopper', () => {
    expect(historyActorForStaff('staff', { name: 'Priya', email: 'priya@shop.test' })).toBe('Priya (staff)');
    expect(historyActorForStaff('staff', { name: '', email: 'priya@shop.test' })).toBe('priya@shop.test (staff)');
    expect(historyActorForShopper('staff')).toBe('by our staff');
  });

  it('names the shopper and the scheduler as such instead of "the shop or the shopper"', () => {
    expect(historyActorForStaff('shopper', null)).toBe('the shopper');
    expect(historyActorForStaff('scheduler', null)).toBe('the subscription scheduler');
    expect(historyActorForStaff('shop', null)).toBe('the shop, automatically');
    expect(historyActorForShopper('shopper')).toBe('by you');
    expect(historyActorForShopper('scheduler')).toBe('by the subscription scheduler');
  });
});
