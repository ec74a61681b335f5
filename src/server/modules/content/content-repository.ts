import type { Database } from '../../db/client';

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
        'select id, image_url, alt_text, link_url, display_order from scrolling_banners where is_active order by display_order, id',
      );
    },
  };
}
