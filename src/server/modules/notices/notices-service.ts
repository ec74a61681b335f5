import type { NoticePreferences } from '../../../shared/notices';
import type { Database } from '../../db/client';
import { noticesRepository } from './notices-repository';

/** The shopper's live-notice choices; the live channel reads them at each notice (realtime/notice-live.ts). */
export function createNoticesService(database: Database) {
  return {
    preferences: (userId: string) => noticesRepository.preferences(database, userId),

    async save(userId: string, preferences: NoticePreferences): Promise<NoticePreferences> {
      await noticesRepository.savePreferences(database, userId, preferences);
      return noticesRepository.preferences(database, userId);
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
