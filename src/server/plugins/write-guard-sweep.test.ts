import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { type Shopper, signInShopper, signInStaff, startShop, type TestShop } from '../test/harness';
import { concretePath, type RecordedRoute, recordRoutes } from '../test/route-recorder';

/**
 * The write guard decides on the route the router matched, so no spelling of a path reaches a route
 * without it: every registered write route, sent over real HTTP (so the path arrives byte for byte, not
 * normalised by a URL parser) in many spellings, from other origins, with a super admin's cookie.
 */
const WEBHOOK = '/api/payments/stripe/webhook';
const SOME_ID = '00000000-0000-4000-8000-000000000001';
const REFUSED_ORIGINS: Record<string, Record<string, string>> = {
  'a foreign site': { origin: 'http://evil.example' },
  'another port of the same host': { origin: 'http://localhost:3999' },
  'Origin: null': { origin: 'null' },
  'no Origin': {},
  'no Origin, Sec-Fetch-Site: same-site': { 'sec-fetch-site': 'same-site' },
  'no Origin, Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
};

const hex = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`;
const encodeHead = (segment: string) => `${hex(segment[0]!)}${segment.slice(1)}`;
const mixCase = (segment: string) => `${segment[0]!.toUpperCase()}${segment.slice(1)}`;

/** The spellings a router or a proxy might take for the same path. */
function spellings(path: string): string[] {
  const segments = path.split('/').slice(1);
  const last = segments.length - 1;
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const at = (index: number, change: (segment: string) => string) =>
    join(segments.map((segment, i) => (i === index ? change(segment) : segment)));
  return [
    path,
    `${path}/`,
    at(0, encodeHead),
    at(0, (segment) => [...segment].map(hex).join('')),
    at(1, encodeHead),
    at(last, encodeHead),
    join(segments.map(encodeHead)),
    `/${path}`,
    at(0, (segment) => `${segment}/`),
    `${path}//`,
    `${path}.`,
    `${path}/.`,
    at(0, (segment) => `${segment}/.`),
    at(0, (segment) => `${segment}.`),
    at(0, (segment) => segment.toUpperCase()),
    join(segments.map(mixCase)),
  ];
}

let shop: TestShop;
let routes: RecordedRoute[] = [];
let base: URL;
let staffCookie: string;
let shopper: Shopper;
const agent = new Agent({ keepAlive: true, maxSockets: 16 });

beforeAll(async () => {
  const recorded = await recordRoutes(() => startShop());
  shop = recorded.built;
  routes = recorded.routes.filter(({ method }) => !['GET', 'HEAD', 'OPTIONS'].includes(method));
  staffCookie = (await signInStaff(shop)).cookie;
  shopper = await signInShopper(shop);
  base = new URL(await shop.app.listen({ port: 0, host: '127.0.0.1' }));
}, 60_000);
afterAll(async () => {
  agent.destroy();
  await shop?.close();
});

/** One request with the path exactly as given (Node's client does not normalise it). */
function send(method: string, path: string, headers: Record<string, string>, payload = '{}') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        // Node's client frames no body of a DELETE by itself.
        headers: {
          cookie: staffCookie,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          ...headers,
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Runs the calls a few at a time, so thousands of requests take seconds. */
async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

/** Every row of every table of the shop, hashed: equal before and after means nothing changed. */
async function fingerprint(database: Database) {
  const tables = await database.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const print: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await database.query<{ n: number; hash: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
    );
    print[name] = `${row!.n} ${row!.hash}`;
  }
  return print;
}

describe('the write guard under every spelling of every write route', () => {
  it('found the write routes the probe used (an empty list would prove nothing)', () => {
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/admin/staff/role',
        'POST /api/checkout/orders',
        'DELETE /api/cart',
        'POST /api/auth/*',
        `POST ${WEBHOOK}`,
      ]),
    );
    expect(routes.length).toBeGreaterThan(50);
  });

  it('refuses every one from another origin, a null one or none, and nothing changes', async () => {
    const before = await fingerprint(shop.database);
    const calls = routes
      .filter(({ url }) => url !== WEBHOOK)
      .flatMap(({ method, url }) =>
        spellings(concretePath(url, SOME_ID, 'sign-out')).flatMap((path) =>
          Object.entries(REFUSED_ORIGINS).map(([from, headers]) => ({ method, path, from, headers })),
        ),
      );
    const letThrough: string[] = [];
    await inBatches(calls, 16, async ({ method, path, from, headers }) => {
      const response = await send(method, path, headers);
      if (response.status !== 403 || !response.body.includes('"CROSS_ORIGIN"'))
        letThrough.push(`${method} ${path} from ${from} → ${response.status}`);
    });
    expect(letThrough.slice(0, 20), `${letThrough.length} of ${calls.length} let through`).toEqual([]);
    expect(await fingerprint(shop.database)).toEqual(before);
  }, 120_000);

  it('cannot grant a staff role through any spelling, from any other origin', async () => {
    const grant = JSON.stringify({ email: shopper.email, role: 'super_admin' });
    const paths = spellings('/api/admin/staff/role');
    for (const path of paths) {
      for (const [from, headers] of Object.entries(REFUSED_ORIGINS)) {
        const response = await send('PUT', path, headers, grant);
        expect(response.status, `${path} from ${from}`).toBe(403);
      }
    }
    const me = await shop.app.inject({ url: '/api/me', headers: { cookie: shopper.cookie } });
    expect(me.json().user.role).toBeNull();
  });

  it("lets the shop's own pages write through an encoded path: the route decides, not the spelling", async () => {
    const own = { origin: shop.config.publicUrl };
    const grant = await send(
      'PUT',
      '/%61pi/admin/staff/role',
      own,
      JSON.stringify({ email: shopper.email, role: 'admin' }),
    );
    expect(grant.status, grant.body).toBe(200);
    const revoke = await send(
      'PUT',
      '/api/%61dmin/staff/role',
      own,
      JSON.stringify({ email: shopper.email, role: null }),
    );
    expect(revoke.status, revoke.body).toBe(200);
  });

  it("leaves Stripe's webhook to its signature, however its path is spelled", async () => {
    for (const path of spellings(WEBHOOK).slice(0, 3)) {
      const response = await send('POST', path, { origin: 'http://evil.example' });
      expect(response.body, path).not.toContain('CROSS_ORIGIN');
    }
  });
});
