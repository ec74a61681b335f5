import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const scrollingBanners = pgTable(
  'scrolling_banners',
  {
    id: id(),
    imageUrl: text('image_url').notNull(),
    altText: text('alt_text').notNull(),
    linkUrl: text('link_url'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('scrolling_banners_order_idx').on(t.displayOrder)],
);
