import { CUSTOMER_DETAIL_LEDGER, CUSTOMER_DETAIL_ORDERS } from '../../../shared/admin-customers';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { addresses, loyaltyLedger, orders } from '../../db/schema/index';
import { loyaltyRepository } from '../loyalty/loyalty-repository';

/** Both drivers: timestamps may come back as Date or text, sums as bigint text; the service converts. */
export interface CustomerRow {
  id: string;
  email: string;
  full_name: string | null;
  phone: string | null;
  joined_at: Date | string;
  order_count: number;
  total_spent_cents: string | number;
  last_order_at: Date | string | null;
  loyalty_points: number;
}

// Each column is named here, so a secret column (password, token) can never ride along in a `select *`.
const CUSTOMER_COLUMNS = `u.id, u.email, coalesce(p.full_name, nullif(u.name, '')) as full_name, p.phone,
  u.created_at as joined_at, o.order_count, o.total_spent_cents, o.last_order_at,
  coalesce(l.total_points, 0)::int as loyalty_points`;
const CUSTOMER_JOINS = `from users u
  left join profiles p on p.user_id = u.id
  left join user_loyalty_points l on l.user_id = u.id
  cross join lateral (
    select count(*)::int as order_count,
      coalesce(sum(total_cents - refunded_cents) filter (where status not in ('pending', 'cancelled')), 0)::bigint
        as total_spent_cents,
      max(created_at) as last_order_at
    from orders where user_id = u.id
  ) o`;
// Shoppers only (staff are listed on the staff page); $1 a LIKE pattern for name or email, $2 for phone digits.
const CUSTOMER_FILTER = `where p.role is null and ($1::text is null
  or u.email ilike $1 or coalesce(p.full_name, u.name) ilike $1
  or ($2::text is not null and regexp_replace(coalesce(p.phone, ''), '[^0-9]', '', 'g') like $2))`;

export type CustomerAddressRow = Pick<
  typeof addresses.$inferSelect,
  'id' | 'label' | 'street' | 'street2' | 'city' | 'state' | 'zipCode' | 'isDefault'
>;
export type CustomerOrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'orderNumber' | 'status' | 'paymentStatus' | 'totalCents' | 'refundedCents' | 'createdAt' | 'deliveryDate'
>;

/** Staff's read-only view of shoppers: the list and one shopper's details. */
export const customersAdminRepository = {
  async count(ex: Executor, pattern: string | null, digits: string | null): Promise<number> {
    const [row] = await ex.query<{ n: number }>(
      `select count(*)::int as n from users u left join profiles p on p.user_id = u.id ${CUSTOMER_FILTER}`,
      [pattern, digits],
    );
    return row?.n ?? 0;
  },

  /** Newest sign-ups first; the order aggregates run only for the page's rows. */
  async page(
    ex: Executor,
    pattern: string | null,
    digits: string | null,
    limit: number,
    offset: number,
  ): Promise<CustomerRow[]> {
    return ex.query<CustomerRow>(
      `select ${CUSTOMER_COLUMNS} ${CUSTOMER_JOINS} ${CUSTOMER_FILTER}
       order by u.created_at desc, u.id limit $3 offset $4`,
      [pattern, digits, limit, offset],
    );
  },

  async customer(ex: Executor, id: string) {
    const [row] = await ex.query<
      CustomerRow & { email_verified: boolean; date_of_birth: string | null; role: 'admin' | 'super_admin' | null }
    >(
      `select ${CUSTOMER_COLUMNS}, u.email_verified, p.date_of_birth::text as date_of_birth, p.role
       ${CUSTOMER_JOINS} where u.id = $1`,
      [id],
    );
    return row;
  },

  addresses(ex: Executor, userId: string): Promise<CustomerAddressRow[]> {
    return ex.db
      .select({
        id: addresses.id,
        label: addresses.label,
        street: addresses.street,
        street2: addresses.street2,
        city: addresses.city,
        state: addresses.state,
        zipCode: addresses.zipCode,
        isDefault: addresses.isDefault,
      })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), addresses.createdAt);
  },

  orders(ex: Executor, userId: string): Promise<CustomerOrderRow[]> {
    return ex.db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        totalCents: orders.totalCents,
        refundedCents: orders.refundedCents,
        createdAt: orders.createdAt,
        deliveryDate: orders.deliveryDate,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt))
      .limit(CUSTOMER_DETAIL_ORDERS);
  },

  async loyalty(ex: Executor, userId: string) {
    const points = await loyaltyRepository.points(ex, userId);
    const ledger = await ex.db
      .select({
        id: loyaltyLedger.id,
        points: loyaltyLedger.points,
        reason: loyaltyLedger.reason,
        orderId: loyaltyLedger.orderId,
        createdAt: loyaltyLedger.createdAt,
      })
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.userId, userId))
      .orderBy(desc(loyaltyLedger.createdAt), loyaltyLedger.id)
      .limit(CUSTOMER_DETAIL_LEDGER);
    return { points, ledger };
  },
};
