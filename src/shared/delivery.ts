import { z } from 'zod';
import { INVALID_ZIP_MESSAGE, isValidZip } from './zip';

export { ZIP_AVAILABLE_MESSAGE, ZIP_LOOKUP_FAILED_MESSAGE, zipUnavailableMessage } from './delivery-messages';
export const NEARBY_ZONES_LIMIT = 5;

export const zipParam = z.object({
  zip: z.string().trim().refine(isValidZip, INVALID_ZIP_MESSAGE),
});

export const deliveryZoneDto = z.object({
  zipcode: z.string(),
  city: z.string(),
  deliveryChargeCents: z.number().int(),
  expressAvailable: z.boolean(),
});
export type DeliveryZoneDto = z.infer<typeof deliveryZoneDto>;

export const deliveryCheckDto = z.object({
  zip: z.string(),
  isAvailable: z.boolean(),
  zone: deliveryZoneDto.nullable(),
  nearby: z.array(deliveryZoneDto),
});
export type DeliveryCheckDto = z.infer<typeof deliveryCheckDto>;
