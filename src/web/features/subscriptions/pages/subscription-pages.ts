/**
 * Every Subscribe & Save page in one lazy chunk: the route table then names one file and one list of
 * its imports instead of a dozen small chunks, which kept the storefront's first-load JavaScript (the
 * route table is in it) inside its budget. A shopper on one of these pages is likely to open the next.
 */
export { default as SubscribePage } from './subscribe-page';
export { default as SubscriptionPaymentPage } from './subscription-payment-page';
export { default as SubscriptionSuccessPage } from './subscription-success-page';
export { default as MySubscriptionsPage } from './my-subscriptions-page';
export { default as EditSubscriptionPage } from './edit-subscription-page';
