import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signIn, signUpAndVerify, startShop, type TestShop } from '../test/harness';
import { OUTBOX_FORBIDDEN_MESSAGE } from './outbox-routes';

const OUTSIDER = '203.0.113.9';
let shop: TestShop;
beforeAll(async () => {
  // Development mode, as `npm start` runs: the outbox exists and the port is open to the network.
  shop = await startShop({ env: { NODE_ENV: 'development', AUTH_SECRET: 'o'.repeat(40), JOBS: 'off' } });
  await post(shop, '/api/auth/request-password-reset', { email: 'someone@example.test' });
});
afterAll(() => shop?.close());

const read = (url: string, remoteAddress: string, cookie = '') =>
  shop.app.inject({ method: 'GET', url, remoteAddress, headers: cookie ? { cookie } : {} });

describe('the developer email outbox', () => {
  it('answers the machine itself', async () => {
    expect((await read('/api/dev/emails', '127.0.0.1')).statusCode).toBe(200);
    expect((await read('/dev/emails', '::1')).statusCode).toBe(200);
  });

  it('refuses anyone else on the network, signed in as a shopper or not', async () => {
    const shopper = await signUpAndVerify(shop);
    const { cookie } = await signIn(shop, shopper.email, shopper.password);
    for (const url of ['/api/dev/emails', '/dev/emails']) {
      for (const who of ['', cookie]) {
        const response = await read(url, OUTSIDER, who);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: OUTBOX_FORBIDDEN_MESSAGE });
        expect(response.body).not.toContain('reset-password');
      }
    }
  });

  const signedInAs = async (role: 'admin' | 'super_admin') => {
    const staff = await signUpAndVerify(shop);
    await shop.database.query(`update profiles set role = $2 where email = $1`, [staff.email, role]);
    return (await signIn(shop, staff.email, staff.password)).cookie;
  };

  it('refuses staff who are not super admins: the reset links would let them take over one', async () => {
    const cookie = await signedInAs('admin');
    for (const url of ['/api/dev/emails', '/dev/emails']) {
      const response = await read(url, OUTSIDER, cookie);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: OUTBOX_FORBIDDEN_MESSAGE });
      expect(response.body).not.toContain('reset-password');
    }
  });

  it('answers a signed-in super admin from anywhere', async () => {
    const cookie = await signedInAs('super_admin');
    for (const url of ['/api/dev/emails', '/dev/emails']) {
      expect((await read(url, OUTSIDER, cookie)).statusCode, url).toBe(200);
    }
  });
});
