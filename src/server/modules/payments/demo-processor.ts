/**
 * The demo card processor used when no Stripe keys are configured (PRODUCT.md): it answers like
 * Stripe's test mode for Stripe's public test numbers, so the whole checkout works offline. It never
 * moves money and the payment page says so.
 */
const APPROVED = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '378282246310005',
  '6011111111111117',
]);
const DECLINED: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
};
export const DEMO_UNKNOWN_CARD_MESSAGE = 'Demo payments accept Stripe test cards only, such as 4242 4242 4242 4242.';

export type DemoOutcome = { ok: true; last4: string | null } | { ok: false; message: string };

export function demoCharge(method: string, cardNumber: string | undefined): DemoOutcome {
  // Wallets have no card to check in demo mode: the wallet sheet is what would approve them.
  if (method === 'apple_pay' || method === 'google_pay') return { ok: true, last4: null };
  const number = (cardNumber ?? '').replace(/\D/g, '');
  if (APPROVED.has(number)) return { ok: true, last4: number.slice(-4) };
  return { ok: false, message: DECLINED[number] ?? DEMO_UNKNOWN_CARD_MESSAGE };
}

/** A demo refund always goes through (no money moved); its reference looks like Stripe's. */
export function demoRefund(): { ref: string } {
  return { ref: `demo_re_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}` };
}
