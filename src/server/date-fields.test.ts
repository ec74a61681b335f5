import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signInStaff, startShop, type TestShop } from './test/harness';

/**
 * Every field of every route that reads a date or a store time refuses impossible ones (month 13, the
 * 30th of February, year 0, hour 24) with its own 400 message, before anything is read or written.
 * The fields are found, not listed: the routes are collected while the real app registers them (as in
 * plugins/staff-guard.test.ts) and each schema is walked for fields that take "2026-11-25" (or
 * "2026-11-26T09:00") and refuse a word, so a date field added later is swept without editing this test.
 */
interface DateField {
  method: string;
  url: string;
  part: 'querystring' | 'body';
  path: string[];
  kind: 'date' | 'storeTime';
  schema: z.ZodType;
}

const IMPOSSIBLE: Record<DateField['kind'], string[]> = {
  date: ['2026-13-45', '2026-02-30', '2026-99-99', '0000-00-00', '2025-02-29'],
  storeTime: ['2026-02-30T10:00', '2026-13-45T09:00', '0000-00-00T00:00', '2026-11-26T24:00', '2026-11-26T09:60'],
};
/**
 * A field that takes one of these (a birth date only a grown-up's, an event date only a future one) and
 * refuses every one of NOT_DATES reads a date; text fields take some of NOT_DATES.
 */
const REAL: Record<DateField['kind'], string[]> = {
  date: ['2026-11-25', '1990-05-17', '2099-06-15'],
  storeTime: ['2026-11-26T09:00'],
};
const NOT_DATES = ['soon', 'tomorrow!!', '1234567890', 'next Thursday at nine in the morning'];

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** The schema's object under its wrappers and transforms, or null when it is not an object. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return objectShape(def.innerType);
  if (def.type === 'pipe' && def.in) return objectShape(def.in);
  return def.type === 'object' && def.shape ? def.shape : null;
}

function dateFieldsOf(schema: z.ZodType, path: string[] = []): Omit<DateField, 'method' | 'url' | 'part'>[] {
  const shape = objectShape(schema);
  if (!shape) {
    const reads = (values: string[]) =>
      values.some((v) => schema.safeParse(v).success) && NOT_DATES.every((v) => !schema.safeParse(v).success);
    if (reads(REAL.date)) return [{ path, kind: 'date', schema }];
    if (reads(REAL.storeTime)) return [{ path, kind: 'storeTime', schema }];
    return [];
  }
  return Object.entries(shape).flatMap(([key, field]) => dateFieldsOf(field, [...path, key]));
}

const dateFields: DateField[] = [];
const onInstance = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    const schema = route.schema as { querystring?: z.ZodType; body?: z.ZodType } | undefined;
    for (const part of ['querystring', 'body'] as const) {
      const partSchema = schema?.[part];
      if (!partSchema || typeof partSchema !== 'object' || !('_zod' in partSchema)) continue;
      for (const field of dateFieldsOf(partSchema))
        // HEAD answers as its GET does.
        for (const method of [route.method].flat().filter((m) => m !== 'HEAD'))
          dateFields.push({ method, url: route.url, part, ...field });
    }
  });
};

let shop: TestShop;
let staffCookie: string;
beforeAll(async () => {
  subscribe('fastify.initialization', onInstance);
  try {
    shop = await startShop();
  } finally {
    unsubscribe('fastify.initialization', onInstance);
  }
  staffCookie = (await signInStaff(shop)).cookie;
});
afterAll(() => shop?.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, SOME_ID).replace(/\*/g, 'x');
const label = (f: Pick<DateField, 'method' | 'url' | 'path'>) => `${f.method} ${f.url} ${f.path.join('.')}`;

/** The field's value at its (possibly nested) place and nothing else: the date is all that is judged. */
function bodyWith(path: string[], value: string): Record<string, unknown> {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

/** What the shop holds that a date-taking route could change. */
async function snapshot() {
  const tables = [
    'promos',
    'scrolling_banners',
    'subscriptions',
    'customer_queries',
    'orders',
    'audit_log',
    'email_outbox',
    'profiles',
  ];
  const rows = await Promise.all(
    tables.map((table) =>
      shop.database.query<{ n: number; latest: string | null }>(
        `select count(*)::int as n, max(updated_at)::text as latest from ${table}`,
      ),
    ),
  );
  return Object.fromEntries(tables.map((table, i) => [table, rows[i]![0]]));
}

describe('impossible dates are refused by every route that takes a date', () => {
  it('found the date fields of the routes the probe used (an empty list would prove nothing)', () => {
    expect(dateFields.map(label)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/audit-log from',
        'GET /api/admin/audit-log to',
        'GET /api/admin/orders from',
        'GET /api/admin/orders deliveryDate',
        'GET /api/admin/orders/packing date',
        'GET /api/admin/subscriptions nextFrom',
        'POST /api/admin/subscriptions/:id/pause until',
        'POST /api/admin/promos startsAt',
        'PUT /api/admin/promos/:id endsAt',
        'POST /api/admin/banners startsAt',
        'POST /api/subscriptions nextDeliveryDate',
        'POST /api/subscriptions/:id/pause until',
        'POST /api/checkout/orders delivery.slot.date',
        'POST /api/queries/bulk-order eventDate',
        'PATCH /api/account/profile dateOfBirth',
      ]),
    );
    expect(dateFields.map(label)).toEqual(expect.arrayContaining([expect.stringMatching(/export/)]));
  });

  it('answers 400 with the field’s own message and changes nothing', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const field of dateFields) {
      for (const value of IMPOSSIBLE[field.kind]) {
        const key = field.path.join('.');
        const write = field.part === 'body';
        const url = write
          ? concrete(field.url)
          : `${concrete(field.url)}?${new URLSearchParams({ [key]: value }).toString()}`;
        const response = await shop.app.inject({
          method: field.method as HTTPMethods,
          url,
          headers: { cookie: staffCookie, origin: shop.config.publicUrl },
          ...(write ? { payload: bodyWith(field.path, value) } : {}),
        });
        const message = field.schema.safeParse(value).error?.issues[0]?.message;
        const said = response.statusCode === 400 ? response.json().error.fields?.[key] : undefined;
        // A sentence of the shop's own, not the library's "Invalid input".
        if (!message || said !== message || /^Invalid/.test(message))
          wrong.push(`${label(field)} = ${value} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
