import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { verifyPassword } from 'better-auth/crypto';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: object,
) => Promise<Buffer>;

/**
 * Password hashing for NODE_ENV=test only (config.testPasswordHashing): still a real salted scrypt
 * hash and verify, but with cost parameters far below better-auth's, because the suites sign up and
 * sign in hundreds of shoppers. Its hashes carry their own prefix; any other hash (a seeded user, a
 * test kit's shared hash) is checked by better-auth's own verify, so both kinds sign in.
 */
const PREFIX = 'test-scrypt:';
const COST = { N: 16, r: 1, p: 1 };
const KEY_LENGTH = 32;

async function derive(password: string, salt: string) {
  return scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, COST);
}

export const testPasswordHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    return `${PREFIX}${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(PREFIX.length).split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
