import {
  MAX_COUNT_QUANTITY,
  MAX_QUANTITY_MESSAGE,
  MAX_WEIGHT_MESSAGE,
  MAX_WEIGHT_QUANTITY,
  MIN_QUANTITY_MESSAGE,
  MIN_WEIGHT_MESSAGE,
  MIN_WEIGHT_QUANTITY,
  roundQuantity,
} from './guest-cart';

/**
 * The signed-in cart's words and limits (spec sections 5, 8, 9) without zod, so the storefront's first
 * load can use them; cart.ts adds the schemas and re-exports all of this.
 */
export const PRODUCT_ID_REQUIRED_MESSAGE = 'Product ID is required';
export const INVALID_PRODUCT_ID_MESSAGE = 'Invalid product ID';
export const INVALID_VARIANT_ID_MESSAGE = 'Invalid variant ID';
export const QUANTITY_NUMBER_MESSAGE = 'Quantity must be a number';
/** Not in the spec: counted items (pieces, packs) come in whole numbers only. */
export const WHOLE_QUANTITY_MESSAGE = 'Quantity must be a whole number';
export const MAX_CUSTOM_REQUIREMENTS = 500;
export const CUSTOM_REQUIREMENTS_MESSAGE = 'Custom requirements cannot exceed 500 characters';
export const VARIANT_NOT_FOUND_MESSAGE = 'This size or pack is not available for the product';
export const CART_ITEM_NOT_FOUND_MESSAGE = 'Cart item not found';
export const SAVED_ITEM_NOT_FOUND_MESSAGE = 'Saved item not found';
export const REMOVED_ITEM_NOT_FOUND_MESSAGE = 'Removed item not found';
export const DRAFT_NOT_FOUND_MESSAGE = 'Draft order not found';
export const NOTHING_TO_UPDATE_MESSAGE = 'Nothing to update';
export const DRAFT_NAME_REQUIRED_MESSAGE = 'Draft name is required';
export const DRAFT_NAME_MAX = 100;
export const DRAFT_NAME_MAX_MESSAGE = 'Draft name cannot exceed 100 characters';
export const MAX_DRAFTS = 20;
export const TOO_MANY_DRAFTS_MESSAGE = `You can keep up to ${MAX_DRAFTS} draft orders. Delete one to save another.`;
/** How many removed lines the "Recently removed" list keeps per shopper. */
export const RECENTLY_REMOVED_LIMIT = 20;
export const MAX_MERGE_ITEMS = 100;

/** Cart validation (spec section 5), in the order the checks run. */
export const CART_EMPTY_MESSAGE = 'Your cart is empty';
export const outOfStockMessage = (name: string) => `${name} is out of stock`;
export const onlyAvailableMessage = (name: string, available: number, requested: number) =>
  `${name} - Only ${roundQuantity(available)} available, but ${roundQuantity(requested)} requested`;
export const DELIVERY_UNAVAILABLE_MESSAGE = 'Delivery not available in your area. Please check your postal code.';
export const VALIDATION_FAILED_MESSAGE = 'Validation failed';

/** Toasts of spec section 8 for the cart (title, description). */
export const CART_TOASTS = {
  added: ['Added to cart', 'Item added successfully'],
  addFailed: ['Error', 'Failed to add item to cart.'],
  removed: ['Item removed', 'Item removed from cart'],
  removeFailed: ['Error', 'Failed to remove item from cart.'],
  updateFailed: ['Error', 'Failed to update item quantity.'],
  cleared: ['Cart cleared', 'All items removed from cart.'],
  clearFailed: ['Error', 'Failed to clear cart.'],
  stockAlert: ['Stock Alert', ''],
  cartSaved: ['Cart saved', 'Your cart items have been saved automatically.'],
  undoAdd: ['Item removed from cart', ''],
} as const;

export const QUANTITY_UNITS = ['lb', 'oz', 'piece'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/**
 * The quantity rules for one product kind: counted items 1–50 in whole numbers, weight items
 * 1.1–55 lb (kept to hundredths). Returns the spec's message, or null when the quantity is fine.
 */
export function quantityProblem(quantity: number, isWeightBased: boolean): string | null {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return QUANTITY_NUMBER_MESSAGE;
  if (isWeightBased) {
    const pounds = roundQuantity(quantity);
    if (pounds < MIN_WEIGHT_QUANTITY) return MIN_WEIGHT_MESSAGE;
    if (pounds > MAX_WEIGHT_QUANTITY) return MAX_WEIGHT_MESSAGE;
    return null;
  }
  if (quantity < 1) return MIN_QUANTITY_MESSAGE;
  if (quantity > MAX_COUNT_QUANTITY) return MAX_QUANTITY_MESSAGE;
  if (!Number.isInteger(quantity)) return WHOLE_QUANTITY_MESSAGE;
  return null;
}

export const SOLD_BY_WEIGHT_MESSAGE = 'This product is sold by weight: choose lb or oz';
export const SOLD_BY_PIECE_MESSAGE = 'This product is sold by the piece';

/** A unit that does not fit the product (2 "pieces" of okra would otherwise be stored as 2 lb). */
export function unitProblem(unit: QuantityUnit | undefined, isWeightBased: boolean): string | null {
  if (unit === undefined) return null;
  if (isWeightBased && unit === 'piece') return SOLD_BY_WEIGHT_MESSAGE;
  if (!isWeightBased && unit !== 'piece') return SOLD_BY_PIECE_MESSAGE;
  return null;
}

export const maxLineQuantity = (isWeightBased: boolean) => (isWeightBased ? MAX_WEIGHT_QUANTITY : MAX_COUNT_QUANTITY);
export const maxQuantityMessage = (isWeightBased: boolean) =>
  isWeightBased ? MAX_WEIGHT_MESSAGE : MAX_QUANTITY_MESSAGE;

/** Server-Sent Events of GET /api/events (the spec's live 'cart_channel'; 'notice' carries a LiveNotice). */
export const LIVE_EVENTS = [
  'ready',
  'heartbeat',
  'cart',
  'saved',
  'removed',
  'drafts',
  'order',
  'wishlist',
  'notice',
] as const;
export type LiveEvent = (typeof LIVE_EVENTS)[number];
export const LIVE_HEARTBEAT_MS = 25_000;
export const LIVE_TIMEOUT_MS = 10_000;
export const LIVE_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const CART_FETCH_RETRIES = 2;
export const CART_FETCH_RETRY_DELAY_MS = 2_000;
