import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { DeliveryAddressInput } from '../../../../shared/checkout';
import type { SubscriptionFrequency } from '../../../../shared/subscription-schedule';
import { type SubscriptionDto, updateSubscriptionInput } from '../../../../shared/subscriptions';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
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
import { fieldErrors, under } from '../components/field-errors';
import { Panel } from '../components/panel';
import { ScheduleFields } from '../components/schedule-fields';

interface Draft {
  lines: BoxLine[];
  frequency: SubscriptionFrequency;
  nextDeliveryDate: string;
  windowStart: number;
  address: DeliveryAddressInput;
}

const draftOf = (sub: SubscriptionDto): Draft => ({
  lines: sub.estimate.lines.map((l) => ({
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

/** /account/subscription/:id/edit: the box's items and quantities, frequency, day, window and address. */
export default function EditSubscriptionPage() {
  usePageMeta({ title: 'Edit Subscription', description: 'Change your Subscribe & Save box.' });
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const sub = useQuery(subscriptionQuery(id));
  const options = useQuery(optionsQuery);
  const addresses = useQuery(addressesQuery);
  // The shopper's changes; until the first one, the box as saved.
  const [edits, setDraft] = useState<Draft | null>(null);
  const draft = edits ?? (sub.data ? draftOf(sub.data) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const items = toItems(draft?.lines ?? []);
  const estimate = useQuery(
    estimateQuery({ items, zipCode: draft?.address.zipCode || undefined, state: draft?.address.state }),
  );
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateSubscription>[1]) => updateSubscription(id, body),
    onSuccess: (saved) => {
      client.setQueryData(SUBSCRIPTION_KEYS.one(saved.id), saved);
      void client.invalidateQueries({ queryKey: SUBSCRIPTION_KEYS.all });
      toast.success('Subscription updated');
      navigate('/account/subscription');
    },
    onError: (error) => setErrors(fieldErrors(error)),
  });

  if (sub.isError) {
    return (
      <AccountPageShell title="Edit Subscription" back={{ to: '/account/subscription', label: 'My Subscriptions' }}>
        <p role="alert" className="text-red-700">
          {sub.error.message}
        </p>
      </AccountPageShell>
    );
  }
  if (!sub.data || !draft) return <Spinner label="Loading your subscription" />;
  if (sub.data.status === 'cancelled') {
    return (
      <AccountPageShell title="Edit Subscription" back={{ to: '/account/subscription', label: 'My Subscriptions' }}>
        <p>This subscription is cancelled. Start a new box from Subscribe &amp; Save.</p>
      </AccountPageShell>
    );
  }

  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  function submit() {
    const body = {
      items,
      frequency: draft!.frequency,
      windowStart: draft!.windowStart,
      address: draft!.address,
      ...(draft!.nextDeliveryDate !== sub.data!.nextDeliveryDate ? { nextDeliveryDate: draft!.nextDeliveryDate } : {}),
    };
    const parsed = updateSubscriptionInput.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(body);
  }

  return (
    <AccountPageShell title="Edit Subscription" back={{ to: '/account/subscription', label: 'My Subscriptions' }}>
      <div className="space-y-6">
        <Panel title="Your box">
          <div className="mt-4">
            <BoxLines lines={draft.lines} onChange={(lines) => set({ lines })} error={errors.items} />
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
              error={errors.nextDeliveryDate}
            />
          </div>
        </Panel>
        <Panel title="Delivery address">
          <div className="mt-4">
            <AddressFields
              address={draft.address}
              saved={addresses.data}
              onChange={(address) => set({ address })}
              errors={under(errors, 'address')}
            />
          </div>
        </Panel>
        <Panel title="Each delivery">
          <div className="mt-3">
            <BoxEstimate estimate={items.length ? estimate.data : undefined} pending={estimate.isFetching} />
          </div>
        </Panel>
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={submit} disabled={save.isPending}>
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
