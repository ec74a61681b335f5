import { formatCents } from './money';

/**
 * Live notices for signed-in shoppers (spec sections 4 and 9, PRODUCT.md "Content, chat, notifications"):
 * the kinds, their thresholds, the throttle and how long each toast stays. No zod here, so the storefront's
 * live channel can use it without loading the schema library; notice-preferences.ts holds the schema.
 */
export const NOTICE_KINDS = ['price_drop', 'back_in_stock', 'new_arrival', 'featured', 'new_category'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Spec section 9: a price drop is a notice at 5% or more. */
export const PRICE_DROP_MIN_PERCENT = 5;
/** Spec section 9: notifications throttled to one per 10 s. */
export const NOTICE_THROTTLE_MS = 10_000;
/** Spec section 9: toast durations by kind. */
export const NOTICE_DURATION_MS: Record<NoticeKind, number> = {
  price_drop: 8_000,
  back_in_stock: 6_000,
  featured: 4_000,
  new_arrival: 5_000,
  new_category: 4_000,
};

/**
 * Whether a change from `wasCents` to `nowCents` is a price drop worth a notice: at least 5% off, in whole
 * cents (no floating point: 5% or more off means the drop times 20 reaches the old price). The database
 * trigger of migration 0022_live_notices.sql applies the same rule; the tests hold both to 4.9% → no, 5% → yes.
 */
export function isNoticeablePriceDrop(wasCents: number, nowCents: number): boolean {
  return wasCents > 0 && nowCents < wasCents && (wasCents - nowCents) * (100 / PRICE_DROP_MIN_PERCENT) >= wasCents;
}

/** How /account/profile names each kind, and what turning it off stops. */
export const NOTICE_LABELS: Record<NoticeKind, { label: string; hint: string }> = {
  price_drop: { label: 'Price drops', hint: 'Something in your wishlist or cart gets 5% or more cheaper.' },
  back_in_stock: { label: 'Back in stock', hint: 'Something in your wishlist or cart can be ordered again.' },
  new_arrival: { label: 'New arrivals', hint: 'New products reach the shop.' },
  featured: { label: 'Featured products', hint: 'Our team features a product on the home page.' },
  new_category: { label: 'New categories', hint: 'A new shelf opens in the shop.' },
};

/** A shopper's choice per kind (all on until they turn one off). */
export type NoticePreferences = Record<NoticeKind, boolean>;

/** The event the live channel carries: public catalog facts only, never another shopper's data. */
export type LiveNotice =
  | {
      kind: 'price_drop';
      productId: string;
      name: string;
      slug: string;
      wasCents: number;
      nowCents: number;
      /** Further products of the shopper's wishlist or cart that dropped in the same change. */
      more: number;
    }
  | { kind: 'back_in_stock' | 'new_arrival' | 'featured'; productId: string; name: string; slug: string; more: number }
  | { kind: 'new_category'; categoryId: string; name: string; slug: string; more: number };

export interface NoticeText {
  title: string;
  description: string;
  /** Where the toast's View link goes. */
  href: string;
}

/** " 2 more items from your list dropped too." (empty when there are none). */
const alsoMore = (more: number, verb: string) =>
  more > 0 ? ` ${more} more ${more === 1 ? 'item' : 'items'} from your list ${verb} too.` : '';
const andMore = (more: number, one: string, many: string) =>
  more > 0 ? ` And ${more} more ${more === 1 ? one : many}.` : '';

/** Rounded down, so a 9.99% drop never reads as "10% off". */
export const dropPercent = (wasCents: number, nowCents: number) => Math.floor(((wasCents - nowCents) * 100) / wasCents);

/** The words of a notice's toast. */
export function noticeText(notice: LiveNotice): NoticeText {
  switch (notice.kind) {
    case 'price_drop':
      return {
        title: `Price drop: ${notice.name}`,
        description:
          `Now ${formatCents(notice.nowCents)}, was ${formatCents(notice.wasCents)} ` +
          `(${dropPercent(notice.wasCents, notice.nowCents)}% off).${alsoMore(notice.more, 'dropped')}`,
        href: `/product/${notice.slug}`,
      };
    case 'back_in_stock':
      return {
        title: `Back in stock: ${notice.name}`,
        description: `From your wishlist or cart, ready to order.${alsoMore(notice.more, 'came back')}`,
        href: `/product/${notice.slug}`,
      };
    case 'new_arrival':
      return {
        title: `New arrival: ${notice.name}`,
        description: `Just added to the shop.${andMore(notice.more, 'new product', 'new products')}`,
        href: `/product/${notice.slug}`,
      };
    case 'featured':
      return {
        title: `Now featured: ${notice.name}`,
        description: `Picked by our team.${andMore(notice.more, 'featured product', 'featured products')}`,
        href: `/product/${notice.slug}`,
      };
    case 'new_category':
      return {
        title: `New category: ${notice.name}`,
        description: `A new shelf to browse.${andMore(notice.more, 'new category', 'new categories')}`,
        href: `/products/category/${notice.slug}`,
      };
  }
}
