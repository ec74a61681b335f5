import { useMutation, useQueryClient } from '@tanstack/react-query';
import { longCalendarDay } from '../../../../shared/store-dates';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SubscriptionDto } from '../../../../shared/subscriptions';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { pauseSubscription, skipDelivery, SUBSCRIPTION_KEYS, subscriptionAction } from '../api/subscriptions-api';

/** Edit, skip the next delivery, pause (until a date or until resumed), resume and cancel one box. */
export function SubscriptionActions({ sub }: { sub: SubscriptionDto }) {
  const client = useQueryClient();
  const [mode, setMode] = useState<'none' | 'pause' | 'cancel'>('none');
  const [until, setUntil] = useState('');
  const done = (message: string) => (saved: SubscriptionDto) => {
    client.setQueryData(SUBSCRIPTION_KEYS.one(saved.id), saved);
    void client.invalidateQueries({ queryKey: SUBSCRIPTION_KEYS.all });
    setMode('none');
    toast.success(message);
  };
  const fail = (error: Error) => toast.error(error.message);
  const skip = useMutation({
    mutationFn: () => skipDelivery(sub.id, sub.nextDeliveryDate),
    onSuccess: done(`Skipped ${longCalendarDay(sub.nextDeliveryDate)}`),
    onError: fail,
  });
  const resume = useMutation({
    mutationFn: () => subscriptionAction(sub.id, 'resume'),
    onSuccess: done('Subscription resumed'),
    onError: fail,
  });
  const cancel = useMutation({
    mutationFn: () => subscriptionAction(sub.id, 'cancel'),
    onSuccess: done('Subscription cancelled'),
    onError: fail,
  });
  const pause = useMutation({
    mutationFn: (date: string | null) => pauseSubscription(sub.id, date),
    onSuccess: done('Subscription paused'),
    onError: fail,
  });
  if (sub.status === 'cancelled') return null;
  const busy = skip.isPending || resume.isPending || cancel.isPending || pause.isPending;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Link to={`/account/subscription/${sub.id}/edit`} className={buttonVariants({ size: 'sm' })}>
          Edit box
        </Link>
        {sub.status === 'active' ? (
          <>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => skip.mutate()}>
              Skip next delivery
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => setMode(mode === 'pause' ? 'none' : 'pause')}
              aria-expanded={mode === 'pause'}
            >
              Pause
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => resume.mutate()}>
            Resume
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => setMode(mode === 'cancel' ? 'none' : 'cancel')}
          aria-expanded={mode === 'cancel'}
        >
          Cancel subscription
        </Button>
      </div>
      {mode === 'pause' ? (
        <div className="flex flex-wrap items-end gap-3 rounded-lg bg-gray-50 p-3">
          <label className="flex flex-col text-sm font-semibold text-ink">
            Resume on
            <Input type="date" className="mt-1 w-44" value={until} onChange={(e) => setUntil(e.target.value)} />
          </label>
          <Button size="sm" disabled={busy || !until} onClick={() => pause.mutate(until)}>
            Pause until then
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => pause.mutate(null)}>
            Pause until I resume
          </Button>
        </div>
      ) : null}
      {mode === 'cancel' ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm">
          <span>Cancel this box? Orders already made stay as they are.</span>
          <Button size="sm" variant="destructive" disabled={busy} onClick={() => cancel.mutate()}>
            Yes, cancel it
          </Button>
          <Button size="sm" variant="outline" onClick={() => setMode('none')}>
            Keep it
          </Button>
        </div>
      ) : null}
    </div>
  );
}
