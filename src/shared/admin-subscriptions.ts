import { z } from 'zod';
import { calendarDateField } from './calendar-dates';
import { SUBSCRIPTION_FREQUENCIES } from './subscription-schedule';
import { pauseSubscriptionInput, subscriptionDto, SUBSCRIPTION_STATUSES } from './subscriptions';

/** Staff's view of Subscribe & Save boxes (/admin/subscriptions). */
export const ADMIN_SUBSCRIPTIONS_MAX_PAGE_SIZE = 100;
const dateFilter = calendarDateField().optional();

export const adminSubscriptionListQuery = z.object({
  q: z.string().trim().max(200).optional().describe("customer's name or email"),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES).optional(),
  nextFrom: dateFilter.describe('next delivery on or after (store date)'),
  nextTo: dateFilter.describe('next delivery on or before (store date)'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_SUBSCRIPTIONS_MAX_PAGE_SIZE).default(25),
});
export type AdminSubscriptionListQuery = z.input<typeof adminSubscriptionListQuery>;

export const adminSubscriptionSummaryDto = z.object({
  id: z.uuid(),
  customerName: z.string(),
  customerEmail: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
  nextDeliveryDate: z.string(),
  pausedUntil: z.string().nullable(),
  itemCount: z.number().int(),
  zipCode: z.string(),
  paymentMethod: z.string(),
  lastOutcome: z.enum(['ordered', 'skipped', 'failed']).nullable(),
  createdAt: z.string(),
});
export type AdminSubscriptionSummaryDto = z.infer<typeof adminSubscriptionSummaryDto>;

export const adminSubscriptionListDto = z.object({
  subscriptions: z.array(adminSubscriptionSummaryDto),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminSubscriptionListDto = z.infer<typeof adminSubscriptionListDto>;

export const adminSubscriptionDetailDto = subscriptionDto.extend({
  userId: z.uuid(),
  /** The next deliveries on the box's schedule (store dates), while it is active or paused. */
  upcoming: z.array(z.string()),
  /** A Stripe box's charge attempts (the scheduler's ledger), latest delivery first. */
  charges: z.array(
    z.object({
      deliveryDate: z.string(),
      attempt: z.number().int(),
      amountCents: z.number().int(),
      status: z.enum(['pending', 'succeeded', 'declined', 'refunding', 'refunded']),
      orderId: z.uuid().nullable(),
    }),
  ),
});
export type AdminSubscriptionDetailDto = z.infer<typeof adminSubscriptionDetailDto>;

/** Staff pause a box with the shopper's own rules. */
export const adminPauseInput = pauseSubscriptionInput;
