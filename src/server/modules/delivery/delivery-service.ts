import { NEARBY_ZONES_LIMIT, type DeliveryCheckDto, type DeliveryZoneDto } from '../../../shared/delivery';
import { zipPrefix } from '../../../shared/zip';
import type { Database } from '../../db/client';
import { deliveryRepository, type ZoneRow } from './delivery-repository';

export function createDeliveryService(database: Database) {
  return {
    /** Exact active zone, plus up to five active zones sharing the first three digits. */
    async check(zip: string): Promise<DeliveryCheckDto> {
      const [zone, nearby] = await Promise.all([
        deliveryRepository.activeZone(database, zip),
        deliveryRepository.nearbyZones(database, zipPrefix(zip), zip, NEARBY_ZONES_LIMIT),
      ]);
      return { zip, isAvailable: Boolean(zone), zone: zone ? toZone(zone) : null, nearby: nearby.map(toZone) };
    },
  };
}

function toZone(row: ZoneRow): DeliveryZoneDto {
  return {
    zipcode: row.zipcode,
    city: row.city,
    deliveryChargeCents: row.deliveryChargeCents,
    expressAvailable: row.expressAvailable,
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
