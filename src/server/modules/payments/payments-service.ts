import type { FastifyBaseLogger } from 'fastify';
import type { PaymentOutcomeDto } from '../../../shared/checkout';
import { ORDER_NOT_FOUND_MESSAGE, type OrderDto, type PaymentMethod } from '../../../shared/orders';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { ordersRepository } from '../orders/orders-repository';
import { paymentsRepository } from './payments-repository';
import type { OrdersService } from '../orders/orders-service';
import { inTransaction } from '../../db/executor';
import { demoCharge } from './demo-processor';
import {
  cancelPaymentIntent,
  createPaymentIntent,
  type PaymentIntent,
  retrievePaymentIntent,
  StripeError,
  verifyWebhookSignature,
} from './stripe-client';

export const ORDER_EXPIRED_MESSAGE = 'This order has expired. Please place it again from your cart.';
export const ALREADY_PAID_MESSAGE = 'This order is already paid';
export const PAY_ON_DELIVERY_MESSAGE =
  'This order is paid in cash on delivery, so there is nothing to pay online. Please have the amount ready for the driver.';
const STRIPE_UNREACHABLE_MESSAGE = 'The card processor could not be reached. Please try again.';
const PAYMENT_IN_PROGRESS_MESSAGE =
  'Your earlier payment for this order is still being processed. Please try again in a minute.';
const LATE_PAYMENT_NOTE = 'Payment received after the order was cancelled; a refund is due.';

interface PayableOrder {
  id: string;
  orderNumber: string;
  totalCents: number;
  paymentMethod: PaymentMethod;
}

type ReplayedOrder = PayableOrder & Pick<OrderDto, 'status' | 'paymentStatus' | 'paymentMessage'>;

const PAID: PaymentOutcomeDto = { status: 'paid', message: null, clientSecret: null };

/**
 * Taking payment for placed orders: cash on delivery needs nothing; cards and wallets go to Stripe
 * (a PaymentIntent, settled by its webhook) or, without keys, to the demo processor at once. Settling
 * is idempotent: a webhook that arrives twice, or after the shopper came back, changes nothing more.
 */
