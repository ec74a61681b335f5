import {
  type CartAdjustmentDto,
  maxLineQuantity,
  maxQuantityMessage,
  onlyAvailableMessage,
  outOfStockMessage,
  type QuantityUnit,
  quantityProblem,
  unitProblem,
  VARIANT_NOT_FOUND_MESSAGE,
} from '../../../shared/cart';
import { MIN_WEIGHT_QUANTITY, PRODUCT_NOT_FOUND_MESSAGE, roundQuantity } from '../../../shared/guest-cart';
import type { Executor } from '../../db/executor';
import { cartRepository } from './cart-repository';

export interface LineToAdd {
  productId: string;
  variantId: string | null;
  quantity: number;
  customRequirements: string | null;
  /** The name the guest cart or draft knew the product by, for a product that is gone. */
  name?: string;
  /** The unit the guest cart offered the quantity in (ounces already turned into pounds). */
  unit?: QuantityUnit;
}

/**
 * The add endpoint's checks of one offered line against its product (unit, minimum, whole numbers,
 * same messages), except the line limit, which the merge caps at instead of refusing.
 */
function offeredLineProblem(line: LineToAdd, isWeightBased: boolean): string | null {
  return (
    quantityProblem(Math.min(line.quantity, maxLineQuantity(isWeightBased)), isWeightBased) ??
    unitProblem(line.unit, isWeightBased)
  );
}

const key = (productId: string, variantId: string | null) => `${productId}:${variantId ?? ''}`;

/**
 * Adds many lines at once, as PRODUCT.md asks of the merge on sign-in (and as loading a draft does):
 * each quantity is added to the stored line, capped by stock and the line limit, never refused as a
 * whole. Lines that could not be added in full come back as adjustments with the reason. A guest cart
 * (`guestCartId`) is merged into an account once: repeating it adds nothing and reports nothing.
 */
export async function addManyLines(
  ex: Executor,
  userId: string,
  lines: LineToAdd[],
  guestCartId?: string,
): Promise<CartAdjustmentDto[]> {
  const offered = lines.filter((line) => line.quantity > 0);
  if (!offered.length && !guestCartId) return [];
  const [targets, existing] = await Promise.all([
    cartRepository.mergeTargets(ex, [...new Set(offered.map((l) => l.productId))]),
    cartRepository.lineQuantities(ex, userId),
  ]);
  const products = new Map(targets.map((t) => [t.id, t]));
  const had = new Map(existing.map((e) => [key(e.productId, e.variantId), e.quantity]));

  const adjustments: CartAdjustmentDto[] = [];
  const wanted = new Map<string, LineToAdd>();
  for (const line of offered) {
    const product = products.get(line.productId);
    const problem = product?.isActive ? offeredLineProblem(line, product.isWeightBased) : null;
    if (problem) {
      const variant = product!.variants.find((v) => v.id === line.variantId);
      const name = variant ? `${product!.name} (${variant.name})` : product!.name;
      const requested = roundQuantity(line.quantity);
      adjustments.push({
        productId: line.productId,
        variantId: line.variantId,
        name,
        requested,
        added: 0,
        message: problem,
      });
      continue;
    }
    const k = key(line.productId, line.variantId);
    const seen = wanted.get(k);
    wanted.set(
      k,
      seen
        ? {
            ...seen,
            quantity: seen.quantity + line.quantity,
            customRequirements: seen.customRequirements ?? line.customRequirements,
          }
        : { ...line },
    );
  }
  const writes: { productId: string; variantId: string | null; quantity: number; cap: number; note: string | null }[] =
    [];
  for (const [k, line] of wanted) {
    const product = products.get(line.productId);
    const requested = roundQuantity(line.quantity);
    const adjust = (name: string, added: number, message: string) =>
      adjustments.push({ productId: line.productId, variantId: line.variantId, name, requested, added, message });
    if (!product || !product.isActive) {
      adjust(line.name ?? 'An item', 0, PRODUCT_NOT_FOUND_MESSAGE);
      continue;
    }
    const variant = line.variantId ? product.variants.find((v) => v.id === line.variantId) : undefined;
    if (line.variantId && !variant) {
      adjust(product.name, 0, VARIANT_NOT_FOUND_MESSAGE);
      continue;
    }
    const name = variant ? `${product.name} (${variant.name})` : product.name;
    const weight = product.isWeightBased;
    const stock = variant ? variant.stock : product.stock;
    const before = had.get(k) ?? 0;
    const target = before + requested;
    const max = maxLineQuantity(weight);
    const cap = roundQuantity(Math.min(max, weight ? stock : Math.floor(stock)));
    let final = roundQuantity(Math.min(target, cap));
    if (weight && final < MIN_WEIGHT_QUANTITY) final = before;
    if (final <= before) {
      adjust(name, 0, limitReason(name, stock, target, max, weight));
      continue;
    }
    if (final < target) adjust(name, roundQuantity(final - before), limitReason(name, stock, target, max, weight));
    writes.push({
      productId: line.productId,
      variantId: line.variantId,
      quantity: roundQuantity(final - before),
      cap,
      note: line.customRequirements,
    });
  }
  if (!writes.length && !guestCartId) return adjustments;
  const added = await cartRepository.addLines(ex, userId, writes, guestCartId);
  return added ? adjustments : [];
}

function limitReason(name: string, stock: number, wanted: number, max: number, weight: boolean): string {
  if (stock <= 0) return outOfStockMessage(name);
  if (stock < Math.min(wanted, max)) return onlyAvailableMessage(name, stock, wanted);
  return maxQuantityMessage(weight);
}
