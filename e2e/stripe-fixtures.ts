import type { Page } from '@playwright/test';
import { type LocalShop, startLocalShop } from './local-shop';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in';
import { test } from './test';

/** Stripe mode's specs (e2e/stripe-checkout.spec.ts, e2e/subscriptions-stripe.spec.ts). */

export interface StripeShop {
  /** The shop's own address (the spec's base URL). */
  url: string;
  /** The Stripe stand-in, once the spec's beforeAll has started it. */
  stripe: StripeStandIn;
  /** Stripe.js's script tag, present once a payment page loaded it. */
  stripeScript(page: Page): ReturnType<Page['locator']>;
}

/**
 * The spec's own shop on `port`, started with Stripe keys pointing at the local stand-in (fake Stripe.js
 * and API, signed webhooks back to the shop) before its tests and stopped after them; `env` adds the
 * spec's own settings. The shop runs for real; only Stripe is stood in.
 */
export function useStripeShop(
  port: number,
  keys: { publishableKey: string; secretKey: string; webhookSecret: string },
  env: Record<string, string> = {},
): StripeShop {
  const url = `http://localhost:${port}`;
  let shop: LocalShop | undefined;
  const stripeShop: StripeShop = {
    url,
    stripe: undefined as unknown as StripeStandIn,
    stripeScript: (page) => page.locator(`script[src="${stripeShop.stripe.url}/v3/"]`),
  };
  test.use({ baseURL: url });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    stripeShop.stripe = await startStripeStandIn({ ...keys, webhookUrl: () => `${url}/api/payments/stripe/webhook` });
    shop = await startLocalShop(port, {
      ...env,
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
      STRIPE_API_URL: stripeShop.stripe.url,
      STRIPE_JS_URL: `${stripeShop.stripe.url}/v3/`,
    });
  });
  test.afterAll(async () => {
    await shop?.stop();
    await stripeShop.stripe?.close();
  });
  return stripeShop;
}

/** Types a card into the stand-in's card element (Stripe's test numbers; any future expiry and CVC). */
export async function enterCard(page: Page, number: string) {
  const card = page.getByTestId('stripe-card-element');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiration date').fill('12 / 39');
  await card.getByLabel('Security code').fill('123');
}
