import {
  type AddCartItem,
  type AddCartItemResult,
  CART_ITEM_NOT_FOUND_MESSAGE,
  type CartDto,
  type CartLineDto,
  type CartValidationDto,
  type CartWithAdjustments,
  maxLineQuantity,
  maxQuantityMessage,
  type MergeCartItem,
  onlyAvailableMessage,
  outOfStockMessage,
  quantityProblem,
  unitProblem,
  RECENTLY_REMOVED_LIMIT,
  type RemoveCartItemResult,
  VARIANT_NOT_FOUND_MESSAGE,
} from '../../../shared/cart';
import {
  addToCartError,
  limitedStockMessage,
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCT_OUT_OF_STOCK_MESSAGE,
  roundQuantity,
} from '../../../shared/guest-cart';
import { AppError, notFound } from '../../errors';
import { lineName, linePricing, toCartLine, validationError } from './cart-lines';
import { addManyLines, type LineToAdd } from './cart-merge';
import type { Database } from '../../db/client';
import { type CartLineRow, cartRepository, type ClaimSource, type DeliveryEstimateRow } from './cart-repository';
import { cartProblems, cartSummary, type DeliveryEstimate, SHOP_STATE } from './cart-summary';

/** How often an add re-reads and tries again when a concurrent change beat it to the row. */
const ADD_ATTEMPTS = 3;

export type CartLineInput = Pick<AddCartItem, 'productId' | 'variantId' | 'quantity' | 'customRequirements'> &
  Partial<Pick<AddCartItem, 'unit'>>;

