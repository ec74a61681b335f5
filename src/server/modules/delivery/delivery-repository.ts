import { and, eq, like, ne } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { deliveryZones } from '../../db/schema/index';

export type ZoneRow = Pick<
  typeof deliveryZones.$inferSelect,
  'zipcode' | 'city' | 'deliveryChargeCents' | 'expressAvailable'
>;

const zoneColumns = {
  zipcode: deliveryZones.zipcode,
  city: deliveryZones.city,
  deliveryChargeCents: deliveryZones.deliveryChargeCents,
  expressAvailable: deliveryZones.expressAvailable,
};

export const deliveryRepository = {
  async activeZone(ex: Executor, zip: string): Promise<ZoneRow | undefined> {
    const [row] = await ex.db
      .select(zoneColumns)
      .from(deliveryZones)
      .where(and(eq(deliveryZones.zipcode, zip), eq(deliveryZones.isActive, true)));
    return row;
  },

  /** Prefix match uses the text_pattern_ops index; the prefix is digits only, so no LIKE escaping is needed. */
  nearbyZones(ex: Executor, prefix: string, excludeZip: string, limit: number): Promise<ZoneRow[]> {
    return ex.db
      .select(zoneColumns)
      .from(deliveryZones)
      .where(
        and(
          like(deliveryZones.zipcode, `${prefix}%`),
          ne(deliveryZones.zipcode, excludeZip),
          eq(deliveryZones.isActive, true),
        ),
      )
      .orderBy(deliveryZones.zipcode)
      .limit(limit);
  },
};
