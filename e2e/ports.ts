/** Port of the local OpenID provider that stands in for Google (e2e/google-sign-in.spec.ts starts it). */
export const GOOGLE_MOCK_PORT = 3299;

/** Port of the second shop that e2e/stripe-checkout.spec.ts starts with Stripe keys (a local stand-in). */
export const STRIPE_SHOP_PORT = 3298;

/** Port of the shop that e2e/checkout-remembers.spec.ts starts with two places per delivery window. */
export const SMALL_WINDOWS_SHOP_PORT = 3297;

/** Port of the other-origin page that e2e/cross-origin-writes.spec.ts serves to attack the shop from. */
export const CROSS_SITE_PAGE_PORT = 3296;