/** The signed-in cart's rules (spec sections 4, 5): every quantity and stock rule is checked here. */
export function createCartService(database: Database) {
  /** Delivery for a ZIP the shopper asks about; the state still comes from the default address. */
  async function deliveryFor(userId: string, zip: string): Promise<DeliveryEstimate> {
    const [zone, address] = await Promise.all([
      cartRepository.activeZone(database, zip),
      cartRepository.defaultAddress(database, userId),
    ]);
    return { zip, state: address?.state ?? SHOP_STATE, zone: zone ?? null };
  }

  async function getCart(userId: string, zip?: string): Promise<CartDto> {
    let rows: CartLineRow[];
    let estimate: DeliveryEstimate;
    if (zip)
      [rows, estimate] = await Promise.all([cartRepository.listLines(database, userId), deliveryFor(userId, zip)]);
    else {
      // The common read, one round trip: lines with the default address's delivery estimate.
      const read = await cartRepository.linesWithDelivery(database, userId);
      rows = read.lines;
      estimate = toEstimate(read.delivery);
    }
    const items = rows.map(toCartLine);
    const limited = items.filter((i) => i.limitedStock).length;
    return {
      items,
      summary: cartSummary(items, estimate),
      limitedStockCount: limited,
      limitedStockMessage: limited ? limitedStockMessage(limited) : null,
    };
  }

  /** One attempt at an add; undefined when a concurrent change got to the row first. */
  async function tryAdd(userId: string, input: CartLineInput, claim?: ClaimSource) {
    const target = await cartRepository.addTarget(database, userId, input.productId, input.variantId);
    if (!target || !target.is_active) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    const pricing = linePricing(target, input.variantId);
    if (input.variantId && !pricing.variant) throw notFound(VARIANT_NOT_FOUND_MESSAGE);
    const problem = quantityProblem(input.quantity, target.is_weight_based);
    if (problem) throw validationError('quantity', problem);
    const unit = unitProblem(input.unit, target.is_weight_based);
    if (unit) throw validationError('unit', unit);
    const quantity = roundQuantity(input.quantity);
    const inCart = target.inCart ?? 0;
    const stockError = addToCartError(pricing.stock, pricing.inStock, inCart, quantity);
    if (stockError) {
      const code = stockError === PRODUCT_OUT_OF_STOCK_MESSAGE ? 'OUT_OF_STOCK' : 'INSUFFICIENT_STOCK';
      throw new AppError(code, stockError);
    }
    const max = maxLineQuantity(target.is_weight_based);
    if (inCart + quantity > max) throw validationError('quantity', maxQuantityMessage(target.is_weight_based));
    const line = await cartRepository.upsertLine(
      database,
      {
        userId,
        productId: input.productId,
        variantId: input.variantId,
        quantity,
        note: input.customRequirements,
        limit: Math.min(max, pricing.stock),
      },
      claim,
    );
    if (!line) return undefined;
    const item = toCartLine({
      ...target,
      lineId: line.id,
      lineVariantId: input.variantId,
      lineQuantity: line.quantity,
      lineNote: line.customRequirements,
      lineCreatedAt: line.createdAt,
      lineUpdatedAt: line.updatedAt,
    });
    return { item, previousQuantity: inCart };
  }

  async function addItem(userId: string, input: CartLineInput): Promise<AddCartItemResult> {
    for (let attempt = 0; attempt < ADD_ATTEMPTS; attempt++) {
      const added = await tryAdd(userId, input);
      if (added) return added;
    }
    throw busy();
  }

  /**
   * Adds a line that lives in another list (saved for later, recently removed) and deletes it from
   * there in the same statement; `read` loads the source row again on every attempt (404 when gone).
   */
  async function moveIntoCart(
    userId: string,
    read: () => Promise<CartLineInput>,
    claim: ClaimSource,
  ): Promise<AddCartItemResult> {
    for (let attempt = 0; attempt < ADD_ATTEMPTS; attempt++) {
      const added = await tryAdd(userId, await read(), claim);
      if (added) return added;
    }
    throw busy();
  }

  async function updateItem(
    userId: string,
    lineId: string,
    change: { quantity?: number; customRequirements?: string | null },
  ): Promise<CartLineDto> {
    const row = await cartRepository.line(database, userId, lineId);
    if (!row) throw notFound(CART_ITEM_NOT_FOUND_MESSAGE);
    let updated;
    if (change.quantity === undefined) {
      updated = await cartRepository.setNote(database, userId, lineId, change.customRequirements ?? null);
    } else {
      const problem = quantityProblem(change.quantity, row.is_weight_based);
      if (problem) throw validationError('quantity', problem);
      const quantity = roundQuantity(change.quantity);
      const pricing = linePricing(row, row.lineVariantId);
      const name = lineName(row, pricing.variant);
      if (!pricing.inStock) throw new AppError('OUT_OF_STOCK', outOfStockMessage(name));
      if (quantity > pricing.stock)
        throw new AppError('INSUFFICIENT_STOCK', onlyAvailableMessage(name, pricing.stock, quantity));
      updated = await cartRepository.setQuantity(database, userId, lineId, quantity, change.customRequirements);
    }
    if (!updated) throw notFound(CART_ITEM_NOT_FOUND_MESSAGE);
    return toCartLine({
      ...row,
      lineQuantity: updated.quantity,
      lineNote: updated.customRequirements,
      lineUpdatedAt: updated.updatedAt,
    });
  }

  async function removeItem(userId: string, lineId: string, remember = true): Promise<RemoveCartItemResult> {
    const removed = await cartRepository.removeLine(database, userId, lineId, remember, RECENTLY_REMOVED_LIMIT);
    if (!removed) throw notFound(CART_ITEM_NOT_FOUND_MESSAGE);
    return {
      item: {
        id: removed.id,
        productId: removed.productId,
        variantId: removed.variantId,
        quantity: removed.quantity,
      },
    };
  }

  /** Guest cart on sign-in, or a draft being loaded: quantities added, capped by stock and limits. */
  async function addMany(userId: string, lines: LineToAdd[], guestCartId?: string): Promise<CartWithAdjustments> {
    const adjustments = await addManyLines(database, userId, lines, guestCartId);
    return { cart: await getCart(userId), adjustments };
  }

  async function validate(userId: string, zip?: string): Promise<CartValidationDto> {
    const cart = await getCart(userId, zip);
    const problems = cartProblems(cart.items, cart.summary);
    return { valid: problems.length === 0, message: problems[0]?.message ?? null, problems, summary: cart.summary };
  }

  return {
    getCart,
    summary: async (userId: string, zip?: string) => (await getCart(userId, zip)).summary,
    addItem,
    moveIntoCart,
    updateItem,
    removeItem,
    clear: async (userId: string) => ({ removed: await cartRepository.clear(database, userId) }),
    merge: (userId: string, input: { guestCartId: string; items: MergeCartItem[] }) =>
      addMany(userId, input.items, input.guestCartId),
    addMany,
    validate,

    /** For checkout: throws the first problem (its status from errors.ts: 409 for stock, 422 for the rest). */
    async assertValid(userId: string, zip?: string): Promise<CartValidationDto> {
      const result = await validate(userId, zip);
      const first = result.problems[0];
      if (first) {
        throw new AppError(first.code, first.message);
      }
      return result;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

function toEstimate(row: DeliveryEstimateRow | undefined): DeliveryEstimate {
  if (!row) return { zip: null, state: SHOP_STATE, zone: null };
  return {
    zip: row.zipCode,
    state: row.state,
    zone:
      row.deliveryChargeCents === null
        ? null
        : { deliveryChargeCents: row.deliveryChargeCents, expressAvailable: Boolean(row.expressAvailable) },
  };
}

const busy = () => new AppError('CART_BUSY', 'Your cart changed at the same time. Please try again.');
