import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orders';

/** Staff's view of shoppers. Never a password, hash, token or session. */
export const CUSTOMERS_MAX_PAGE_SIZE = 100;

export const customerListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(CUSTOMERS_MAX_PAGE_SIZE).default(25),
});
export type CustomerListQuery = z.input<typeof customerListQuery>;

export const customerSummaryDto = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  joinedAt: z.string(),
  orderCount: z.number().int(),
  /** Orders past pending and not cancelled, less what was refunded. */
  totalSpentCents: z.number().int(),
  lastOrderAt: z.string().nullable(),
  loyaltyPoints: z.number().int(),
});
export type CustomerSummaryDto = z.infer<typeof customerSummaryDto>;

export const customerListDto = z.object({
  customers: z.array(customerSummaryDto),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type CustomerListDto = z.infer<typeof customerListDto>;

export const customerIdParam = z.object({ id: z.string().max(64) });

export const customerDetailDto = z.object({
  customer: customerSummaryDto.extend({
    emailVerified: z.boolean(),
    dateOfBirth: z.string().nullable(),
    /** Staff who also shop are customers too; the role says so. */
    role: z.enum(['admin', 'super_admin']).nullable(),
  }),
  addresses: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      street: z.string(),
      street2: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
      isDefault: z.boolean(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.string(),
      status: z.enum(ORDER_STATUSES),
      paymentStatus: z.enum(PAYMENT_STATUSES),
      totalCents: z.number().int(),
      refundedCents: z.number().int(),
      createdAt: z.string(),
      deliveryDate: z.string(),
    }),
  ),
  loyalty: z.object({
    balance: z.number().int(),
    lifetime: z.number().int(),
    tier: z.enum(['bronze', 'gold', 'platinum']),
    ledger: z.array(
      z.object({
        id: z.string(),
        points: z.number().int(),
        reason: z.string(),
        orderId: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
});
export type CustomerDetailDto = z.infer<typeof customerDetailDto>;

/** How many of a customer's latest orders and ledger rows the detail page shows. */
export const CUSTOMER_DETAIL_ORDERS = 50;
export const CUSTOMER_DETAIL_LEDGER = 20;
