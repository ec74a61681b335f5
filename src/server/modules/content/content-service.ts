import type { SocialLinkDto } from '../../../shared/social-links';
import type { Database } from '../../db/client';
import { activeBanners } from './content-repository';

/** What the storefront shows around the catalog: the home carousel's banners and the footer's social links. */
export function createContentService(database: Database, socialLinks: SocialLinkDto[]) {
  return {
    banners: () => activeBanners(database),
    socialLinks: () => socialLinks,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
