import { z } from 'zod';
import { INVALID_PRODUCT_ID_MESSAGE, PRODUCT_ID_REQUIRED_MESSAGE } from './cart-constants';
import { productCardDto } from './catalog';

/** Recently viewed (spec section 7 upsert_recently_viewed) and buy again: both lists show 20 at most. */
export const RECENTLY_VIEWED_LIMIT = 20;
export const BUY_AGAIN_LIMIT = 20;

export const viewedProductInput = z.object({
  productId: z
    .string({ message: PRODUCT_ID_REQUIRED_MESSAGE })
    .trim()
    .min(1, PRODUCT_ID_REQUIRED_MESSAGE)
    .pipe(z.uuid(INVALID_PRODUCT_ID_MESSAGE)),
});

export const productCardsDto = z.object({ products: z.array(productCardDto) });
export type ProductCardsDto = z.infer<typeof productCardsDto>;

export const buyAgainDto = z.object({
  items: z.array(z.object({ product: productCardDto, timesOrdered: z.number().int() })),
});
export type BuyAgainDto = z.infer<typeof buyAgainDto>;
