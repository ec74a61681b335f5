import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { StaffRole } from '../../shared/auth';
import { inTransaction } from '../db/executor';
import { authRepository } from '../modules/auth/auth-repository';
import { testPasswordHashing } from '../modules/auth/test-password-hashing';
import { post, type TestShop } from './harness-shop';

type Shop = Pick<TestShop, 'app' | 'config' | 'database'>;

/** A person signed in through the real sign-in API, with the session cookie a browser would send back. */
export interface Shopper {
  id: string;
  email: string;
  password: string;
  fullName: string;
  cookie: string;
  jar: CookieJar;
}

export const PASSWORD = 'Curry#Leaf2026';

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
export type CookieJar = ReturnType<typeof cookieJar>;

let counter = 0;
export const uniqueEmail = (tag = 'shopper') =>
  `${tag}.${process.pid}.${Date.now().toString(36)}.${++counter}@example.test`;

/** Signs in through the API; the response is the API's, the cookie what the browser would send next. */
export async function signIn(shop: Shop, email: string, password: string, rememberMe = true) {
  const jar = cookieJar();
  const response = await post(shop, '/api/auth/sign-in/email', { email, password, rememberMe });
  jar.store(response);
  return { response, jar, cookie: jar.header() };
}

const hashes = new Map<string, Promise<string>>();

/**
 * A verified account signed in through the real API. The account's rows are the ones a sign-up writes
 * (authRepository.insertPasswordUser), made directly with one hash per password, because the sign-up
 * journey has its own tests (signUpAndVerify) and most tests need many people quickly.
 */
export async function signInShopper(
  shop: Shop,
  fields: { email?: string; password?: string; fullName?: string; phone?: string | null; role?: StaffRole } = {},
): Promise<Shopper> {
  const email = (fields.email ?? uniqueEmail(fields.role ? 'staff' : 'shopper')).toLowerCase();
  const password = fields.password ?? PASSWORD;
  const fullName = fields.fullName ?? (fields.role ? 'Store Manager' : 'Asha Patel');
  if (!hashes.has(password)) hashes.set(password, testPasswordHashing.hash(password));
  const hash = await hashes.get(password)!;
  const id = await inTransaction(shop.database, (tx) =>
    authRepository.insertPasswordUser(tx, {
      email,
      hash,
      fullName,
      phone: fields.phone === undefined ? '(972) 555-0142' : fields.phone,
      role: fields.role ?? null,
      emailVerified: true,
    }),
  );
  const { response, cookie, jar } = await signIn(shop, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { id, email, password, fullName, cookie, jar };
}

export async function signInShoppers(shop: Shop, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) shoppers.push(await signInShopper(shop));
  return shoppers;
}

/** A staff member with `role`, signed in. */
export const signInStaff = (
  shop: Shop,
  role: StaffRole = 'super_admin',
  fields: { email?: string; fullName?: string } = {},
) => signInShopper(shop, { ...fields, role, phone: null });

/** The whole sign-up journey through the API: sign up, then follow the verification link from the outbox. */
export async function signUpAndVerify(
  shop: Shop,
  fields: { email?: string; password?: string; fullName?: string } = {},
) {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? PASSWORD;
  const signUp = await post(shop, '/api/auth/sign-up/email', {
    fullName: fields.fullName ?? 'Asha Patel',
    email,
    phone: '(972) 555-0142',
    password,
    confirmPassword: password,
    acceptTerms: true,
  });
  expect(signUp.statusCode, signUp.body).toBe(200);
  const mail = await latestEmail(shop, email, 'verify-email');
  expect(mail?.link).toMatch(/^https?:\/\//);
  const verified = await followEmailLink(shop, mail!.link);
  expect(verified.status).toBe(302);
  return { email, password };
}

export interface OutboxEmail {
  kind: string;
  subject: string;
  text: string;
  html: string;
  /** The link the email asks to follow (every account email has one). */
  link: string;
}

/** The emails sent to `to` (of one kind when given), oldest first, as the outbox keeps them. */
export async function emailsTo(shop: Pick<TestShop, 'database'>, to: string, kind?: string) {
  return shop.database.query<OutboxEmail>(
    `select kind, subject, text_body as text, html_body as html, link from email_outbox
     where to_address = $1 and ($2::text is null or kind = $2) order by created_at, id`,
    [to.toLowerCase(), kind ?? null],
  );
}

export async function latestEmail(shop: Pick<TestShop, 'database'>, to: string, kind: string) {
  return (await emailsTo(shop, to, kind)).at(-1);
}

/** Follows an emailed link (on our own host) the way a browser would, returning the redirect target. */
export async function followEmailLink(shop: Pick<TestShop, 'app'>, link: string) {
  const url = new URL(link);
  const response = await shop.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  return { status: response.statusCode, location: String(response.headers.location ?? '') };
}

/** Gives the person a default delivery address in `zip`. */
export async function setDefaultAddress(
  shop: Pick<TestShop, 'database'>,
  who: { id: string },
  zip: string,
  state = 'TX',
) {
  await shop.database.query(
    `insert into addresses (user_id, street, city, state, zip_code, is_default) values ($1, '100 Main St', 'Irving', $2, $3, true)`,
    [who.id, state, zip],
  );
}
