import { REFUND_MESSAGES } from '../../../shared/admin-orders';
import { AppError } from '../../errors';
import { demoRefund } from './demo-processor';
import { createRefund, type StripeConfig, StripeError } from './stripe-client';

export type RefundProvider = 'cod' | 'demo' | 'stripe';

/** The payment that took the money: the provider that must give it back and its reference there. */
export interface PaidWith {
  provider: RefundProvider;
  providerRef: string | null;
}

/**
 * Gives money back through whoever took it: Stripe refunds the PaymentIntent, the demo processor
 * pretends to, and cash on delivery is only recorded (the store hands the cash back).
 */
export async function refundPayment(
  stripe: StripeConfig | null,
  paid: PaidWith,
  input: { orderId: string; amountCents: number; idempotencyKey: string },
): Promise<string | null> {
  if (paid.provider === 'cod') return null;
  if (paid.provider === 'demo') return demoRefund().ref;
  if (!stripe || !paid.providerRef) {
    throw new AppError('REFUND_FAILED', `${REFUND_MESSAGES.providerFailed}: Stripe is not configured`);
  }
  try {
    const refund = await createRefund(
      stripe,
      { paymentIntentId: paid.providerRef, amountCents: input.amountCents, orderId: input.orderId },
      input.idempotencyKey,
    );
    return refund.id;
  } catch (error) {
    if (error instanceof StripeError) {
      throw new AppError('REFUND_FAILED', `${REFUND_MESSAGES.providerFailed}: ${error.message}`);
    }
    throw error;
  }
}
