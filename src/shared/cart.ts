import { z } from 'zod';
import {
  CUSTOM_REQUIREMENTS_MESSAGE,
  DRAFT_NAME_MAX,
  DRAFT_NAME_MAX_MESSAGE,
  DRAFT_NAME_REQUIRED_MESSAGE,
  INVALID_PRODUCT_ID_MESSAGE,
  INVALID_VARIANT_ID_MESSAGE,
  MAX_CUSTOM_REQUIREMENTS,
  MAX_MERGE_ITEMS,
  NOTHING_TO_UPDATE_MESSAGE,
  PRODUCT_ID_REQUIRED_MESSAGE,
  QUANTITY_NUMBER_MESSAGE,
  QUANTITY_UNITS,
  type QuantityUnit,
  quantityProblem,
} from './cart-constants';
import { productCardDto, TAX_CLASSES, variantDto } from './catalog';
import { MIN_QUANTITY_MESSAGE, roundQuantity } from './guest-cart';

export * from './cart-constants';

/**
 * The signed-in cart (spec sections 3–5, 7, 8): payload schemas with the spec's messages, parsed by the
 * cart page and by the API alike, and the shapes the API answers with. Money is integer cents.
 */
const quantityField = z.number({ message: QUANTITY_NUMBER_MESSAGE });
const unitField = z.enum(QUANTITY_UNITS, { message: 'Unit must be lb, oz or piece' }).optional();
const customRequirementsField = z
  .string({ message: 'Custom requirements must be text' })
  .trim()
  .max(MAX_CUSTOM_REQUIREMENTS, CUSTOM_REQUIREMENTS_MESSAGE)
  .nullish()
  .transform((v) => v || null);
const productIdField = z
  .string({ message: PRODUCT_ID_REQUIRED_MESSAGE })
  .trim()
  .min(1, PRODUCT_ID_REQUIRED_MESSAGE)
  .pipe(z.uuid(INVALID_PRODUCT_ID_MESSAGE));
const variantIdField = z
  .uuid(INVALID_VARIANT_ID_MESSAGE)
  .nullish()
  .transform((v) => v ?? null);

/**
 * With a unit, the form's rule set applies at once (lb/oz → weight, piece → counted); without one only
 * the server knows the product's kind. The server checks again against the product itself either way.
 * Ounces are turned into pounds, the unit quantities are stored in.
 */
function withUnitRules<T extends { quantity: number; unit?: QuantityUnit }>(value: T, ctx: z.RefinementCtx) {
  if (value.unit === undefined) return;
  const weight = value.unit === 'lb' || value.unit === 'oz';
  const pounds = value.unit === 'oz' ? value.quantity / 16 : value.quantity;
  const problem = quantityProblem(pounds, weight);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['quantity'] });
}
const toPounds = <T extends { quantity: number; unit?: QuantityUnit }>(value: T): T =>
  value.unit === 'oz' ? { ...value, quantity: roundQuantity(value.quantity / 16), unit: 'lb' } : value;

/** Spec section 5 "Cart item": productId required, variantId optional, quantity, customRequirements, unit. */
export const addCartItemInput = z
  .object({
    productId: productIdField,
    variantId: variantIdField,
    quantity: quantityField,
    customRequirements: customRequirementsField,
    unit: unitField,
  })
  .superRefine(withUnitRules)
  .transform(toPounds);
export type AddCartItemInput = z.input<typeof addCartItemInput>;
export type AddCartItem = z.output<typeof addCartItemInput>;

