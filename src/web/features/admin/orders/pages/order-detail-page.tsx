import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { historyActorForStaff } from '../../../../../shared/order-history';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminOrderDto, RefundInput } from '../../../../../shared/admin-orders';
import { formatCents } from '../../../../../shared/money';
import { orderDiscountLabel } from '../../../../../shared/subscribe-and-save';
import { forwardMoves, moveWarnings, stepBackTarget } from '../../../../../shared/order-status-moves';
import {
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type OrderStatus,
  PAYMENT_METHOD_LABELS,
  SUBSTITUTION_LABELS,
} from '../../../../../shared/orders';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { calendarDay, storeDayTime } from '../../../../../shared/store-dates';
import { OrderStatusBadge } from '../../../../components/shop/order-status-badge';
import { ADMIN_ORDER_KEYS, adminOrderQuery, changeOrderStatus, refundOrder } from '../api/orders-api';
import { RefundDialog } from '../components/refund-dialog';
import { StatusMoveDialog, type PendingMove } from '../components/status-move-dialog';
import { lineQuantityText } from '../../../../../shared/line-quantity';

const section = 'rounded-xl border border-gray-200 bg-white p-4';
const h2 = 'mb-3 text-lg font-bold text-ink';

/** /admin/orders/:id: everything about one order, and the moves its status allows next. */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const { data: order, isPending, isError, error } = useQuery(adminOrderQuery(id));
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);
  const done = (message: string) => {
    toast.success(message);
    void client.invalidateQueries({ queryKey: ADMIN_ORDER_KEYS.all });
  };
  const move = useMutation({
    mutationFn: (input: { status: OrderStatus; note?: string; confirm?: boolean }) =>
      changeOrderStatus(id, input.status, input.note, input.confirm),
    onSuccess: (answer) => {
      setConfirmCancel(false);
      setPendingMove(null);
      done(`Order ${answer.orderNumber} is now ${ORDER_STATUS_LABELS[answer.status].toLowerCase()}`);
    },
    onError: (e) => toast.error(e.message),
  });
  const refund = useMutation({
    mutationFn: (input: RefundInput) => refundOrder(id, input),
    onSuccess: (answer) => {
      setRefunding(false);
      done(`Refund of order ${answer.orderNumber} recorded`);
    },
    onError: (e) => toast.error(e.message),
  });

  if (isPending) return <Spinner label="Loading the order…" />;
  if (isError || !order) {
    return (
      <>
        <AdminPageHeader title="Order" />
        <p role="alert" className="text-red-700">
          Could not load the order: {error?.message}
        </p>
      </>
    );
  }
  const next = forwardMoves(order.status);
  const back = stepBackTarget(order.status);
  // A skip or Delivered before the window asks first; the server refuses it without the confirmation.
  const startMove = (status: OrderStatus) => {
    const warnings = moveWarnings(order, status);
    if (warnings.length) setPendingMove({ kind: 'confirm', status, warnings });
    else move.mutate({ status });
  };
  const canCancel = ORDER_TRANSITIONS[order.status].includes('cancelled');

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/orders" className="text-brand-700 underline">
          ← All orders
        </Link>
      </p>
      <AdminPageHeader
        title={`Order ${order.orderNumber}`}
        description={<>Placed {storeDayTime(order.createdAt)} (store time)</>}
        actions={
          <>
            {next.map((status, index) => (
              <Button
                key={status}
                variant={index === 0 ? undefined : 'outline'}
                disabled={move.isPending}
                onClick={() => startMove(status)}
              >
                Mark {ORDER_STATUS_LABELS[status].toLowerCase()}
              </Button>
            ))}
            {back && order.refundedCents === 0 ? (
              <Button
                variant="outline"
                disabled={move.isPending}
                onClick={() => setPendingMove({ kind: 'back', status: back, warnings: [] })}
              >
                Move back to {ORDER_STATUS_LABELS[back].toLowerCase()}…
              </Button>
            ) : null}
            {order.refundableCents > 0 ? (
              <Button variant="outline" onClick={() => setRefunding(true)}>
                Refund…
              </Button>
            ) : null}
            {canCancel ? (
              <Button variant="destructive" onClick={() => setConfirmCancel(true)}>
                Cancel order…
              </Button>
            ) : null}
          </>
        }
      />
      <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
        Status: <OrderStatusBadge status={order.status} />
        <span className="text-muted">
          · {PAYMENT_METHOD_LABELS[order.paymentMethod]} · payment {order.paymentStatus}
          {order.refundedCents > 0 ? ` · ${formatCents(order.refundedCents)} refunded` : ''}
        </span>
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Lines order={order} />
          <Totals order={order} />
          <History order={order} />
        </div>
        <div className="space-y-4">
          <section className={section} aria-labelledby="delivery-heading">
            <h2 id="delivery-heading" className={h2}>
              Delivery
            </h2>
            <p className="font-medium">{order.contact.fullName}</p>
            <p>{order.contact.email}</p>
            <p>{order.contact.phone}</p>
            <address className="mt-2 not-italic">
              {order.address.street}
              {order.address.street2 ? <>, {order.address.street2}</> : null}
              <br />
              {order.address.city}, {order.address.state} {order.address.zipCode}
            </address>
            <p className="mt-2">
              {calendarDay(order.deliveryDate)}, {order.deliveryWindow}
              {order.express ? ' · express' : ''}
            </p>
          </section>
          <Payments order={order} />
        </div>
      </div>

      <Dialog open={confirmCancel} onOpenChange={setConfirmCancel}>
        <DialogContent className="max-w-md">
          <DialogTitle className="text-lg font-bold text-ink">Cancel order {order.orderNumber}?</DialogTitle>
          <DialogDescription className="mt-2 text-sm text-muted">
            Its items go back on the shelf, its delivery window is freed and the shopper is emailed. This cannot be
            undone.
          </DialogDescription>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirmCancel(false)}>
              Keep the order
            </Button>
            <Button
              variant="destructive"
              disabled={move.isPending}
              onClick={() => move.mutate({ status: 'cancelled' })}
            >
              Cancel the order
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      {pendingMove ? (
        <StatusMoveDialog
          orderNumber={order.orderNumber}
          from={order.status}
          move={pendingMove}
          busy={move.isPending}
          onOpenChange={(open) => (open ? null : setPendingMove(null))}
          onConfirm={(note) =>
            move.mutate(
              pendingMove.kind === 'back'
                ? { status: pendingMove.status, note }
                : { status: pendingMove.status, confirm: true },
            )
          }
        />
      ) : null}
      {refunding ? (
        <RefundDialog
          order={order}
          open={refunding}
          onOpenChange={setRefunding}
          onRefund={(input) => refund.mutate(input)}
          busy={refund.isPending}
        />
      ) : null}
    </>
  );
}

