import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import type { DeliveryAddressInput } from '../../../../shared/checkout';
import type { SubscriptionFrequency } from '../../../../shared/subscription-schedule';
import { type SubscriptionDto, updateSubscriptionInput } from '../../../../shared/subscriptions';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { showServerError } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/page-meta';
import { toast } from '../../../lib/toast';
import {
  addressesQuery,
  estimateQuery,
  optionsQuery,
  SUBSCRIPTION_KEYS,
  subscriptionQuery,
  updateSubscription,
} from '../api/subscriptions-api';
import type { BoxLine } from '../api/subscription-draft';
import { AccountPageShell } from '../components/account-page-shell';
import { AddressFields } from '../components/address-fields';
import { BoxEstimate } from '../components/box-estimate';
import { BoxLines, toItems } from '../components/box-lines';
import { Panel } from '../components/panel';
import { ScheduleFields } from '../components/schedule-fields';

/** What the page holds: the box's lines with their labels under the API's name `items`, and the rest as the API takes it. */
interface EditForm {
  items: BoxLine[];
  frequency: SubscriptionFrequency;
  nextDeliveryDate: string;
  windowStart: number;
  address: DeliveryAddressInput;
}
const FIELDS = ['items', 'frequency', 'nextDeliveryDate', 'windowStart', 'address'] as const;

/** The form's lines become the API's items; the rest is checked by the API's own schema. */
const editFields = z.object({
  items: z.array(z.custom<BoxLine>()).transform(toItems),
  frequency: z.custom<SubscriptionFrequency>(),
  nextDeliveryDate: z.string(),
  windowStart: z.number(),
  address: z.custom<DeliveryAddressInput>(),
});
// The API's schema takes what editFields makes; its declared input type is wider than that output.
const editForm = editFields.pipe(
  updateSubscriptionInput as unknown as z.ZodType<
    z.output<typeof updateSubscriptionInput>,
    z.output<typeof editFields>
  >,
);

const formOf = (sub: SubscriptionDto): EditForm => ({
  items: sub.estimate.lines.map((l) => ({
    productId: l.productId,
    variantId: l.variantId,
    name: l.name,
    variantName: l.variantName,
    isWeightBased: l.isWeightBased,
    unit: '',
    quantity: l.quantity,
    substitution: l.substitution,
  })),
  frequency: sub.frequency,
  nextDeliveryDate: sub.nextDeliveryDate,
  windowStart: sub.windowStart,
  address: { ...sub.address },
});

const back = { to: '/account/subscription', label: 'My Subscriptions' };

/** /account/subscription/:id/edit: the box's items and quantities, frequency, day, window and address. */
export default function EditSubscriptionPage() {
  usePageMeta({ title: 'Edit Subscription', description: 'Change your Subscribe & Save box.' });
  const { id = '' } = useParams();
  const sub = useQuery(subscriptionQuery(id));

  if (sub.isError) {
    return (
      <AccountPageShell title="Edit Subscription" back={back}>
        <p role="alert" className="text-red-700">
          {sub.error.message}
        </p>
      </AccountPageShell>
    );
  }
  if (!sub.data) return <Spinner label="Loading your subscription" />;
  if (sub.data.status === 'cancelled') {
    return (
      <AccountPageShell title="Edit Subscription" back={back}>
        <p>This subscription is cancelled. Start a new box from Subscribe &amp; Save.</p>
      </AccountPageShell>
    );
  }
  return <EditSubscriptionForm saved={sub.data} />;
}

/** The box as saved fills the form; what the shopper changes stays until Save or Discard. */
function EditSubscriptionForm({ saved }: { saved: SubscriptionDto }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const options = useQuery(optionsQuery);
  const addresses = useQuery(addressesQuery);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<EditForm, unknown, z.output<typeof editForm>>({
    resolver: zodResolver(editForm),
    defaultValues: formOf(saved),
  });
  const { errors, isSubmitted } = form.formState;
  const draft = useWatch({ control: form.control }) as EditForm;
  const items = toItems(draft.items);
  const estimate = useQuery(
    estimateQuery({ items, zipCode: draft.address.zipCode || undefined, state: draft.address.state }),
  );
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateSubscription>[1]) => updateSubscription(saved.id, body),
    onSuccess: (updated) => {
      client.setQueryData(SUBSCRIPTION_KEYS.one(updated.id), updated);
      void client.invalidateQueries({ queryKey: SUBSCRIPTION_KEYS.all });
      toast.success('Subscription updated');
      navigate('/account/subscription');
    },
    onError: (error) => setProblem(showServerError(error, form.setError, FIELDS)),
  });

  const set = (patch: Partial<EditForm>) => {
    for (const field of Object.keys(patch) as (keyof EditForm)[])
      form.setValue(field, patch[field] as never, { shouldDirty: true, shouldValidate: isSubmitted });
  };
  // The next delivery is sent only when the shopper moved it.
  const submit = form.handleSubmit(() => {
    setProblem(null);
    const values = form.getValues();
    save.mutate({
      items,
      frequency: values.frequency,
      windowStart: values.windowStart,
      address: values.address,
      ...(values.nextDeliveryDate !== saved.nextDeliveryDate ? { nextDeliveryDate: values.nextDeliveryDate } : {}),
    });
  });

  return (
    <AccountPageShell title="Edit Subscription" back={back}>
      <div className="space-y-6">
        <Panel title="Your box">
          <div className="mt-4">
            <BoxLines lines={draft.items} onChange={(lines) => set({ items: lines })} error={errors.items?.message} />
          </div>
        </Panel>
        <Panel title="Schedule">
          <div className="mt-4">
            <ScheduleFields
              options={options.data}
              frequency={draft.frequency}
              date={draft.nextDeliveryDate}
              windowStart={draft.windowStart}
              dateLabel="Next delivery"
              onChange={(patch) => set(patch)}
              error={errors.nextDeliveryDate?.message}
            />
          </div>
        </Panel>
        <Panel title="Delivery address">
          <div className="mt-4">
            <AddressFields
              address={draft.address}
              saved={addresses.data}
              onChange={(address) => set({ address })}
              errors={errors.address}
            />
          </div>
        </Panel>
        <Panel title="Each delivery">
          <div className="mt-3">
            <BoxEstimate estimate={items.length ? estimate.data : undefined} pending={estimate.isFetching} />
          </div>
        </Panel>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={(e) => void submit(e)} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save changes'}
          </Button>
          <Button size="lg" variant="outline" onClick={() => navigate('/account/subscription')}>
            Discard changes
          </Button>
        </div>
      </div>
    </AccountPageShell>
  );
}
