import { NEARBY_ZONES_LIMIT, type DeliveryCheckDto, type DeliveryZoneDto } from '../../../shared/delivery';
import { zipPrefix } from '../../../shared/zip';
import type { createDeliveryRepository, ZoneRow } from './delivery-repository';

export function createDeliveryService(repository: ReturnType<typeof createDeliveryRepository>) {
  return {
    /** Exact active zone, plus up to five active zones sharing the first three digits. */
    async check(zip: string): Promise<DeliveryCheckDto> {
      const [zone, nearby] = await Promise.all([
        repository.activeZone(zip),
        repository.nearbyZones(zipPrefix(zip), zip, NEARBY_ZONES_LIMIT),
      ]);
      return { zip, isAvailable: Boolean(zone), zone: zone ? toZone(zone) : null, nearby: nearby.map(toZone) };
    },
  };
}

function toZone(row: ZoneRow): DeliveryZoneDto {
  return {
    zipcode: row.zipcode,
    city: row.city,
    deliveryChargeCents: row.delivery_charge_cents,
    expressAvailable: row.express_available,
  };
}
