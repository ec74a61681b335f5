import type {
  AdminOrderDto,
  AdminOrderFilters,
  AdminOrderListDto,
  AdminOrderListQuery,
  PackingListDto,
  SelectedPackingDto,
} from '../../../shared/admin-orders';
import { windowLabel } from '../../../shared/delivery-slots';
import { canRefund } from '../../../shared/order-refunds';
import { ORDER_NOT_FOUND_MESSAGE, type OrderStatus, type Substitution } from '../../../shared/orders';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { toOrderDto, toOrderSummary } from './order-dto';
import { ordersAdminRepository, type PackingLineRow } from './orders-admin-repository';
import { ordersCsv } from './orders-csv';
import { type OrderRow, ordersRepository } from './orders-repository';

/** The most rows one CSV export holds; the export says so in its file name when it stopped there. */
export const CSV_EXPORT_LIMIT = 100_000;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The staff desk's reads: the filtered list, the full detail, the CSV export and the packing list. */
export function createOrdersAdminService(database: Database) {
  return {
    async list(query: AdminOrderListQuery): Promise<AdminOrderListDto> {
      const { rows, total } = await ordersAdminRepository.list(database, query, query.page, query.pageSize);
      return {
        orders: rows.map((row) => ({
          ...toOrderSummary(row),
          customerName: row.contactName,
          email: row.contactEmail,
          phone: row.contactPhone,
          zipCode: row.zipCode,
          deliveryWindowStart: row.deliveryWindowStart,
          refundedCents: row.refundedCents,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async detail(orderId: string): Promise<AdminOrderDto> {
      const row = await ordersRepository.detail(database, orderId, null);
      const extras = row && (await ordersAdminRepository.extras(database, orderId));
      if (!row || !extras) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      const base = toOrderDto(row);
      const lineExtras = new Map(extras.lines.map((l) => [l.id, l]));
      const refundable = canRefund({ status: row.status, paymentStatus: row.paymentStatus })
        ? row.totalCents - extras.refundedCents
        : 0;
      return {
        ...base,
        userId: extras.userId,
        deliveryWindowStart: row.deliveryWindowStart,
        refundedCents: extras.refundedCents,
        refundableCents: Math.max(0, refundable),
        lines: base.lines.map((line) => ({
          ...line,
          refundedAt: lineExtras.get(line.id)?.refundedAt ? iso(lineExtras.get(line.id)!.refundedAt!) : null,
          unit: lineExtras.get(line.id)?.unit ?? null,
          refundedGoodsCents: lineExtras.get(line.id)?.refundedGoodsCents ?? 0,
        })),
        history: extras.history.map((h) => ({
          status: h.status as OrderStatus,
          note: h.note,
          at: iso(h.at),
          actor: h.actor,
          by: h.byEmail ? { name: h.byName ?? '', email: h.byEmail } : null,
        })),
        payments: extras.payments.map((p) => ({
          id: p.id,
          provider: p.provider,
          method: p.method,
          amountCents: p.amountCents,
          status: p.status,
          providerRef: p.providerRef,
          cardLast4: p.cardLast4,
          failureMessage: p.failureMessage,
          createdAt: iso(p.createdAt),
        })),
        refunds: extras.refunds.map((r) => ({
          id: r.id,
          amountCents: r.amountCents,
          provider: r.provider,
          providerRef: r.providerRef,
          lineIds: r.orderItemIds,
          lines: r.lines.map((l) => ({ lineId: l.lineId, quantity: Number(l.quantity) })),
          reason: r.reason,
          by: r.byEmail ? { name: r.byName ?? '', email: r.byEmail } : null,
          createdAt: iso(r.createdAt),
        })),
      };
    },

    async exportCsv(filters: AdminOrderFilters): Promise<{ csv: string; rows: number; truncated: boolean }> {
      const rows = await ordersAdminRepository.exportRows(database, filters, CSV_EXPORT_LIMIT + 1);
      const truncated = rows.length > CSV_EXPORT_LIMIT;
      const kept = truncated ? rows.slice(0, CSV_EXPORT_LIMIT) : rows;
      return { csv: ordersCsv(kept), rows: kept.length, truncated };
    },

    async packing(date: string, windowStart: number): Promise<PackingListDto> {
      const { orders: rows, lines } = await ordersAdminRepository.packing(database, date, windowStart);
      return { date, windowStart, window: windowLabel(windowStart), orders: packingOrders(rows, lines) };
    },

    async packingOf(ids: string[]): Promise<SelectedPackingDto> {
      const { orders: rows, lines } = await ordersAdminRepository.packingOf(database, ids);
      return { orders: packingOrders(rows, lines) };
    },
  };
}

/** Each order with its lines grouped by category (aisle), as the picker walks the shop. */
function packingOrders(rows: OrderRow[], lines: PackingLineRow[]): PackingListDto['orders'] {
  return rows.map((o) => {
    const groups = new Map<string, PackingListDto['orders'][number]['groups'][number]>();
    for (const line of lines.filter((l) => l.orderId === o.id)) {
      const category = line.category ?? 'Other';
      if (!groups.has(category)) groups.set(category, { category, lines: [] });
      groups.get(category)!.lines.push({
        id: line.id,
        name: line.name,
        variantName: line.variantName,
        quantity: line.quantity,
        unit: line.weightBased ? 'lb' : null,
        substitution: line.substitution as Substitution,
        notes: line.customRequirements,
      });
    }
    return {
      id: o.id,
      orderNumber: o.orderNumber,
      status: o.status as OrderStatus,
      customerName: o.contactName,
      phone: o.contactPhone,
      address: [o.street, o.street2, `${o.city}, ${o.state} ${o.zipCode}`].filter(Boolean).join(', '),
      groups: [...groups.values()],
    };
  });
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;