/** Change a line's quantity and/or its note ("ripe mangoes only"). */
export const updateCartItemInput = z
  .object({
    quantity: quantityField.optional(),
    customRequirements: z
      .string({ message: 'Custom requirements must be text' })
      .trim()
      .max(MAX_CUSTOM_REQUIREMENTS, CUSTOM_REQUIREMENTS_MESSAGE)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    unit: unitField,
  })
  .superRefine((value, ctx) => {
    if (value.quantity === undefined && value.customRequirements === undefined) {
      ctx.addIssue({ code: 'custom', message: NOTHING_TO_UPDATE_MESSAGE, path: [] });
      return;
    }
    if (value.quantity !== undefined) withUnitRules({ quantity: value.quantity, unit: value.unit }, ctx);
  })
  .transform((value) =>
    value.quantity === undefined ? value : { ...value, ...toPounds({ quantity: value.quantity, unit: value.unit }) },
  );
export type UpdateCartItemInput = z.input<typeof updateCartItemInput>;

/**
 * One guest cart line offered for merging on sign-in. Each line is checked like the add endpoint (unit,
 * minimum, whole numbers, the same messages) by the server against its product; a line that fails
 * comes back as an adjustment instead of failing the whole merge, and quantities above the line limit
 * or the stock are capped.
 */
export const mergeCartItem = z
  .object({
    productId: z.uuid(INVALID_PRODUCT_ID_MESSAGE),
    variantId: variantIdField,
    quantity: quantityField.positive(MIN_QUANTITY_MESSAGE),
    customRequirements: customRequirementsField,
    unit: unitField,
  })
  .transform(toPounds);
export type MergeCartItem = z.output<typeof mergeCartItem>;
/** The browser's guest cart: its random id makes the merge happen once per account (cart-merge.ts). */
export const mergeCartInput = z.object({
  guestCartId: z.uuid('The guest cart id is not valid'),
  items: z.array(mergeCartItem).max(MAX_MERGE_ITEMS, `At most ${MAX_MERGE_ITEMS} items can be merged`),
});
export type MergeCartInput = z.input<typeof mergeCartInput>;

export const saveItemInput = z.object({ productId: productIdField, variantId: variantIdField });
export type SaveItemInput = z.input<typeof saveItemInput>;

export const saveDraftInput = z.object({
  name: z
    .string({ message: DRAFT_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, DRAFT_NAME_REQUIRED_MESSAGE)
    .max(DRAFT_NAME_MAX, DRAFT_NAME_MAX_MESSAGE),
});
export type SaveDraftInput = z.input<typeof saveDraftInput>;

export const cartValidationInput = z.object({
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Please enter a valid 5-digit ZIP code')
    .optional(),
});

export const idParams = z.object({ id: z.uuid('Not found') });

// ---- Answers -------------------------------------------------------------------------------------

/** A line of the signed-in cart (spec section 3 "cart item") with its product, variant and prices. */
export const cartLineDto = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  variantId: z.uuid().nullable(),
  quantity: z.number(),
  customRequirements: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  product: productCardDto,
  variant: variantDto.nullable(),
  /** Variant price, else product price; per piece or per lb. */
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
  /** food is exempt from sales tax; taxable pays the state rate (PRODUCT.md). */
  taxClass: z.enum(TAX_CLASSES),
  /** Variant stock, else product stock; 0 for a product no longer sold. */
  availableQuantity: z.number(),
  inStock: z.boolean(),
  /** Spec section 5: stock below the quantity in the cart. */
  limitedStock: z.boolean(),
});
export type CartLineDto = z.infer<typeof cartLineDto>;

/** Spec section 3 "cart summary", in cents; delivery and tax estimated for the default address. */
export const cartSummaryDto = z.object({
  subtotalCents: z.number().int(),
  itemCount: z.number(),
  deliveryCents: z.number().int(),
  expressCents: z.number().int(),
  discountCents: z.number().int(),
  loyaltyDiscountCents: z.number().int(),
  taxCents: z.number().int(),
  taxRatePercent: z.number(),
  taxState: z.string().nullable(),
  tipCents: z.number().int(),
  totalCents: z.number().int(),
  promoCode: z.string().nullable(),
  promoApplied: z.boolean(),
  minimumOrderCents: z.number().int(),
  belowMinimum: z.boolean(),
  /** The ZIP the estimate is for (default address, or the one asked about); null when unknown. */
  deliveryZip: z.string().nullable(),
  /** null when no ZIP is known yet. */
  deliveryAvailable: z.boolean().nullable(),
});
export type CartSummaryDto = z.infer<typeof cartSummaryDto>;

