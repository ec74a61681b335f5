import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { INQUIRY_KIND_LABELS, type InquiryDetailDto } from '../../../../../shared/inquiries';
import { Spinner } from '../../../../components/ui/spinner';
import { AdminPageHeader } from '../../components/admin-page-header';
import { storeDayTime } from '../../../../../shared/store-dates';
import { inquiryDetailQuery } from '../api/inquiries-api';
import { InquiryStatusBadge } from '../components/inquiry-status-badge';
import { InquiryActions } from '../components/inquiry-actions';
import { InquiryThread } from '../components/inquiry-thread';
import { OrderProblemPanel } from '../components/order-problem-panel';

/**
 * One query: what the sender wrote, its thread, and the staff's tools. Everything the sender typed is
 * rendered as React text, so markup in a message shows as characters, never as HTML.
 */
export default function InquiryDetailPage() {
  const { id = '' } = useParams();
  const { data, isPending, isError, error } = useQuery(inquiryDetailQuery(id));
  const back = (
    <Link to="/admin/queries" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      All queries
    </Link>
  );
  if (isPending) return <Spinner label="Loading the query…" />;
  if (isError)
    return (
      <>
        <AdminPageHeader title="Query" />
        <p role="alert" className="mb-4 text-red-700">
          {error.message}
        </p>
        {back}
      </>
    );
  return (
    <>
      <div className="mb-3">{back}</div>
      <AdminPageHeader
        title={data.subject}
        description={`${INQUIRY_KIND_LABELS[data.kind]} message, received ${storeDayTime(data.createdAt)}`}
        actions={<InquiryStatusBadge status={data.status} />}
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-6">
          <Sender query={data} />
          {data.kind === 'order_problem' ? <OrderProblemPanel queryId={data.id} /> : null}
          <InquiryThread thread={data.thread} />
        </div>
        <InquiryActions query={data} />
      </div>
    </>
  );
}

function Sender({ query }: { query: InquiryDetailDto }) {
  return (
    <section aria-labelledby="sender-heading" className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="sender-heading" className="text-lg font-bold text-ink">
        From {query.name}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Email</dt>
        <dd className="break-all">
          <a className="text-brand-700 underline" href={`mailto:${query.email}`}>
            {query.email}
          </a>
        </dd>
        {query.phone ? (
          <>
            <dt className="font-semibold">Phone</dt>
            <dd>{query.phone}</dd>
          </>
        ) : null}
        {query.details.map((d) => (
          <div key={d.label} className="contents">
            <dt className="font-semibold">{d.label}</dt>
            <dd className="break-words">{d.value}</dd>
          </div>
        ))}
      </dl>
      {query.message ? (
        <p className="mt-4 border-t border-gray-100 pt-4 break-words whitespace-pre-wrap text-ink">{query.message}</p>
      ) : null}
    </section>
  );
}
