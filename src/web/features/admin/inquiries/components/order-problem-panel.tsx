import { zodResolver } from '@hookform/resolvers/zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { formatCents } from '../../../../../shared/money';
import {
  centsToDollarsText,
  outcomeText,
  PROBLEM_LABELS,
  type ProblemReportDto,
  type ProblemResolutionInput,
  RESOLUTION_LABELS,
  RESOLUTIONS,
  type ResolutionForm,
  resolutionForm,
  toResolutionInput,
} from '../../../../../shared/order-reports';
import { FormField } from '../../../../components/forms/form-field';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { apiGet, apiRequest } from '../../../../lib/api-client';
import { showServerError } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { inquiryDetailQuery } from '../api/inquiries-api';

const FIELDS = ['resolution', 'amountCents', 'points', 'message'] as const;

const reportQuery = (queryId: string) =>
  queryOptions({
    queryKey: ['admin', 'order-reports', 'by-query', queryId],
    queryFn: ({ signal }) =>
      apiGet<ProblemReportDto>(`/api/admin/order-reports/by-query/${encodeURIComponent(queryId)}`, undefined, {
        signal,
      }),
  });

/**
 * An "order problem" query: the reported line, the shopper's photo, what the Terms offer, and the
 * resolution (a refund of the line or part of it through the order's payment, store credit as
 * loyalty points, or a redelivery note), which answers the query and emails the shopper.
 */
export function OrderProblemPanel({ queryId }: { queryId: string }) {
  const { data: report, isPending, error } = useQuery(reportQuery(queryId));
  if (isPending) return null;
  if (error)
    return (
      <p role="alert" className="text-red-700">
        {error.message}
      </p>
    );
  return (
    <section aria-labelledby="report-heading" className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="report-heading" className="text-lg font-bold text-ink">
        Reported problem
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Order</dt>
        <dd>
          <Link className="text-brand-700 underline" to={`/admin/orders/${report.orderId}`}>
            {report.orderNumber}
          </Link>
        </dd>
        <dt className="font-semibold">Item</dt>
        <dd>{report.lineName}</dd>
        <dt className="font-semibold">Problem</dt>
        <dd>{PROBLEM_LABELS[report.problem]}</dd>
        <dt className="font-semibold">Terms</dt>
        <dd data-testid="report-policy">{report.policy.text}</dd>
      </dl>
      {report.hasPhoto ? (
        <a
          href={`/api/admin/order-reports/${report.id}/photo`}
          target="_blank"
          rel="noreferrer"
          className="mt-3 inline-block"
        >
          <img
            src={`/api/admin/order-reports/${report.id}/photo`}
            alt={`The shopper's photo of ${report.lineName}`}
            className="max-h-64 rounded-lg border border-gray-200"
          />
        </a>
      ) : null}
      {report.status === 'resolved' ? (
        <p className="mt-4 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900" data-testid="report-outcome">
          {outcomeText(report)}
        </p>
      ) : (
        <ResolveForm report={report} queryId={queryId} />
      )}
    </section>
  );
}

function ResolveForm({ report, queryId }: { report: ProblemReportDto; queryId: string }) {
  const client = useQueryClient();
  const refundable = report.refundableCents;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ResolutionForm>({
    resolver: zodResolver(resolutionForm),
    defaultValues: {
      resolution: refundable > 0 ? 'refund' : 'credit',
      amountCents: centsToDollarsText(refundable),
      points: String(Math.max(1, report.refundableCents || 100)),
      message: '',
    },
  });
  const resolve = useMutation({
    mutationFn: (input: ProblemResolutionInput) =>
      apiRequest<ProblemReportDto>('POST', `/api/admin/order-reports/${encodeURIComponent(report.id)}/resolve`, input),
    onSuccess: async (done) => {
      client.setQueryData(reportQuery(queryId).queryKey, done);
      await client.invalidateQueries({ queryKey: inquiryDetailQuery(queryId).queryKey });
      await client.invalidateQueries({ queryKey: ['admin', 'inquiries', 'list'] });
      toast.success('Report resolved', { description: 'The shopper has been emailed.' });
    },
    onError: (error) => {
      const problem = showServerError(error, setError, FIELDS);
      if (problem) setError('root', { message: problem });
    },
  });
  const chosen = useWatch({ control, name: 'resolution' });
  const onSubmit = handleSubmit((values) => resolve.mutate(toResolutionInput(resolutionForm.parse(values))));

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 grid gap-4 border-t border-gray-100 pt-4">
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Resolve with</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {RESOLUTIONS.map((r) => (
            <label
              key={r}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={r} disabled={r === 'refund' && refundable <= 0} {...register('resolution')} />
              {RESOLUTION_LABELS[r]}
            </label>
          ))}
        </div>
      </fieldset>
      {chosen === 'refund' ? (
        <div className="grid gap-2">
          <FormField
            label="Refund amount ($)"
            hint={`Up to ${formatCents(refundable)}, what is still paid for this item; it goes back through the order's payment.`}
            error={errors.amountCents?.message}
          >
            <Input inputMode="decimal" {...register('amountCents')} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setValue('amountCents', centsToDollarsText(refundable))}
            >
              Whole item
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setValue('amountCents', centsToDollarsText(Math.round(refundable / 2)))}
            >
              Half
            </Button>
          </div>
        </div>
      ) : null}
      {chosen === 'credit' ? (
        <FormField label="Loyalty points" hint="100 points = $1 at checkout." error={errors.points?.message}>
          <Input inputMode="numeric" {...register('points')} />
        </FormField>
      ) : null}
      <FormField
        label={chosen === 'redelivery' ? 'Redelivery note to the shopper' : 'Message to the shopper'}
        optional={chosen !== 'redelivery'}
        hint="Included in the email and shown on their order."
        error={errors.message?.message}
      >
        <Textarea rows={3} {...register('message')} />
      </FormField>
      {errors.root?.message ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {errors.root.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={resolve.isPending}>
          {resolve.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Resolve report
        </Button>
      </div>
    </form>
  );
}
