import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { checkoutStepForPath, type QuoteInput } from '../../../../shared/checkout';
import { quoteQuery } from '../api/checkout-api';
import { useCheckoutState } from '../api/checkout-state';
import { CheckoutSteps } from './checkout-steps';
import { OrderSummary } from './order-summary';

/** Steps 1–3 share the step indicator and the server's live order summary beside the form. */
export function CheckoutLayout() {
  const { pathname } = useLocation();
  const [state] = useCheckoutState();
  const quote = useQuery(quoteQuery(quoteInputFrom(state)));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Checkout</h1>
      <div className="mt-4">
        <CheckoutSteps current={checkoutStepForPath(pathname)} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div>
          <Outlet />
        </div>
        <aside>
          <OrderSummary quote={quote.data} />
        </aside>
      </div>
    </div>
  );
}

export function quoteInputFrom(state: ReturnType<typeof useCheckoutState>[0]): QuoteInput {
  const address = state.deliveryInfo?.address;
  return {
    zipCode: address?.zipCode || undefined,
    state: address?.state || undefined,
    express: state.deliveryInfo?.express ?? false,
    tip: state.driverTip,
    promoCode: state.paymentInfo?.promoCode ?? null,
    loyaltyPoints: state.paymentInfo?.loyaltyPoints ?? 0,
  };
}
