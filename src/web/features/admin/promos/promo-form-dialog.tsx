import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type AdminPromoDto,
  PROMO_TIERS,
  type PromoAdminInput,
  promoAdminInput,
} from '../../../../shared/admin-promos';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Field, selectClass } from '../components/form-field';
import { centsFromDollars, dollarsText } from '../components/money-text';
import { ADMIN_PROMO_KEYS, createPromo, savePromo } from './promos-api';

interface Draft {
  code: string;
  description: string;
  kind: PromoAdminInput['kind'];
  percentOff: string;
  amountOff: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perUserLimit: string;
  firstOrderOnly: boolean;
  minTier: string;
  isActive: boolean;
}

const draftOf = (p: AdminPromoDto | null): Draft => ({
  code: p?.code ?? '',
  description: p?.description ?? '',
  kind: p?.kind ?? 'percent',
  percentOff: p?.percentOff?.toString() ?? '',
  amountOff: dollarsText(p?.amountOffCents),
  minSubtotal: p ? dollarsText(p.minSubtotalCents) : '50.00',
  startsAt: p?.startsAt ?? '',
  endsAt: p?.endsAt ?? '',
  usageLimit: p?.usageLimit?.toString() ?? '',
  perUserLimit: p ? (p.perUserLimit?.toString() ?? '') : '1',
  firstOrderOnly: p?.firstOrderOnly ?? false,
  minTier: p?.minTier ?? '',
  isActive: p?.isActive ?? true,
});

/** Empty means "none"; anything else that is not a number goes through as NaN for the schema's message. */
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));
const optionalCents = (text: string) => (text.trim() === '' ? null : (centsFromDollars(text) ?? Number.NaN));

function inputOf(d: Draft) {
  return {
    code: d.code,
    description: d.description,
    kind: d.kind,
    percentOff: d.kind === 'percent' ? optionalNumber(d.percentOff) : null,
    amountOffCents: d.kind === 'fixed' ? optionalCents(d.amountOff) : null,
    minSubtotalCents: optionalCents(d.minSubtotal) ?? 0,
    startsAt: d.startsAt || null,
    endsAt: d.endsAt || null,
    usageLimit: optionalNumber(d.usageLimit),
    perUserLimit: optionalNumber(d.perUserLimit),
    firstOrderOnly: d.firstOrderOnly,
    minTier: d.minTier || null,
    isActive: d.isActive,
  };
}

const KIND_LABELS = { percent: 'Percent off', fixed: 'Fixed amount off', free_delivery: 'Free delivery' } as const;

/** Create or edit one code. Times are the store's clock (Dallas), whatever zone this device is in. */
export function PromoFormDialog({
  promo,
  open,
  onOpenChange,
}: {
  promo: AdminPromoDto | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(promo));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    mutationFn: (input: PromoAdminInput) => (promo ? savePromo(promo.id, input) : createPromo(input)),
    onSuccess: (saved) => {
      toast.success(promo ? `${saved.code} saved` : `${saved.code} created`);
      void client.invalidateQueries({ queryKey: ADMIN_PROMO_KEYS.all });
      onOpenChange(false);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      toast.error(e.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = promoAdminInput.safeParse(inputOf(draft));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.') || '_'] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle className="text-lg font-bold text-ink">
          {promo ? `Edit ${promo.code}` : 'New promo code'}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          Start and end are store time (Dallas). Checkout checks every rule again when the order is placed.
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field
            id="promo-code"
            label="Code"
            error={errors.code}
            hint="Shoppers type it at checkout; saved in capitals."
          >
            {(a) => (
              <Input {...a} value={draft.code} onChange={(e) => set('code', e.target.value)} autoComplete="off" />
            )}
          </Field>
          <Field id="promo-description" label="Description" error={errors.description}>
            {(a) => <Input {...a} value={draft.description} onChange={(e) => set('description', e.target.value)} />}
          </Field>
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-semibold text-ink">Discount</legend>
            <div className="flex flex-wrap gap-4">
              {(Object.keys(KIND_LABELS) as Draft['kind'][]).map((kind) => (
                <label key={kind} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="promo-kind"
                    checked={draft.kind === kind}
                    onChange={() => set('kind', kind)}
                  />
                  {KIND_LABELS[kind]}
                </label>
              ))}
            </div>
          </fieldset>
          {draft.kind === 'percent' ? (
            <Field id="promo-percent" label="Percent (1 to 100)" error={errors.percentOff}>
              {(a) => (
                <Input
                  {...a}
                  inputMode="decimal"
                  value={draft.percentOff}
                  onChange={(e) => set('percentOff', e.target.value)}
                />
              )}
            </Field>
          ) : draft.kind === 'fixed' ? (
            <Field id="promo-amount" label="Amount off ($)" error={errors.amountOffCents}>
              {(a) => (
                <Input
                  {...a}
                  inputMode="decimal"
                  value={draft.amountOff}
                  onChange={(e) => set('amountOff', e.target.value)}
                />
              )}
            </Field>
          ) : (
            <p className="self-end text-sm text-muted">The standard and express delivery charges are waived.</p>
          )}
          <Field id="promo-minimum" label="Minimum subtotal ($)" error={errors.minSubtotalCents}>
            {(a) => (
              <Input
                {...a}
                inputMode="decimal"
                value={draft.minSubtotal}
                onChange={(e) => set('minSubtotal', e.target.value)}
              />
            )}
          </Field>
          <Field id="promo-starts" label="Starts (store time)" error={errors.startsAt} hint="Empty: from now.">
            {(a) => (
              <Input
                {...a}
                type="datetime-local"
                value={draft.startsAt}
                onChange={(e) => set('startsAt', e.target.value)}
              />
            )}
          </Field>
          <Field id="promo-ends" label="Ends (store time)" error={errors.endsAt} hint="Empty: no end.">
            {(a) => (
              <Input
                {...a}
                type="datetime-local"
                value={draft.endsAt}
                onChange={(e) => set('endsAt', e.target.value)}
              />
            )}
          </Field>
          <Field id="promo-limit" label="Total uses" error={errors.usageLimit} hint="Empty: unlimited.">
            {(a) => (
              <Input
                {...a}
                inputMode="numeric"
                value={draft.usageLimit}
                onChange={(e) => set('usageLimit', e.target.value)}
              />
            )}
          </Field>
          <Field id="promo-per-user" label="Uses per shopper" error={errors.perUserLimit} hint="Empty: unlimited.">
            {(a) => (
              <Input
                {...a}
                inputMode="numeric"
                value={draft.perUserLimit}
                onChange={(e) => set('perUserLimit', e.target.value)}
              />
            )}
          </Field>
          <Field id="promo-tier" label="Who may use it" error={errors.minTier}>
            {(a) => (
              <select
                {...a}
                className={selectClass}
                value={draft.minTier}
                onChange={(e) => set('minTier', e.target.value)}
              >
                <option value="">Every shopper</option>
                {PROMO_TIERS.map((tier) => (
                  <option key={tier} value={tier}>
                    {tier === 'gold' ? 'Gold and Platinum members' : 'Platinum members'}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="flex flex-col justify-end gap-2">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft.firstOrderOnly}
                onChange={(e) => set('firstOrderOnly', e.target.checked)}
              />
              First order only
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={draft.isActive} onChange={(e) => set('isActive', e.target.checked)} />
              Active
            </label>
          </div>
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : promo ? 'Save changes' : 'Create code'}
            </Button>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
