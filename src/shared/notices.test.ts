import { describe, expect, it } from 'vitest';
import { isNoticeablePriceDrop, noticeText } from './notices';

describe('isNoticeablePriceDrop (spec section 9: 5% or more)', () => {
  it('is 5% or more off, in whole cents', () => {
    expect(isNoticeablePriceDrop(1000, 951)).toBe(false); // 4.9%
    expect(isNoticeablePriceDrop(1000, 950)).toBe(true); // 5%
    expect(isNoticeablePriceDrop(1299, 1235)).toBe(false); // 4.93%
    expect(isNoticeablePriceDrop(1299, 1234)).toBe(true); // 5.004%
    expect(isNoticeablePriceDrop(1000, 1000)).toBe(false);
    expect(isNoticeablePriceDrop(1000, 1200)).toBe(false);
    expect(isNoticeablePriceDrop(0, 0)).toBe(false);
    expect(isNoticeablePriceDrop(500, 0)).toBe(true);
  });
});

describe('noticeText', () => {
  const product = { productId: 'p', name: 'Haldiram Aloo Bhujia 400 g', slug: 'haldiram-aloo-bhujia-400-g' };
  it('words each kind and links to its page', () => {
    expect(noticeText({ kind: 'price_drop', ...product, wasCents: 1999, nowCents: 1799, more: 2 })).toEqual({
      title: 'Price drop: Haldiram Aloo Bhujia 400 g',
      description: 'Now $17.99, was $19.99 (10% off). 2 more items from your list dropped too.',
      href: '/product/haldiram-aloo-bhujia-400-g',
    });
    expect(noticeText({ kind: 'back_in_stock', ...product, more: 1 }).description).toBe(
      'From your wishlist or cart, ready to order. 1 more item from your list came back too.',
    );
    expect(noticeText({ kind: 'new_arrival', ...product, more: 0 }).description).toBe('Just added to the shop.');
    expect(noticeText({ kind: 'featured', ...product, more: 3 }).description).toBe(
      'Picked by our team. And 3 more featured products.',
    );
    expect(
      noticeText({ kind: 'new_category', categoryId: 'c', name: 'Festive Sweets', slug: 'festive-sweets', more: 1 }),
    ).toEqual({
      title: 'New category: Festive Sweets',
      description: 'A new shelf to browse. And 1 more new category.',
      href: '/products/category/festive-sweets',
    });
  });

  it('never rounds a drop up to a bigger percentage', () => {
    expect(noticeText({ kind: 'price_drop', ...product, wasCents: 1000, nowCents: 901, more: 0 }).description).toBe(
      'Now $9.01, was $10.00 (9% off).',
    );
  });
});
