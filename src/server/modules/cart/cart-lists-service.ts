import {
  type AddCartItemResult,
  CART_EMPTY_MESSAGE,
  CART_ITEM_NOT_FOUND_MESSAGE,
  type CartWithAdjustments,
  DRAFT_NOT_FOUND_MESSAGE,
  type DraftDto,
  type DraftLineDto,
  type DraftSummaryDto,
  MAX_DRAFTS,
  RECENTLY_REMOVED_LIMIT,
  REMOVED_ITEM_NOT_FOUND_MESSAGE,
  type RemovedItemDto,
  SAVED_ITEM_NOT_FOUND_MESSAGE,
  type SavedItemDto,
  TOO_MANY_DRAFTS_MESSAGE,
  VARIANT_NOT_FOUND_MESSAGE,
} from '../../../shared/cart';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../../../shared/guest-cart';
import { AppError, notFound } from '../../errors';
import { toCard } from '../catalog/catalog-service';
import { iso, linePricing } from './cart-lines';
import { cartListsRepository } from './cart-lists-repository';
import type { Database } from '../../db/client';
import { cartRepository, type DraftRow, type RemovedRow, type SavedRow } from './cart-repository';
import type { CartService } from './cart-service';

/** What draft_orders.checkout_data holds (spec: name, cart_items, total_amount, item_count; cents here). */
interface DraftData {
  name: string;
  cartItems: DraftLineDto[];
  totalAmountCents: number;
  itemCount: number;
}

/** Saved for later, recently removed and draft orders (spec section 4). */
export function createCartListsService(deps: { database: Database; cart: CartService }) {
  const { database, cart } = deps;

  async function savedItem(userId: string, id: string): Promise<SavedItemDto> {
    const row = await cartListsRepository.saved(database, userId, id);
    if (!row) throw notFound(SAVED_ITEM_NOT_FOUND_MESSAGE);
    return toSaved(row);
  }

  async function draft(userId: string, id: string): Promise<DraftDto> {
    const row = await cartListsRepository.draft(database, userId, id);
    if (!row) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
    return toDraft(row);
  }

  return {
    savedItems: async (userId: string) => (await cartListsRepository.listSaved(database, userId)).map(toSaved),

    /** Saves a product (from its page) without touching the cart. */
    async saveProduct(userId: string, productId: string, variantId: string | null): Promise<SavedItemDto> {
      const target = await cartRepository.addTarget(database, userId, productId, variantId);
      if (!target || !target.is_active) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
      if (variantId && !linePricing(target, variantId).variant) throw notFound(VARIANT_NOT_FOUND_MESSAGE);
      return savedItem(userId, await cartListsRepository.save(database, userId, productId, variantId));
    },

    async saveForLater(userId: string, lineId: string): Promise<SavedItemDto> {
      const id = await cartListsRepository.moveLineToSaved(database, userId, lineId);
      if (!id) throw notFound(CART_ITEM_NOT_FOUND_MESSAGE);
      return savedItem(userId, id);
    },

    /** Spec section 4: adds quantity 1 and deletes the saved item (only when the add went through). */
    moveToCart(userId: string, savedId: string): Promise<AddCartItemResult> {
      return cart.moveIntoCart(
        userId,
        async () => {
          const row = await cartListsRepository.saved(database, userId, savedId);
          if (!row) throw notFound(SAVED_ITEM_NOT_FOUND_MESSAGE);
          return { productId: row.id, variantId: row.savedVariantId, quantity: 1, customRequirements: null };
        },
        { table: 'saved_for_later', id: savedId },
      );
    },

    async deleteSaved(userId: string, id: string) {
      if (!(await cartListsRepository.deleteSaved(database, userId, id))) throw notFound(SAVED_ITEM_NOT_FOUND_MESSAGE);
      return { id };
    },

    removedItems: async (userId: string) =>
      (await cartListsRepository.listRemoved(database, userId, RECENTLY_REMOVED_LIMIT)).map(toRemoved),

    /** Spec section 4: re-adds the old quantity (and note) and drops it from the list. */
    restore(userId: string, removedId: string): Promise<AddCartItemResult> {
      return cart.moveIntoCart(
        userId,
        async () => {
          const row = await cartListsRepository.removed(database, userId, removedId);
          if (!row) throw notFound(REMOVED_ITEM_NOT_FOUND_MESSAGE);
          return {
            productId: row.id,
            variantId: row.removedVariantId,
            quantity: row.removedQuantity,
            customRequirements: row.removedNote,
          };
        },
        { table: 'recently_removed_items', id: removedId },
      );
    },

    async deleteRemoved(userId: string, id: string) {
      if (!(await cartListsRepository.deleteRemoved(database, userId, id)))
        throw notFound(REMOVED_ITEM_NOT_FOUND_MESSAGE);
      return { id };
    },

    drafts: async (userId: string): Promise<DraftSummaryDto[]> =>
      (await cartListsRepository.listDrafts(database, userId)).map((row) => {
        const { items: _items, ...summary } = toDraft(row);
        return summary;
      }),

    draft,

    /** Keeps the cart as it is now under a name; the cart itself is left alone. */
    async saveDraft(userId: string, name: string): Promise<DraftDto> {
      const current = await cart.getCart(userId);
      if (!current.items.length) throw new AppError('CART_EMPTY', CART_EMPTY_MESSAGE);
      if ((await cartListsRepository.countDrafts(database, userId)) >= MAX_DRAFTS)
        throw new AppError('TOO_MANY_DRAFTS', TOO_MANY_DRAFTS_MESSAGE);
      const data: DraftData = {
        name,
        cartItems: current.items.map((i) => ({
          productId: i.productId,
          variantId: i.variantId,
          quantity: i.quantity,
          customRequirements: i.customRequirements,
          name: i.product.name,
          variantName: i.variant?.name ?? null,
          unitPriceCents: i.unitPriceCents,
        })),
        totalAmountCents: current.summary.subtotalCents,
        itemCount: current.summary.itemCount,
      };
      return toDraft(await cartListsRepository.insertDraft(database, userId, data));
    },

    /** Spec section 4: re-adds each item, on top of what the cart holds, within stock and limits. */
    async loadDraft(userId: string, id: string): Promise<CartWithAdjustments> {
      const found = await draft(userId, id);
      return cart.addMany(userId, found.items);
    },

    async deleteDraft(userId: string, id: string) {
      if (!(await cartListsRepository.deleteDraft(database, userId, id))) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
      return { id };
    },
  };
}

export type CartListsService = ReturnType<typeof createCartListsService>;

function toSaved(row: SavedRow): SavedItemDto {
  return {
    id: row.savedId,
    productId: row.id,
    variantId: row.savedVariantId,
    createdAt: iso(row.savedCreatedAt),
    product: toCard(row),
    variant: linePricing(row, row.savedVariantId).variant,
  };
}

function toRemoved(row: RemovedRow): RemovedItemDto {
  return {
    id: row.removedId,
    productId: row.id,
    variantId: row.removedVariantId,
    quantity: row.removedQuantity,
    customRequirements: row.removedNote,
    removedAt: iso(row.removedAt),
    product: toCard(row),
    variant: linePricing(row, row.removedVariantId).variant,
  };
}

function toDraft(row: DraftRow): DraftDto {
  const data = row.checkoutData as DraftData;
  return {
    id: row.id,
    name: data.name,
    itemCount: data.itemCount,
    totalAmountCents: data.totalAmountCents,
    createdAt: iso(row.createdAt),
    items: data.cartItems,
  };
}
