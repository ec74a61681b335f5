import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Stripe, in one HTTP server: a fake Stripe.js at /v3/ (only what the payment
 * pages call: Stripe(pk), elements(), create('card'), mount, on('change'), destroy, confirmCardPayment)
 * and the few API routes the shop and that script use. Confirming marks the intent succeeded (or
 * declined for 4000 0000 0000 0002) and then sends the signed webhook to the shop, as Stripe would.
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

export interface StripeStandIn {
  url: string;
  intents: Map<string, Intent>;
  /** Status codes the shop answered our webhooks with, in order. */
  webhookReplies: number[];
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
  const webhookReplies: number[] = [];
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
    response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
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

    // The shop's server calls, with the secret key.
    const bearer = request.headers.authorization === `Bearer ${options.secretKey}`;
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      if (!bearer) return reply(response, 401, { error: { message: 'Invalid API Key provided' } });
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

    // The browser's call from Stripe.js, with the publishable key and the client secret.
    const confirm = path.match(/^\/v1\/payment_intents\/([^/]+)\/confirm$/);
    if (request.method === 'POST' && confirm) {
      const intent = intents.get(confirm[1]!);
      if (form.get('key') !== options.publishableKey || !intent || form.get('client_secret') !== intent.client_secret) {
        return reply(response, 400, {
          error: { message: 'Invalid client secret or key', type: 'invalid_request_error' },
        });
      }
      const number = (form.get('payment_method_data[card][number]') ?? '').replace(/\D/g, '');
      if (number === DECLINED) {
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
        return sendWebhook('payment_intent.payment_failed', intent);
      }
      intent.status = 'succeeded';
      intent.last_payment_error = null;
      reply(response, 200, intent);
      return sendWebhook('payment_intent.succeeded', intent);
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
    webhookReplies,
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
  window.Stripe = function Stripe(publishableKey) {
    if (!/^pk_/.test(publishableKey)) throw new Error('Invalid publishable key');
    return {
      elements: () => ({ create: (type) => cardElement(type) }),
      async confirmCardPayment(clientSecret, data) {
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
        const response = await fetch(API + '/v1/payment_intents/' + id + '/confirm', { method: 'POST', body: form });
        const json = await response.json();
        return response.ok ? { paymentIntent: json } : { error: json.error };
      },
    };
  };
})();
`;
}
