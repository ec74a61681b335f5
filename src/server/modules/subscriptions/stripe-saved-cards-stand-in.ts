import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tests only: Stripe's saved-card API as a stand-in, for the API tests (startSavedCardsStandIn) and,
 * through `handle`, for e2e/stripe-stand-in.ts. Customers, SetupIntents (made by the shop with the
 * secret key, confirmed by Stripe.js with the publishable key and client secret), off-session
 * PaymentIntents charged to a customer's saved payment method, and refunds of those. Every POST with
 * an Idempotency-Key answers a repeat with the first answer, and refuses the key with other parameters,
 * as Stripe does. Test cards as in Stripe's test mode:
 * - 4242 4242 4242 4242 (visa), 5555 5555 5555 4444 (mastercard): saved, and charged off-session;
 * - 4000 0000 0000 0341: saved, then every off-session charge is declined (card_declined);
 * - 4000 0027 6000 3184: saved, then every off-session charge needs the shopper (authentication_required);
 * - 4000 0000 0000 0002: declined when it is saved.
 */
export interface StandInSetupIntent {
  id: string;
  client_secret: string;
  customer: string;
  usage: string;
  status: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  last_setup_error: { code: string; message: string } | null;
}

export interface StandInPaymentMethod {
  id: string;
  customer: string;
  number: string;
  card: { brand: string; last4: string };
}

export interface OffSessionIntent {
  id: string;
  amount: number;
  customer: string;
  payment_method: string;
  status: string;
  metadata: Record<string, string>;
  idempotencyKey: string | null;
}

export interface StandInReply {
  status: number;
  body: unknown;
}

const DECLINE_OFF_SESSION = '4000000000000341';
const NEEDS_AUTHENTICATION = '4000002760003184';
const DECLINED = '4000000000000002';
const declined = { code: 'card_declined', message: 'Your card was declined.' };

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const brandOf = (number: string) => (number.startsWith('5') ? 'mastercard' : number.startsWith('3') ? 'amex' : 'visa');
const fail = (status: number, message: string, extra: Record<string, unknown> = {}): StandInReply => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});
const metadataOf = (form: URLSearchParams) =>
  Object.fromEntries(
    [...form.entries()].flatMap(([k, v]) => {
      const m = /^metadata\[(.+)\]$/.exec(k);
      return m ? [[m[1]!, v]] : [];
    }),
  );

