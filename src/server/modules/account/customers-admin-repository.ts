import { CUSTOMER_DETAIL_LEDGER, CUSTOMER_DETAIL_ORDERS } from '../../../shared/admin-customers';
import type { Database } from '../../db/client';

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

export function createCustomersAdminRepository(database: Database) {
  return {
    async count(pattern: string | null, digits: string | null): Promise<number> {
      const [row] = await database.query<{ n: number }>(
        `select count(*)::int as n from users u left join profiles p on p.user_id = u.id ${CUSTOMER_FILTER}`,
        [pattern, digits],
      );
      return row?.n ?? 0;
    },
    /** Newest sign-ups first; the order aggregates run only for the page's rows. */
    async page(pattern: string | null, digits: string | null, limit: number, offset: number): Promise<CustomerRow[]> {
      return database.query<CustomerRow>(
        `select ${CUSTOMER_COLUMNS} ${CUSTOMER_JOINS} ${CUSTOMER_FILTER}
         order by u.created_at desc, u.id limit $3 offset $4`,
        [pattern, digits, limit, offset],
      );
    },
    async customer(id: string) {
      const [row] = await database.query<
        CustomerRow & { email_verified: boolean; date_of_birth: string | null; role: 'admin' | 'super_admin' | null }
      >(
        `select ${CUSTOMER_COLUMNS}, u.email_verified, p.date_of_birth::text as date_of_birth, p.role
         ${CUSTOMER_JOINS} where u.id = $1`,
        [id],
      );
      return row;
    },
    async addresses(userId: string) {
      return database.query<{
        id: string;
        label: string;
        street: string;
        street2: string;
        city: string;
        state: string;
        zip_code: string;
        is_default: boolean;
      }>(
        `select id, label, street, street2, city, state, zip_code, is_default from addresses
         where user_id = $1 order by is_default desc, created_at`,
        [userId],
      );
    },
    async orders(userId: string) {
      return database.query<{
        id: string;
        order_number: string;
        status: string;
        payment_status: string;
        total_cents: number;
        refunded_cents: number;
        created_at: Date | string;
        delivery_date: string;
      }>(
        `select id, order_number, status, payment_status, total_cents, refunded_cents, created_at,
           delivery_date::text as delivery_date
         from orders where user_id = $1 order by created_at desc limit ${CUSTOMER_DETAIL_ORDERS}`,
        [userId],
      );
    },
    async loyalty(userId: string) {
      const [points] = await database.query<{ total_points: number; lifetime_points: number; tier_level: string }>(
        'select total_points, lifetime_points, tier_level from user_loyalty_points where user_id = $1',
        [userId],
      );
      const ledger = await database.query<{
        id: string;
        points: number;
        reason: string;
        order_id: string | null;
        created_at: Date | string;
      }>(
        `select id, points, reason, order_id, created_at from loyalty_ledger where user_id = $1
         order by created_at desc, id limit ${CUSTOMER_DETAIL_LEDGER}`,
        [userId],
      );
      return { points, ledger };
    },
  };
}
export type CustomersAdminRepository = ReturnType<typeof createCustomersAdminRepository>;
