/** Catalog vocabulary and the query schema shared by the product list page and the API. */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, DIETARY_TAGS, PRODUCT_SORTS } from './catalog-constants';

export { DEFAULT_PAGE_SIZE, DIETARY_TAGS, PRODUCT_SORTS };
export type DietaryTag = (typeof DIETARY_TAGS)[number];

export const AUTHENTICITY_BADGES = ['homemade', 'tribal', 'organic', 'traditional', 'fresh', 'wellness'] as const;
export type AuthenticityBadge = (typeof AUTHENTICITY_BADGES)[number];

export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const TAX_CLASSES = ['food', 'taxable'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

export const MAX_PAGE_SIZE = 100;

/** Accepts `a,b` or repeated `?x=a&x=b`; returns a clean list. */
const csvList = <T extends z.ZodType<string>>(item: T) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value])
        .flatMap((v) => String(v).split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    z.array(item).max(50, 'Too many values'),
  );

const cents = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} is too large`);

export const productListQuery = z
  .object({
    q: z.string().trim().max(200, 'Search text is too long').optional(),
    category: z.string().trim().max(120).optional().describe('category slug; includes its child categories'),
    categoryIds: csvList(z.uuid('Invalid category id')).optional(),
    brands: csvList(z.string().max(120)).optional().describe('brand slugs'),
    minPrice: cents('Minimum price').optional().describe('cents'),
    maxPrice: cents('Maximum price').optional().describe('cents'),
    minRating: z.coerce
      .number({ message: 'Rating must be a number' })
      .min(0, 'Rating must be between 0 and 5')
      .max(5, 'Rating must be between 0 and 5')
      .optional(),
    inStock: z
      .enum(['true', 'false', '1', '0'], { message: 'inStock must be true or false' })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
    dietary: csvList(z.enum(DIETARY_TAGS, { message: 'Unknown dietary tag' })).optional(),
    sort: z.enum(PRODUCT_SORTS, { message: `Sort must be one of ${PRODUCT_SORTS.join(', ')}` }).default('featured'),
    page: z.coerce
      .number({ message: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be at least 1')
      .max(10_000, 'Page is too large')
      .default(1),
    pageSize: z.coerce
      .number({ message: 'Page size must be a number' })
      .int('Page size must be a whole number')
      .min(1, 'Page size must be at least 1')
      .max(MAX_PAGE_SIZE, `Page size cannot exceed ${MAX_PAGE_SIZE}`)
      .default(DEFAULT_PAGE_SIZE),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: 'Minimum price cannot exceed maximum price',
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof productListQuery>;

/** Price per ounce, fluid ounce or item of a packed size (shared/unit-price.ts); null when none applies. */
export const unitPriceDto = z.object({
  unit: z.enum(['oz', 'fl oz', 'ct']),
  centsPerUnit: z.number(),
  label: z.string(),
});

export const variantDto = z.object({
  id: z.uuid(),
  name: z.string(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  stockQuantity: z.number(),
  /** True while the Thursday sale cuts this size's price (priceCents is then the sale's). */
  thursdaySale: z.boolean().optional(),
  /** This size's price per unit at priceCents. */
  unitPrice: unitPriceDto.nullable().optional(),
});
export type VariantDto = z.infer<typeof variantDto>;

/** The spec's "product card". Prices are cents; stock may be fractional for weight-based items. */
export const productCardDto = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  categorySlug: z.string(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  discount: z.number().int(),
  image: z.string(),
  rating: z.number(),
  ratingCount: z.number().int(),
  inStock: z.boolean(),
  stockQuantity: z.number(),
  isWeightBased: z.boolean(),
  unit: z.string(),
  isFeatured: z.boolean(),
  dietaryInfo: z.array(z.string()),
  authenticityBadge: z.enum(AUTHENTICITY_BADGES).nullable(),
  variants: z.array(variantDto),
  /**
   * True while the Thursday sale runs and cuts this product's (or one of its sizes') price: the prices
   * above are then the sale's and originalPriceCents the regular price (shared/thursday-sale.ts).
   */
  thursdaySale: z.boolean().optional(),
  /** The card's price per unit (of its first size when it has sizes); null for items sold by the pound. */
  unitPrice: unitPriceDto.nullable().optional(),
});
export type ProductCardDto = z.infer<typeof productCardDto>;

export const categoryDto = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  parentId: z.uuid().nullable(),
  sortOrder: z.number().int(),
  description: z.string().nullable(),
  image: z.string(),
});
export type CategoryDto = z.infer<typeof categoryDto>;

/**
 * The storefront's category tree, in sort order: what its menus, footer, home tiles and department pages
 * show of every category. Every server-rendered page carries it, so it holds no ids or descriptions
 * (a department page reads its own category's whole record).
 */
export const navCategoryDto = z.object({
  name: z.string(),
  slug: z.string(),
  /** The department's slug for a subcategory; null for a department. */
  parent: z.string().nullable(),
  image: z.string(),
});
export type NavCategoryDto = z.infer<typeof navCategoryDto>;

export const brandDto = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });
export type BrandDto = z.infer<typeof brandDto>;

/** A brand as the storefront's filters show and choose it (by slug), without its id. */
export const navBrandDto = brandDto.pick({ name: true, slug: true });
export type NavBrandDto = z.infer<typeof navBrandDto>;

export const productDetailDto = productCardDto.extend({
  description: z.string(),
  images: z.array(z.string()),
  category: categoryDto.pick({ id: true, name: true, slug: true, parentId: true }),
  brandSlug: z.string().nullable(),
  originStory: z.string().nullable(),
  healthBenefits: z.array(z.string()),
  taxClass: z.enum(TAX_CLASSES),
  salesCount: z.number().int(),
  viewsCount: z.number().int(),
  createdAt: z.string(),
});
export type ProductDetailDto = z.infer<typeof productDetailDto>;

export const productListDto = z.object({
  products: z.array(productCardDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductListDto = z.infer<typeof productListDto>;

export const bannerDto = z.object({
  id: z.uuid(),
  imageUrl: z.string(),
  altText: z.string(),
  linkUrl: z.string().nullable(),
  displayOrder: z.number().int(),
});
export type BannerDto = z.infer<typeof bannerDto>;
