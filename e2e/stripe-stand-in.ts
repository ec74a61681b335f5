import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createSavedCardsStandIn,
  type SavedCardsStandIn,
} from '../src/server/modules/subscriptions/stripe-saved-cards-stand-in';

/**
 * A local stand-in for Stripe, in one HTTP server: a fake Stripe.js at /v3/ (only what the payment
 * pages call: Stripe(pk), elements(), create('card'), mount, on('change'), destroy, paymentRequest,
 * confirmCardPayment) and the few API routes the shop and that script use. Confirming marks the intent
 * succeeded (or declined for 4000 0000 0000 0002) and then sends the signed webhook to the shop, as
 * Stripe would.
 *
 * Wallets: the test says which wallets this "browser" has, what the shopper does in the sheet, and
 * whether the bank declines the wallet's card.
 * The sheet's payment method remembers the total the shopper approved, and confirming refuses it
 * for an intent of another amount, so a page that showed one total and charged another fails here.
 */
export interface Intent {
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; code: string } | null;
}

const DECLINED = '4000000000000002';

export type WalletName = 'applePay' | 'googlePay';

/** What the fake wallet sheet does; the test changes it between journeys. */
export interface WalletBrowser {
  available: Record<WalletName, boolean>;
  /** The shopper approves the payment in the sheet, or closes it. */
  sheet: 'approve' | 'cancel';
  /** The bank asks for 3-D Secure after the wallet approved (a second confirm completes it). */
  requiresAction: boolean;
  /** The card in the wallet is one the bank declines (as Stripe's test card 4000 0000 0000 0002). */
  declines: boolean;
}

export interface WalletPaymentMethod {
  id: string;
  wallet: WalletName;
  /** The total the sheet showed when the shopper approved. */
  approvedAmount: number;
  /** Its card is declined by the bank whenever it is charged. */
  declines: boolean;
}

export interface StripeStandIn {
  url: string;
  intents: Map<string, Intent>;
  wallets: WalletBrowser;
  paymentMethods: Map<string, WalletPaymentMethod>;
  /** Which payment method paid each intent. */
  paidWith: Map<string, string>;
  /** Status codes the shop answered our webhooks with, in order. */
  webhookReplies: number[];
  /** Cents refunded so far, by intent (POST /v1/refunds). */
  refunded: Map<string, number>;
  /** Saved cards (Subscribe & Save): customers, SetupIntents, their payment methods, off-session charges. */
  savedCards: SavedCardsStandIn;
  close(): Promise<void>;
}

