import type { ChatSourceDto, PolicyTopic } from '../../../shared/chat';
import { SAME_DAY_CUTOFF_HOUR, storeClock } from '../../../shared/delivery-slots';
import { formatCents } from '../../../shared/money';
import { longCalendarDay } from '../../../shared/store-dates';
import { FREE_DELIVERY_OVER_CENTS, MINIMUM_ORDER_CENTS } from '../../../shared/order-totals';
import { MAX_SALE_DISCOUNT_PERCENT, saleWindow } from '../../../shared/thursday-sale';

/**
 * The shop's policies as the chat tells them, each citing the page that states it (Terms of Service,
 * About, Deals…). The wording follows those pages and the shared constants, so a changed rule changes
 * the answer too.
 */
export interface PolicyAnswer {
  text: string;
  source: ChatSourceDto;
}

const TERMS = { label: 'Terms of Service', href: '/terms-of-service' };
const cutoff = `${SAME_DAY_CUTOFF_HOUR - 12} PM`;

function thursdaySale(now: Date): string {
  const sale = saleWindow(now);
  const when = sale.active
    ? 'It is on right now, until midnight tonight (Central Time).'
    : `The next one starts ${longCalendarDay(storeClock(new Date(sale.nextStartsAt)).date)} at midnight (Central Time).`;
  return `Our weekly sale runs every Thursday, with up to ${MAX_SALE_DISCOUNT_PERCENT}% off selected groceries. ${when} This week's discounts are on the Deals page.`;
}

export function policyAnswer(topic: PolicyTopic, now: Date = new Date()): PolicyAnswer {
  switch (topic) {
    case 'freshness':
      return {
        text: 'Perishables carry our 100% freshness guarantee: if something fresh is not right, tell us within 24 hours of delivery with your order number and we refund that item in full.',
        source: TERMS,
      };
    case 'returns':
      return {
        text: 'Perishables: tell us within 24 hours of delivery for a full refund (our freshness guarantee). Unopened non-perishable items can be returned within 7 days of delivery. Refunds go back to your original payment method within 5–10 business days; cash payments are refunded as store credit or by check.',
        source: TERMS,
      };
    case 'price_match':
      return {
        text: 'Yes! If a local Indian grocery store in Dallas–Fort Worth advertises a lower price for the same item, we match it and take an extra 5% off. Send us the advertisement before you order; clearance and bulk prices are not included.',
        source: TERMS,
      };
    case 'substitutions':
      return {
        text: 'At checkout you choose, for each item, what happens if it is out of stock when we pack your order: the best match we have, only the specific item, or a refund for that item. We always follow your choice.',
        source: TERMS,
      };
    case 'bulk_orders':
      return {
        text: 'We take bulk orders of 50 or more items for restaurants, temples and events. Send us the products and quantities with the bulk order form and we confirm a quote by email; the quoted price is the price you pay.',
        source: { label: 'Bulk Orders', href: '/bulk-orders' },
      };
    case 'thursday_sale':
      return { text: thursdaySale(now), source: { label: 'Deals', href: '/deals' } };
    case 'subscriptions':
      return {
        text: 'With Subscribe & Save you pick products and quantities for a recurring box, weekly, every 2 weeks or monthly, on the delivery day you like. You can edit it, skip the next delivery, pause, resume or cancel at any time.',
        source: { label: 'Subscribe & Save', href: '/subscription' },
      };
    case 'minimum_order':
      return {
        text: `The minimum order is ${formatCents(MINIMUM_ORDER_CENTS)} of groceries. Standard delivery is free on orders over ${formatCents(FREE_DELIVERY_OVER_CENTS)}.`,
        source: TERMS,
      };
    case 'payment':
      return {
        text: 'You can pay by credit or debit card, Apple Pay or Google Pay (all through Stripe), or cash on delivery. Cash orders are confirmed at once; card orders once the payment is authorized.',
        source: TERMS,
      };
  }
}

/** Today's same-day cut-off in store time, and how many delivery windows are still open today. */
export function sameDaySentence(now: Date, sameDaySlotsLeft: number): string {
  if (storeClock(now).hour >= SAME_DAY_CUTOFF_HOUR)
    return `Same-day delivery closed at ${cutoff} Central Time today; orders now go in the next open slot, from tomorrow morning.`;
  const left = sameDaySlotsLeft === 1 ? '1 delivery slot is' : `${sameDaySlotsLeft} delivery slots are`;
  return `Order before ${cutoff} Central Time for same-day delivery: ${left} still open today.`;
}

/** Delivery in general (no ZIP given): charges, the free-delivery threshold and today's same-day cut-off. */
export function deliveryRules(now: Date, sameDaySlotsLeft: number): string {
  return `We deliver across Dallas–Fort Worth. The delivery charge depends on your ZIP code and standard delivery is free on orders over ${formatCents(FREE_DELIVERY_OVER_CENTS)}. ${sameDaySentence(now, sameDaySlotsLeft)} Tell me your ZIP code and I'll check it.`;
}
