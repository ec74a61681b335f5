import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { AdminPageHeader } from '../components/admin-page-header';
import { ListPager } from '../components/list-pager';
import { storeDayTime } from '../../../../shared/store-dates';
import { type AuditLogFilters, auditLogQuery } from './audit-log-api';
import { AuditChanges } from './audit-changes';

const PAGE_SIZE = 50;
const FIELDS: { name: keyof AuditLogFilters; label: string; type: 'text' | 'date'; hint?: string }[] = [
  { name: 'actor', label: 'Staff email', type: 'text' },
  { name: 'action', label: 'Action', type: 'text', hint: 'staff.role, or order. for every order action' },
  { name: 'entityType', label: 'Record type', type: 'text', hint: 'order, user, product…' },
  { name: 'entityId', label: 'Record id', type: 'text' },
  { name: 'from', label: 'From (store date)', type: 'date' },
  { name: 'to', label: 'To (store date)', type: 'date' },
];

const readFilters = (params: URLSearchParams): AuditLogFilters => ({
  actor: params.get('actor') ?? '',
  action: params.get('action') ?? '',
  entityType: params.get('entityType') ?? '',
  entityId: params.get('entityId') ?? '',
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});

function FilterForm({ initial, onApply }: { initial: AuditLogFilters; onApply: (filters: AuditLogFilters) => void }) {
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const empty = readFilters(new URLSearchParams());
    setDraft(empty);
    onApply(empty);
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Filter the audit log"
      className="mb-4 grid grid-cols-1 gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {FIELDS.map((field) => (
        <div key={field.name}>
          <label htmlFor={`audit-${field.name}`} className="mb-1 block text-sm font-semibold text-ink">
            {field.label}
          </label>
          <Input
            id={`audit-${field.name}`}
            type={field.type}
            value={draft[field.name]}
            onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
            aria-describedby={field.hint ? `audit-${field.name}-hint` : undefined}
            autoComplete="off"
          />
          {field.hint ? (
            <p id={`audit-${field.name}-hint`} className="mt-1 text-xs text-muted">
              {field.hint}
            </p>
          ) : null}
        </div>
      ))}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="outline" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}

function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, error, isFetching } = useQuery(auditLogQuery(filters, page, PAGE_SIZE));
  const go = (next: AuditLogFilters, nextPage = 1) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value.trim()) search.set(key, value.trim());
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  return (
    <>
      {/* The key resets the form's fields when the URL changes (back button, Clear). */}
      <FilterForm key={params.toString()} initial={filters} onApply={(next) => go(next)} />
      {isPending ? (
        <Spinner label="Loading the audit log…" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Could not load the audit log: {error.message}
        </p>
      ) : (
        <>
          {data.entries.length === 0 ? (
            <p className="rounded-2xl border border-gray-200 bg-white px-4 py-8 text-center text-muted">
              No staff action matches these filters.
            </p>
          ) : (
            <ol className="space-y-3" aria-label="Audit entries, newest first" aria-busy={isFetching}>
              {data.entries.map((entry) => (
                <li key={entry.id} className="rounded-2xl border border-gray-200 bg-white p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <p className="font-semibold break-words text-ink">{entry.summary}</p>
                    <time dateTime={entry.createdAt} className="text-sm whitespace-nowrap text-muted">
                      {storeDayTime(entry.createdAt)}
                    </time>
                  </div>
                  <p className="mt-1 text-sm break-all text-muted">
                    <span className="font-mono">{entry.action}</span> by {entry.actorEmail} on {entry.entityType}{' '}
                    <span className="font-mono">{entry.entityId}</span>
                  </p>
                  <details className="mt-2">
                    <summary className="cursor-pointer text-sm font-semibold text-brand-700">What changed</summary>
                    <div className="mt-2">
                      <AuditChanges before={entry.before} after={entry.after} />
                    </div>
                  </details>
                </li>
              ))}
            </ol>
          )}
          <ListPager
            label="Audit log pages"
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(next) => go(filters, next)}
          />
        </>
      )}
    </>
  );
}

/** /admin/audit-log: every staff write with who, when and what changed; for a super admin only. */
export default function AuditLogPage() {
  const { user } = useSession();
  return (
    <>
      <AdminPageHeader title="Audit Log" description="Every staff change: who made it, when, and what it changed." />
      {user?.role === 'super_admin' ? (
        <AuditLog />
      ) : (
        <section
          aria-labelledby="audit-only-heading"
          className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-12 text-center"
        >
          <ShieldAlert className="size-10 text-muted" aria-hidden="true" />
          <h2 id="audit-only-heading" className="mt-4 text-lg font-semibold text-ink">
            Only a super admin can see this
          </h2>
          <p className="mt-2 max-w-md text-sm text-muted">
            The audit log shows every change staff make. Ask a super admin if you need to know who changed something.
          </p>
        </section>
      )}
    </>
  );
}
