import { BULK_MAX_ITEMS, type BulkOrderStatusInput, type BulkReportDto } from '../../../shared/admin-bulk';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/orders';
import type { Database } from '../../db/client';
import type { AuditActor } from '../admin/audit';
import { checkBulkSize, runBulk } from '../admin/bulk';
import { ordersAdminRepository } from './orders-admin-repository';
import type { OrdersService } from './orders-service';

/**
 * Bulk status changes on the orders desk: each order goes through the same `changeStatus` as the
 * detail page's buttons (its own transaction, audit row, live event and email); an order that cannot
 * make the move is reported with the reason and left as it was.
 */
export function createOrdersBulk(database: Database, orders: OrdersService) {
  const idsOf = async (selection: BulkOrderStatusInput['selection']) =>
    'ids' in selection
      ? selection.ids
      : checkBulkSize(await ordersAdminRepository.idsMatching(database, selection.filters, BULK_MAX_ITEMS + 1));

  return {
    async changeStatus(
      input: BulkOrderStatusInput,
      actor: AuditActor,
      onFailure: (error: unknown, id: string) => void,
    ): Promise<BulkReportDto> {
      const ids = await idsOf(input.selection);
      const rows = await ordersAdminRepository.numbersOf(database, ids);
      const labels = new Map(rows.map((row) => [row.id, row.orderNumber]));
      const from = new Map(rows.map((row) => [row.id, ORDER_STATUS_LABELS[row.status as OrderStatus]]));
      return runBulk(
        ids,
        labels,
        async (id) => {
          await orders.changeStatus(id, input.status, input.note ?? null, actor);
          return `${from.get(id)} → ${ORDER_STATUS_LABELS[input.status]}`;
        },
        onFailure,
      );
    },
  };
}

export type OrdersBulk = ReturnType<typeof createOrdersBulk>;
