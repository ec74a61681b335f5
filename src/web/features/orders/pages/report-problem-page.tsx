import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { lineQuantityText } from '../../../../shared/line-quantity';
import { formatCents } from '../../../../shared/money';
import {
  NOTE_MAX_LENGTH,
  PROBLEM_KINDS,
  PROBLEM_LABELS,
  type ProblemReportInput,
  problemReportInput,
  reportPolicy,
} from '../../../../shared/order-reports';
import { storeDayTime } from '../../../../shared/store-dates';
import { FormField } from '../../../components/forms/form-field';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { showServerError } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/page-meta';
import { toast } from '../../../lib/toast';
import { ORDER_KEYS } from '../api/orders-api';
import {
  MAX_PHOTO_BYTES,
  orderProblemsQuery,
  PHOTO_ACCEPT,
  PHOTO_TOO_LARGE,
  sendProblemReport,
} from '../api/order-problems-api';

const FIELDS = ['lineId', 'problem', 'note', 'photo'] as const;

/** What the form holds: the report as the API takes it, and the optional photo sent beside it. */
const reportForm = problemReportInput.extend({
  photo: z.custom<File | null>().refine((file) => !file || file.size <= MAX_PHOTO_BYTES, PHOTO_TOO_LARGE),
});
type ReportForm = z.input<typeof reportForm>;

/**
 * /account/orders/:id/report: one problem with one line of a delivered order (?line= picks it), with a
 * note and an optional photo. What the Terms promise for the chosen item and problem is shown before
 * sending.
 */
export default function ReportProblemPage() {
  usePageMeta({ title: 'Report a problem', description: 'Tell us what was wrong with your delivery.' });
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const problems = useQuery(orderProblemsQuery(id));
  const [formError, setFormError] = useState<string | null>(null);
  const open = problems.data?.lines.filter((l) => !l.reported) ?? [];
  const preselected = open.find((l) => l.id === params.get('line'))?.id ?? (open.length === 1 ? open[0]!.id : '');
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ReportForm, unknown, z.output<typeof reportForm>>({
    resolver: zodResolver(reportForm),
    values: {
      lineId: preselected,
      problem: undefined as unknown as ProblemReportInput['problem'],
      note: '',
      photo: null,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const [lineId, problem] = useWatch({ control, name: ['lineId', 'problem'] });
  const chosen = problems.data?.lines.find((l) => l.id === lineId);

  const onSubmit = handleSubmit(async ({ photo, ...values }) => {
    setFormError(null);
    try {
      await sendProblemReport(id, values, photo ?? null);
      await client.invalidateQueries({ queryKey: orderProblemsQuery(id).queryKey });
      await client.invalidateQueries({ queryKey: ORDER_KEYS.detail(id) });
      toast.success('Report sent', { description: 'Our team will look at it and let you know by email.' });
      navigate(`/account/orders/${id}`);
    } catch (error) {
      setFormError(showServerError(error, setError, FIELDS));
    }
  });

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <Link
        to={`/account/orders/${id}`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" /> Back to the order
      </Link>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">Report a problem</h1>
      {problems.isPending ? (
        <Spinner className="min-h-[30vh]" />
      ) : problems.error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {problems.error.message}
        </p>
      ) : !problems.data.canReport ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900">
          {problems.data.closedReason ?? 'Every item of this order has already been reported.'}
        </p>
      ) : (
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          className="mt-4 grid gap-6 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
        >
          {problems.data.deadline ? (
            <p className="text-sm text-muted">
              You can report a problem until {storeDayTime(problems.data.deadline)}, one report per item.
            </p>
          ) : null}
          <fieldset aria-describedby={errors.lineId ? 'line-error' : undefined}>
            <legend className="text-sm font-semibold text-ink">Which item?</legend>
            <ul className="mt-2 grid gap-2">
              {problems.data.lines.map((line) => (
                <li key={line.id}>
                  <label
                    className={`flex items-center gap-3 rounded-lg border px-3 py-2 text-sm ${line.reported ? 'border-gray-100 text-muted' : 'cursor-pointer border-gray-200 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50'}`}
                  >
                    <input type="radio" value={line.id} disabled={line.reported} {...register('lineId')} />
                    <span className="flex-1">
                      {lineQuantityText(line)}
                      {line.reported ? ' · already reported' : ''}
                    </span>
                    <span>{formatCents(line.lineTotalCents)}</span>
                  </label>
                </li>
              ))}
            </ul>
            {errors.lineId ? (
              <p id="line-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
                {errors.lineId.message}
              </p>
            ) : null}
          </fieldset>
          <fieldset aria-describedby={errors.problem ? 'problem-error' : undefined}>
            <legend className="text-sm font-semibold text-ink">What went wrong?</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {PROBLEM_KINDS.map((kind) => (
                <label
                  key={kind}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" value={kind} {...register('problem')} />
                  {PROBLEM_LABELS[kind]}
                </label>
              ))}
            </div>
            {errors.problem ? (
              <p id="problem-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
                {errors.problem.message}
              </p>
            ) : null}
          </fieldset>
          {chosen && problem ? (
            <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900" data-testid="report-policy">
              {
                reportPolicy({
                  problem,
                  perishable: chosen.perishable,
                  deliveredAt: problems.data.deliveredAt!,
                  reportedAt: new Date(),
                }).text
              }
            </p>
          ) : null}
          <FormField label="What happened?" error={errors.note?.message} hint={`Up to ${NOTE_MAX_LENGTH} characters.`}>
            <Textarea rows={4} maxLength={NOTE_MAX_LENGTH} {...register('note')} />
          </FormField>
          <FormField label="Photo" optional hint="JPEG, PNG or WebP, up to 5 MB." error={errors.photo?.message}>
            <input
              type="file"
              accept={PHOTO_ACCEPT}
              className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
              onChange={(e) => {
                setValue('photo', e.target.files?.[0] ?? null, { shouldDirty: true, shouldValidate: true });
              }}
            />
          </FormField>
          {formError ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            >
              {formError}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Send report
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
