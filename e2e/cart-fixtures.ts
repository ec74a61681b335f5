import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { emailLink, login, uniqueEmail } from './auth-fixtures';

export const PASSWORD = 'Curry#Leaf2026';

/** A verified shopper made through the API (sign-up, then the link from the dev outbox). */
export async function verifiedShopper(request: APIRequestContext, baseURL: string, tag: string) {
  const email = uniqueEmail(tag);
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: {
      fullName: 'Meera Iyer',
      email,
      phone: '(214) 555-0175',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const link = new URL(await emailLink(request, email, 'verify-email'));
  const verified = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  return { email, password: PASSWORD };
}

export async function signInThroughForm(page: Page, shopper: { email: string; password: string }) {
  await page.goto('/login');
  await login(page, shopper.email, shopper.password);
  await expect(page.getByText('You have been logged in successfully.')).toBeVisible();
}

/** Adds the first in-stock product of a listing page that is not already in `skip`; returns its name. */
export async function addFromListing(page: Page, path: string, skip: string[] = []): Promise<string> {
  await page.goto(path);
  const cards = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add to Cart/ }) });
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const name = (await card.getByRole('heading').innerText()).trim();
    if (skip.includes(name)) continue;
    // Pinned by name: once added, the card no longer matches the "has an Add to Cart button" filter.
    const pinned = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
      .first();
    await pinned.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(pinned.getByText('Added to Cart', { exact: true })).toBeVisible();
    return name;
  }
  throw new Error(`No other in-stock product on ${path}`);
}

export const cartLines = (page: Page) => page.getByTestId('cart-line');
export const cartLine = (page: Page, name: string) => cartLines(page).filter({ hasText: name });
