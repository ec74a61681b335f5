import { describe, expect, it } from 'vitest';
import { changePasswordInput, passwordStrength, safeReturnTo, signInInput, signUpInput } from './auth';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['a', 1, 'Very Weak'],
    ['ab1', 2, 'Weak'],
    ['Ab1', 3, 'Fair'],
    ['Abcdefg1', 4, 'Good'],
    ['Abcdefg1!', 5, 'Strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    const strength = passwordStrength(password);
    expect(strength.score).toBe(score);
    expect(strength.label).toBe(label);
    expect(strength.rules.map((r) => r.label)).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character',
    ]);
  });
});

describe('schemas', () => {
  it('normalises the email and keeps a same-site return target only', () => {
    const parsed = signUpInput.parse({
      fullName: ' Asha ',
      email: ' Asha@Example.TEST ',
      phone: '972 555 0142',
      password: 'Curry#Leaf2026',
      confirmPassword: 'Curry#Leaf2026',
      acceptTerms: true,
      returnTo: 'https://evil.example',
    });
    expect(parsed).toMatchObject({ fullName: 'Asha', email: 'asha@example.test', returnTo: undefined });
  });
  it('rememberMe is optional', () => {
    expect(signInInput.parse({ email: 'a@b.test', password: 'x' })).toEqual({ email: 'a@b.test', password: 'x' });
  });
  it('change password reports the mismatch on the confirmation', () => {
    const result = changePasswordInput.safeParse({
      currentPassword: 'x',
      newPassword: 'Curry#Leaf2026',
      confirmPassword: 'y',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmPassword', "Passwords don't match"],
    ]);
  });
  it.each([
    ['/account', '/account'],
    ['/products?q=dal', '/products?q=dal'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['account', null],
    [undefined, null],
  ])('safeReturnTo(%j) = %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});
