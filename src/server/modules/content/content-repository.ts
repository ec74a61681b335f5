import type { Database } from '../../db/client';
import { SHOWING_SQL } from './banners-admin-service';

export function createContentRepository(database: Database) {
  return {
    async activeBanners() {
      return database.query<{
        id: string;
        image_url: string;
        alt_text: string;
        link_url: string | null;
        display_order: number;
      }>(
        // Active and inside its optional schedule, in the order staff set.
        `select id, image_url, alt_text, link_url, display_order from scrolling_banners b
         where ${SHOWING_SQL} order by display_order, id`,
      );
    },
  };
}