export const cartDto = z.object({
  items: z.array(cartLineDto),
  summary: cartSummaryDto,
  limitedStockCount: z.number().int(),
  /** '{count} items have limited stock. Please review your cart.' or null. */
  limitedStockMessage: z.string().nullable(),
});
export type CartDto = z.infer<typeof cartDto>;

export const addCartItemResult = z.object({
  item: cartLineDto,
  /** The line's quantity before this add (0 for a new line), so Undo can put it back. */
  previousQuantity: z.number(),
});
export type AddCartItemResult = z.infer<typeof addCartItemResult>;

export const cartLineResult = z.object({ item: cartLineDto });
/** DELETE answers with the row it removed (spec section 7: "delete by id (returns the row)"). */
export const removeCartItemResult = z.object({
  item: z.object({ id: z.uuid(), productId: z.uuid(), variantId: z.uuid().nullable(), quantity: z.number() }),
});
export type RemoveCartItemResult = z.infer<typeof removeCartItemResult>;
export const deletedResult = z.object({ id: z.uuid() });
export const clearCartResult = z.object({ removed: z.number().int() });

/** A guest or draft line that could not be added in full (stock, limits, product gone). */
export const cartAdjustmentDto = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  requested: z.number(),
  added: z.number(),
  message: z.string(),
});
export type CartAdjustmentDto = z.infer<typeof cartAdjustmentDto>;

export const cartWithAdjustments = z.object({ cart: cartDto, adjustments: z.array(cartAdjustmentDto) });
export type CartWithAdjustments = z.infer<typeof cartWithAdjustments>;

export const savedItemDto = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  variantId: z.uuid().nullable(),
  createdAt: z.string(),
  product: productCardDto,
  variant: variantDto.nullable(),
});
export type SavedItemDto = z.infer<typeof savedItemDto>;

export const removedItemDto = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  variantId: z.uuid().nullable(),
  quantity: z.number(),
  customRequirements: z.string().nullable(),
  removedAt: z.string(),
  product: productCardDto,
  variant: variantDto.nullable(),
});
export type RemovedItemDto = z.infer<typeof removedItemDto>;

/** What a draft keeps of each line (spec: draft_orders.checkout_data.cart_items). */
export const draftLineDto = z.object({
  productId: z.uuid(),
  variantId: z.uuid().nullable(),
  quantity: z.number(),
  customRequirements: z.string().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  unitPriceCents: z.number().int(),
});
export type DraftLineDto = z.infer<typeof draftLineDto>;

export const draftSummaryDto = z.object({
  id: z.uuid(),
  name: z.string(),
  itemCount: z.number(),
  totalAmountCents: z.number().int(),
  createdAt: z.string(),
});
export type DraftSummaryDto = z.infer<typeof draftSummaryDto>;
export const draftDto = draftSummaryDto.extend({ items: z.array(draftLineDto) });
export type DraftDto = z.infer<typeof draftDto>;

export const cartProblemDto = z.object({
  code: z.enum(['CART_EMPTY', 'OUT_OF_STOCK', 'INSUFFICIENT_STOCK', 'MINIMUM_ORDER', 'DELIVERY_UNAVAILABLE']),
  message: z.string(),
  itemId: z.uuid().nullable(),
});
export type CartProblemDto = z.infer<typeof cartProblemDto>;

export const cartValidationDto = z.object({
  valid: z.boolean(),
  /** The first problem's message (what the checkout shows), or null. */
  message: z.string().nullable(),
  problems: z.array(cartProblemDto),
  summary: cartSummaryDto,
});
export type CartValidationDto = z.infer<typeof cartValidationDto>;
