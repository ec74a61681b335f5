import type { InquiryThreadEntryDto } from '../../../../../shared/inquiries';
import { cn } from '../../../../lib/cn';
import { storeDayTime } from '../../../../../shared/store-dates';

/** Replies (emailed to the sender) and internal notes, oldest first. */
export function InquiryThread({ thread }: { thread: InquiryThreadEntryDto[] }) {
  return (
    <section aria-labelledby="thread-heading">
      <h2 id="thread-heading" className="mb-2 text-lg font-bold text-ink">
        Replies and notes
      </h2>
      {thread.length === 0 ? (
        <p className="text-sm text-muted">No reply or note yet.</p>
      ) : (
        <ol className="grid gap-3">
          {thread.map((entry) => (
            <li
              key={entry.id}
              className={cn(
                'rounded-xl border p-4',
                entry.kind === 'reply' ? 'border-brand-200 bg-brand-50' : 'border-saffron-200 bg-saffron-50',
              )}
            >
              <p className="text-sm font-semibold text-ink">
                {entry.kind === 'reply' ? 'Reply emailed' : 'Internal note'} · {entry.authorEmail} ·{' '}
                <span className="font-normal">{storeDayTime(entry.createdAt)}</span>
              </p>
              <p className="mt-2 break-words whitespace-pre-wrap text-ink">{entry.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
