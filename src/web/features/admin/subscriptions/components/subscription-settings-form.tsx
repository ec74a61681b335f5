import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  MAX_SUBSCRIPTION_DISCOUNT_PERCENT,
  type SubscriptionSettingsDto,
  type SubscriptionSettingsInput,
  subscriptionSettingsInput,
} from '../../../../../shared/subscriptions';
import { FormField } from '../../../../components/forms/form-field';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { showServerError } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { saveSubscriptionSettings, subscriptionSettingsQuery } from '../api/subscriptions-admin-api';

function SettingsForm({ settings }: { settings: SubscriptionSettingsDto }) {
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SubscriptionSettingsInput>({
    resolver: zodResolver(subscriptionSettingsInput),
    defaultValues: { discountPercent: settings.discountPercent },
  });
  const save = useMutation({ mutationFn: saveSubscriptionSettings });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      client.setQueryData(subscriptionSettingsQuery.queryKey, saved);
      reset({ discountPercent: saved.discountPercent });
      toast.success(`Subscribe & Save discount saved: ${saved.discountPercent}% from the next box order`);
    } catch (failure) {
      showServerError(failure, setError, ['discountPercent']);
      toast.error('Not saved', { description: failure instanceof Error ? failure.message : undefined });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Subscribe & Save discount"
      className="flex flex-wrap items-end gap-3"
    >
      <FormField
        label="Discount on every box order (%)"
        hint={`A whole percent from 0 to ${MAX_SUBSCRIPTION_DISCOUNT_PERCENT}; 0 turns the discount off. Orders already made keep theirs.`}
        error={errors.discountPercent?.message}
        className="w-72"
      >
        <Input type="number" inputMode="numeric" step={1} {...register('discountPercent', { valueAsNumber: true })} />
      </FormField>
      <Button type="submit" disabled={isSubmitting || !isDirty} className="mb-6">
        Save discount
      </Button>
    </form>
  );
}

/** Staff's Subscribe & Save terms, above the list of boxes (audited on the server). */
export function SubscriptionSettingsPanel() {
  const settings = useQuery(subscriptionSettingsQuery);
  return (
    <section aria-labelledby="subscription-settings" className="mb-6 rounded-2xl border border-gray-200 bg-white p-4">
      <h2 id="subscription-settings" className="font-bold text-ink">
        Subscribe &amp; Save discount
      </h2>
      <div className="mt-3">
        {settings.data ? (
          <SettingsForm key={settings.data.updatedAt ?? 'default'} settings={settings.data} />
        ) : settings.isError ? (
          <p role="alert" className="text-red-700">
            Could not load the discount: {settings.error.message}
          </p>
        ) : (
          <p className="text-sm text-muted">Loading…</p>
        )}
      </div>
    </section>
  );
}
