import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveAuthSecret } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.demoData).toBe(true);
  });
  it('refuses a DATABASE_URL that is not PostgreSQL with one clear message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres:\/\//);
  });
  it('refuses a bad PORT', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('accounts configuration', () => {
  it('keeps email in the outbox, Google off and a 5-per-minute sign-in limit by default', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.google).toBeNull();
    expect(config.authSecret).toBeUndefined();
    expect(config.authRateLimitMax).toBe(5);
  });
  it('reads SMTP, Google and the secret', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      AUTH_SECRET: 'x'.repeat(32),
      AUTH_RATE_LIMIT_MAX: '20',
    });
    expect(config.smtpUrl).toBe('smtps://user:pass@mail.example:465');
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
    });
    expect(config.authSecret).toBe('x'.repeat(32));
    expect(config.authRateLimitMax).toBe(20);
  });
  it('refuses half a Google configuration, a non-SMTP URL and a short secret', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must start with smtp:\/\//);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET must be at least 32 characters/);
  });
  it('generates an auth secret once into DATA_DIR, readable by the owner only, and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'auth-secret-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const first = resolveAuthSecret(config);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(first);
      expect(statSync(join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
      expect(resolveAuthSecret(config)).toBe(first);
      expect(resolveAuthSecret(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'y'.repeat(40) }))).toBe('y'.repeat(40));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
  it('reads Stripe, the order prefix flag and the slot capacity; demo payments and US numbers by default', () => {
    const plain = loadConfig({});
    expect(plain.stripe).toBeNull();
    expect(plain.orderPrefix).toBe('US');
    expect(plain.deliverySlotCapacity).toBe(20);
    expect(plain.jobsEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).jobsEnabled).toBe(false);
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_API_URL: 'http://127.0.0.1:4010/',
      ORDER_PREFIX_GO: 'true',
      DELIVERY_SLOT_CAPACITY: '50',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      publishableKey: 'pk_test_1',
      apiUrl: 'http://127.0.0.1:4010',
      jsUrl: 'https://js.stripe.com/v3/',
    });
    expect(config.orderPrefix).toBe('GO');
    expect(config.deliverySlotCapacity).toBe(50);
  });
  it('refuses part of a Stripe configuration and keys of the wrong kind', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_1' })).toThrow(/must start with sk_/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'nope' })).toThrow(/must start with whsec_/);
    expect(() => loadConfig({ ORDER_PREFIX_GO: 'yes' })).toThrow(/ORDER_PREFIX_GO/);
  });
});

describe('TRUST_PROXY_HOPS', () => {
  it('trusts no proxy unless told how many hops to trust', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY_HOPS: '1' }).trustProxyHops).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: 'all' })).toThrow(/TRUST_PROXY_HOPS/);
  });
});

describe('password hashing', () => {
  it('uses the cheap test hashing under NODE_ENV=test only, never in production or development', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).testPasswordHashing).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).testPasswordHashing).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).testPasswordHashing).toBe(false);
    expect(loadConfig({}).testPasswordHashing).toBe(false);
  });
});

describe('CATALOG_CACHE', () => {
  it('keeps the catalog lists cached unless told off, and refuses other values', () => {
    expect(loadConfig({}).catalogCacheOff).toBe(false);
    expect(loadConfig({ CATALOG_CACHE: 'on' }).catalogCacheOff).toBe(false);
    expect(loadConfig({ CATALOG_CACHE: 'off' }).catalogCacheOff).toBe(true);
    expect(() => loadConfig({ CATALOG_CACHE: 'no' })).toThrow(/CATALOG_CACHE/);
  });
});