export function createSavedCardsStandIn(keys: { secretKey: string; publishableKey: string }) {
  const customers = new Map<string, { id: string; email: string; metadata: Record<string, string> }>();
  const setupIntents = new Map<string, StandInSetupIntent>();
  const paymentMethods = new Map<string, StandInPaymentMethod>();
  const offSession = new Map<string, OffSessionIntent>();
  /** Off-session charges' refunds, by PaymentIntent (cents). */
  const refunded = new Map<string, number>();
  /** Every POST with an idempotency key: its parameters and the first answer. */
  const idempotent = new Map<string, { params: string; reply: StandInReply }>();
  /** Off-session PaymentIntent requests, each one as asked (a repeat with the same key included). */
  const chargeRequests: { idempotencyKey: string | null; amount: number }[] = [];

  function setupIntentView(intent: StandInSetupIntent, expand: boolean) {
    const method = intent.payment_method ? paymentMethods.get(intent.payment_method) : undefined;
    return { object: 'setup_intent', ...intent, payment_method: expand && method ? method : intent.payment_method };
  }

  /** The shop's server calls (secret key). */
  function serverCall(
    method: string,
    path: string,
    query: URLSearchParams,
    form: URLSearchParams,
  ): StandInReply | null {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), email: form.get('email') ?? '', metadata: metadataOf(form) };
      customers.set(customer.id, customer);
      return { status: 200, body: { object: 'customer', ...customer } };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const customer = form.get('customer') ?? '';
      if (!customers.has(customer)) return fail(400, `No such customer: '${customer}'`);
      const id = newId('seti');
      const intent: StandInSetupIntent = {
        id,
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        customer,
        usage: form.get('usage') ?? 'off_session',
        status: 'requires_payment_method',
        metadata: metadataOf(form),
        payment_method: null,
        last_setup_error: null,
      };
      setupIntents.set(id, intent);
      return { status: 200, body: setupIntentView(intent, false) };
    }
    const setup = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && setup) {
      const intent = setupIntents.get(decodeURIComponent(setup[1]!));
      if (!intent) return fail(404, `No such setupintent: '${setup[1]}'`, { code: 'resource_missing' });
      return { status: 200, body: setupIntentView(intent, query.getAll('expand[]').includes('payment_method')) };
    }
    if (method === 'POST' && path === '/v1/payment_intents' && form.get('off_session') === 'true') {
      return chargeOffSession(form);
    }
    if (method === 'POST' && path === '/v1/refunds' && offSession.has(form.get('payment_intent') ?? '')) {
      const intent = offSession.get(form.get('payment_intent')!)!;
      const amount = Number(form.get('amount') ?? intent.amount);
      const left = intent.amount - (refunded.get(intent.id) ?? 0);
      if (intent.status !== 'succeeded') return fail(400, 'This PaymentIntent has not succeeded.');
      if (!(amount > 0) || amount > left) return fail(400, `Refund amount is greater than unrefunded amount (${left})`);
      refunded.set(intent.id, (refunded.get(intent.id) ?? 0) + amount);
      return { status: 200, body: { id: newId('re'), status: 'succeeded', amount } };
    }
    return null;
  }

  function chargeOffSession(form: URLSearchParams): StandInReply {
    const method = paymentMethods.get(form.get('payment_method') ?? '');
    if (form.get('confirm') !== 'true') return fail(400, 'Off-session payments here are confirmed at once.');
    if (!method || method.customer !== form.get('customer')) {
      return fail(400, 'The provided PaymentMethod is not attached to this customer.');
    }
    const intent: OffSessionIntent = {
      id: newId('pi'),
      amount: Number(form.get('amount')),
      customer: method.customer,
      payment_method: method.id,
      status: 'succeeded',
      metadata: metadataOf(form),
      idempotencyKey: null,
    };
    offSession.set(intent.id, intent);
    const refusal =
      method.number === DECLINE_OFF_SESSION
        ? declined
        : method.number === NEEDS_AUTHENTICATION
          ? {
              code: 'authentication_required',
              message: 'Your card was declined. This transaction requires authentication.',
            }
          : null;
    if (!refusal)
      return { status: 200, body: { object: 'payment_intent', ...intent, client_secret: `${intent.id}_secret` } };
    intent.status = 'requires_payment_method';
    const view = { object: 'payment_intent', ...intent, last_payment_error: refusal };
    return { status: 402, body: { error: { type: 'card_error', ...refusal, payment_intent: view } } };
  }

  /** Stripe.js's call (publishable key and client secret): confirm a SetupIntent with the card typed. */
  function confirmSetup(id: string, form: URLSearchParams): StandInReply {
    const intent = setupIntents.get(id);
    if (form.get('key') !== keys.publishableKey || !intent || form.get('client_secret') !== intent.client_secret) {
      return fail(400, 'Invalid client secret or key');
    }
    if (intent.status === 'succeeded') return fail(400, 'This SetupIntent has already succeeded.');
    const number = (form.get('payment_method_data[card][number]') ?? '').replace(/\D/g, '');
    if (!number) return fail(400, 'You must provide a payment method to confirm this SetupIntent.');
    if (number === DECLINED) {
      intent.last_setup_error = declined;
      const view = setupIntentView(intent, false);
      return { status: 402, body: { error: { type: 'card_error', ...declined, setup_intent: view } } };
    }
    const method: StandInPaymentMethod = {
      id: newId('pm'),
      customer: intent.customer,
      number,
      card: { brand: brandOf(number), last4: number.slice(-4) },
    };
    paymentMethods.set(method.id, method);
    Object.assign(intent, { status: 'succeeded', payment_method: method.id, last_setup_error: null });
    return { status: 200, body: setupIntentView(intent, false) };
  }

  /**
   * Answers the saved-card API's requests, or null for a request that is not one (the caller's own
   * routes then answer it: checkout's PaymentIntents, Stripe.js's script).
   */
  function handle(request: {
    method: string;
    url: string;
    authorization?: string;
    idempotencyKey?: string;
    body: string;
  }): StandInReply | null {
    const url = new URL(request.url, 'http://stand-in');
    const form = new URLSearchParams(request.body);
    const confirm = /^\/v1\/setup_intents\/([^/]+)\/confirm$/.exec(url.pathname);
    if (request.method === 'POST' && confirm) return confirmSetup(decodeURIComponent(confirm[1]!), form);
    const isOurs =
      url.pathname.startsWith('/v1/customers') ||
      url.pathname.startsWith('/v1/setup_intents') ||
      (url.pathname === '/v1/payment_intents' && form.get('off_session') === 'true') ||
      (url.pathname === '/v1/refunds' && offSession.has(form.get('payment_intent') ?? ''));
    if (!isOurs) return null;
    if (request.authorization !== `Bearer ${keys.secretKey}`) return fail(401, 'Invalid API Key provided');
    const key = request.method === 'POST' ? (request.idempotencyKey ?? null) : null;
    if (url.pathname === '/v1/payment_intents')
      chargeRequests.push({ idempotencyKey: key, amount: Number(form.get('amount')) });
    const scoped = key ? `${url.pathname} ${key}` : null;
    const earlier = scoped ? idempotent.get(scoped) : undefined;
    if (earlier) {
      if (earlier.params !== request.body) {
        return fail(
          400,
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          {
            type: 'idempotency_error',
          },
        );
      }
      return earlier.reply;
    }
    const reply =
      serverCall(request.method, url.pathname, url.searchParams, form) ?? fail(404, 'Unrecognized request URL');
    if (reply.status < 500 && key && scoped) {
      const body = reply.body as { id?: string };
      const intent = offSession.get(body.id ?? '');
      if (intent) intent.idempotencyKey = key;
      idempotent.set(scoped, { params: request.body, reply });
    }
    return reply;
  }

  return { customers, setupIntents, paymentMethods, offSession, refunded, chargeRequests, handle, confirmSetup };
}

export type SavedCardsStandIn = ReturnType<typeof createSavedCardsStandIn>;

async function readBody(request: IncomingMessage) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

/** The stand-in as its own HTTP server, for API tests (STRIPE_API_URL points at `url`). */
export async function startSavedCardsStandIn(keys: { secretKey: string; publishableKey: string }) {
  const state = createSavedCardsStandIn(keys);
  /** Requests the stand-in answers with 500 (Stripe unreachable), by path prefix. */
  const down = new Set<string>();
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = new URL(request.url!, 'http://stand-in').pathname;
      const reply = [...down].some((p) => path.startsWith(p))
        ? { status: 500, body: { error: { type: 'api_error', message: 'Stripe is down' } } }
        : (state.handle({
            method: request.method!,
            url: request.url!,
            authorization: request.headers.authorization,
            idempotencyKey: request.headers['idempotency-key'] as string | undefined,
            body,
          }) ?? fail(404, `Unrecognized request URL (${request.method} ${path})`));
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    down,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
