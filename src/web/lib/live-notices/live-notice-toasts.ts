import { type LiveNotice, NOTICE_KINDS, noticeText } from '../../../shared/notices';
import { toast } from '../toast';
import { createNoticeQueue } from './notice-queue';

/**
 * The live notices' toasts (spec sections 4 and 9), loaded with the first notice a signed-in shopper
 * receives, so no page pays for it up front. Toasts go through the shop's sonner Toaster: a polite live
 * region that never takes focus, with a close button; the View button opens the product or category.
 */
let navigate: (href: string) => void = (href) => window.location.assign(href);

const queue = createNoticeQueue((notice, duration, closed) => {
  const { title, description, href } = noticeText(notice);
  toast(title, {
    description,
    duration,
    classNames: { title: 'font-semibold!' },
    onDismiss: closed,
    onAutoClose: closed,
    action: {
      label: notice.kind === 'new_category' ? 'See category' : 'View product',
      onClick: () => {
        closed();
        navigate(href);
      },
    },
  });
});

/** What the live channel's 'notice' event carried, if it is a notice this page can show. */
function asNotice(data: unknown): LiveNotice | null {
  const notice = data as Partial<LiveNotice> | null;
  const known = typeof notice?.kind === 'string' && (NOTICE_KINDS as readonly string[]).includes(notice.kind);
  return known && typeof notice.name === 'string' && typeof notice.slug === 'string' ? (notice as LiveNotice) : null;
}

/** Queues a notice from the live channel; `go` moves within the app when the shopper follows it. */
export function showLiveNotice(data: unknown, go: (href: string) => void) {
  const notice = asNotice(data);
  if (!notice) return;
  navigate = go;
  queue.push(notice);
}

/** Signed out: the notices still waiting are not shown. */
export const clearLiveNotices = () => queue.clear();
