import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** Optional schedule: the home carousel shows an active banner only from starts_at until ends_at. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('scrolling_banners_order_idx').on(t.displayOrder),
    check(
      'scrolling_banners_schedule_check',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);