export async function startStripeStandIn(options: {
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
  /** The shop's webhook endpoint, known once the shop has a port. */
  webhookUrl: () => string;
}): Promise<StripeStandIn> {
  const intents = new Map<string, Intent>();
  const wallets: WalletBrowser = {
    available: { applePay: false, googlePay: false },
    sheet: 'approve',
    requiresAction: false,
    declines: false,
  };
  const paymentMethods = new Map<string, WalletPaymentMethod>();
  const paidWith = new Map<string, string>();
  const idempotent = new Map<string, Intent>();
  const webhookReplies: number[] = [];
  /** Cents refunded so far, by intent. */
  const refunded = new Map<string, number>();
  const savedCards = createSavedCardsStandIn(options);
  let url = '';

  async function sendWebhook(type: string, intent: Intent) {
    const payload = JSON.stringify({ id: `evt_${randomBytes(8).toString('hex')}`, type, data: { object: intent } });
    const timestamp = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', options.webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
    const response = await fetch(options.webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${v1}` },
      body: payload,
    });
    webhookReplies.push(response.status);
  }

  function reply(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
    response.writeHead(status, {
      'content-type': type,
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  async function succeed(response: ServerResponse, intent: Intent) {
    intent.status = 'succeeded';
    intent.last_payment_error = null;
    reply(response, 200, intent);
    await sendWebhook('payment_intent.succeeded', intent);
  }

  /** Like Stripe for a card the bank refuses: 402, the intent back to requires_payment_method, a webhook. */
  async function decline(response: ServerResponse, intent: Intent) {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { message: 'Your card was declined.', code: 'card_declined' };
    reply(response, 402, {
      error: {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
        payment_intent: intent,
      },
    });
    await sendWebhook('payment_intent.payment_failed', intent);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let body = '';
    for await (const chunk of request) body += chunk;
    const form = new URLSearchParams(body);
    const path = new URL(request.url!, 'http://stand-in').pathname;
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type',
        'access-control-allow-methods': 'GET, POST',
      });
      return response.end();
    }
    if (request.method === 'GET' && path === '/v3/') return reply(response, 200, fakeStripeJs(url), 'text/javascript');
    // The fake browser's wallets, read by the fake Stripe.js when the page asks and when the sheet opens.
    if (request.method === 'GET' && path === '/test/wallets') return reply(response, 200, wallets);

    // Saved cards: customers, SetupIntents (made by the shop, confirmed by Stripe.js), off-session charges.
    const saved = savedCards.handle({
      method: request.method ?? 'GET',
      url: request.url!,
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      body,
    });
    if (saved) return reply(response, saved.status, saved.body);

    // The shop's server calls, with the secret key.
    const bearer = request.headers.authorization === `Bearer ${options.secretKey}`;
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      if (!bearer) return reply(response, 401, { error: { message: 'Invalid API Key provided' } });
      // Like Stripe: the same idempotency key answers with the intent it made the first time.
      const key = request.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (earlier) return reply(response, 200, earlier);
      const id = `pi_${randomBytes(8).toString('hex')}`;
      const intent: Intent = {
        id,
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        metadata: {
          order_id: form.get('metadata[order_id]') ?? '',
          order_number: form.get('metadata[order_number]') ?? '',
        },
        last_payment_error: null,
      };
      intents.set(id, intent);
      if (typeof key === 'string') idempotent.set(key, intent);
      return reply(response, 200, intent);
    }
    const lookup = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (request.method === 'GET' && lookup) {
      if (!bearer) return reply(response, 401, { error: { message: 'Invalid API Key provided' } });
      const intent = intents.get(lookup[1]!);
      return intent
        ? reply(response, 200, intent)
        : reply(response, 404, { error: { message: 'No such payment_intent' } });
    }

    const cancel = path.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/);
    if (request.method === 'POST' && cancel) {
      if (!bearer) return reply(response, 401, { error: { message: 'Invalid API Key provided' } });
      const intent = intents.get(cancel[1]!);
      if (!intent) return reply(response, 404, { error: { message: 'No such payment_intent' } });
      // Like Stripe: a paid intent cannot be cancelled.
      if (intent.status === 'succeeded') {
        return reply(response, 400, {
          error: { message: 'This PaymentIntent has already succeeded.', type: 'invalid_request_error' },
        });
      }
      intent.status = 'canceled';
      return reply(response, 200, intent);
    }

    // A refund of a paid intent (the staff desk); like Stripe, never more than is left of the intent.
    if (request.method === 'POST' && path === '/v1/refunds') {
      if (!bearer) return reply(response, 401, { error: { message: 'Invalid API Key provided' } });
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') {
        return reply(response, 400, { error: { message: 'This PaymentIntent has not succeeded.' } });
      }
      const amount = Number(form.get('amount') ?? intent.amount);
      const left = intent.amount - (refunded.get(intent.id) ?? 0);
      if (!(amount > 0) || amount > left) {
        return reply(response, 400, {
          error: { message: `Refund amount is greater than unrefunded amount (${left})` },
        });
      }
      refunded.set(intent.id, (refunded.get(intent.id) ?? 0) + amount);
      return reply(response, 200, { id: `re_${randomBytes(8).toString('hex')}`, status: 'succeeded', amount });
    }

    // The wallet sheet's payment method, made by Stripe.js once the shopper approved in the sheet.
    if (request.method === 'POST' && path === '/v1/payment_methods') {
      if (form.get('key') !== options.publishableKey)
        return reply(response, 401, { error: { message: 'Invalid key' } });
      const method: WalletPaymentMethod = {
        id: `pm_${randomBytes(8).toString('hex')}`,
        wallet: form.get('wallet') as WalletName,
        approvedAmount: Number(form.get('approved_amount')),
        // The card chosen in the sheet, so it keeps being declined after the test changes the setting.
        declines: wallets.declines,
      };
      paymentMethods.set(method.id, method);
      return reply(response, 200, { id: method.id, type: 'card', card: { wallet: { type: method.wallet } } });
    }

    // The browser's calls from Stripe.js, with the publishable key and the client secret.
    const confirm = path.match(/^\/v1\/payment_intents\/([^/]+)\/confirm$/);
    if (request.method === 'POST' && confirm) {
      const intent = intents.get(confirm[1]!);
      if (form.get('key') !== options.publishableKey || !intent || form.get('client_secret') !== intent.client_secret) {
        return reply(response, 400, {
          error: { message: 'Invalid client secret or key', type: 'invalid_request_error' },
        });
      }
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        const message = `This PaymentIntent has already ${intent.status === 'canceled' ? 'been canceled' : 'succeeded'}.`;
        return reply(response, 400, { error: { message, type: 'invalid_request_error' } });
      }
      const walletMethod = form.get('payment_method');
      if (walletMethod) {
        const method = paymentMethods.get(walletMethod);
        if (!method)
          return reply(response, 400, { error: { message: 'No such PaymentMethod', type: 'invalid_request_error' } });
        if (method.approvedAmount !== intent.amount) {
          return reply(response, 400, {
            error: {
              type: 'invalid_request_error',
              message: `The wallet approved ${method.approvedAmount} cents but the PaymentIntent is for ${intent.amount}.`,
            },
          });
        }
        if (method.declines) return decline(response, intent);
        paidWith.set(intent.id, method.id);
        if (wallets.requiresAction) {
          intent.status = 'requires_action';
          return reply(response, 200, intent);
        }
        return succeed(response, intent);
      }
      // The second confirm after a wallet's requires_action: the shopper passed the bank's check.
      if (intent.status === 'requires_action') return succeed(response, intent);
      if (!form.get('payment_method_data[card][number]')) {
        return reply(response, 400, {
          error: {
            message: 'You must provide a payment method to confirm this PaymentIntent.',
            type: 'invalid_request_error',
          },
        });
      }
      const number = (form.get('payment_method_data[card][number]') ?? '').replace(/\D/g, '');
      if (number === DECLINED) return decline(response, intent);
      return succeed(response, intent);
    }
    reply(response, 404, { error: { message: `Unrecognized request URL (${request.method} ${path})` } });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) reply(response, 500, { error: { message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    intents,
    wallets,
    paymentMethods,
    paidWith,
    webhookReplies,
    refunded,
    savedCards,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The browser half: plain inputs stand in for Stripe's card iframe. */
function fakeStripeJs(apiUrl: string) {
  return `(() => {
  const API = ${JSON.stringify(apiUrl)};
  function cardElement() {
    const handlers = [];
    const inputs = {};
    let root = null;
    const digits = (v) => v.replace(/\\D/g, '');
    const state = () => {
      const number = digits(inputs.number.value);
      const complete = number.length >= 15 && /^\\d\\d ?\\/ ?\\d\\d$/.test(inputs.expiry.value.trim()) && digits(inputs.cvc.value).length >= 3;
      return { elementType: 'card', complete, empty: !number, error: undefined };
    };
    return {
      mount(target) {
        root = typeof target === 'string' ? document.querySelector(target) : target;
        const box = document.createElement('div');
        box.style.display = 'flex';
        box.style.gap = '8px';
        for (const [name, label, placeholder, width] of [
          ['number', 'Card number', '1234 1234 1234 1234', '60%'],
          ['expiry', 'Expiration date', 'MM / YY', '22%'],
          ['cvc', 'Security code', 'CVC', '18%'],
        ]) {
          const input = document.createElement('input');
          input.setAttribute('aria-label', label);
          input.placeholder = placeholder;
          input.inputMode = 'numeric';
          input.style.width = width;
          input.style.minWidth = '0';
          input.style.border = '0';
          input.style.outline = 'none';
          input.style.fontSize = '16px';
          input.addEventListener('input', () => handlers.forEach((h) => h(state())));
          inputs[name] = input;
          box.appendChild(input);
        }
        root.appendChild(box);
      },
      on(event, handler) {
        if (event === 'change') handlers.push(handler);
      },
      destroy() {
        if (root) root.replaceChildren();
      },
      __values: () => ({ number: digits(inputs.number.value), expiry: inputs.expiry.value, cvc: inputs.cvc.value }),
    };
  }
  const WALLETS = ['applePay', 'googlePay'];
  const browserWallets = () => fetch(API + '/test/wallets').then((r) => r.json());
  // What the page showed in the sheet and how it closed it, for the test to read.
  window.__walletSheets = [];
  function paymentRequest(publishableKey, options) {
    let total = options.total;
    let checked = false;
    const disabled = options.disableWallets || [];
    const handlers = { paymentmethod: [], cancel: [] };
    const usable = (available) => WALLETS.filter((w) => available[w] && !disabled.includes(w));
    return {
      async canMakePayment() {
        const { available } = await browserWallets();
        checked = true;
        if (!usable(available).length) return null;
        return { applePay: usable(available).includes('applePay'), googlePay: usable(available).includes('googlePay'), link: false };
      },
      update(next) {
        if (next.total) total = next.total;
      },
      show() {
        // As Stripe.js and browsers require: availability checked first, and a click to open the sheet.
        if (!checked) throw new Error('IntegrationError: call canMakePayment() before show()');
        if (!navigator.userActivation.isActive) throw new Error('show() must be called from a user gesture');
        const sheet = { amount: total.amount, label: total.label, completed: null };
        window.__walletSheets.push(sheet);
        browserWallets().then(async ({ available, sheet: action }) => {
          const wallet = usable(available)[0];
          if (!wallet || action === 'cancel') return handlers.cancel.forEach((h) => h());
          const form = new URLSearchParams({ key: publishableKey, type: 'card', wallet, approved_amount: String(total.amount) });
          const paymentMethod = await (await fetch(API + '/v1/payment_methods', { method: 'POST', body: form })).json();
          const event = { paymentMethod, walletName: wallet, complete: (status) => (sheet.completed = status) };
          handlers.paymentmethod.forEach((h) => h(event));
        });
      },
      on(event, handler) {
        handlers[event].push(handler);
      },
      off(event, handler) {
        handlers[event] = handler ? handlers[event].filter((h) => h !== handler) : [];
      },
    };
  }
  window.Stripe = function Stripe(publishableKey) {
    if (!/^pk_/.test(publishableKey)) throw new Error('Invalid publishable key');
    const confirmWith = async (clientSecret, fields) => {
      const id = clientSecret.split('_secret_')[0];
      const form = new URLSearchParams({ key: publishableKey, client_secret: clientSecret, ...fields });
      const response = await fetch(API + '/v1/payment_intents/' + id + '/confirm', { method: 'POST', body: form });
      const json = await response.json();
      return response.ok ? { paymentIntent: json } : { error: json.error };
    };
    return {
      elements: () => ({ create: (type) => cardElement(type) }),
      // Saves the card element's card on a SetupIntent (Subscribe & Save), as Stripe.js does.
      async confirmCardSetup(clientSecret, data) {
        const id = clientSecret.split('_secret_')[0];
        const card = data.payment_method.card.__values();
        const form = new URLSearchParams({
          key: publishableKey,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': card.number,
          'payment_method_data[card][exp]': card.expiry,
          'payment_method_data[card][cvc]': card.cvc,
          'payment_method_data[billing_details][name]': data.payment_method.billing_details?.name ?? '',
        });
        const response = await fetch(API + '/v1/setup_intents/' + id + '/confirm', { method: 'POST', body: form });
        const json = await response.json();
        return response.ok ? { setupIntent: json } : { error: json.error };
      },
      paymentRequest: (options) => paymentRequest(publishableKey, options),
      async confirmCardPayment(clientSecret, data, options) {
        // A wallet's payment method; with handleActions (the default) a 3-D Secure step is passed at once.
        if (typeof data?.payment_method === 'string') {
          const result = await confirmWith(clientSecret, { payment_method: data.payment_method });
          if (result.paymentIntent?.status !== 'requires_action' || options?.handleActions === false) return result;
          return confirmWith(clientSecret, {});
        }
        // Without data: the next action of an intent a wallet left waiting for the bank.
        if (!data) return confirmWith(clientSecret, {});
        const card = data.payment_method.card.__values();
        return confirmWith(clientSecret, {
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': card.number,
          'payment_method_data[card][exp]': card.expiry,
          'payment_method_data[card][cvc]': card.cvc,
          'payment_method_data[billing_details][name]': data.payment_method.billing_details?.name ?? '',
        });
      },
    };
  };
})();
`;
}
