import { z } from 'zod';
import { storeTimeField } from './calendar-dates';
import { PROMO_KINDS } from './promos';

/**
 * Staff promo codes. Start and end are store-time wall clock ("2026-11-26T00:00" in
 * America/Chicago): staff think in the shop's day, whatever zone their device is in; the server turns
 * them into instants with the zone's own daylight-saving rules.
 */
export const PROMO_TIERS = ['gold', 'platinum'] as const;
export const PROMO_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];

export const PROMO_ADMIN_MESSAGES = {
  code: 'Use 3 to 40 letters, digits, - or _',
  duplicate: 'A promo with this code already exists',
  percentNeeded: 'Enter the percent off (1 to 100)',
  amountNeeded: 'Enter the amount off',
  endBeforeStart: 'The end must be after the start',
  limitBelowUse: (used: number) => `This code was already used ${used} time${used === 1 ? '' : 's'}`,
} as const;

const storeTime = storeTimeField().nullable();
const limit = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} is at least 1`);

export const promoAdminInput = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, PROMO_ADMIN_MESSAGES.code),
    description: z.string().trim().max(200, 'Description cannot exceed 200 characters').default(''),
    kind: z.enum(PROMO_KINDS, { error: 'Choose percent, fixed amount or free delivery' }),
    percentOff: z
      .number({ error: PROMO_ADMIN_MESSAGES.percentNeeded })
      .gt(0, PROMO_ADMIN_MESSAGES.percentNeeded)
      .max(100, PROMO_ADMIN_MESSAGES.percentNeeded)
      .nullable(),
    amountOffCents: z
      .number({ error: PROMO_ADMIN_MESSAGES.amountNeeded })
      .int('Amount must be whole cents')
      .min(1, PROMO_ADMIN_MESSAGES.amountNeeded)
      .max(100_000, 'Amount is too large')
      .nullable(),
    minSubtotalCents: z
      .number({ error: 'Minimum subtotal must be a number' })
      .int('Minimum subtotal must be whole cents')
      .min(0, 'Minimum subtotal cannot be negative')
      .max(10_000_000, 'Minimum subtotal is too large'),
    startsAt: storeTime,
    endsAt: storeTime,
    usageLimit: limit('Total limit').nullable(),
    perUserLimit: limit('Per-shopper limit').nullable(),
    firstOrderOnly: z.boolean().default(false),
    minTier: z.enum(PROMO_TIERS).nullable().default(null),
    isActive: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.percentOff === null)
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: PROMO_ADMIN_MESSAGES.percentNeeded });
    if (v.kind === 'fixed' && v.amountOffCents === null)
      ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: PROMO_ADMIN_MESSAGES.amountNeeded });
    if (v.startsAt && v.endsAt && v.endsAt <= v.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: PROMO_ADMIN_MESSAGES.endBeforeStart });
  })
  // Only the kind's own amount is kept, so a code switched from percent to fixed carries no stale percent.
  .transform((v) => ({
    ...v,
    percentOff: v.kind === 'percent' ? v.percentOff : null,
    amountOffCents: v.kind === 'fixed' ? v.amountOffCents : null,
  }));
export type PromoAdminInput = z.infer<typeof promoAdminInput>;
export type PromoAdminDraft = z.input<typeof promoAdminInput>;

export const adminPromoDto = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(PROMO_KINDS),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().int().nullable(),
  minSubtotalCents: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  timesUsed: z.number().int(),
  weekday: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  minTier: z.enum(PROMO_TIERS).nullable(),
  isActive: z.boolean(),
  status: z.enum(PROMO_STATUSES),
  /** Orders placed with the code and not cancelled. */
  orders: z.number().int(),
  /** What those orders brought in: their totals less refunds. */
  revenueCents: z.number().int(),
  /** What the code gave away on them. */
  discountCents: z.number().int(),
});
export type AdminPromoDto = z.infer<typeof adminPromoDto>;

export const adminPromoListQuery = z.object({
  q: z.string().trim().max(40).optional(),
  status: z.enum(PROMO_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminPromoListQuery = z.infer<typeof adminPromoListQuery>;

export const adminPromoListDto = z.object({
  promos: z.array(adminPromoDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminPromoListDto = z.infer<typeof adminPromoListDto>;
