/**
 * The guest cart of spec sections 3–5: items kept in the browser (local storage key `cart`).
 * Pure rules only: the web store persists them, the server reuses them when merging on sign-in.
 */
import { countItems } from './order-totals';

export const GUEST_CART_STORAGE_KEY = 'cart';
/** The guest cart's random id, beside its lines (the merge on sign-in happens once per id). */
export const GUEST_CART_ID_STORAGE_KEY = 'cart-id';
/** Window event announced after every change ("guest cart updated"). */
export const GUEST_CART_EVENT = 'guest-cart-updated';

export const MAX_COUNT_QUANTITY = 50;
export const MIN_WEIGHT_QUANTITY = 1.1;
export const MAX_WEIGHT_QUANTITY = 55;
export const WEIGHT_QUICK_PICKS = [1.1, 2.2, 4.4, 11] as const;
export const MINIMUM_ORDER_CENTS = 5000;

export const PRODUCT_OUT_OF_STOCK_MESSAGE = 'Product is out of stock';
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
export const onlyRemainingMessage = (remaining: number) => `Only ${formatAmount(remaining)} items available`;
export const MIN_WEIGHT_MESSAGE = 'Minimum quantity is 1.1 lb';
export const MAX_WEIGHT_MESSAGE = 'Maximum quantity is 55 lb';
export const MIN_QUANTITY_MESSAGE = 'Quantity must be at least 1';
export const MAX_QUANTITY_MESSAGE = 'Maximum quantity is 50';
export const MINIMUM_ORDER_MESSAGE = 'Minimum order value is $50';
export const limitedStockMessage = (count: number) => `${count} items have limited stock. Please review your cart.`;

export interface GuestCartItem {
  /** productId and variantId joined, so one line per product+variant. */
  id: string;
  productId: string;
  variantId: string | null;
  name: string;
  /** Unit price in cents (per piece, or per lb for weight-based items). */
  price: number;
  quantity: number;
  customRequirements: string | null;
  image: string;
  stock: number;
  brand: string;
  slug?: string;
  variantName?: string | null;
  isWeightBased?: boolean;
  unit?: string;
}

export const PLACEHOLDER_IMAGE = '/img/placeholder.svg';

export function guestCartItemId(productId: string, variantId: string | null | undefined): string {
  return variantId ? `${productId}:${variantId}` : productId;
}

/** Quantities are kept to 2 decimals (weight) so float noise never reaches totals. */
export function roundQuantity(quantity: number): number {
  return Math.round(quantity * 100) / 100;
}

function formatAmount(n: number): string {
  return String(roundQuantity(n));
}

/** Adding the same product+variant increases its quantity; anything else appends a line. */
export function addGuestCartItem(items: readonly GuestCartItem[], item: GuestCartItem): GuestCartItem[] {
  const existing = items.find((i) => i.id === item.id);
  if (!existing)
    return item.quantity > 0 ? [...items, { ...item, quantity: roundQuantity(item.quantity) }] : [...items];
  return setGuestCartQuantity(
    items.map((i) => (i.id === item.id ? { ...i, ...item, quantity: i.quantity } : i)),
    item.id,
    existing.quantity + item.quantity,
  );
}

/** A quantity of 0 or less removes the line. */
export function setGuestCartQuantity(items: readonly GuestCartItem[], id: string, quantity: number): GuestCartItem[] {
  if (quantity <= 0) return items.filter((i) => i.id !== id);
  return items.map((i) => (i.id === id ? { ...i, quantity: roundQuantity(quantity) } : i));
}

export function removeGuestCartItem(items: readonly GuestCartItem[], id: string): GuestCartItem[] {
  return items.filter((i) => i.id !== id);
}

/**
 * The spec's add-to-cart checks: out of stock, then quantity plus what is already in the cart
 * against stock. Returns the error message or null.
 */
export function addToCartError(stock: number, inStockFlag: boolean, inCart: number, quantity: number): string | null {
  if (!inStockFlag || stock <= 0) return PRODUCT_OUT_OF_STOCK_MESSAGE;
  if (inCart + quantity > stock) return onlyRemainingMessage(Math.max(0, stock - inCart));
  return null;
}

/** Line total in cents, half-up: price × quantity with quantity in hundredths keeps it integral. */
export function lineTotalCents(item: Pick<GuestCartItem, 'price' | 'quantity'>): number {
  const hundredths = Math.round(item.quantity * 100);
  return Math.floor((item.price * hundredths + 50) / 100);
}

export function guestCartSubtotalCents(items: readonly GuestCartItem[]): number {
  return items.reduce((sum, i) => sum + lineTotalCents(i), 0);
}

/** The guest cart's item count (countItems: a weight-based line counts as one). */
export function guestCartItemCount(items: readonly GuestCartItem[]): number {
  return countItems(items.map((i) => ({ quantity: i.quantity, weightBased: i.isWeightBased })));
}

/** A line has limited stock when its stock (variant, else product) is below its quantity. */
export function limitedStockItems(items: readonly GuestCartItem[]): GuestCartItem[] {
  return items.filter((i) => i.stock < i.quantity);
}

export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Reads whatever is stored, dropping malformed lines rather than failing the whole cart. */
export function parseGuestCart(raw: string | null): GuestCartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (i): i is GuestCartItem =>
        typeof i === 'object' &&
        i !== null &&
        typeof i.id === 'string' &&
        typeof i.productId === 'string' &&
        typeof i.name === 'string' &&
        typeof i.price === 'number' &&
        Number.isInteger(i.price) &&
        typeof i.quantity === 'number' &&
        i.quantity > 0,
    );
  } catch {
    return [];
  }
}

/** Count quantities: 1–50, limited to stock; typed values are clamped. */
export function clampCountQuantity(value: number, stock: number): number {
  const max = Math.max(1, Math.min(MAX_COUNT_QUANTITY, Math.floor(stock)));
  if (!Number.isFinite(value)) return 1;
  return Math.min(max, Math.max(1, Math.round(value)));
}

/** Weight quantities: 1.1–55 lb; returns the spec's message when out of range. */
export function weightQuantityError(value: number): string | null {
  if (!Number.isFinite(value) || value < MIN_WEIGHT_QUANTITY) return MIN_WEIGHT_MESSAGE;
  if (value > MAX_WEIGHT_QUANTITY) return MAX_WEIGHT_MESSAGE;
  return null;
}