export function createPaymentsService(deps: {
  database: Database;
  config: Config;
  orders: OrdersService;
  log: FastifyBaseLogger;
}) {
  const { database, config, orders, log } = deps;
  const stripe = config.stripe;
  const mode: 'demo' | 'stripe' = stripe ? 'stripe' : 'demo';

  /**
   * Settles a payment. From Stripe (a webhook or a lookup), the intent's word counts only for the order's
   * total in US dollars: an intent for another amount or currency settles nothing (logged for staff),
   * whatever its status.
   */
  async function markPaid(
    paymentId: string,
    last4: string | null,
    intent?: Pick<PaymentIntent, 'id' | 'amount' | 'amount_received' | 'currency'>,
  ): Promise<void> {
    const confirmedOrder = await inTransaction(database, async (tx) => {
      const pendingOrderId = await paymentsRepository.unsettledOrderId(tx, paymentId);
      if (!pendingOrderId) return null;
      const order = await ordersRepository.lockOrder(tx, pendingOrderId, null);
      if (!order) return null;
      if (intent) {
        const amount = intent.amount_received ?? intent.amount;
        if (amount !== order.totalCents || intent.currency !== 'usd') {
          log.error(
            {
              orderId: order.id,
              intentId: intent.id,
              amount,
              currency: intent.currency,
              totalCents: order.totalCents,
            },
            'stripe payment does not match the order: not settled',
          );
          return null;
        }
      }
      if (!(await paymentsRepository.markSucceeded(tx, paymentId, last4))) return null;
      const late = order.status === 'cancelled';
      await paymentsRepository.setOrderPaid(tx, order.id, late ? LATE_PAYMENT_NOTE : null);
      if (order.status !== 'pending') return null;
      await ordersRepository.setStatus(tx, order.id, 'confirmed', 'Payment received', null);
      return order.id;
    });
    if (confirmedOrder) await orders.sendConfirmation(confirmedOrder);
  }

  async function markFailed(paymentId: string, message: string) {
    await paymentsRepository.markFailed(database, paymentId, message);
  }

  /** Charges (demo) or starts (Stripe) the order's pending payment attempt. */
  async function collect(order: PayableOrder, card?: { number: string }): Promise<PaymentOutcomeDto> {
    if (order.paymentMethod === 'cod') return { status: 'unpaid', message: null, clientSecret: null };
    const payment = await paymentsRepository.latestPending(database, order.id);
    if (!payment) throw new AppError('NO_PAYMENT', ORDER_EXPIRED_MESSAGE);
    if (!stripe) {
      const outcome = demoCharge(order.paymentMethod, card?.number);
      if (outcome.ok) {
        await markPaid(payment.id, outcome.last4);
        return { status: 'paid', message: null, clientSecret: null };
      }
      await markFailed(payment.id, outcome.message);
      return { status: 'failed', message: outcome.message, clientSecret: null };
    }
    try {
      const intent = await createPaymentIntent(
        stripe,
        {
          amountCents: order.totalCents,
          orderId: order.id,
          orderNumber: order.orderNumber,
          method: order.paymentMethod,
        },
        `payment-${payment.id}`,
      );
      await paymentsRepository.setProviderRef(database, payment.id, intent.id);
      return { status: 'pending', message: null, clientSecret: intent.client_secret };
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'stripe payment intent failed');
      const message = error instanceof StripeError ? error.message : STRIPE_UNREACHABLE_MESSAGE;
      await markFailed(payment.id, message);
      return { status: 'failed', message, clientSecret: null };
    }
  }

  /**
   * The shopper's order's latest Stripe attempt in one of these states, with the id of its
   * PaymentIntent once one was made. Scoped by the shopper, so nobody acts on another's payment.
   */
  async function latestStripePayment(userId: string, orderId: string, statuses: ('pending' | 'failed')[]) {
    return paymentsRepository.latestStripe(database, userId, orderId, statuses);
  }

  /**
   * A retried submit of an order still waiting for its Stripe payment: the shopper needs the
   * PaymentIntent's client secret again to pay. The intent is looked up at Stripe by the id stored
   * with the payment (its amount is the one the server set); if the first submit stopped before an
   * intent was made, it is made now, with the same idempotency key that submit would have used.
   * A confirmed or cancelled order gets no secret.
   */
  async function resume(userId: string, order: ReplayedOrder) {
    const unchanged: PaymentOutcomeDto = {
      status: order.paymentStatus,
      message: order.paymentMessage,
      clientSecret: null,
    };
    if (!stripe || order.status !== 'pending' || order.paymentMethod === 'cod' || order.paymentStatus !== 'pending')
      return unchanged;
    const payment = await latestStripePayment(userId, order.id, ['pending']);
    if (!payment) return unchanged;
    if (!payment.providerRef) return collect(order);
    try {
      const intent = await retrievePaymentIntent(stripe, payment.providerRef);
      if (intent.status === 'succeeded') {
        await markPaid(payment.id, null, intent);
        // Still pending when the intent did not match the order (markPaid settled nothing).
        return (await latestStripePayment(userId, order.id, ['pending'])) ? unchanged : PAID;
      }
      return { status: 'pending', message: null, clientSecret: intent.client_secret } satisfies PaymentOutcomeDto;
    } catch (error) {
      log.warn({ err: error, orderId: order.id }, 'stripe payment intent lookup failed');
      return { ...unchanged, message: STRIPE_UNREACHABLE_MESSAGE };
    }
  }

  /**
   * Before an order moves to another attempt, the shopper's open Stripe intent for it is cancelled at
   * Stripe: a page still open on it, or a bank check still pending, could otherwise pay it as well as
   * the new attempt, charging twice. When Stripe refuses because that intent was paid meanwhile, the
   * order is settled as paid instead (true). When Stripe cannot say, nothing changes.
   */
  async function closeOpenIntent(userId: string, orderId: string): Promise<boolean> {
    if (!stripe) return false;
    const payment = await latestStripePayment(userId, orderId, ['pending', 'failed']);
    if (!payment?.providerRef) return false;
    const cancelled = await cancelPaymentIntent(stripe, payment.providerRef).then(
      () => true,
      () => false,
    );
    if (cancelled) return false;
    const intent = await retrievePaymentIntent(stripe, payment.providerRef).catch((error: unknown) => {
      log.warn({ err: error, orderId }, 'stripe payment intent could not be cancelled or looked up');
      throw new AppError('STRIPE_UNREACHABLE', STRIPE_UNREACHABLE_MESSAGE);
    });
    if (intent.status === 'canceled') return false;
    if (intent.status !== 'succeeded') throw new AppError('PAYMENT_IN_PROGRESS', PAYMENT_IN_PROGRESS_MESSAGE);
    await markPaid(payment.id, null, intent);
    return true;
  }

  /** Another attempt for a pending order (after a decline): a new card, a wallet, or cash on delivery. */
  async function retry(userId: string, orderId: string, method: PaymentMethod, card?: { number: string }) {
    if (await closeOpenIntent(userId, orderId)) return { order: await orders.detail(orderId, userId), payment: PAID };
    const switched = await inTransaction(database, async (tx) => {
      const order = await ordersRepository.lockOrder(tx, orderId, userId);
      if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      if (order.paymentStatus === 'paid') throw new AppError('ALREADY_PAID', ALREADY_PAID_MESSAGE);
      // A cash-on-delivery order is confirmed at once and has no online payment to retry.
      if (order.paymentMethod === 'cod' && order.status !== 'pending')
        throw new AppError('PAY_ON_DELIVERY', PAY_ON_DELIVERY_MESSAGE);
      if (order.status !== 'pending' || !order.stockHeld) throw new AppError('ORDER_EXPIRED', ORDER_EXPIRED_MESSAGE);
      await paymentsRepository.switchMethod(tx, orderId, method, method === 'cod' ? 'cod' : mode, order.totalCents);
      if (method !== 'cod') return false;
      await ordersRepository.setStatus(tx, orderId, 'confirmed', 'Cash on delivery chosen', null);
      return true;
    });
    if (switched) await orders.sendConfirmation(orderId);
    const detail = await orders.detail(orderId, userId);
    const payment = switched
      ? ({ status: 'unpaid', message: null, clientSecret: null } as const)
      : await collect(
          { id: detail.id, orderNumber: detail.orderNumber, totalCents: detail.totalCents, paymentMethod: method },
          card,
        );
    return { order: await orders.detail(orderId, userId), payment };
  }

  /**
   * A replayed submit (same idempotency key) of an order already placed. With the order's own method,
   * its payment is resumed. With another one (the shopper changed it after the first answer was lost),
   * an order still awaiting payment switches to it through `retry`, so the order and its payment
   * record the method that pays (cash on delivery confirms it); unless Stripe already took the first
   * method's payment, which settles the order as it is. A confirmed, paid or cancelled order is never
   * changed.
   */
  async function replay(userId: string, order: OrderDto, method: PaymentMethod, card?: { number: string }) {
    const switching = method !== order.paymentMethod && order.status === 'pending' && order.paymentStatus !== 'paid';
    // retry settles the order instead when Stripe already took the first method's payment.
    if (switching) return retry(userId, order.id, method, card);
    const payment = await resume(userId, order);
    return { order: payment.status === order.paymentStatus ? order : await orders.detail(order.id, userId), payment };
  }

  return {
    mode,
    publishableKey: stripe?.publishableKey ?? null,
    stripeJsUrl: stripe?.jsUrl ?? null,
    provider: (method: PaymentMethod) => (method === 'cod' ? 'cod' : mode),
    collect,
    retry,
    replay,

    /**
     * After Stripe.js confirmed a card in the browser, the shopper's page asks for the order again: a
     * Stripe payment still pending here is looked up at Stripe (never taken from the browser's word),
     * so a late or lost webhook does not leave a paid order waiting.
     */
    async refresh(userId: string, orderId: string) {
      const order = await orders.detail(orderId, userId);
      if (!stripe || order.paymentStatus !== 'pending') return order;
      const payment = await latestStripePayment(userId, orderId, ['pending']);
      if (!payment?.providerRef) return order;
      try {
        const intent = await retrievePaymentIntent(stripe, payment.providerRef);
        if (intent.status === 'succeeded') await markPaid(payment.id, null, intent);
        else if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
          await markFailed(payment.id, intent.last_payment_error.message ?? 'Your card was declined.');
        } else return order;
      } catch (error) {
        log.warn({ err: error, orderId }, 'stripe payment intent lookup failed');
        return order;
      }
      return orders.detail(orderId, userId);
    },

    /** Stripe's webhook: signature first, then payment_intent.succeeded / payment_failed. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      if (!stripe) throw new AppError('STRIPE_NOT_CONFIGURED', 'Stripe is not configured');
      if (!verifyWebhookSignature(rawBody, signature, stripe.webhookSecret)) {
        throw new AppError('BAD_SIGNATURE', 'Invalid webhook signature');
      }
      const event = JSON.parse(rawBody.toString('utf8')) as {
        type?: string;
        data?: {
          object?: Partial<PaymentIntent> & { id?: string; last_payment_error?: { message?: string } };
        };
      };
      const intentId = event.data?.object?.id;
      if (!intentId || !event.type?.startsWith('payment_intent.')) return { received: true };
      const payment = await paymentsRepository.byIntent(database, intentId);
      if (!payment) return { received: true };
      const intent = event.data!.object!;
      if (event.type === 'payment_intent.succeeded')
        await markPaid(payment.id, null, {
          id: intentId,
          amount: Number(intent.amount),
          amount_received: intent.amount_received,
          currency: intent.currency,
        });
      if (event.type === 'payment_intent.payment_failed') {
        await markFailed(payment.id, event.data?.object?.last_payment_error?.message ?? 'Your card was declined.');
      }
      return { received: true };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
