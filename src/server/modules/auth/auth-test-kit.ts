import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../app';
import { type Config, loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { generateDemoCatalog } from '../../db/seed/demo-catalog';
import { insertCatalog } from '../../db/seed/seed-catalog';
import { createTestDatabase } from '../../test/test-database';

/**
 * Helpers for API tests that need accounts: an app with its own environment, a cookie jar, and the
 * sign-up → verify (link read from the outbox) → sign-in journey in one call. Other modules' tests can
 * use `createSignedInUser` to get a session cookie.
 */
export interface AccountsTestShop {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createAccountsTestShop(env: Record<string, string> = {}): Promise<AccountsTestShop> {
  const database = await createTestDatabase();
  // A few products are enough: the delivery zones matter here (address "deliverable" flags).
  await insertCatalog(database.db, generateDemoCatalog({ seed: 7, productCount: 5 }));
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent-web-build',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The Cookie header a browser would send back after these answers (later values win, expired ones go). */
export function cookieJar() {
  const jar = new Map<string, string>();
  return {
    store(response: LightMyRequestResponse) {
      const raw = response.headers['set-cookie'];
      for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
        const [pair] = line.split(';');
        const eq = pair!.indexOf('=');
        const name = pair!.slice(0, eq).trim();
        const value = pair!.slice(eq + 1).trim();
        if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
    },
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    has: (name: string) => [...jar.keys()].some((key) => key.endsWith(name)),
  };
}

let counter = 0;
export const uniqueEmail = (tag = 'shopper') =>
  `${tag}.${process.pid}.${Date.now().toString(36)}.${++counter}@example.test`;
export const GOOD_PASSWORD = 'Curry#Leaf2026';

export function post(shop: AccountsTestShop, url: string, payload: unknown, cookie = '', ip?: string) {
  return shop.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { origin: shop.config.publicUrl, ...(cookie ? { cookie } : {}) },
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

export async function latestEmail(database: Database, to: string, kind: string) {
  const rows = await database.query<{ link: string; text: string; subject: string }>(
    `select link, text_body as text, subject from email_outbox where to_address = $1 and kind = $2 order by created_at desc limit 1`,
    [to.toLowerCase(), kind],
  );
  return rows[0];
}

/** Follows an emailed link (on our own host) the way a browser would, returning the redirect target. */
export async function followEmailLink(shop: AccountsTestShop, link: string) {
  const url = new URL(link);
  const response = await shop.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  return { status: response.statusCode, location: String(response.headers.location ?? '') };
}

export async function signUpAndVerify(
  shop: AccountsTestShop,
  fields: { email?: string; password?: string; fullName?: string } = {},
) {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? GOOD_PASSWORD;
  const signUp = await post(shop, '/api/auth/sign-up/email', {
    fullName: fields.fullName ?? 'Asha Patel',
    email,
    phone: '(972) 555-0142',
    password,
    confirmPassword: password,
    acceptTerms: true,
  });
  expect(signUp.statusCode, signUp.body).toBe(200);
  const mail = await latestEmail(shop.database, email, 'verify-email');
  expect(mail?.link).toBeTruthy();
  const verified = await followEmailLink(shop, mail!.link);
  expect(verified.status).toBe(302);
  return { email, password };
}

export async function signIn(shop: AccountsTestShop, email: string, password: string, rememberMe = true) {
  const jar = cookieJar();
  const response = await post(shop, '/api/auth/sign-in/email', { email, password, rememberMe });
  jar.store(response);
  return { response, jar, cookie: jar.header() };
}

/** A verified, signed-in shopper for tests of other modules. */
export async function createSignedInUser(shop: AccountsTestShop, fields: { email?: string; fullName?: string } = {}) {
  const { email, password } = await signUpAndVerify(shop, fields);
  const { response, cookie, jar } = await signIn(shop, email, password);
  expect(response.statusCode, response.body).toBe(200);
  const user = (response.json() as { user: { id: string } }).user;
  return { id: user.id, email, password, cookie, jar };
}
