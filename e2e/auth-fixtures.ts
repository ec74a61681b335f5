import { type APIRequestContext, type Page, expect } from '@playwright/test';

export const DEMO_SHOPPER = { email: 'shopper@demo.test', password: 'Shopper#2026' };
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'Admin#2026!' };

let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${++counter}@example.test`;

/** The newest email of a kind to an address, from the dev outbox (the e2e server has no SMTP). */
export async function emailLink(request: APIRequestContext, to: string, kind: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/emails?to=${encodeURIComponent(to)}`);
      const { emails } = (await response.json()) as { emails: { kind: string; link: string | null }[] };
      link = emails.find((e) => e.kind === kind)?.link ?? null;
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Signs in through the form; `returnTo` lands the user where they were going. */
export async function login(page: Page, email: string, password: string, options: { rememberMe?: boolean } = {}) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Signs the page's browser context in through the API (the session cookie lands in its jar, as the form's
 * would), for journeys about what comes after: the forms themselves are walked through in accounts.spec.ts,
 * staff.spec.ts, admin-shell.spec.ts and admin-orders.spec.ts.
 */
export async function signInThroughApi(
  page: Page,
  baseURL: string,
  user: { email: string; password: string },
  door: 'shop' | 'staff' = 'shop',
) {
  const response = await page.request.post(door === 'staff' ? '/api/auth/staff/sign-in' : '/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The demo admin, signed in through the API, on the admin page `to`. */
export async function staffOn(page: Page, baseURL: string, to = '/admin') {
  await signInThroughApi(page, baseURL, DEMO_ADMIN, 'staff');
  await page.goto(to);
}
