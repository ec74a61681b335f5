import type { Database } from '../../db/client';

export interface ZoneRow {
  zipcode: string;
  city: string;
  delivery_charge_cents: number;
  express_available: boolean;
}

const zoneColumns = 'zipcode, city, delivery_charge_cents, express_available';

export function createDeliveryRepository(database: Database) {
  return {
    async activeZone(zip: string): Promise<ZoneRow | undefined> {
      const rows = await database.query<ZoneRow>(
        `select ${zoneColumns} from delivery_zones where zipcode = $1 and is_active`,
        [zip],
      );
      return rows[0];
    },
    /** Prefix match uses the text_pattern_ops index; the prefix is digits only, so no LIKE escaping is needed. */
    async nearbyZones(prefix: string, excludeZip: string, limit: number): Promise<ZoneRow[]> {
      return database.query<ZoneRow>(
        `select ${zoneColumns} from delivery_zones
         where zipcode like $1 and zipcode <> $2 and is_active order by zipcode limit $3`,
        [`${prefix}%`, excludeZip, limit],
      );
    },
  };
}
