import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  type AdminPromoDto,
  PROMO_TIERS,
  type PromoAdminDraft,
  type PromoAdminInput,
  promoAdminInput,
} from '../../../../../shared/admin-promos';
import { PROMO_KINDS } from '../../../../../shared/promos';
import { FormField } from '../../../../components/forms/form-field';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { showServerError } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { centsFromDollars, dollarsText } from '../../components/money-text';
import { ADMIN_PROMO_KEYS, createPromo, savePromo } from '../api/promos-api';

/** Empty means "none"; anything else that is not a number goes through as NaN for the schema's message. */
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));
const optionalCents = (text: string) => (text.trim() === '' ? null : (centsFromDollars(text) ?? Number.NaN));

/**
 * What the inputs hold (numbers and dollars as typed, '' for none), read into the API's input and checked
 * by its own schema; the fields are named as the API names them, so its messages land on them.
 */
const promoFields = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(PROMO_KINDS),
  percentOff: z.string(),
  amountOffCents: z.string(),
  minSubtotalCents: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  usageLimit: z.string(),
  perUserLimit: z.string(),
  firstOrderOnly: z.boolean(),
  minTier: z.enum(['', ...PROMO_TIERS]),
  isActive: z.boolean(),
});
const promoForm = promoFields
  .transform((f): PromoAdminDraft => ({
    ...f,
    percentOff: f.kind === 'percent' ? optionalNumber(f.percentOff) : null,
    amountOffCents: f.kind === 'fixed' ? optionalCents(f.amountOffCents) : null,
    minSubtotalCents: optionalCents(f.minSubtotalCents) ?? 0,
    startsAt: f.startsAt || null,
    endsAt: f.endsAt || null,
    usageLimit: optionalNumber(f.usageLimit),
    perUserLimit: optionalNumber(f.perUserLimit),
    minTier: f.minTier || null,
  }))
  .pipe(promoAdminInput);
type PromoForm = z.input<typeof promoForm>;
const FIELDS = Object.keys(promoFields.shape);

const formOf = (p: AdminPromoDto | null): PromoForm => ({
  code: p?.code ?? '',
  description: p?.description ?? '',
  kind: p?.kind ?? 'percent',
  percentOff: p?.percentOff?.toString() ?? '',
  amountOffCents: dollarsText(p?.amountOffCents),
  minSubtotalCents: p ? dollarsText(p.minSubtotalCents) : '50.00',
  startsAt: p?.startsAt ?? '',
  endsAt: p?.endsAt ?? '',
  usageLimit: p?.usageLimit?.toString() ?? '',
  perUserLimit: p ? (p.perUserLimit?.toString() ?? '') : '1',
  firstOrderOnly: p?.firstOrderOnly ?? false,
  minTier: p?.minTier ?? '',
  isActive: p?.isActive ?? true,
});

const KIND_LABELS: Record<(typeof PROMO_KINDS)[number], string> = {
  percent: 'Percent off',
  fixed: 'Fixed amount off',
  free_delivery: 'Free delivery',
} as const;

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
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<PromoForm, unknown, PromoAdminInput>({
    resolver: zodResolver(promoForm),
    defaultValues: formOf(promo),
  });
  const kind = useWatch({ control, name: 'kind' });
  const save = useMutation({
    mutationFn: (input: PromoAdminInput) => (promo ? savePromo(promo.id, input) : createPromo(input)),
    onSuccess: (saved) => {
      toast.success(promo ? `${saved.code} saved` : `${saved.code} created`);
      void client.invalidateQueries({ queryKey: ADMIN_PROMO_KEYS.all });
      onOpenChange(false);
    },
    onError: (e) => {
      showServerError(e, setError, FIELDS);
      toast.error(e.message);
    },
  });
  const submit = handleSubmit((input) => save.mutate(input));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle className="text-lg font-bold text-ink">
          {promo ? `Edit ${promo.code}` : 'New promo code'}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          Start and end are store time (Dallas). Checkout checks every rule again when the order is placed.
        </DialogDescription>
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 grid gap-4 sm:grid-cols-2">
          <FormField label="Code" error={errors.code?.message} hint="Shoppers type it at checkout; saved in capitals.">
            <Input autoComplete="off" {...register('code')} />
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            <Input {...register('description')} />
          </FormField>
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-semibold text-ink">Discount</legend>
            <div className="flex flex-wrap gap-4">
              {PROMO_KINDS.map((k) => (
                <label key={k} className="flex items-center gap-2 text-sm">
                  <input type="radio" value={k} {...register('kind')} />
                  {KIND_LABELS[k]}
                </label>
              ))}
            </div>
          </fieldset>
          {kind === 'percent' ? (
            <FormField label="Percent (1 to 100)" error={errors.percentOff?.message}>
              <Input inputMode="decimal" {...register('percentOff')} />
            </FormField>
          ) : kind === 'fixed' ? (
            <FormField label="Amount off ($)" error={errors.amountOffCents?.message}>
              <Input inputMode="decimal" {...register('amountOffCents')} />
            </FormField>
          ) : (
            <p className="self-end text-sm text-muted">The standard and express delivery charges are waived.</p>
          )}
          <FormField label="Minimum subtotal ($)" error={errors.minSubtotalCents?.message}>
            <Input inputMode="decimal" {...register('minSubtotalCents')} />
          </FormField>
          <FormField label="Starts (store time)" error={errors.startsAt?.message} hint="Empty: from now.">
            <Input type="datetime-local" {...register('startsAt')} />
          </FormField>
          <FormField label="Ends (store time)" error={errors.endsAt?.message} hint="Empty: no end.">
            <Input type="datetime-local" {...register('endsAt')} />
          </FormField>
          <FormField label="Total uses" error={errors.usageLimit?.message} hint="Empty: unlimited.">
            <Input inputMode="numeric" {...register('usageLimit')} />
          </FormField>
          <FormField label="Uses per shopper" error={errors.perUserLimit?.message} hint="Empty: unlimited.">
            <Input inputMode="numeric" {...register('perUserLimit')} />
          </FormField>
          <FormField label="Who may use it" error={errors.minTier?.message}>
            <NativeSelect {...register('minTier')}>
              <option value="">Every shopper</option>
              {PROMO_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {tier === 'gold' ? 'Gold and Platinum members' : 'Platinum members'}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="flex flex-col justify-end gap-2">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...register('firstOrderOnly')} />
              First order only
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...register('isActive')} />
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
