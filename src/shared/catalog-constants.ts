/** Catalog vocabulary without zod, so the storefront's first load does not carry the schema library. */
export const DIETARY_TAGS = [
  'vegetarian',
  'vegan',
  'eggless',
  'jain',
  'gluten-free',
  'organic',
  'halal',
  'fasting',
] as const;
export const PRODUCT_SORTS = ['featured', 'price_asc', 'price_desc', 'rating', 'newest', 'popularity'] as const;
export type ProductSortValue = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 20;
