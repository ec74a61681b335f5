import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, storeClock } from '../../../shared/delivery-slots';
import { ORDER_LEAD_DAYS } from '../../../shared/subscription-schedule';
import { startShop, type TestShop } from '../../test/harness';

/**
 * PostgreSQL only: 500 boxes due at once, two real server instances (child processes) running the
 * scheduler side by side, one killed with SIGKILL in the middle of the run and started again. Then
 * every box must have exactly one order: 500 orders, none twice, none missing, stock taken once each.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const AUTH_SECRET = randomBytes(32).toString('base64url');
const BOXES = 500;
const PORTS = [3411, 3412] as const;

describe.skipIf(!onPostgres)('subscription scheduler: two instances, one killed mid-run', () => {
  let shop: TestShop;
  const servers = new Map<number, ChildProcess>();
  const deliveryDate = addDays(storeClock().date, ORDER_LEAD_DAYS);

  const start = async (port: number) => {
    const url = (shop.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_DATA: 'false',
        AUTH_SECRET,
        // The scheduler runs in each instance: its first tick comes 5 s after start.
        JOBS: 'on',
        DELIVERY_SLOT_CAPACITY: '1000',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent-web-build',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    servers.set(port, server);
  };
  const count = async (sql: string) => (await shop.database.query<{ n: number }>(sql))[0]!.n;
  const waitFor = async (done: () => Promise<boolean>, what: string, ms = 180_000) => {
    for (const deadline = Date.now() + ms; Date.now() < deadline;) {
      if (await done()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  beforeAll(async () => {
    shop = await startShop({ env: { AUTH_SECRET, DELIVERY_SLOT_CAPACITY: '1000' } });
    const { mangoes } = shop.products;
    await shop.database.query('update products set stock_quantity = 10000 where id = $1', [mangoes.id]);
    await shop.database.query(
      `insert into users (name, email, email_verified)
       select 'Box Shopper ' || n, 'box.' || n || '@example.test', true from generate_series(1, $1) n`,
      [BOXES],
    );
    await shop.database.query(
      `insert into subscriptions (user_id, frequency, anchor_day, next_delivery_date, window_start, contact_name,
         contact_email, contact_phone, street, city, state, zip_code, payment_method)
       select id, 'weekly', extract(day from $1::date), $1::date, 10, name, email, '(972) 555-0142',
         '7600 N MacArthur Blvd', 'Irving', 'TX', '75038', 'cod'
       from users where email like 'box.%@example.test'`,
      [deliveryDate],
    );
    await shop.database.query(
      `insert into subscription_items (subscription_id, product_id, quantity, seen_price_cents, position)
       select id, $1, 4, 1299, 1 from subscriptions`,
      [mangoes.id],
    );
  }, 240_000);
  afterAll(async () => {
    for (const server of servers.values()) if (server.exitCode === null) server.kill('SIGKILL');
    await shop?.close();
  });

  it('makes exactly one order per box', async () => {
    await start(PORTS[0]);
    await start(PORTS[1]);
    // Kill one instance once the run is well under way (both are claiming boxes by then).
    await waitFor(async () => (await count('select count(*)::int as n from orders')) >= 20, 'the run to start');
    const victim = servers.get(PORTS[0])!;
    const exited = new Promise((r) => victim.once('exit', r));
    victim.kill('SIGKILL');
    await exited;
    const atKill = await count('select count(*)::int as n from orders');
    expect(atKill).toBeLessThan(BOXES);
    // Started again, as an orchestrator would: its first tick and the survivor finish the run.
    await start(PORTS[0]);
    await waitFor(
      async () => (await count('select count(*)::int as n from subscription_runs')) >= BOXES,
      'every box to be run',
    );

    expect(await count('select count(*)::int as n from orders')).toBe(BOXES);
    expect(await count('select count(distinct user_id)::int as n from orders')).toBe(BOXES);
    expect(await count(`select count(*)::int as n from subscription_runs where outcome = 'ordered'`)).toBe(BOXES);
    expect(
      await count(
        `select count(*)::int as n from subscription_runs r join orders o on o.id = r.order_id
         join subscriptions s on s.id = r.subscription_id and s.user_id = o.user_id`,
      ),
    ).toBe(BOXES);
    expect(
      await count(
        'select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int as n from subscriptions where next_delivery_date = '${addDays(deliveryDate, 7)}'::date`,
      ),
    ).toBe(BOXES);
    const [stock] = await shop.database.query<{ stock: number }>(
      'select stock_quantity::float8 as stock from products where id = $1',
      [shop.products.mangoes.id],
    );
    expect(stock!.stock).toBe(10000 - 4 * BOXES);
  }, 300_000);
});
