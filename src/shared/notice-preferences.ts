import { z } from 'zod';
import { NOTICE_KINDS, type NoticeKind } from './notices';

const choice = z.boolean({ error: 'Choose on or off' });
const kinds = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, choice])) as Record<NoticeKind, typeof choice>;

/**
 * GET and PUT /api/account/notices: every kind named, on or off. A missing or unknown kind is refused
 * rather than read as "off", so an old page cannot silently turn a new kind off.
 */
export const noticePreferencesInput = z.strictObject(kinds);
export const noticePreferencesDto = z.object(kinds);
