import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ProductIds } from './product-ids';

describe('ProductIds', () => {
  it('gives back each slot’s id, finds live slots and forgets unlinked ones', () => {
    const ids = new ProductIds();
    const all = Array.from({ length: 5_000 }, () => randomUUID());
    for (const [slot, id] of all.entries()) {
      ids.set(slot, id);
      ids.link(slot);
    }
    // Unlinking every third id must not lose the others sharing its probe runs.
    for (let slot = 0; slot < all.length; slot += 3) ids.unlink(slot);
    for (const [slot, id] of all.entries()) {
      expect(ids.idOf(slot)).toBe(id);
      expect(ids.find(id)).toBe(slot % 3 === 0 ? undefined : slot);
    }
    expect(ids.find(all[1]!.toUpperCase())).toBe(1);
    expect(ids.find('not-a-uuid')).toBeUndefined();
    expect(() => ids.set(5_000, 'not-a-uuid')).toThrow(/not a uuid/);
  });

  it('finds ids that are not random (fixtures may choose them) after a changed product moves slots', () => {
    const ids = new ProductIds();
    const made = (n: number) => `00000000-0000-0000-0000-${n.toString(16).padStart(12, '0')}`;
    for (let n = 0; n < 3_000; n++) {
      ids.set(n, made(n));
      ids.link(n);
    }
    ids.unlink(7);
    ids.set(3_000, made(7));
    ids.link(3_000);
    expect(ids.find(made(7))).toBe(3_000);
    expect(ids.find(made(2_999))).toBe(2_999);
  });

  it('orders slots by id, largest first, as `order by id desc` does', () => {
    const ids = new ProductIds();
    const all = Array.from({ length: 200 }, () => randomUUID());
    // Same first bytes, so the comparison goes past the first four.
    all.push('abcdef01-0000-4000-8000-000000000001', 'abcdef01-0000-4000-8000-000000000002');
    for (const [slot, id] of all.entries()) ids.set(slot, id);
    const bySlots = [...all.keys()].sort((a, b) => ids.compareDescending(a, b)).map((slot) => all[slot]);
    expect(bySlots).toEqual([...all].sort().reverse());
  });
});
