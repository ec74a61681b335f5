import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import {
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type InquiryDetailDto,
  type InquiryStatus,
  inquiryNoteInput,
  inquiryReplyInput,
} from '../../../../shared/inquiries';
import { FormField } from '../../../components/forms/form-field';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { staffQuery } from '../staff/staff-api';
import { useInquiryAction } from './inquiries-api';

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

function TextAction<F extends string>(props: {
  label: string;
  hint: string;
  button: string;
  schema: z.ZodType<Record<F, string>>;
  field: F;
  run: (text: string) => Promise<unknown>;
  done: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.schema.safeParse({ [props.field]: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    try {
      await props.run(parsed.data[props.field]);
      setText('');
      toast.success(props.done);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4">
      <FormField label={props.label} hint={props.hint} error={error}>
        <Textarea rows={5} value={text} onChange={(e) => setText(e.target.value)} />
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {props.button}
        </Button>
      </div>
    </form>
  );
}
