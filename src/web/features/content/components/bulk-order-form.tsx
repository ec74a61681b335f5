import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { BULK_ORDER_MIN_ITEMS, type BulkOrderInput, bulkOrderInput } from '../../../../shared/inquiries';
import { FormField } from '../../../components/forms/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useSendInquiry } from '../api/inquiries-api';
import { showServerError } from '../../../lib/form-errors';
import { InquiryFormFooter, SentPanel, type SentTo } from './inquiry-form-kit';

const FIELDS = ['name', 'email', 'phone', 'organisation', 'eventDate', 'lines', 'notes'];
const EMPTY_LINE = { product: '', quantity: '' as unknown as number };

export function BulkOrderForm() {
  const send = useSendInquiry('bulk-order');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<SentTo | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<BulkOrderInput, unknown, z.output<typeof bulkOrderInput>>({
    resolver: zodResolver(bulkOrderInput),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      organisation: '',
      eventDate: '',
      lines: [EMPTY_LINE, EMPTY_LINE],
      notes: '',
      website: '',
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const total = (lines ?? []).reduce((sum, line) => sum + (Number(line?.quantity) || 0), 0);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const sent = await send.mutateAsync(values);
      setSentTo({ email: values.email, acknowledged: sent.acknowledged });
    } catch (error) {
      setProblem(showServerError(error, setError, FIELDS));
    }
  });

  if (sentTo)
    return (
      <SentPanel title="Thank you, your bulk order request has been sent." sent={sentTo}>
        <p className="mt-2 text-ink">We will confirm availability and your bulk price by email or phone.</p>
      </SentPanel>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-4 sm:grid-cols-2" aria-label="Bulk order request">
      <FormField label="Your name" error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField
        label="Organisation"
        hint="Restaurant, temple, school or event name"
        error={errors.organisation?.message}
      >
        <Input autoComplete="organization" {...register('organisation')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </FormField>
      <FormField label="Date you need the order" error={errors.eventDate?.message}>
        <Input type="date" {...register('eventDate')} />
      </FormField>

      <fieldset className="grid gap-3 sm:col-span-2">
        <legend className="mb-2 text-sm font-semibold text-ink">Products and quantities</legend>
        {fields.map((field, index) => (
          <div key={field.id} className="grid grid-cols-[1fr_6rem_auto] items-start gap-2">
            <FormField label={`Product ${index + 1}`} error={errors.lines?.[index]?.product?.message}>
              <Input placeholder="e.g. Sona Masoori rice, 20 lb bag" {...register(`lines.${index}.product`)} />
            </FormField>
            <FormField label="Quantity" error={errors.lines?.[index]?.quantity?.message}>
              <Input type="number" inputMode="numeric" min={1} {...register(`lines.${index}.quantity`)} />
            </FormField>
            <Button
              variant="ghost"
              size="icon"
              className="mt-7"
              onClick={() => remove(index)}
              disabled={fields.length === 1}
              aria-label={`Remove product ${index + 1}`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" onClick={() => append(EMPTY_LINE)} disabled={fields.length >= 50}>
            <Plus aria-hidden="true" />
            Add a product
          </Button>
          <p className="text-sm text-muted" aria-live="polite">
            {total} of at least {BULK_ORDER_MIN_ITEMS} items
          </p>
        </div>
        {errors.lines?.message || errors.lines?.root?.message ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.lines.message ?? errors.lines.root?.message}
          </p>
        ) : null}
      </fieldset>

      <FormField
        label="Notes"
        optional
        hint="Delivery address, time, brands you prefer, cutting or packing requests"
        error={errors.notes?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={4} {...register('notes')} />
      </FormField>
      <InquiryFormFooter register={register} problem={problem} busy={isSubmitting} label="Send bulk order request" />
    </form>
  );
}
