import {
  type AdminSaleDto,
  SALE_ADMIN_MESSAGES,
  type SaleProductDto,
  type SalePricesInput,
  type SaleWindowDto,
} from '../../../shared/admin-thursday-sale';
import type { ProductCardDto } from '../../../shared/catalog';
import { salePriceProblem, saleWindow } from '../../../shared/thursday-sale';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import { type Executor, inTransaction } from '../../db/executor';
import { toCard } from './catalog-service';
import { type SaleProductRow, thursdaySaleRepository as repo } from './thursday-sale-repository';

/** The sale shelf shows at most this many products (the sale is a selection, not the catalog). */
export const SALE_SHELF_LIMIT = 200;

const fieldError = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: message });

export function windowDto(now: Date): SaleWindowDto {
  return { ...saleWindow(now), serverNow: now.toISOString() };
}

function toDto(row: SaleProductRow): SaleProductDto {
  return {
    productId: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    categoryName: row.category_name,
    isActive: row.is_active,
    stockQuantity: row.stock_quantity,
    lines: row.sizes.length
      ? row.sizes
      : [
          {
            variantId: null,
            variantName: null,
            regularPriceCents: row.price_cents,
            salePriceCents: row.own_sale_cents,
          },
        ],
  };
}

/** The prices to keep, checked against the product's current regular prices; the first problem is thrown. */
function checkedPrices(product: SaleProductDto, input: SalePricesInput) {
  const regular = new Map(product.lines.map((line) => [line.variantId, line.regularPriceCents]));
  const sized = product.lines[0]?.variantId != null;
  const seen = new Set<string | null>();
  const kept: { variantId: string | null; salePriceCents: number }[] = [];
  for (const [index, price] of input.prices.entries()) {
    const at = `prices.${index}`;
    if (price.variantId === null && sized) throw fieldError(`${at}.variantId`, SALE_ADMIN_MESSAGES.sizeNeeded);
    if (!regular.has(price.variantId)) throw fieldError(`${at}.variantId`, SALE_ADMIN_MESSAGES.unknownSize);
    if (seen.has(price.variantId)) throw fieldError(`${at}.variantId`, SALE_ADMIN_MESSAGES.duplicateSize);
    seen.add(price.variantId);
    if (price.salePriceCents === null) continue;
    const problem = salePriceProblem(regular.get(price.variantId)!, price.salePriceCents);
    if (problem) throw fieldError(`${at}.salePriceCents`, problem);
    kept.push({ variantId: price.variantId, salePriceCents: price.salePriceCents });
  }
  if (!kept.length) throw fieldError('prices', SALE_ADMIN_MESSAGES.noPrice);
  return kept;
}

const salePricesOf = (product: SaleProductDto) => product.lines.filter((line) => line.salePriceCents !== null);

/**
 * The Thursday sale: staff choose products and sale prices at any time of the week; the
 * prices apply while Thursday runs in store time (sale-pricing.ts decides per request). Each write
 * is audited in its own transaction and announced on the live channel.
 */
export function createThursdaySaleService(database: Database) {
  async function saleProduct(tx: Executor, productId: string, lock = false) {
    const row = await repo.saleProduct(tx, productId, lock);
    if (!row) throw notFound(SALE_ADMIN_MESSAGES.productNotFound);
    return toDto(row);
  }

  async function write(productId: string, actor: AuditActor, prices: SalePricesInput | null) {
    return inTransaction(database, async (tx) => {
      const before = await saleProduct(tx, productId, true);
      const kept = prices ? checkedPrices(before, prices) : [];
      await repo.replacePrices(tx, productId, kept);
      const after = await saleProduct(tx, productId);
      await recordAudit(tx, actor, {
        action: prices ? 'thursday_sale.set' : 'thursday_sale.remove',
        entityType: 'product',
        entityId: productId,
        summary: prices
          ? `Thursday sale prices for ${before.name}: ${kept.length} size${kept.length === 1 ? '' : 's'}`
          : `Removed ${before.name} from the Thursday sale`,
        before: salePricesOf(before),
        after: salePricesOf(after),
      });
      await repo.announce(tx, productId);
      return after;
    });
  }

  return {
    async list(now: Date): Promise<AdminSaleDto> {
      const rows = await repo.saleProducts(database);
      return { window: windowDto(now), products: rows.map(toDto) };
    },

    product: (productId: string) => saleProduct(database, productId),

    setPrices: (productId: string, input: SalePricesInput, actor: AuditActor) => write(productId, actor, input),

    remove: (productId: string, actor: AuditActor) => write(productId, actor, null),

    /** The shoppers' sale shelf: cards at sale prices, biggest cut first, only while the sale runs. */
    async shelf(now: Date): Promise<{ window: SaleWindowDto; products: ProductCardDto[] }> {
      const window = windowDto(now);
      if (!window.active) return { window, products: [] };
      const rows = await repo.saleCards(database, SALE_SHELF_LIMIT);
      const cards = rows.map((row) => toCard(row, true)).filter((card) => card.thursdaySale);
      return { window, products: cards.sort((a, b) => b.discount - a.discount || a.name.localeCompare(b.name)) };
    },
  };
}

export type ThursdaySaleService = ReturnType<typeof createThursdaySaleService>;
