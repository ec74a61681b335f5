import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  INQUIRY_KIND_LABELS,
  INQUIRY_KINDS,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
} from '../../../../../shared/inquiries';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { AdminPageHeader } from '../../components/admin-page-header';
import { TableSkeleton } from '../../components/admin-skeletons';
import { countActiveFilters, FiltersDisclosure } from '../../components/filters-disclosure';
import { ListPager } from '../../components/list-pager';
import { storeDayTime } from '../../../../../shared/store-dates';
import { inquiriesQuery } from '../api/inquiries-api';
import { InquiryStatusBadge } from '../components/inquiry-status-badge';

const PAGE_SIZE = 25;
const FILTERS = ['status', 'kind', 'assignee', 'q'] as const;
type Filter = (typeof FILTERS)[number];

/** /admin/queries: the inbox of the shop's forms; filters, search and page live in the URL. */
export default function InquiriesPage() {
  const [params, setParams] = useSearchParams();
  const current = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<Filter, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(current);
  const { data, isPending, isError, error, isFetching } = useQuery(
    inquiriesQuery({ ...current, page, pageSize: PAGE_SIZE }),
  );

  const go = (next: Record<Filter, string>, nextPage = 1) => {
    const search = new URLSearchParams();
    for (const f of FILTERS) if (next[f].trim()) search.set(f, next[f].trim());
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(draft);
  };
  const set = (key: Filter) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  return (
    <>
      <AdminPageHeader
        title="Queries"
        description="Messages from the contact, bulk-order and franchise forms. Replies are emailed to the sender."
      />
      <FiltersDisclosure count={countActiveFilters(current)}>
        <form
          role="search"
          aria-label="Find queries"
          onSubmit={submit}
          className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
        >
          <div className="sm:col-span-2">
            <label htmlFor="query-search" className="mb-1 block text-sm font-semibold text-ink">
              Search name, email or text
            </label>
            <Input id="query-search" type="search" value={draft.q} onChange={set('q')} autoComplete="off" />
          </div>
          <div>
            <label htmlFor="query-status" className="mb-1 block text-sm font-semibold text-ink">
              Status
            </label>
            <NativeSelect id="query-status" value={draft.status} onChange={set('status')}>
              <option value="">Any status</option>
              {INQUIRY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {INQUIRY_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <label htmlFor="query-kind" className="mb-1 block text-sm font-semibold text-ink">
              Form
            </label>
            <NativeSelect id="query-kind" value={draft.kind} onChange={set('kind')}>
              <option value="">Every form</option>
              {INQUIRY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {INQUIRY_KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <label htmlFor="query-assignee" className="mb-1 block text-sm font-semibold text-ink">
              Assigned to
            </label>
            <NativeSelect id="query-assignee" value={draft.assignee} onChange={set('assignee')}>
              <option value="">Anyone</option>
              <option value="me">Me</option>
              <option value="none">Nobody</option>
            </NativeSelect>
          </div>
          <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
            <Button type="submit">
              <Search aria-hidden="true" />
              Apply
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                const empty = { status: '', kind: '', assignee: '', q: '' };
                setDraft(empty);
                go(empty);
              }}
            >
              Clear
            </Button>
          </div>
        </form>
      </FiltersDisclosure>

      {isPending ? (
        <TableSkeleton label="Loading queries…" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Could not load queries: {error.message}
        </p>
      ) : (
        <>
          {data.queries.length > 0 ? (
            <ul
              aria-label="Queries"
              aria-busy={isFetching}
              className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white"
            >
              {data.queries.map((inquiry) => (
                <li key={inquiry.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[1fr_auto] sm:gap-4">
                  <div className="min-w-0">
                    <Link
                      to={`/admin/queries/${inquiry.id}`}
                      className="font-semibold break-words text-brand-700 underline-offset-2 hover:underline"
                    >
                      {inquiry.subject}
                    </Link>
                    <p className="text-sm text-ink">
                      {inquiry.name} · {inquiry.email}
                    </p>
                    <p className="truncate text-sm text-muted">{inquiry.preview}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-sm sm:flex-col sm:items-end">
                    <InquiryStatusBadge status={inquiry.status} />
                    <span className="text-muted">{INQUIRY_KIND_LABELS[inquiry.kind]}</span>
                    <span className="text-muted">{storeDayTime(inquiry.createdAt)}</span>
                    <span className="text-muted">{inquiry.assignee ? inquiry.assignee.email : 'Unassigned'}</span>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {data.queries.length === 0 ? (
            <p className="px-3 py-6 text-center text-muted">
              {FILTERS.some((f) => current[f])
                ? 'No query matches these filters.'
                : 'No messages yet: contact, bulk-order and franchise messages appear here.'}
            </p>
          ) : null}
          <ListPager
            label="Query pages"
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(next) => go(current, next)}
          />
        </>
      )}
    </>
  );
}
