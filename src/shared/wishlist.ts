import { z } from 'zod';
import { INVALID_PRODUCT_ID_MESSAGE, PRODUCT_ID_REQUIRED_MESSAGE } from './cart-constants';
import { productCardDto } from './catalog';

/** The wishlist (spec sections 3, 7): products only, no variant; the page shows today's price and stock. */
export const WISHLIST_PAGE_SIZE = 50;
export const WISHLIST_NOT_FOUND_MESSAGE = 'This product is not in your wishlist';

export const wishlistProductInput = z.object({
  productId: z
    .string({ message: PRODUCT_ID_REQUIRED_MESSAGE })
    .trim()
    .min(1, PRODUCT_ID_REQUIRED_MESSAGE)
    .pipe(z.uuid(INVALID_PRODUCT_ID_MESSAGE)),
});
export const wishlistProductParams = z.object({ productId: z.uuid('Not found') });
export const wishlistListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(WISHLIST_PAGE_SIZE),
});

export const wishlistItemDto = z.object({
  productId: z.uuid(),
  addedAt: z.string(),
  product: productCardDto,
});
export type WishlistItemDto = z.infer<typeof wishlistItemDto>;

export const wishlistListDto = z.object({
  items: z.array(wishlistItemDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WishlistListDto = z.infer<typeof wishlistListDto>;

/** Which products are hearted: every product card asks this one small list instead of its own row. */
export const wishlistIdsDto = z.object({ productIds: z.array(z.uuid()) });
export type WishlistIdsDto = z.infer<typeof wishlistIdsDto>;

export const wishlistChangeDto = z.object({ productId: z.uuid(), saved: z.boolean() });
export type WishlistChangeDto = z.infer<typeof wishlistChangeDto>;

export const moveAllResultDto = z.object({
  moved: z.array(z.uuid()),
  skipped: z.array(z.object({ productId: z.uuid(), name: z.string(), reason: z.string() })),
});
export type MoveAllResultDto = z.infer<typeof moveAllResultDto>;
