import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminSubscriptionDetailDto } from '../../../../../shared/admin-subscriptions';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../lib/toast';
import { ADMIN_SUBSCRIPTION_KEYS, cancelForShopper, pauseForShopper } from '../api/subscriptions-admin-api';

/** Pause (until a date or until the shopper resumes) or cancel for the shopper; the server audits both. */
export function SubscriptionStaffActions({ sub }: { sub: AdminSubscriptionDetailDto }) {
  const client = useQueryClient();
  const [until, setUntil] = useState('');
  const [confirming, setConfirming] = useState(false);
  const saved = (message: string) => (next: AdminSubscriptionDetailDto) => {
    client.setQueryData(ADMIN_SUBSCRIPTION_KEYS.one(next.id), next);
    void client.invalidateQueries({ queryKey: ADMIN_SUBSCRIPTION_KEYS.all });
    setConfirming(false);
    toast.success(message);
  };
  const pause = useMutation({
    mutationFn: (date: string | null) => pauseForShopper(sub.id, date),
    onSuccess: saved('Subscription paused; the shopper was emailed'),
    onError: (e) => toast.error(e.message),
  });
  const cancel = useMutation({
    mutationFn: () => cancelForShopper(sub.id),
    onSuccess: saved('Subscription cancelled; the shopper was emailed'),
    onError: (e) => toast.error(e.message),
  });
  if (sub.status === 'cancelled') return <p className="text-sm text-muted">Cancelled: nothing more to do.</p>;
  const busy = pause.isPending || cancel.isPending;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-semibold text-ink">
          Pause until
          <Input type="date" className="mt-1 w-44" value={until} onChange={(e) => setUntil(e.target.value)} />
        </label>
        <Button size="sm" variant="outline" disabled={busy || !until} onClick={() => pause.mutate(until)}>
          Pause until then
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => pause.mutate(null)}>
          Pause indefinitely
        </Button>
      </div>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm">
          <span>Cancel {sub.contact.fullName}’s subscription? They will be emailed.</span>
          <Button size="sm" variant="destructive" disabled={busy} onClick={() => cancel.mutate()}>
            Yes, cancel it
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="destructive" disabled={busy} onClick={() => setConfirming(true)}>
          Cancel subscription
        </Button>
      )}
    </div>
  );
}
