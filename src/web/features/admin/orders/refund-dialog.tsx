import { useState } from 'react';
import type { AdminOrderDto } from '../../../../shared/admin-orders';
import { formatCents } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

/**
 * What a refund of these lines gives back, as the server computes it (order-refunds.ts): each line its
 * share of what was paid for goods; the last lines, or the whole order, what is left of the total.
 */
export function refundAmount(order: AdminOrderDto, lineIds: string[]): number {
  const open = order.lines.filter((l) => !l.refundedAt);
  if (lineIds.length === 0 || lineIds.length === open.length) return order.refundableCents;
  const t = order.totals;
  const paidForGoods = t.subtotalCents - t.discountCents - t.loyaltyDiscountCents + t.taxCents;
  const goods = open.filter((l) => lineIds.includes(l.id)).reduce((sum, l) => sum + l.lineTotalCents, 0);
  const share = t.subtotalCents > 0 ? Math.round((goods * paidForGoods) / t.subtotalCents) : 0;
  return Math.min(order.refundableCents, Math.max(0, share));
}

/** Refund the whole order or chosen lines, with the amount shown before anything is sent. */
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
  onRefund: (input: { lineIds?: string[]; reason?: string }) => void;
  busy: boolean;
}) {
  const [mode, setMode] = useState<'whole' | 'lines'>('whole');
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const lines = mode === 'lines' ? chosen : [];
  const amount = refundAmount(order, lines);
  const canSend = !busy && amount > 0 && (mode === 'whole' || chosen.length > 0);
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle className="text-lg font-bold text-ink">Refund order {order.orderNumber}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          {order.paymentMethod === 'cod'
            ? 'Cash on delivery: the refund is recorded; hand the cash back to the shopper.'
            : 'The money goes back to the card or wallet that paid.'}
        </DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (canSend)
              onRefund({ lineIds: mode === 'lines' ? chosen : undefined, reason: reason.trim() || undefined });
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
              Chosen lines
            </label>
          </fieldset>
          {mode === 'lines' ? (
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-ink">Lines</legend>
              <ul className="space-y-1">
                {order.lines.map((line) => (
                  <li key={line.id}>
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        disabled={Boolean(line.refundedAt)}
                        checked={chosen.includes(line.id)}
                        onChange={() => toggle(line.id)}
                      />
                      {line.name}
                      {line.variantName ? ` (${line.variantName})` : ''} · {formatCents(line.lineTotalCents)}
                      {line.refundedAt ? ' · already refunded' : ''}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <div>
            <label htmlFor="refund-reason" className="mb-1 block text-sm font-semibold text-ink">
              Reason (optional)
            </label>
            <textarea
              id="refund-reason"
              maxLength={500}
              rows={2}
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
