import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CHAT_INTENT_LABELS, type ChatMessageDto } from '../../../../../shared/chat';
import { formatCents } from '../../../../../shared/money';
import { Skeleton } from '../../../../components/ui/skeleton';
import { cn } from '../../../../lib/cn';
import { AdminPageHeader } from '../../components/admin-page-header';
import { storeTime } from '../../components/format';
import { chatConversationQuery } from '../api/chat-analytics-api';

const SPEAKER: Record<ChatMessageDto['role'], string> = { shopper: 'Shopper', assistant: 'Assistant', staff: 'Staff' };

/** What came with an answer, in words: staff read the conversation as the shopper saw it. */
function attachments(m: ChatMessageDto): string[] {
  return [
    ...m.products.map((p) => `${p.name}, ${formatCents(p.priceCents)}${p.inStock ? '' : ' (out of stock)'}`),
    ...m.recipes.map((r) => `Recipe: ${r.title}`),
    ...m.orders.map((o) => `Order ${o.orderNumber}: ${o.statusLabel}`),
  ];
}

/** /admin/chat-analytics/:id: one conversation, message by message, with intents, sources and thumbs. */
export default function ChatConversationPage() {
  const { id = '' } = useParams();
  const query = useQuery(chatConversationQuery(id));
  const c = query.data;
  return (
    <>
      <AdminPageHeader
        title="Chat conversation"
        description={
          c
            ? `${c.shopperEmail ?? 'Guest'} · started ${storeTime(c.startedAt)} · ${c.questions} ${c.questions === 1 ? 'question' : 'questions'}, ${c.unanswered} unanswered`
            : undefined
        }
        actions={
          <Link to="/admin/chat-analytics" className="text-sm font-semibold text-brand-800 underline">
            Back to chat analytics
          </Link>
        }
      />
      {query.isError ? (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {query.error.message}
        </p>
      ) : !c ? (
        <Skeleton className="h-64" aria-busy="true" aria-label="Loading the conversation" />
      ) : (
        <>
          {c.handoffQueryId ? (
            <p className="mb-4 rounded-xl border border-saffron-200 bg-saffron-50 p-3 text-sm">
              Handed to staff:{' '}
              <Link to={`/admin/queries/${c.handoffQueryId}`} className="font-semibold text-brand-800 underline">
                open the query
              </Link>
            </p>
          ) : null}
          <ol className="flex max-w-3xl flex-col gap-3">
            {c.messages.map((m) => (
              <li
                key={m.id}
                className={cn(
                  'rounded-2xl border p-3 text-sm',
                  m.role === 'shopper' ? 'border-brand-200 bg-brand-50' : 'border-gray-200 bg-white',
                )}
              >
                <p className="flex flex-wrap gap-x-3 text-xs text-muted">
                  <span className="font-semibold text-ink">{SPEAKER[m.role]}</span>
                  <span>{storeTime(m.createdAt)}</span>
                  {m.intent && m.role === 'shopper' ? <span>Intent: {CHAT_INTENT_LABELS[m.intent]}</span> : null}
                  {m.feedback ? <span>Thumbs {m.feedback}</span> : null}
                </p>
                <p className="mt-1 whitespace-pre-line break-words">{m.text}</p>
                {attachments(m).length ? (
                  <ul className="mt-1 list-disc pl-5 text-muted">
                    {attachments(m).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
                {m.source ? (
                  <p className="mt-1 text-xs text-muted">
                    Source:{' '}
                    <a href={m.source.href} className="text-brand-800 underline">
                      {m.source.label}
                    </a>
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
