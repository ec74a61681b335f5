import { useState } from 'react';
import type { AdminOrderDto, RefundInput } from '../../../../shared/admin-orders';
import { formatCents, parseDollarsToCents } from '../../../../shared/money';
import { lineQuantityLeft, partsRefund, PARTIAL_REFUND_MESSAGES } from '../../../../shared/order-refunds';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

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
  const [mode, setMode] = useState<'whole' | 'lines' | 'amount'>('whole');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');

  const parts: Part[] = Object.entries(chosen).map(([lineId, text]) => ({ lineId, quantity: Number(text) }));
  const badPart = parts.find((p) => {
    const line = order.lines.find((l) => l.id === p.lineId)!;
    return (
      !Number.isFinite(p.quantity) ||
      p.quantity <= 0 ||
      p.quantity > lineQuantityLeft(line) ||
      (!line.unit && !Number.isInteger(p.quantity))
    );
  });
  const customCents = parseDollarsToCents(amountText);
  const amountError =
    mode !== 'amount' || amountText.trim() === ''
      ? null
      : customCents === null || customCents <= 0
        ? 'Enter an amount in dollars, like 2.74'
        : customCents > order.refundableCents
          ? PARTIAL_REFUND_MESSAGES.amountTooLarge(order.refundableCents)
          : null;
  const amount =
    mode === 'whole' ? order.refundableCents : mode === 'lines' ? refundAmount(order, parts) : (customCents ?? 0);
  const canSend =
    !busy &&
    amount > 0 &&
    (mode === 'whole' ||
      (mode === 'lines' && parts.length > 0 && !badPart) ||
      (mode === 'amount' && !amountError && reason.trim() !== ''));

  const toggle = (line: AdminOrderDto['lines'][number]) =>
    setChosen((c) => {
      const next = { ...c };
      if (line.id in next) delete next[line.id];
      else next[line.id] = String(lineQuantityLeft(line));
      return next;
    });

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
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!canSend) return;
            const why = reason.trim() || undefined;
            if (mode === 'whole') onRefund({ reason: why });
            else if (mode === 'lines') onRefund({ lines: parts, reason: why });
            else onRefund({ amountCents: customCents!, reason: why });
          }}
        >
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink">What to refund</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="refund-mode" checked={mode === 'whole'} onChange={() => setMode('whole')} />
              The whole order (what is left of it)
            </label>
            <label className="mt-1 flex items-center gap-2 text-sm">
              <input type="radio" name="refund-mode" checked={mode === 'lines'} onChange={() => setMode('lines')} />
              Some items (a quantity or a weight of each)
            </label>
            <label className="mt-1 flex items-center gap-2 text-sm">
              <input type="radio" name="refund-mode" checked={mode === 'amount'} onChange={() => setMode('amount')} />A
              custom amount
            </label>
          </fieldset>
          {mode === 'lines' ? (
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-ink">Items</legend>
              <ul className="space-y-2">
                {order.lines.map((line) => {
                  const left = lineQuantityLeft(line);
                  const picked = line.id in chosen;
                  const inputId = `refund-qty-${line.id}`;
                  return (
                    <li key={line.id} className="text-sm">
                      <label className="flex items-start gap-2">
                        <input
                          type="checkbox"
                          className="mt-1"
                          disabled={left <= 0}
                          checked={picked}
                          onChange={() => toggle(line)}
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
                      {picked ? (
                        <div className="ml-6 mt-1 flex items-center gap-2">
                          <label htmlFor={inputId}>
                            {line.unit ? `Pounds to refund (of ${left})` : `Units to refund (of ${left})`}
                          </label>
                          <input
                            id={inputId}
                            type="number"
                            inputMode="decimal"
                            min={line.unit ? 0.01 : 1}
                            max={left}
                            step={line.unit ? 0.01 : 1}
                            className="w-24 rounded-lg border border-gray-300 px-2 py-1"
                            value={chosen[line.id]}
                            onChange={(e) => setChosen((c) => ({ ...c, [line.id]: e.target.value }))}
                          />
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
              {badPart ? (
                <p role="alert" className="mt-2 text-sm text-red-700">
                  {partHint(order.lines.find((l) => l.id === badPart.lineId)!)}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          {mode === 'amount' ? (
            <div>
              <label htmlFor="refund-custom-amount" className="mb-1 block text-sm font-semibold text-ink">
                Amount ($)
              </label>
              <input
                id="refund-custom-amount"
                inputMode="decimal"
                className="w-40 rounded-lg border border-gray-300 px-3 py-2 text-sm"
                aria-invalid={amountError ? true : undefined}
                aria-describedby={amountError ? 'refund-custom-amount-error' : undefined}
                value={amountText}
                onChange={(e) => setAmountText(e.target.value)}
              />
              {amountError ? (
                <p id="refund-custom-amount-error" role="alert" className="mt-1 text-sm text-red-700">
                  {amountError}
                </p>
              ) : null}
            </div>
          ) : null}
          <div>
            <label htmlFor="refund-reason" className="mb-1 block text-sm font-semibold text-ink">
              {mode === 'amount' ? 'Reason (required)' : 'Reason (optional)'}
            </label>
            <textarea
              id="refund-reason"
              maxLength={500}
              rows={2}
              required={mode === 'amount'}
              className="w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <p className="text-sm font-semibold text-ink" aria-live="polite">
            Refund amount: {formatCents(amount)}
          </p>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!canSend}>
              Refund {formatCents(amount)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
