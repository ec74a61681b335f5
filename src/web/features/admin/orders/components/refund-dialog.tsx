import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { AdminOrderDto, RefundInput } from '../../../../../shared/admin-orders';
import { formatCents, parseDollarsToCents } from '../../../../../shared/money';
import { lineQuantityLeft, partsRefund, PARTIAL_REFUND_MESSAGES } from '../../../../../shared/order-refunds';
import { FormField } from '../../../../components/forms/form-field';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';

type Part = { lineId: string; quantity: number };

/**
 * What a refund gives back, by the server's own rule (src/shared/order-refunds.ts): nothing chosen is
 * the whole order; parts of lines their share of what was paid for goods (all that is left when they
 * finish every line).
 */
export function refundAmount(order: AdminOrderDto, parts: Part[]): number {
  if (parts.length === 0) return order.refundableCents;
  return partsRefund(
    { ...order.totals, remainingCents: order.refundableCents },
    order.lines.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      lineTotalCents: l.lineTotalCents,
      refundedQuantity: l.refundedQuantity,
      refundedGoodsCents: l.refundedGoodsCents,
    })),
    parts,
  ).grossCents;
}

const unitOf = (line: AdminOrderDto['lines'][number]) => (line.unit ? ` ${line.unit}` : '');

/** What a quantity field accepts, said when it holds something else. */
const partHint = (line: AdminOrderDto['lines'][number]) =>
  line.unit
    ? `${line.name}: enter a weight above 0 and up to ${lineQuantityLeft(line)} ${line.unit}`
    : `${line.name}: enter whole units, from 1 to ${lineQuantityLeft(line)}`;

const MODES = ['whole', 'lines', 'amount'] as const;
type Line = AdminOrderDto['lines'][number];

/** A quantity the line can still give back: above 0, at most what is left, whole units unless weighed. */
const quantityFits = (line: Line, quantity: number) =>
  Number.isFinite(quantity) &&
  quantity > 0 &&
  quantity <= lineQuantityLeft(line) &&
  (line.unit !== null || Number.isInteger(quantity));

/**
 * What the dialog's inputs hold (one entry in `parts` per order line, in the order's order; amounts as
 * typed), checked against what is left of this order and read into the API's refund.
 */
const refundForm = (order: AdminOrderDto) =>
  z
    .object({
      mode: z.enum(MODES),
      parts: z.array(z.object({ picked: z.boolean(), quantity: z.string() })),
      amount: z.string(),
      reason: z.string().max(500, 'Reason cannot exceed 500 characters'),
    })
    .superRefine((f, ctx) => {
      const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
      if (f.mode === 'lines') {
        if (!f.parts.some((p) => p.picked)) issue(['parts'], 'Choose at least one line');
        f.parts.forEach((p, i) => {
          const line = order.lines[i]!;
          if (p.picked && !quantityFits(line, Number(p.quantity))) issue(['parts', i, 'quantity'], partHint(line));
        });
      }
      if (f.mode === 'amount') {
        const cents = parseDollarsToCents(f.amount);
        if (cents === null || cents <= 0) issue(['amount'], 'Enter an amount in dollars, like 2.74');
        else if (cents > order.refundableCents)
          issue(['amount'], PARTIAL_REFUND_MESSAGES.amountTooLarge(order.refundableCents));
        if (!f.reason.trim()) issue(['reason'], PARTIAL_REFUND_MESSAGES.reasonRequired);
      }
    })
    .transform((f): RefundInput => {
      const reason = f.reason.trim() || undefined;
      if (f.mode === 'lines') return { lines: partsOf(order, f.parts), reason };
      if (f.mode === 'amount') return { amountCents: parseDollarsToCents(f.amount)!, reason };
      return { reason };
    });
type RefundForm = z.input<ReturnType<typeof refundForm>>;

const partsOf = (order: AdminOrderDto, parts: RefundForm['parts']): Part[] =>
  parts.flatMap((p, i) => (p.picked ? [{ lineId: order.lines[i]!.id, quantity: Number(p.quantity) }] : []));

/**
 * Refund the whole order, parts of lines (a quantity, or a weight for weighed items) or a custom
 * amount with a reason, with the amount shown before anything is sent.
 */
