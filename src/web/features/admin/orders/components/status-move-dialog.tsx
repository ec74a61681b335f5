import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { STATUS_MOVE_MESSAGES } from '../../../../../shared/order-status-moves';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../../shared/orders';
import { FormField } from '../../../../components/forms/form-field';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Textarea } from '../../../../components/ui/textarea';

/** A move that asks first: a skip or an early delivery (to confirm), or a step back (with its reason). */
export interface PendingMove {
  kind: 'confirm' | 'back';
  status: OrderStatus;
  warnings: string[];
}

const reasonForm = z.object({
  reason: z.string().trim().min(1, STATUS_MOVE_MESSAGES.reasonRequired).max(500, 'Reason cannot exceed 500 characters'),
});
type ReasonForm = z.infer<typeof reasonForm>;

export function StatusMoveDialog({
  orderNumber,
  from,
  move,
  busy,
  onOpenChange,
  onConfirm,
}: {
  orderNumber: string;
  from: OrderStatus;
  move: PendingMove;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason?: string) => void;
}) {
  const to = ORDER_STATUS_LABELS[move.status];
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReasonForm>({ resolver: zodResolver(reasonForm), defaultValues: { reason: '' } });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        {move.kind === 'back' ? (
          <>
            <DialogTitle className="text-lg font-bold text-ink">
              Move order {orderNumber} back to {to}?
            </DialogTitle>
            <DialogDescription className="mt-2 text-sm text-muted">
              For a move made by mistake: the order goes from {ORDER_STATUS_LABELS[from]} back to {to}. The shopper's
              page shows it; no email is sent.
            </DialogDescription>
            <form className="mt-4 space-y-4" noValidate onSubmit={handleSubmit((values) => onConfirm(values.reason))}>
              <FormField label="Reason" error={errors.reason?.message}>
                <Textarea rows={2} maxLength={500} {...register('reason')} />
              </FormField>
              <div className="flex justify-end gap-2">
                <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                  Keep {ORDER_STATUS_LABELS[from]}
                </Button>
                <Button type="submit" disabled={busy}>
                  Move back to {to}
                </Button>
              </div>
            </form>
          </>
        ) : (
          <>
            <DialogTitle className="text-lg font-bold text-ink">
              Mark order {orderNumber} {to.toLowerCase()}?
            </DialogTitle>
            <DialogDescription asChild>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
                {move.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </DialogDescription>
            <div className="mt-4 flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Keep {ORDER_STATUS_LABELS[from]}
              </Button>
              <Button type="button" disabled={busy} onClick={() => onConfirm()}>
                Yes, mark {to.toLowerCase()}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
