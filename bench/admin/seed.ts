import { hashPassword } from 'better-auth/crypto';
import type { Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { generateDemoCatalog } from '../../src/server/db/seed/demo-catalog';
import { insertCatalog } from '../../src/server/db/seed/seed-catalog';

/**
 * The staff side's data at scale, written by set-based SQL (generate_series) in a few statements:
 * the demo catalog (1,200 products), `customers` shoppers who signed up over the last year, and
 * `orders` orders over the last 90 store days (more recent days busier, 7 AM–10 PM Chicago), 1–9
 * lines each, with statuses by age (old orders delivered, cancelled or refunded; the last 3 days
 * still moving), the four payment methods, the catalog's delivery ZIPs and slots, and a staff user.
 */
export const STAFF = { email: 'bench.staff@bench.test', password: 'Bench#Staff2026' };

const FIRST = `array['Asha','Priya','Rahul','Vikram','Ananya','Arjun','Kavya','Rohan','Sneha','Aditya','Meera','Karan',
  'Divya','Nikhil','Pooja','Sanjay','Lakshmi','Ravi','Neha','Amit','Deepa','Suresh','Anjali','Manoj','Fatima','John','Maria','Wei']`;
const LAST = `array['Patel','Sharma','Reddy','Iyer','Nair','Singh','Gupta','Kumar','Shah','Mehta','Rao','Joshi','Desai',
  'Menon','Pillai','Agarwal','Chopra','Kapoor','Bose','Das','Khan','Fernandes','Smith','Garcia','Chen','Verma']`;

export async function seedAdminBench(database: Database, counts: { orders: number; customers: number }) {
  const q = database.query;
  await runMigrations(database);
  await insertCatalog(database.db, generateDemoCatalog());

  // Shoppers: names drawn from the lists by a hash, so a search by a surname finds ~1/26 of them.
  await q(
    `insert into users (name, email, email_verified, created_at)
     select f || ' ' || l, lower(f || '.' || l || '.' || i || '@example.com'), true,
            now() - (random() * 365) * interval '1 day'
     from generate_series(1, $1::int) i,
          lateral (select (${FIRST})[1 + abs(hashint4(i)) % 28] as f, (${LAST})[1 + abs(hashint4(i * 7)) % 26] as l) n`,
    [counts.customers],
  );
  await q(`insert into profiles (user_id, email, full_name, phone, created_at)
           select id, email, name, '(972) 555-' || lpad((abs(hashtext(email)) % 10000)::text, 4, '0'), created_at from users`);
  const hash = await hashPassword(STAFF.password);
  await q(
    `with u as (insert into users (name, email, email_verified) values ('Bench Staff', $1, true) returning id)
     , a as (insert into accounts (user_id, account_id, provider_id, password) select id, id::text, 'credential', $2 from u)
     insert into profiles (user_id, email, full_name, role) select id, $1, 'Bench Staff', 'admin' from u`,
    [STAFF.email, hash],
  );

  // Orders: one row per generate_series value; the customer and ZIP picked by hashes of it.
  await q(
    `create temp table bench_shoppers as
       select row_number() over (order by u.id) as rn, u.id, u.name, u.email, p.phone
       from users u join profiles p on p.user_id = u.id where p.role is null`,
  );
  await q(
    `with zips as (select array_agg(zipcode order by zipcode) as z from delivery_zones where is_active),
     g as (
       select i, random() as r, random() as pay,
              floor(90 * power(random(), 1.4))::int as age_days,
              7 + random() * 15 as hour
       from generate_series(1, $1::int) i
     ),
     t as (
       select g.*, least(now() - interval '1 minute',
                (date_trunc('day', now() at time zone 'America/Chicago') - age_days * interval '1 day'
                 + hour * interval '1 hour') at time zone 'America/Chicago') as at
       from g
     ),
     s as (
       select t.*, case
           when age_days >= 3 then case when r < 0.86 then 'delivered' when r < 0.93 then 'cancelled'
                                        when r < 0.97 then 'refunded' when r < 0.98 then 'pending' else 'delivered' end
           else case when r < 0.06 then 'pending' when r < 0.40 then 'confirmed' when r < 0.60 then 'packed'
                     when r < 0.70 then 'out_for_delivery' when r < 0.95 then 'delivered' else 'cancelled' end
         end as status,
         case when pay < 0.4 then 'cod' when pay < 0.8 then 'stripe_card' when pay < 0.92 then 'apple_pay'
              else 'google_pay' end as method
       from t
     )
     insert into orders (order_number, user_id, idempotency_key, status, payment_method, payment_status,
       contact_name, contact_email, contact_phone, street, city, state, zip_code, delivery_date,
       delivery_window_start, item_count, subtotal_cents, delivery_cents, express_cents, discount_cents,
       loyalty_discount_cents, loyalty_points_used, tax_cents, tax_rate_milli_percent, tip_cents, total_cents,
       stock_held, created_at, updated_at)
     select 'US-' || to_char(s.at at time zone 'America/Chicago', 'YYYYMMDD') || '-' || lpad(s.i::text, 6, '0'),
       c.id, gen_random_uuid(), s.status, s.method,
       case when s.status = 'refunded' then 'refunded'
            when s.status = 'pending' then 'pending'
            when s.method = 'cod' and s.status <> 'delivered' then 'unpaid'
            when s.status = 'cancelled' and s.method = 'cod' then 'unpaid'
            else 'paid' end,
       c.name, c.email, c.phone, (100 + s.i % 9800) || ' Main St', 'Irving', 'TX',
       zips.z[1 + abs(hashint4(s.i * 31)) % array_length(zips.z, 1)],
       (s.at at time zone 'America/Chicago')::date + (s.i % 3),
       (array[8, 10, 12, 14, 16, 18])[1 + s.i % 6],
       0, 0, 0, 0, 0, 0, 0, 0, 825, 0, 0, s.status not in ('cancelled', 'refunded', 'delivered'), s.at, s.at
     from s cross join zips
     join bench_shoppers c on c.rn = 1 + abs(hashint4(s.i * 13)) % (select count(*) from bench_shoppers)`,
    [counts.orders],
  );

  // Lines: 1–9 per order, distinct products by a hash walk over the active catalog.
  await q(`create temp table bench_products as
             select row_number() over (order by id) as rn, id, name, slug, price_cents, tax_class, is_weight_based
             from products where is_active and price_cents > 0`);
  await q(
    `insert into order_items (order_id, product_id, name, slug, unit_price_cents, quantity, line_total_cents,
       tax_class, position, created_at)
     select o.id, p.id, p.name, p.slug, p.price_cents, qty.q, round(p.price_cents * qty.q)::int, p.tax_class, n, o.created_at
     from (select id, created_at, row_number() over () as k from orders) o
     cross join lateral generate_series(1, 1 + abs(hashint4(o.k::int)) % 9) n
     join bench_products p on p.rn = 1 + abs(hashint4(o.k::int * 101 + n * 7919)) % (select count(*) from bench_products)
     cross join lateral (select case when p.is_weight_based then round((0.5 + (n % 4) * 0.75)::numeric, 2)
                                     else (1 + (o.k + n) % 3)::numeric end as q) qty`,
  );
  // Totals from the lines: free delivery over $50, 8.25% tax on taxable lines, a tip on some.
  await q(
    `update orders o set item_count = l.lines, subtotal_cents = l.subtotal,
       delivery_cents = case when l.subtotal > 5000 then 0 else 500 end,
       tax_cents = l.taxable * 825 / 100000,
       tip_cents = case when o.payment_method <> 'cod' then l.subtotal / 10 else 0 end,
       total_cents = l.subtotal + case when l.subtotal > 5000 then 0 else 500 end + l.taxable * 825 / 100000
                     + case when o.payment_method <> 'cod' then l.subtotal / 10 else 0 end
     from (select order_id, count(*) as lines, sum(line_total_cents)::int as subtotal,
                  coalesce(sum(line_total_cents) filter (where tax_class = 'taxable'), 0)::int as taxable
           from order_items group by order_id) l
     where l.order_id = o.id`,
  );
  await q(`update orders set refunded_cents = total_cents where status = 'refunded'`);
  await q(
    `insert into delivery_slot_bookings (slot_date, window_start, booked)
     select delivery_date, delivery_window_start, count(*) from orders
     where status not in ('cancelled', 'refunded') and delivery_date >= (now() at time zone 'America/Chicago')::date
     group by 1, 2`,
  );
  await q(`insert into order_status_history (order_id, status, created_at) select id, status, created_at from orders`);
  // A few products out of stock and low, as a shop has them.
  await q(`update products set stock_quantity = case when abs(hashtext(id::text)) % 40 = 0 then 0
                                                     when abs(hashtext(id::text)) % 40 = 1 then 4 else 200 end`);
  await q('vacuum analyze');
}
