import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutQuoteDto,
  paymentConfigDto,
  placeOrderInput,
  placeOrderResult,
  quoteInput,
  slotsDto,
} from '../../../shared/checkout';
import { PROMO_MESSAGES, promoDto, validatePromoInput } from '../../../shared/promos';
import { errorReply } from '../../http-schemas';
import { requireUser } from '../../plugins/auth-session';
import { AppError } from '../../errors';
import type { PaymentsService } from '../payments/payments-service';
import { type PromoGuessThrottle, promoGuessingError } from '../promos/promo-guess-throttle';
import type { CheckoutService } from './checkout-service';

const errors = {
  400: errorReply,
  401: errorReply,
  404: errorReply,
  409: errorReply,
  422: errorReply,
  429: errorReply,
};

/** /api/checkout: delivery slots, the live quote, placing the order; /api/promos/validate. */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  payments: PaymentsService;
  promoGuesses: PromoGuessThrottle;
}> = async (app, { checkout, payments, promoGuesses }) => {
  const tags = ['checkout'];
  app.addHook('onRequest', async (request) => {
    await requireUser(request);
  });

  app.get('/checkout/slots', { schema: { tags, response: { 200: slotsDto, ...errors } } }, async (request) =>
    checkout.slots(request.now),
  );

  app.get(
    '/checkout/payment-config',
    { schema: { tags, response: { 200: paymentConfigDto, ...errors } } },
    async () => ({
      mode: payments.mode,
      publishableKey: payments.publishableKey,
      stripeJsUrl: payments.stripeJsUrl,
    }),
  );

  app.post(
    '/checkout/quote',
    { schema: { tags, body: quoteInput, response: { 200: checkoutQuoteDto, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      const { promoCode } = request.body;
      const refused = promoCode ? await promoGuesses.refusal(user.id, request.ip, promoCode) : null;
      // While refused the code is not looked at; the rest of the quote still answers.
      if (refused) {
        const quote = await checkout.quote(user.id, { ...request.body, promoCode: null }, request.now);
        return { ...quote, promoMessage: PROMO_MESSAGES.tooManyTries(refused.seconds) };
      }
      const quote = await checkout.quote(user.id, request.body, request.now);
      if (promoCode) await promoGuesses.answered(user.id, request.ip, promoCode, quote.promoMessage);
      return quote;
    },
  );

  app.post(
    '/checkout/orders',
    { schema: { tags, body: placeOrderInput, response: { 200: placeOrderResult, 201: placeOrderResult, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { promoCode } = request.body.payment;
      const refused = promoCode ? await promoGuesses.refusal(user.id, request.ip, promoCode) : null;
      if (refused) throw promoGuessingError(refused.seconds);
      try {
        const result = await checkout.placeOrder(user.id, request.body, request.now);
        return reply.status(result.replayed ? 200 : 201).send(result);
      } catch (error) {
        if (promoCode && error instanceof AppError && error.code === 'PROMO_INVALID')
          await promoGuesses.answered(user.id, request.ip, promoCode, error.message);
        throw error;
      }
    },
  );

  app.post(
    '/promos/validate',
    { schema: { tags: ['promos'], body: validatePromoInput, response: { 200: promoDto, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      const refused = await promoGuesses.refusal(user.id, request.ip, request.body.code);
      if (refused) throw promoGuessingError(refused.seconds);
      const quote = await checkout.quote(
        user.id,
        { promoCode: request.body.code, express: false, loyaltyPoints: 0 },
        request.now,
      );
      await promoGuesses.answered(user.id, request.ip, request.body.code, quote.promoMessage);
      if (!quote.promo) throw new AppError('PROMO_INVALID', quote.promoMessage!, { code: quote.promoMessage! });
      return quote.promo;
    },
  );
};
