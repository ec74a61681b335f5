import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AuditEntryDto } from '../../../../../shared/admin-audit';
import { AUDIT_ENTITY_KINDS, describeAudit } from '../../../../../shared/audit-sentences';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Spinner } from '../../../../components/ui/spinner';
import { useSession } from '../../../../lib/session';
import { AdminPageHeader } from '../../components/admin-page-header';
import { ListPager } from '../../components/list-pager';
import { storeDayTime } from '../../../../../shared/store-dates';
import { type AuditLogFilters, auditLogQuery } from '../api/audit-log-api';
import { AuditChanges } from '../components/audit-changes';

const PAGE_SIZE = 50;
const KIND_OPTIONS = Object.entries(AUDIT_ENTITY_KINDS);

const readFilters = (params: URLSearchParams): AuditLogFilters => ({
  actor: params.get('actor') ?? '',
  action: params.get('action') ?? '',
  entityType: params.get('entityType') ?? '',
  entityId: params.get('entityId') ?? '',
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});

const label = 'mb-1 block text-sm font-semibold text-ink';

/** Person, kind of record and a date range; one record's history (entityId) comes from a link and is kept. */
function FilterForm({ initial, onApply }: { initial: AuditLogFilters; onApply: (filters: AuditLogFilters) => void }) {
  const [draft, setDraft] = useState(initial);
  const set = (name: keyof AuditLogFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });
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
      role="search"
      aria-label="Filter the audit log"
      className="mb-4 grid grid-cols-1 gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div>
        <label htmlFor="audit-actor" className={label}>
          Person
        </label>
        <Input
          id="audit-actor"
          type="search"
          value={draft.actor}
          onChange={set('actor')}
          aria-describedby="audit-actor-hint"
          autoComplete="off"
        />
        <p id="audit-actor-hint" className="mt-1 text-xs text-muted">
          Part of a staff member’s name or email
        </p>
      </div>
      <div>
        <label htmlFor="audit-kind" className={label}>
          Record
        </label>
        <NativeSelect id="audit-kind" value={draft.entityType} onChange={set('entityType')}>
          <option value="">Every kind</option>
          {KIND_OPTIONS.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <label htmlFor="audit-from" className={label}>
          From (store date)
        </label>
        <Input id="audit-from" type="date" value={draft.from} onChange={set('from')} />
      </div>
      <div>
        <label htmlFor="audit-to" className={label}>
          To (store date)
        </label>
        <Input id="audit-to" type="date" value={draft.to} onChange={set('to')} />
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="outline" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}

/** The sentence a person reads, with the records it names as links. */
function Sentence({ entry }: { entry: AuditEntryDto }) {
  return (
    <p className="font-semibold break-words text-ink">
      {describeAudit(entry).map((part, index) =>
        part.href ? (
          <Link key={index} to={part.href} className="text-brand-700 underline underline-offset-2">
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/**
 * The raw record, for whoever needs it: codes, ids, the stored summary and every changed field. Drawn
 * only once opened, so the page's text (what a screen reader or a copy reads) holds the sentences alone.
 */
function Detail({ entry }: { entry: AuditEntryDto }) {
  const [open, setOpen] = useState(false);
  const rows: [string, string][] = [
    ['Action', entry.action],
    ['Staff email', entry.actorEmail],
    ['Record', `${entry.entityType} ${entry.entityId}`],
    ['Stored summary', entry.summary],
  ];
  return (
    <details className="mt-2" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">Details</summary>
      {open ? (
        <>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-muted">{term}</dt>
                <dd className="font-mono break-all">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-2">
            <AuditChanges before={entry.before} after={entry.after} />
          </div>
        </>
      ) : null}
    </details>
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
  const narrowed = filters.entityId || filters.action;

  return (
    <>
      {/* The key resets the form's fields when the URL changes (back button, Clear). */}
      <FilterForm key={params.toString()} initial={filters} onApply={(next) => go(next)} />
      {narrowed ? (
        <p className="mb-3 text-sm text-muted">
          Showing {filters.entityId ? 'one record’s history' : 'one kind of change'}.{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 underline"
            onClick={() => go({ ...filters, entityId: '', action: '' })}
          >
            Show every change
          </button>
        </p>
      ) : null}
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
                    <Sentence entry={entry} />
                    <time dateTime={entry.createdAt} className="text-sm whitespace-nowrap text-muted">
                      {storeDayTime(entry.createdAt)}
                    </time>
                  </div>
                  <Detail entry={entry} />
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
      <AdminPageHeader
        title="Audit Log"
        description="Every staff change: who made it, when, and what it changed. Open Details for the raw record."
      />
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
