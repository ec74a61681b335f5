import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import {
  CHAT_ANALYTICS_PERIODS,
  CHAT_CONVERSATION_FILTERS,
  type ChatConversationSummaryDto,
} from '../../../../../shared/admin-chat';
import { Button } from '../../../../components/ui/button';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Skeleton } from '../../../../components/ui/skeleton';
import { cn } from '../../../../lib/cn';
import { AdminPageHeader } from '../../components/admin-page-header';
import { DataTable } from '../../components/data-table';
import { storeTime } from '../../components/format';
import { type ConversationFilter, chatAnalyticsQuery, chatConversationsQuery } from '../api/chat-analytics-api';
import { ConversationsChart, IntentsChart } from '../components/chat-charts';
import { ChatFigures, UnansweredList } from '../components/chat-figures';

const FILTER_LABELS: Record<ConversationFilter, string> = {
  all: 'All conversations',
  handed_off: 'Handed to staff',
  unanswered: 'With unanswered questions',
  thumbs_down: 'With a thumbs down',
};

const columns: ColumnDef<ChatConversationSummaryDto>[] = [
  {
    id: 'lastMessageAt',
    header: 'Last message',
    enableSorting: false,
    cell: ({ row }) => (
      <Link to={`/admin/chat-analytics/${row.original.id}`} className="font-semibold text-brand-800 underline">
        {storeTime(row.original.lastMessageAt)}
      </Link>
    ),
  },
  {
    id: 'firstQuestion',
    header: 'First question',
    meta: { card: 'title' },
    enableSorting: false,
    cell: ({ row }) => <span className="line-clamp-2 break-words">{row.original.firstQuestion}</span>,
  },
  {
    id: 'shopper',
    header: 'Shopper',
    enableSorting: false,
    cell: ({ row }) => row.original.shopperEmail ?? <span className="text-muted">Guest</span>,
  },
  { id: 'questions', header: 'Questions', enableSorting: false, cell: ({ row }) => row.original.questions },
  { id: 'unanswered', header: 'Unanswered', enableSorting: false, cell: ({ row }) => row.original.unanswered },
  {
    id: 'feedback',
    header: 'Thumbs',
    enableSorting: false,
    cell: ({ row }) => `${row.original.thumbsUp} up, ${row.original.thumbsDown} down`,
  },
  {
    id: 'handoff',
    header: 'Hand-off',
    meta: { card: 'field' },
    enableSorting: false,
    cell: ({ row }) =>
      row.original.handoffQueryId ? (
        <Link to={`/admin/queries/${row.original.handoffQueryId}`} className="text-brand-800 underline">
          Open query
        </Link>
      ) : (
        '—'
      ),
  },
];

const isPeriod = (v: number) => (CHAT_ANALYTICS_PERIODS as readonly number[]).includes(v);
const isFilter = (v: string | null): v is ConversationFilter =>
  (CHAT_CONVERSATION_FILTERS as readonly string[]).includes(v ?? '');

/** /admin/chat-analytics: what shoppers ask the chat assistant, what it could not answer, and how they liked it. */
export default function ChatAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const days = isPeriod(Number(params.get('days'))) ? Number(params.get('days')) : 30;
  const filter: ConversationFilter = isFilter(params.get('filter'))
    ? (params.get('filter') as ConversationFilter)
    : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const analytics = useQuery(chatAnalyticsQuery(days));
  const conversations = useQuery(chatConversationsQuery(filter, page));
  const set = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change))
      if (value === null) next.delete(key);
      else next.set(key, value);
    setParams(next, { replace: true });
  };
  const a = analytics.data;

  return (
    <>
      <AdminPageHeader
        title="Chat Analytics"
        description="The chat assistant's conversations, by store day (Chicago): what shoppers ask, what it could not answer, hand-offs to staff and thumbs up or down."
      />
      <div role="group" aria-label="Period" className="mb-5 inline-flex rounded-xl border border-gray-200 bg-white p-1">
        {CHAT_ANALYTICS_PERIODS.map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={d === days}
            onClick={() => set({ days: d === 30 ? null : String(d) })}
            className={cn(
              'rounded-lg px-3 py-1.5 text-sm font-medium',
              d === days ? 'bg-brand-800 text-white' : 'text-ink hover:bg-gray-100',
            )}
          >
            Last {d} days
          </button>
        ))}
      </div>

      {analytics.isError && !a ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          Chat analytics could not be loaded: {analytics.error.message}{' '}
          <Button variant="outline" size="sm" className="ml-2" onClick={() => void analytics.refetch()}>
            Try again
          </Button>
        </div>
      ) : !a ? (
        <div aria-busy="true" aria-label="Loading chat analytics" className="grid gap-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-64" />
        </div>
      ) : (
        <div className="grid gap-4">
          <ChatFigures totals={a.totals} />
          <div className="grid gap-4 xl:grid-cols-2">
            <ConversationsChart perDay={a.perDay} />
            <IntentsChart intents={a.topIntents} />
          </div>
          <UnansweredList rows={a.unanswered} />
        </div>
      )}

      <section aria-labelledby="chat-conversations-heading" className="mt-8">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h2 id="chat-conversations-heading" className="text-lg font-semibold text-ink">
            Conversations
          </h2>
          <label className="flex items-center gap-2 text-sm font-medium">
            Show
            <NativeSelect
              value={filter}
              onChange={(e) => set({ filter: e.target.value === 'all' ? null : e.target.value, page: null })}
            >
              {CHAT_CONVERSATION_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {FILTER_LABELS[f]}
                </option>
              ))}
            </NativeSelect>
          </label>
        </div>
        <DataTable
          caption="Chat conversations"
          columns={columns}
          data={conversations.data?.conversations ?? []}
          sort={{ id: 'lastMessageAt', desc: true }}
          onSort={() => undefined}
          page={page}
          pageSize={conversations.data?.pageSize ?? 20}
          total={conversations.data?.total ?? 0}
          onPage={(p) => set({ page: p === 1 ? null : String(p) })}
          busy={conversations.isFetching}
          getRowId={(row) => row.id}
          empty={conversations.isPending ? 'Loading…' : 'No conversations here yet.'}
        />
      </section>
    </>
  );
}
