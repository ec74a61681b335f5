import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the shop needs from Stripe, without its SDK: create a PaymentIntent (amount from the server,
 * idempotent per attempt), look one up, cancel one, refund one, and check a webhook's signature (Stripe-Signature: t=…,v1=…, an
 * HMAC-SHA256 of "t.body" with the endpoint secret, within five minutes).
 */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
}

export interface PaymentIntent {
  id: string;
  client_secret: string;
  status: string;
  amount: number;
  amount_received?: number;
  currency?: string;
  last_payment_error?: { message?: string } | null;
}

export class StripeError extends Error {}

/** One call to Stripe's API with the secret key: a form POST (with an idempotency key when given) or a GET. */
function stripeRequest(
  config: StripeConfig,
  path: string,
  {
    method = 'POST',
    form,
    idempotencyKey,
  }: { method?: 'GET' | 'POST'; form?: URLSearchParams; idempotencyKey?: string } = {},
): Promise<Response> {
  return fetch(`${config.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${config.secretKey}`,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: form,
    signal: AbortSignal.timeout(15_000),
  });
}

/** Stripe's object from a successful answer; its error message (or the status) thrown otherwise. */
async function answer<T extends { id?: string }>(response: Response): Promise<T> {
  const json = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
  if (!response.ok || !json?.id) throw new StripeError(json?.error?.message ?? `Stripe answered ${response.status}`);
  return json;
}

export async function createPaymentIntent(
  config: StripeConfig,
  input: { amountCents: number; orderId: string; orderNumber: string; method: string },
  idempotencyKey: string,
): Promise<PaymentIntent> {
  const form = new URLSearchParams({
    amount: String(input.amountCents),
    currency: 'usd',
    'metadata[order_id]': input.orderId,
    'metadata[order_number]': input.orderNumber,
    description: `Order ${input.orderNumber}`,
    'automatic_payment_methods[enabled]': 'true',
  });
  return answer<PaymentIntent>(await stripeRequest(config, '/v1/payment_intents', { form, idempotencyKey }));
}

/** The intent as Stripe has it now: how the shop settles a payment when the webhook is late. */
export async function retrievePaymentIntent(config: StripeConfig, intentId: string): Promise<PaymentIntent> {
  const path = `/v1/payment_intents/${encodeURIComponent(intentId)}`;
  return answer<PaymentIntent>(await stripeRequest(config, path, { method: 'GET' }));
}

/**
 * Cancels an intent that will not be used (the order moved to another attempt), so a page still open
 * on it can never pay it as well. Stripe refuses once the intent succeeded (or is being processed).
 */
export async function cancelPaymentIntent(config: StripeConfig, intentId: string): Promise<PaymentIntent> {
  return answer<PaymentIntent>(
    await stripeRequest(config, `/v1/payment_intents/${encodeURIComponent(intentId)}/cancel`),
  );
}

export interface StripeRefund {
  id: string;
  status: string;
  amount: number;
}

/**
 * Refunds part or all of a paid intent. The idempotency key names the refund (order and what it
 * covers), so a retry after a lost answer cannot refund the same money twice.
 */
export async function createRefund(
  config: StripeConfig,
  input: { paymentIntentId: string; amountCents: number; orderId: string },
  idempotencyKey: string,
): Promise<StripeRefund> {
  const form = new URLSearchParams({
    payment_intent: input.paymentIntentId,
    amount: String(input.amountCents),
    'metadata[order_id]': input.orderId,
  });
  return answer<StripeRefund>(await stripeRequest(config, '/v1/refunds', { form, idempotencyKey }));
}

