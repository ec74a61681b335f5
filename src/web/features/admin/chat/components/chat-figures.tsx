import type { ChatAnalyticsDto } from '../../../../../shared/admin-chat';
import { count, storeTime } from '../../components/format';

const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);

/** The period's headline figures, each with what it is made of. */
export function ChatFigures({ totals }: { totals: ChatAnalyticsDto['totals'] }) {
  const figures = [
    { label: 'Conversations', value: count(totals.conversations), note: `${count(totals.questions)} questions asked` },
    {
      label: 'Unanswered',
      value: count(totals.unanswered),
      note: `${percent(totals.questions ? totals.unanswered / totals.questions : null)} of questions`,
    },
    {
      label: 'Hand-off rate',
      value: percent(totals.handoffRate),
      note: `${count(totals.handoffs)} handed to staff`,
    },
    {
      label: 'Satisfaction',
      value: percent(totals.satisfaction),
      note: `${count(totals.thumbsUp)} thumbs up, ${count(totals.thumbsDown)} down`,
    },
  ];
  return (
    <section aria-labelledby="chat-figures-heading">
      <h2 id="chat-figures-heading" className="sr-only">
        Key figures
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {figures.map((f) => (
          <li key={f.label} className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
            <p className="text-sm text-muted">{f.label}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums text-ink">{f.value}</p>
            <p className="mt-2 text-sm text-muted">{f.note}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The questions the assistant could not answer, the same question typed alike counted once. */
export function UnansweredList({ rows }: { rows: ChatAnalyticsDto['unanswered'] }) {
  return (
    <section
      aria-labelledby="chat-unanswered-heading"
      className="min-w-0 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id="chat-unanswered-heading" className="text-base font-semibold text-ink">
        Unanswered questions
      </h2>
      <p className="mt-1 text-sm text-muted">
        What shoppers asked that the assistant could not answer, most asked first.
      </p>
      {rows.length ? (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-1 pr-2 font-medium">
                Question
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                Times
              </th>
              <th scope="col" className="py-1 font-medium">
                Last asked
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.question} className="border-t border-gray-100">
                <td className="break-words py-1.5 pr-2">{row.question}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{count(row.times)}</td>
                <td className="whitespace-nowrap py-1.5">{storeTime(row.lastAskedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-sm text-muted">Every question in this period got an answer.</p>
      )}
    </section>
  );
}
