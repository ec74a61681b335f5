import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryCheckDto } from '../../../shared/delivery';
import { startShop, type TestShop } from '../../test/harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ catalogSize: 20, fixtures: false, promos: false });
});
afterAll(() => shop?.close());

const check = async (zip: string) => {
  const response = await shop.app.inject({ url: `/api/delivery/check/${encodeURIComponent(zip)}` });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/delivery/check/:zip', () => {
  it('finds an active zone with its charge and express flag, and nearby zones by the first three digits', async () => {
    const zone = shop.catalog.zones.find((z) => z.zipcode === '75038')!;
    const { status, body } = await check('75038');
    const result = body as DeliveryCheckDto;
    expect(status).toBe(200);
    expect(result.isAvailable).toBe(true);
    expect(result.zone).toEqual({
      zipcode: '75038',
      city: zone.city,
      deliveryChargeCents: zone.deliveryChargeCents,
      expressAvailable: zone.expressAvailable,
    });
    const expectedNearby = shop.catalog.zones
      .filter((z) => z.isActive && z.zipcode.startsWith('750') && z.zipcode !== '75038')
      .map((z) => z.zipcode)
      .sort()
      .slice(0, 5);
    expect(result.nearby.map((z) => z.zipcode)).toEqual(expectedNearby);
  });

  it('says unavailable for an unknown or inactive ZIP (not an error)', async () => {
    const unknown = await check('10001');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ isAvailable: false, zone: null, nearby: [] });
    const inactive = shop.catalog.zones.find((z) => !z.isActive)!;
    expect((await check(inactive.zipcode)).body.isAvailable).toBe(false);
  });

  it.each(['7503', '750381', 'abcde', "75'38", '%%%%%'])('refuses %s with the spec message', async (zip) => {
    const { status, body } = await check(zip);
    expect(status).toBe(400);
    expect(body.error.message).toBe('Please enter a valid 5-digit ZIP code');
  });
});
