import { z } from 'zod';
import { INVALID_ZIP_MESSAGE, isValidZip } from './zip';

/** Messages of the ZIP delivery check (spec section 8). */
export const ZIP_AVAILABLE_MESSAGE = 'Great news! We deliver to your area.';
export const zipUnavailableMessage = (zip: string) => `Sorry, we don't deliver to ${zip} yet. We're expanding soon!`;
export const ZIP_LOOKUP_FAILED_MESSAGE = 'Failed to validate delivery area';
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
