import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { testPasswordHashing } from './test-password-hashing';

describe('testPasswordHashing', () => {
  it('is a salted hash that verifies the password and refuses any other', async () => {
    const first = await testPasswordHashing.hash('Curry#Leaf2026');
    const second = await testPasswordHashing.hash('Curry#Leaf2026');
    expect(first).not.toContain('Curry');
    expect(first).not.toBe(second);
    expect(await testPasswordHashing.verify({ hash: first, password: 'Curry#Leaf2026' })).toBe(true);
    expect(await testPasswordHashing.verify({ hash: first, password: 'Curry#Leaf2027' })).toBe(false);
    expect(await testPasswordHashing.verify({ hash: 'test-scrypt:nonsense', password: 'Curry#Leaf2026' })).toBe(false);
  });

  it("still verifies better-auth's own hashes (seeded users, test kits)", async () => {
    const hash = await hashPassword('Curry#Leaf2026');
    expect(await testPasswordHashing.verify({ hash, password: 'Curry#Leaf2026' })).toBe(true);
    expect(await testPasswordHashing.verify({ hash, password: 'Curry#Leaf2027' })).toBe(false);
  });
});