export function RefundDialog({
  order,
  open,
  onOpenChange,
  onRefund,
  busy,
}: {
  order: AdminOrderDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRefund: (input: RefundInput) => void;
  busy: boolean;
}) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isValid },
  } = useForm<RefundForm, unknown, RefundInput>({
    resolver: zodResolver(refundForm(order)),
    // Said as it is typed: a quantity past what is left, an amount past what was paid.
    mode: 'onChange',
    defaultValues: {
      mode: 'whole',
      parts: order.lines.map((line) => ({ picked: false, quantity: String(lineQuantityLeft(line)) })),
      amount: '',
      reason: '',
    },
  });
  const [mode, parts, amountText] = useWatch({ control, name: ['mode', 'parts', 'amount'] });
  const amount =
    mode === 'whole'
      ? order.refundableCents
      : mode === 'lines'
        ? refundAmount(order, partsOf(order, parts))
        : (parseDollarsToCents(amountText) ?? 0);
  const partError = order.lines.map((_, i) => errors.parts?.[i]?.quantity?.message).find(Boolean);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle className="text-lg font-bold text-ink">Refund order {order.orderNumber}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          {order.paymentMethod === 'cod'
            ? 'Cash on delivery: the refund is recorded; hand the cash back to the shopper.'
            : 'The money goes back to the card or wallet that paid.'}{' '}
          At most {formatCents(order.refundableCents)} can still be refunded.
        </DialogDescription>
        <form className="mt-4 space-y-4" noValidate onSubmit={(e) => void handleSubmit((input) => onRefund(input))(e)}>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink">What to refund</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="whole" {...register('mode')} />
              The whole order (what is left of it)
            </label>
            <label className="mt-1 flex items-center gap-2 text-sm">
              <input type="radio" value="lines" {...register('mode')} />
              Some items (a quantity or a weight of each)
            </label>
            <label className="mt-1 flex items-center gap-2 text-sm">
              <input type="radio" value="amount" {...register('mode')} />A custom amount
            </label>
          </fieldset>
          {mode === 'lines' ? (
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-ink">Items</legend>
              <ul className="space-y-2">
                {order.lines.map((line, i) => {
                  const left = lineQuantityLeft(line);
                  const inputId = `refund-qty-${line.id}`;
                  return (
                    <li key={line.id} className="text-sm">
                      <label className="flex items-start gap-2">
                        <input
                          type="checkbox"
                          className="mt-1"
                          disabled={left <= 0}
                          {...register(`parts.${i}.picked`)}
                        />
                        <span>
                          {line.name}
                          {line.variantName ? ` (${line.variantName})` : ''} · {line.quantity}
                          {unitOf(line) || ' ×'} {formatCents(line.lineTotalCents)}
                          {left <= 0
                            ? ' · already refunded'
                            : line.refundedQuantity > 0
                              ? ` · ${line.refundedQuantity}${unitOf(line)} refunded`
                              : ''}
                        </span>
                      </label>
                      {parts[i]?.picked ? (
                        <div className="ml-6 mt-1 flex items-center gap-2">
                          <label htmlFor={inputId}>
                            {line.unit ? `Pounds to refund (of ${left})` : `Units to refund (of ${left})`}
                          </label>
                          <Input
                            id={inputId}
                            type="number"
                            inputMode="decimal"
                            min={line.unit ? 0.01 : 1}
                            max={left}
                            step={line.unit ? 0.01 : 1}
                            className="h-8 w-24 px-2"
                            aria-invalid={errors.parts?.[i]?.quantity ? true : undefined}
                            {...register(`parts.${i}.quantity`)}
                          />
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
              {partError ? (
                <p role="alert" className="mt-2 text-sm text-red-700">
                  {partError}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          {mode === 'amount' ? (
            <FormField label="Amount ($)" error={errors.amount?.message}>
              <Input inputMode="decimal" className="w-40" {...register('amount')} />
            </FormField>
          ) : null}
          <FormField
            label={mode === 'amount' ? 'Reason (required)' : 'Reason (optional)'}
            error={errors.reason?.message}
          >
            <Textarea maxLength={500} rows={2} className="min-h-0" {...register('reason')} />
          </FormField>
          <p className="text-sm font-semibold text-ink" aria-live="polite">
            Refund amount: {formatCents(amount)}
          </p>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy || !isValid || amount <= 0}>
              Refund {formatCents(amount)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
