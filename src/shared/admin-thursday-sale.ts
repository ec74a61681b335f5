import { z } from 'zod';

/**
 * Staff choose the Thursday sale: which products, and per product (or per size of a product
 * sold in sizes) the sale price. Money is cents; the rules on a price are shared/thursday-sale.ts's.
 */
export const SALE_ADMIN_MESSAGES = {
  noPrice: 'Enter a sale price for at least one size, or remove the product from the sale',
  unknownSize: 'This size is not one of the product’s',
  sizeNeeded: 'This product is sold in sizes: give each size its own sale price',
  duplicateSize: 'Each size can have only one sale price',
  productNotFound: 'Product not found',
} as const;

export const saleWindowDto = z.object({
  active: z.boolean(),
  endsAt: z.string().nullable(),
  nextStartsAt: z.string(),
  /** The server's moment, so a countdown runs from the server's clock rather than the device's. */
  serverNow: z.string(),
});
export type SaleWindowDto = z.infer<typeof saleWindowDto>;

export const salePriceLineDto = z.object({
  /** null: the product's own price (a product without sizes). */
  variantId: z.uuid().nullable(),
  variantName: z.string().nullable(),
  regularPriceCents: z.number().int(),
  salePriceCents: z.number().int().nullable(),
});
export type SalePriceLineDto = z.infer<typeof salePriceLineDto>;

export const saleProductDto = z.object({
  productId: z.uuid(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  categoryName: z.string(),
  isActive: z.boolean(),
  stockQuantity: z.number(),
  /** Every size with its regular price and its sale price (null: not on sale). */
  lines: z.array(salePriceLineDto),
});
export type SaleProductDto = z.infer<typeof saleProductDto>;

export const adminSaleDto = z.object({ window: saleWindowDto, products: z.array(saleProductDto) });
export type AdminSaleDto = z.infer<typeof adminSaleDto>;

export const salePricesInput = z.object({
  prices: z
    .array(
      z.object({
        variantId: z.uuid(SALE_ADMIN_MESSAGES.unknownSize).nullable(),
        salePriceCents: z
          .number({ error: 'Enter the sale price in cents' })
          .int('Enter the sale price in whole cents')
          .nullable(),
      }),
    )
    .max(50, 'A product has at most 50 sizes'),
});
export type SalePricesInput = z.infer<typeof salePricesInput>;
