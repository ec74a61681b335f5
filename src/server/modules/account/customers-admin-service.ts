import type { CustomerDetailDto, CustomerListDto, CustomerSummaryDto } from '../../../shared/admin-customers';
import { notFound } from '../../errors';
import type { Database } from '../../db/client';
import { type CustomerRow, customersAdminRepository } from './customers-admin-repository';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

const iso = (value: Date | string) => new Date(value).toISOString();
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One box searches name, email and phone: phone numbers are compared by their digits only. */
export function searchPatterns(q: string | undefined) {
  const text = q?.trim();
  if (!text) return { pattern: null, digits: null };
  const digits = text.replace(/\D/g, '');
  const phoneLike = digits.length >= 3 && /^[\d\s()+.-]+$/.test(text);
  return { pattern: `%${likeEscape(text)}%`, digits: phoneLike ? `%${digits}%` : null };
}

const toSummary = (row: CustomerRow): CustomerSummaryDto => ({
  id: row.id,
  email: row.email,
  fullName: row.full_name,
  phone: row.phone,
  joinedAt: iso(row.joined_at),
  orderCount: row.order_count,
  totalSpentCents: Number(row.total_spent_cents),
  lastOrderAt: row.last_order_at ? iso(row.last_order_at) : null,
  loyaltyPoints: row.loyalty_points,
});

export function createCustomersAdminService(database: Database) {
  return {
    async list(query: { q?: string; page: number; pageSize: number }): Promise<CustomerListDto> {
      const { pattern, digits } = searchPatterns(query.q);
      const [total, rows] = await Promise.all([
        customersAdminRepository.count(database, pattern, digits),
        customersAdminRepository.page(database, pattern, digits, query.pageSize, (query.page - 1) * query.pageSize),
      ]);
      return { customers: rows.map(toSummary), page: query.page, pageSize: query.pageSize, total };
    },

    async detail(id: string): Promise<CustomerDetailDto> {
      const row = await customersAdminRepository.customer(database, id);
      if (!row) throw notFound(CUSTOMER_NOT_FOUND);
      const [addresses, orders, loyalty] = await Promise.all([
        customersAdminRepository.addresses(database, id),
        customersAdminRepository.orders(database, id),
        customersAdminRepository.loyalty(database, id),
      ]);
      return {
        customer: {
          ...toSummary(row),
          emailVerified: row.email_verified,
          dateOfBirth: row.date_of_birth,
          role: row.role,
        },
        addresses: addresses.map((a) => ({
          id: a.id,
          label: a.label,
          street: a.street,
          street2: a.street2,
          city: a.city,
          state: a.state,
          zipCode: a.zipCode,
          isDefault: a.isDefault,
        })),
        orders: orders.map((o) => ({
          id: o.id,
          orderNumber: o.orderNumber,
          status: o.status as CustomerDetailDto['orders'][number]['status'],
          paymentStatus: o.paymentStatus as CustomerDetailDto['orders'][number]['paymentStatus'],
          totalCents: o.totalCents,
          refundedCents: o.refundedCents,
          createdAt: iso(o.createdAt),
          deliveryDate: o.deliveryDate,
        })),
        loyalty: {
          balance: loyalty.points?.totalPoints ?? 0,
          lifetime: loyalty.points?.lifetimePoints ?? 0,
          tier: (loyalty.points?.tierLevel ?? 'bronze') as CustomerDetailDto['loyalty']['tier'],
          ledger: loyalty.ledger.map((entry) => ({
            id: entry.id,
            points: entry.points,
            reason: entry.reason,
            orderId: entry.orderId,
            createdAt: iso(entry.createdAt),
          })),
        },
      };
    },
  };
}

export type CustomersAdminService = ReturnType<typeof createCustomersAdminService>;
