import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { type DefaultValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type InquiryDetailDto,
  type InquiryStatus,
  inquiryNoteInput,
  inquiryReplyInput,
} from '../../../../../shared/inquiries';
import { FormField } from '../../../../components/forms/form-field';
import { Button } from '../../../../components/ui/button';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Textarea } from '../../../../components/ui/textarea';
import { showServerError } from '../../../../lib/form-errors';
import { useSession } from '../../../../lib/session';
import { toast } from '../../../../lib/toast';
import { staffQuery } from '../../components/staff-query';
import { useInquiryAction } from '../api/inquiries-api';

/** Status, assignee, the reply emailed to the sender and internal notes. */
export function InquiryActions({ query }: { query: InquiryDetailDto }) {
  const actions = useInquiryAction(query.id);
  const { user } = useSession();
  const { data: staff } = useQuery(staffQuery);
  const statusId = useId();
  const assigneeId = useId();
  const members = staff ?? (query.assignee ? [{ userId: query.assignee.id, email: query.assignee.email }] : []);

  const change = (patch: { status?: InquiryStatus; assigneeId?: string | null }, done: string) =>
    actions.update.mutate(patch, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error('Not saved', { description: error.message }),
    });

  return (
    <aside aria-label="Answer this query" className="grid content-start gap-6">
      <div className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4">
        <div>
          <label htmlFor={statusId} className="mb-1 block text-sm font-semibold text-ink">
            Status
          </label>
          <NativeSelect
            id={statusId}
            value={query.status}
            disabled={actions.update.isPending}
            onChange={(e) => change({ status: e.target.value as InquiryStatus }, 'Status changed')}
          >
            {INQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {INQUIRY_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <label htmlFor={assigneeId} className="mb-1 block text-sm font-semibold text-ink">
            Assigned to
          </label>
          <NativeSelect
            id={assigneeId}
            value={query.assignee?.id ?? ''}
            disabled={actions.update.isPending}
            onChange={(e) => change({ assigneeId: e.target.value || null }, e.target.value ? 'Assigned' : 'Unassigned')}
          >
            <option value="">Nobody</option>
            {members.map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.email}
                {m.userId === user?.id ? ' (you)' : ''}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <TextAction
        label={`Reply to ${query.email}`}
        hint="Sent by email to the sender and kept in the thread; the query becomes Answered."
        button="Send reply"
        schema={inquiryReplyInput}
        field="message"
        run={(text) => actions.reply.mutateAsync(text)}
        done="Reply sent"
      />
      <TextAction
        label="Internal note"
        hint="Only staff see notes."
        button="Add note"
        schema={inquiryNoteInput}
        field="note"
        run={(text) => actions.note.mutateAsync(text)}
        done="Note added"
      />
    </aside>
  );
}

/** One text sent to the server (a reply or a note), checked with its API schema; the field is named as the API names it. */
function TextAction<F extends string>(props: {
  label: string;
  hint: string;
  button: string;
  schema: z.ZodType<Record<F, string>, Record<F, string>>;
  field: F;
  run: (text: string) => Promise<unknown>;
  done: string;
}) {
  const field = props.field as unknown as Path<Record<F, string>>;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Record<F, string>>({
    resolver: zodResolver(props.schema),
    defaultValues: { [props.field]: '' } as DefaultValues<Record<F, string>>,
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await props.run(values[props.field]);
      reset();
      toast.success(props.done);
    } catch (failure) {
      const problem = showServerError(failure, setError, [props.field]);
      if (problem) setError(field, { message: problem });
    }
  });
  const error = (errors as Partial<Record<string, { message?: string }>>)[props.field]?.message;
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <FormField label={props.label} hint={props.hint} error={error}>
        <Textarea rows={5} {...register(field)} />
      </FormField>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {props.button}
        </Button>
      </div>
    </form>
  );
}