function Lines({ order }: { order: AdminOrderDto }) {
  return (
    <section className={section} aria-labelledby="lines-heading">
      <h2 id="lines-heading" className={h2}>
        Items
      </h2>
      <ul className="divide-y divide-gray-100">
        {order.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-ink">
                {lineQuantityText({ ...line, weightBased: line.unit !== null, unit: line.unit ?? undefined })}
              </p>
              <p className="text-muted">Substitution: {SUBSTITUTION_LABELS[line.substitution]}</p>
              {line.customRequirements ? <p className="text-muted">Note: {line.customRequirements}</p> : null}
              {line.refundedAt ? (
                <p className="font-semibold text-red-700">Refunded</p>
              ) : line.refundedQuantity > 0 ? (
                <p className="font-semibold text-red-700">
                  {line.refundedQuantity}
                  {line.unit ? ` ${line.unit}` : ''} of {line.quantity}
                  {line.unit ? ` ${line.unit}` : ''} refunded
                </p>
              ) : null}
            </div>
            <p className="font-semibold">{formatCents(line.lineTotalCents)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Totals({ order }: { order: AdminOrderDto }) {
  const t = order.totals;
  const rows: [string, number][] = [
    ['Subtotal', t.subtotalCents],
    ['Delivery', t.deliveryCents],
    ['Express', t.expressCents],
    [orderDiscountLabel(order), -t.discountCents],
    [`Loyalty points (${t.loyaltyPointsUsed})`, -t.loyaltyDiscountCents],
    [`Tax${t.taxState ? ` (${t.taxState} ${t.taxRatePercent}%)` : ''}`, t.taxCents],
    ['Tip', t.tipCents],
  ];
  return (
    <section className={section} aria-labelledby="totals-heading">
      <h2 id="totals-heading" className={h2}>
        Totals
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, cents]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right">{formatCents(cents)}</dd>
          </div>
        ))}
        <dt className="font-bold">Total</dt>
        <dd className="text-right font-bold">{formatCents(t.totalCents)}</dd>
        {order.refundedCents > 0 ? (
          <>
            <dt>Refunded</dt>
            <dd className="text-right">{formatCents(-order.refundedCents)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function History({ order }: { order: AdminOrderDto }) {
  return (
    <section className={section} aria-labelledby="history-heading">
      <h2 id="history-heading" className={h2}>
        Status history
      </h2>
      <ol className="space-y-2 text-sm">
        {order.history.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <span className="font-semibold">{ORDER_STATUS_LABELS[event.status]}</span> ·{' '}
            <time dateTime={event.at}>{storeDayTime(event.at)}</time> · by {historyActorForStaff(event.actor, event.by)}
            {event.note ? <span className="block text-muted">{event.note}</span> : null}
          </li>
        ))}
      </ol>
      {order.refunds.length ? (
        <>
          <h3 className="mb-2 mt-4 font-bold text-ink">Refunds</h3>
          <ul className="space-y-2 text-sm">
            {order.refunds.map((r) => (
              <li key={r.id}>
                {formatCents(r.amountCents)} via {r.provider} · {storeDayTime(r.createdAt)} ·{' '}
                {r.by ? r.by.email : 'unknown'}
                {r.lines.length
                  ? ` · ${r.lines.length} line${r.lines.length === 1 ? '' : 's'}`
                  : r.lineIds.length
                    ? ` · ${r.lineIds.length} line${r.lineIds.length === 1 ? '' : 's'}`
                    : ''}
                {r.reason ? <span className="block text-muted">{r.reason}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function Payments({ order }: { order: AdminOrderDto }) {
  return (
    <section className={section} aria-labelledby="payments-heading">
      <h2 id="payments-heading" className={h2}>
        Payment attempts
      </h2>
      {order.payments.length === 0 ? (
        <p className="text-sm text-muted">No payment attempts.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {order.payments.map((p) => (
            <li key={p.id}>
              <span className="font-semibold">{formatCents(p.amountCents)}</span> · {p.provider} · {p.status}
              {p.cardLast4 ? ` · card ending ${p.cardLast4}` : ''}
              <span className="block text-muted">{storeDayTime(p.createdAt)}</span>
              {p.failureMessage ? <span className="block text-red-700">{p.failureMessage}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