export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function signWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export function verifyWebhookSignature(
  payload: Buffer | string,
  header: string | undefined,
  secret: string,
  now = Date.now(),
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isFinite(timestamp) || !signatures.length) return false;
  if (Math.abs(now / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest();
  return signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/*
 * Cards saved for later (Subscribe & Save): a Customer per shopper, a SetupIntent the browser confirms
 * with Stripe.js (the card number goes only to Stripe), and off-session PaymentIntents charged with the
 * shopper away.
 */

export interface StripeCustomer {
  id: string;
}

export interface SetupIntent {
  id: string;
  client_secret: string;
  status: string;
  usage: string;
  customer: string | null;
  metadata?: Record<string, string>;
  /** An id, or the payment method itself when retrieved with expand[]=payment_method. */
  payment_method: string | { id: string; card?: { brand?: string; last4?: string } } | null;
}

/** A Customer for the shopper; the key (one per shopper) keeps two quick requests to one customer. */
export async function createCustomer(
  config: StripeConfig,
  input: { userId: string; email: string; name?: string },
  idempotencyKey: string,
): Promise<StripeCustomer> {
  const form = new URLSearchParams({ email: input.email, name: input.name ?? '', 'metadata[user_id]': input.userId });
  return answer<StripeCustomer>(await stripeRequest(config, '/v1/customers', { form, idempotencyKey }));
}

/** A SetupIntent for saving a card to charge later with the shopper away (usage off_session). */
export async function createSetupIntent(
  config: StripeConfig,
  input: { customerId: string; userId: string },
): Promise<SetupIntent> {
  const form = new URLSearchParams({
    customer: input.customerId,
    usage: 'off_session',
    'payment_method_types[]': 'card',
    'metadata[user_id]': input.userId,
  });
  return answer<SetupIntent>(await stripeRequest(config, '/v1/setup_intents', { form }));
}

/**
 * The SetupIntent as Stripe has it, with its payment method (for the card's brand and last four digits).
 * Null when Stripe has no such SetupIntent (a made-up or mistyped id).
 */
export async function retrieveSetupIntent(config: StripeConfig, setupIntentId: string): Promise<SetupIntent | null> {
  const path = `/v1/setup_intents/${encodeURIComponent(setupIntentId)}?expand[]=payment_method`;
  const response = await stripeRequest(config, path, { method: 'GET' });
  return response.status === 404 ? null : answer<SetupIntent>(response);
}

export type OffSessionCharge =
  { ok: true; intent: PaymentIntent } | { ok: false; code: string; message: string; intent: PaymentIntent | null };

/**
 * Charges a saved card with the shopper away: a PaymentIntent confirmed at once (off_session). The
 * idempotency key names the charge, so asking again (a retried or restarted run) answers with the first
 * attempt's outcome instead of charging twice. A card the bank refuses (card_declined) or that needs the
 * shopper to authenticate (authentication_required) is an answer, not an error; Stripe being unreachable
 * or refusing the request is thrown (StripeError, or the network's own error).
 */
export async function chargeOffSession(
  config: StripeConfig,
  input: {
    amountCents: number;
    customerId: string;
    paymentMethodId: string;
    description: string;
    metadata: Record<string, string>;
  },
  idempotencyKey: string,
): Promise<OffSessionCharge> {
  const form = new URLSearchParams({
    amount: String(input.amountCents),
    currency: 'usd',
    customer: input.customerId,
    payment_method: input.paymentMethodId,
    off_session: 'true',
    confirm: 'true',
    description: input.description,
  });
  for (const [key, value] of Object.entries(input.metadata)) form.set(`metadata[${key}]`, value);
  const response = await stripeRequest(config, '/v1/payment_intents', { form, idempotencyKey });
  const json = (await response.json().catch(() => null)) as
    | (PaymentIntent & { error?: { type?: string; code?: string; message?: string; payment_intent?: PaymentIntent } })
    | null;
  if (response.ok && json?.id) {
    if (json.status === 'succeeded') return { ok: true, intent: json };
    return {
      ok: false,
      code: json.status,
      message: json.last_payment_error?.message ?? 'Your card was declined.',
      intent: json,
    };
  }
  const error = json?.error;
  if (error?.type === 'card_error') {
    return {
      ok: false,
      code: error.code ?? 'card_declined',
      message: error.message ?? 'Your card was declined.',
      intent: error.payment_intent ?? null,
    };
  }
  throw new StripeError(error?.message ?? `Stripe answered ${response.status}`);
}
