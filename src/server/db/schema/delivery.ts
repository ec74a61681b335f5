import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    zipcode: text('zipcode').notNull(),
    city: text('city').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    deliveryChargeCents: integer('delivery_charge_cents').notNull(),
    expressAvailable: boolean('express_available').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('delivery_zones_zipcode_key').on(t.zipcode),
    index('delivery_zones_prefix_idx').on(t.zipcode.op('text_pattern_ops')),
  ],
);
