import type { AddCartItemResult } from '../../../shared/cart';
import { MIN_WEIGHT_QUANTITY, PRODUCT_NOT_FOUND_MESSAGE } from '../../../shared/guest-cart';
import {
  type MoveAllResultDto,
  WISHLIST_NOT_FOUND_MESSAGE,
  type WishlistItemDto,
  type WishlistListDto,
} from '../../../shared/wishlist';
import { AppError, notFound } from '../../errors';
import { toCard } from '../catalog/catalog-service';
import type { CartService } from '../cart/cart-service';
import type { Database } from '../../db/client';
import { wishlistRepository, type WishlistRow } from './wishlist-repository';

/** Wishlist rules: product-level hearts; moving to the cart adds the smallest quantity of the default variant. */
export function createWishlistService(deps: { database: Database; cart: CartService }) {
  const { database, cart } = deps;

  async function moveRow(userId: string, row: WishlistRow): Promise<AddCartItemResult> {
    // The same choice a product card makes: the first variant with stock, else the first one.
    const variant = row.variants.find((v) => v.stockQuantity > 0) ?? row.variants[0];
    const added = await cart.addItem(userId, {
      productId: row.id,
      variantId: variant?.id ?? null,
      quantity: row.is_weight_based ? MIN_WEIGHT_QUANTITY : 1,
      customRequirements: null,
    });
    // Only once it is in the cart: a refused add (out of stock) keeps the heart.
    await wishlistRepository.remove(database, userId, row.id);
    return added;
  }

  return {
    async list(userId: string, page: number, pageSize: number): Promise<WishlistListDto> {
      const { rows, total } = await wishlistRepository.list(database, userId, pageSize, (page - 1) * pageSize);
      return { items: rows.map(toItem), total, page, pageSize };
    },

    productIds: (userId: string) => wishlistRepository.productIds(database, userId),

    async add(userId: string, productId: string) {
      if (!(await wishlistRepository.add(database, userId, productId))) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
      return { productId, saved: true };
    },

    async remove(userId: string, productId: string) {
      await wishlistRepository.remove(database, userId, productId);
      return { productId, saved: false };
    },

    async moveToCart(userId: string, productId: string): Promise<AddCartItemResult> {
      const row = await wishlistRepository.find(database, userId, productId);
      if (!row) throw notFound(WISHLIST_NOT_FOUND_MESSAGE);
      return moveRow(userId, row);
    },

    /** Moves what it can; a product out of stock (or past the line limit) stays with the reason. */
    async moveAllToCart(userId: string): Promise<MoveAllResultDto> {
      const result: MoveAllResultDto = { moved: [], skipped: [] };
      // Oldest first, so the cart lists them in the order they were hearted.
      const { rows } = await wishlistRepository.list(database, userId, 100, 0);
      for (const row of rows.reverse()) {
        try {
          await moveRow(userId, row);
          result.moved.push(row.id);
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          result.skipped.push({ productId: row.id, name: row.name, reason: error.message });
        }
      }
      return result;
    },
  };
}

function toItem(row: WishlistRow): WishlistItemDto {
  return { productId: row.id, addedAt: new Date(row.added_at).toISOString(), product: toCard(row) };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
