import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, post, signInShopper, startShop, type TestShop } from '../../test/harness';

/** Every account message of spec section 5, as the API answers it (the forms parse the same schemas). */
let shop: TestShop;
let cookie: string;
beforeAll(async () => {
  shop = await startShop();
  ({ cookie } = await signInShopper(shop));
});
afterAll(() => shop?.close());

const validSignUp = {
  fullName: 'Asha Patel',
  email: 'asha@example.test',
  phone: '972-555-0142',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  acceptTerms: true,
};

async function refusal(url: string, payload: unknown, withCookie = '') {
  const response = await post(shop, url, payload, withCookie);
  expect(response.statusCode, response.body).toBe(400);
  return response.json().error as { code: string; message: string; fields: Record<string, string> };
}

describe('sign-up', () => {
  it.each([
    ['fullName', { fullName: 'A' }, 'Full name must be at least 2 characters'],
    ['fullName', { fullName: '  ' }, 'Full name must be at least 2 characters'],
    ['email', { email: 'asha@' }, 'Please enter a valid email address'],
    ['phone', { phone: '972-555-01' }, 'Phone number must be at least 10 digits'],
    ['phone', { phone: 'call me now' }, 'Phone number must be at least 10 digits'],
    ['password', { password: 'Ab1#', confirmPassword: 'Ab1#' }, 'Password must be at least 8 characters'],
    [
      'password',
      { password: 'curry#leaf2026', confirmPassword: 'curry#leaf2026' },
      'Password must contain at least one uppercase letter',
    ],
    [
      'password',
      { password: 'CURRY#LEAF2026', confirmPassword: 'CURRY#LEAF2026' },
      'Password must contain at least one lowercase letter',
    ],
    [
      'password',
      { password: 'Curry#Leafless', confirmPassword: 'Curry#Leafless' },
      'Password must contain at least one number',
    ],
    [
      'password',
      { password: 'CurryLeaf2026', confirmPassword: 'CurryLeaf2026' },
      'Password must contain at least one special character',
    ],
    ['confirmPassword', { confirmPassword: 'Curry#Leaf2027' }, "Passwords don't match"],
    ['acceptTerms', { acceptTerms: false }, 'You must accept the terms and conditions'],
    ['acceptTerms', { acceptTerms: undefined }, 'You must accept the terms and conditions'],
  ])('%s: %j → %s', async (field, change, message) => {
    const error = await refusal('/api/auth/sign-up/email', { ...validSignUp, ...change });
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields[field]).toBe(message);
  });

  it('reports every broken field at once', async () => {
    const error = await refusal('/api/auth/sign-up/email', {});
    expect(Object.keys(error.fields).sort()).toEqual([
      'acceptTerms',
      'confirmPassword',
      'email',
      'fullName',
      'password',
      'phone',
    ]);
  });
});

describe('sign-in and forgot password', () => {
  it('needs a valid email and a password', async () => {
    const error = await refusal('/api/auth/sign-in/email', { email: 'nope', password: '' });
    expect(error.fields).toEqual({ email: 'Please enter a valid email address', password: 'Password is required' });
  });
  it('staff sign-in uses the same rules', async () => {
    const error = await refusal('/api/auth/staff/sign-in', { email: 'x@y.test' });
    expect(error.fields).toEqual({ password: 'Password is required' });
  });
  it('forgot password needs a valid email', async () => {
    const error = await refusal('/api/auth/request-password-reset', { email: 'asha' });
    expect(error.fields).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('reset and change password', () => {
  it('reset applies the password rules and the match', async () => {
    const weak = await refusal('/api/auth/reset-password', {
      token: 'abc',
      password: 'weakling',
      confirmPassword: 'weakling',
    });
    expect(weak.fields.password).toBe('Password must contain at least one uppercase letter');
    const mismatch = await refusal('/api/auth/reset-password', {
      token: 'abc',
      password: PASSWORD,
      confirmPassword: 'x',
    });
    expect(mismatch.fields).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('change password needs the current password, the rules and the match', async () => {
    const error = await refusal(
      '/api/auth/change-password',
      { currentPassword: '', newPassword: 'short', confirmPassword: 'other' },
      cookie,
    );
    expect(error.fields).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
    });
  });
});
