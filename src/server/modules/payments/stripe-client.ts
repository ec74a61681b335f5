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
  last_payment_error?: { message?: string } | null;
}

export class StripeError extends Error {}

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
  const response = await fetch(`${config.apiUrl}/v1/payment_intents`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': idempotencyKey,
    },
    body: form,
    signal: AbortSignal.timeout(15_000),
  });
  return intentFrom(response);
}

/** The intent as Stripe has it now: how the shop settles a payment when the webhook is late. */
export async function retrievePaymentIntent(config: StripeConfig, intentId: string): Promise<PaymentIntent> {
  const response = await fetch(`${config.apiUrl}/v1/payment_intents/${encodeURIComponent(intentId)}`, {
    headers: { authorization: `Bearer ${config.secretKey}` },
    signal: AbortSignal.timeout(15_000),
  });
  return intentFrom(response);
}

/**
 * Cancels an intent that will not be used (the order moved to another attempt), so a page still open
 * on it can never pay it as well. Stripe refuses once the intent succeeded (or is being processed).
 */
export async function cancelPaymentIntent(config: StripeConfig, intentId: string): Promise<PaymentIntent> {
  const response = await fetch(`${config.apiUrl}/v1/payment_intents/${encodeURIComponent(intentId)}/cancel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.secretKey}` },
    signal: AbortSignal.timeout(15_000),
  });
  return intentFrom(response);
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
  const response = await fetch(`${config.apiUrl}/v1/refunds`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': idempotencyKey,
    },
    body: new URLSearchParams({
      payment_intent: input.paymentIntentId,
      amount: String(input.amountCents),
      'metadata[order_id]': input.orderId,
    }),
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await response.json().catch(() => null)) as (StripeRefund & { error?: { message?: string } }) | null;
  if (!response.ok || !json?.id) throw new StripeError(json?.error?.message ?? `Stripe answered ${response.status}`);
  return json;
}

async function intentFrom(response: Response): Promise<PaymentIntent> {
  const json = (await response.json().catch(() => null)) as (PaymentIntent & { error?: { message?: string } }) | null;
  if (!response.ok || !json?.id) throw new StripeError(json?.error?.message ?? `Stripe answered ${response.status}`);
  return json;
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
