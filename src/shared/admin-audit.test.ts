import { describe, expect, it } from 'vitest';
import { auditChanges } from './admin-audit';

describe('auditChanges', () => {
  it('lists only the keys that changed, nested ones by their dotted path', () => {
    expect(
      auditChanges(
        { status: 'confirmed', total: 100, address: { city: 'Irving', zip: '75038' }, tags: ['a'] },
        { status: 'packed', total: 100, address: { city: 'Plano', zip: '75038' }, tags: ['a', 'b'] },
      ),
    ).toEqual([
      { key: 'address.city', before: 'Irving', after: 'Plano' },
      { key: 'status', before: 'confirmed', after: 'packed' },
      { key: 'tags', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('shows added and removed keys, and a record created or deleted', () => {
    expect(auditChanges({ role: null }, { role: 'admin', note: 'x' })).toEqual([
      { key: 'note', before: undefined, after: 'x' },
      { key: 'role', before: null, after: 'admin' },
    ]);
    expect(auditChanges(null, { name: 'Ghee' })).toEqual([{ key: '(value)', before: null, after: { name: 'Ghee' } }]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
