import {
  BULK_MAX_ITEMS,
  BULK_MESSAGES,
  type BulkProductAction,
  type BulkProductInput,
  type BulkReportDto,
  changedPriceCents,
  percentOffCents,
} from '../../../shared/admin-bulk';
import { formatCents } from '../../../shared/money';
import { salePriceProblem } from '../../../shared/thursday-sale';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import { checkBulkSize, runBulk } from '../admin/bulk';
import { type Executor, inTransaction } from '../../db/executor';
import {
  productDetail,
  productIdsMatching,
  productNames,
  setProductPrice,
  setProductStock,
  setVariantPrice,
  syncFromVariants,
} from './products-admin-repository';
import { createProductsAdminService } from './products-admin-service';
import { createThursdaySaleService } from './thursday-sale-service';
import { thursdaySaleRepository } from './thursday-sale-repository';

const refused = (message: string) => new AppError('REFUSED', message);

/**
 * Bulk actions on the products table. Each product is one transaction with one audit row: a price
 * change moves every size of the product or none (a size whose price would break a rule refuses the
 * whole product); archiving and the Thursday sale go through the same service calls as one product's.
 */
export function createProductsBulk(database: Database) {
  const products = createProductsAdminService(database);
  const sale = createThursdaySaleService(database);

  /** New prices for the product or each of its sizes, checked against original and Thursday sale prices. */
  async function changePrices(tx: Executor, id: string, mode: 'percent' | 'amount', value: number, actor: AuditActor) {
    const row = await productDetail(tx, id, true);
    if (!row) throw notFound(BULK_MESSAGES.notFound);
    const sized = row.variants.length > 0;
    const targets = sized
      ? row.variants.map((v) => ({ id: v.id, name: v.name, price: v.priceCents, original: v.originalPriceCents }))
      : [{ id: null, name: null, price: row.priceCents, original: row.originalPriceCents }];
    const saleRow = await thursdaySaleRepository.saleProduct(tx, id);
    const salePrices = new Map(
      sized
        ? (saleRow?.sizes ?? []).map((s) => [s.variantId, s.salePriceCents] as const)
        : [[null, saleRow?.own_sale_cents ?? null] as const],
    );
    const changes = targets.map((t) => {
      const next = changedPriceCents(t.price, mode, value);
      const size = t.name ? `${t.name}: ` : '';
      if (next < 1) throw refused(`${size}${BULK_MESSAGES.priceTooLow}`);
      if (t.original !== null && t.original < next)
        throw refused(
          `${size}the new price ${formatCents(next)} would be above the original price ${formatCents(t.original)}`,
        );
      const salePrice = salePrices.get(t.id) ?? null;
      if (salePrice !== null && salePriceProblem(next, salePrice))
        throw refused(
          `${size}its Thursday sale price ${formatCents(salePrice)} would no longer fit the new price ${formatCents(next)}`,
        );
      return { ...t, next };
    });
    for (const c of changes) {
      if (c.id) await setVariantPrice(tx, c.id, c.next);
      else await setProductPrice(tx, id, c.next);
    }
    if (sized) await syncFromVariants(tx, id);
    const said = changes
      .map((c) => `${c.name ? `${c.name} ` : ''}${formatCents(c.price)} → ${formatCents(c.next)}`)
      .join(', ');
    await recordAudit(tx, actor, {
      action: 'product.bulk_price',
      entityType: 'product',
      entityId: id,
      summary: `${row.name}: price ${said}`,
      before: changes.map((c) => ({ variantId: c.id, priceCents: c.price })),
      after: changes.map((c) => ({ variantId: c.id, priceCents: c.next })),
    });
    return `Price ${said}`;
  }

  async function setStock(tx: Executor, id: string, stockQuantity: number, actor: AuditActor) {
    const row = await productDetail(tx, id, true);
    if (!row) throw notFound(BULK_MESSAGES.notFound);
    if (row.variants.length) throw refused(BULK_MESSAGES.sizesStock);
    if (!row.isWeightBased && !Number.isInteger(stockQuantity)) throw refused(BULK_MESSAGES.wholeStock);
    await setProductStock(tx, id, stockQuantity);
    const said = `stock ${row.stockQuantity} → ${stockQuantity}`;
    await recordAudit(tx, actor, {
      action: 'product.bulk_stock',
      entityType: 'product',
      entityId: id,
      summary: `${row.name}: ${said}`,
      before: { stockQuantity: row.stockQuantity },
      after: { stockQuantity },
    });
    return `Stock ${row.stockQuantity} → ${stockQuantity}`;
  }

  async function addToSale(id: string, percentOff: number, actor: AuditActor) {
    const product = await sale.product(id);
    const prices = product.lines.map((line) => ({
      variantId: line.variantId,
      salePriceCents: percentOffCents(line.regularPriceCents, percentOff),
    }));
    await sale.setPrices(id, { prices }, actor);
    return `On the Thursday sale at ${percentOff}% off`;
  }

  async function removeFromSale(id: string, actor: AuditActor) {
    const product = await sale.product(id);
    if (!product.lines.some((line) => line.salePriceCents !== null)) throw refused(BULK_MESSAGES.notOnSale);
    await sale.remove(id, actor);
    return 'Off the Thursday sale';
  }

  function changeOne(action: BulkProductAction, active: Map<string, boolean>, actor: AuditActor) {
    return async (id: string): Promise<string> => {
      switch (action.kind) {
        case 'price':
          return inTransaction(database, (tx) => changePrices(tx, id, action.mode, action.value, actor));
        case 'stock':
          return inTransaction(database, (tx) => setStock(tx, id, action.stockQuantity, actor));
        case 'archive':
          if (active.get(id) === !action.archived)
            throw refused(action.archived ? BULK_MESSAGES.alreadyArchived : BULK_MESSAGES.alreadyActive);
          await products.setArchived(id, action.archived, actor);
          return action.archived ? 'Archived' : 'Restored';
        case 'sale_add':
          return addToSale(id, action.percentOff, actor);
        case 'sale_remove':
          return removeFromSale(id, actor);
      }
    };
  }

  return {
    async apply(
      input: BulkProductInput,
      actor: AuditActor,
      onFailure: (error: unknown, id: string) => void,
    ): Promise<BulkReportDto> {
      const { selection } = input;
      const ids =
        'ids' in selection
          ? selection.ids
          : checkBulkSize(await productIdsMatching(database, selection.filters, BULK_MAX_ITEMS + 1));
      const rows = await productNames(database, ids);
      const labels = new Map(rows.map((row) => [row.id, row.name]));
      const active = new Map(rows.map((row) => [row.id, row.isActive]));
      return runBulk(ids, labels, changeOne(input.action, active, actor), onFailure);
    },
  };
}

export type ProductsBulk = ReturnType<typeof createProductsBulk>;
