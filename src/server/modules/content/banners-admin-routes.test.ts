import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdminBannerDto, bannerArtUrl, type BannerInput } from '../../../shared/admin-banners';
import type { BannerDto } from '../../../shared/catalog';
import { type Desk, startDesk } from '../../test/harness';

/** Staff banners: rules, schedule in store time, order; the home carousel shows exactly what is due. */
let desk: Desk;
beforeAll(async () => {
  desk = await startDesk();
});
afterAll(async () => desk?.shop.close());
beforeEach(async () => {
  await desk.shop.database.query('delete from scrolling_banners');
  await desk.shop.database.query('delete from audit_log');
});

type Body = AdminBannerDto & AdminBannerDto[] & { error: { code: string; message: string; fields?: object } };
async function staff(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const response = await desk.shop.app.inject({
    method,
    url,
    headers: { origin: desk.shop.config.publicUrl, cookie: desk.staff.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: (response.body ? response.json() : null) as Body };
}
const home = async () =>
  ((await desk.shop.app.inject({ url: '/api/banners' })).json() as BannerDto[]).map((b) => b.altText);

const banner = (altText: string, overrides: Partial<BannerInput> = {}): BannerInput => ({
  imageUrl: bannerArtUrl('saffron', altText, 'Fresh from Indian farms'),
  altText,
  linkUrl: '/deals',
  isActive: true,
  startsAt: null,
  endsAt: null,
  ...overrides,
});

describe('banner rules', () => {
  const refusals: [string, Partial<BannerInput>, string, string][] = [
    [
      'empty alt text',
      { altText: '  ' },
      'altText',
      'Alt text is required: describe the banner for shoppers who cannot see it',
    ],
    [
      'a script image',
      { imageUrl: 'javascript:alert(1)' },
      'imageUrl',
      'Use the banner art or an image address starting with / or https://',
    ],
    [
      'a link to another site by //',
      { linkUrl: '//evil.example/deals' },
      'linkUrl',
      'Use a shop page such as /deals or an address starting with https://',
    ],
    [
      'a link to another site by /.// (a browser reads it as //)',
      { linkUrl: '/.//evil.example/deals' },
      'linkUrl',
      'Use a shop page such as /deals or an address starting with https://',
    ],
    [
      'an end before the start',
      { startsAt: '2026-12-01T00:00', endsAt: '2026-11-30T00:00' },
      'endsAt',
      'The end must be after the start',
    ],
  ];
  it.each(refusals)('refuses %s and saves nothing', async (_, change, field, message) => {
    const refused = await staff('POST', '/api/admin/banners', banner('Diwali sweets', change));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toMatchObject({ [field]: message });
    expect((await staff('GET', '/api/admin/banners')).body).toEqual([]);
  });
});

describe('the home carousel', () => {
  it('shows exactly the active banners inside their store-time schedule, in the order staff set', async () => {
    const a = (await staff('POST', '/api/admin/banners', banner('Thursday sale'))).body;
    const b = (await staff('POST', '/api/admin/banners', banner('Same-day delivery'))).body;
    const c = (await staff('POST', '/api/admin/banners', banner('Diwali sweets', { linkUrl: null }))).body;
    await staff('POST', '/api/admin/banners', banner('Hidden', { isActive: false }));
    const later = (await staff('POST', '/api/admin/banners', banner('Christmas', { startsAt: '2099-12-20T00:00' })))
      .body;
    expect(later.status).toBe('scheduled');
    const ended = (await staff('POST', '/api/admin/banners', banner('Navratri', { endsAt: '2026-10-11T23:59' }))).body;
    expect([a, b, c].map((x) => x.displayOrder)).toEqual([0, 1, 2]);
    expect(ended).toMatchObject({ showing: false, status: 'ended', endsAt: '2026-10-11T23:59' });
    expect(await home()).toEqual(['Thursday sale', 'Same-day delivery', 'Diwali sweets']);

    const all = (await staff('GET', '/api/admin/banners')).body.map((x) => x.id);
    const reordered = [c.id, a.id, ...all.filter((id) => id !== a.id && id !== c.id)];
    const saved = await staff('PUT', '/api/admin/banners/order', { ids: reordered });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.map((x) => x.id)).toEqual(reordered);
    expect(await home()).toEqual(['Diwali sweets', 'Thursday sale', 'Same-day delivery']);

    // Started in the past and not over: shows; the schedule is saved as store time.
    await staff('PUT', `/api/admin/banners/${b.id}`, banner('Same-day delivery', { startsAt: '2026-01-01T06:00' }));
    const [row] = await desk.shop.database.query<{ utc: string }>(
      `select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as utc from scrolling_banners where id = $1`,
      [b.id],
    );
    expect(row!.utc).toBe('2026-01-01 12:00');
    expect(await home()).toContain('Same-day delivery');

    const actions = await desk.shop.database.query<{ action: string }>(
      'select action from audit_log order by created_at, id',
    );
    expect(actions.map((x) => x.action)).toEqual([
      ...Array(6).fill('banner.create'),
      'banner.reorder',
      'banner.update',
    ]);
  });

  it('refuses an order that leaves a banner out or names one twice', async () => {
    const a = (await staff('POST', '/api/admin/banners', banner('Thursday sale'))).body;
    const b = (await staff('POST', '/api/admin/banners', banner('Same-day delivery'))).body;
    expect((await staff('PUT', '/api/admin/banners/order', { ids: [a.id] })).status).toBe(409);
    const twice = await staff('PUT', '/api/admin/banners/order', { ids: [a.id, a.id] });
    expect(twice.body.error.message).toBe('Send every banner exactly once');
    expect(await home()).toEqual(['Thursday sale', 'Same-day delivery']);
    expect((await staff('DELETE', `/api/admin/banners/${b.id}`)).status).toBe(204);
    expect(await home()).toEqual(['Thursday sale']);
    expect((await staff('DELETE', `/api/admin/banners/${b.id}`)).status).toBe(404);
  });
});
