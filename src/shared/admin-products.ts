import { z } from 'zod';
import { AUTHENTICITY_BADGES, DIETARY_TAGS, TAX_CLASSES } from './catalog';

/**
 * The staff product desk: the list's filters, the product form and the inline edits.
 * Shared so the admin form shows the same messages the server answers with.
 */
export const ADMIN_PRODUCT_SORTS = ['name', 'price', 'stock', 'updated'] as const;
export const STOCK_STATES = ['in', 'low', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];
export const MAX_VARIANTS = 12;
/** A weight-based product is stocked and sold in pounds (PRODUCT.md "Catalog"); everything else by the piece. */
export const PRODUCT_UNITS = ['piece', 'lb'] as const;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const adminProductFilters = z.object({
  q: z.string().trim().max(100).optional(),
  categoryId: z.uuid('Unknown category').optional(),
  brandId: z.uuid('Unknown brand').optional(),
  stock: z.enum(STOCK_STATES, { error: 'Stock must be in, low or out' }).optional(),
  active: flag.optional(),
  featured: flag.optional(),
  onSale: flag.optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('updated'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminProductFilters = z.infer<typeof adminProductFilters>;

export const adminProductListQuery = adminProductFilters.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuery>;

/** The list's query string, without empty values (the web keeps it in the address bar). */
export function adminProductSearch(query: Partial<Record<keyof AdminProductListQuery, unknown>>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  return search;
}

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too large`);
const stock = z
  .number({ error: 'Stock must be a number' })
  .min(0, 'Stock cannot be negative')
  .max(99_999_999, 'Stock is too large')
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: 'Stock has at most two decimals',
  });

export const variantInput = z.object({
  /** An existing variant keeps its id (carts and orders point at it); a new one has none. */
  id: z.uuid().optional(),
  name: z.string().trim().min(1, 'Variant name is required').max(80, 'Variant name is too long'),
  priceCents: cents('Variant price'),
  originalPriceCents: cents('Variant original price').nullable(),
  stockQuantity: stock,
});
export type VariantInput = z.infer<typeof variantInput>;

/** Rows per CSV import file: a file is checked whole before anything is applied, so its size is bounded. */
export const CSV_IMPORT_ROW_LIMIT = 100_000;
export const CSV_IMPORT_MESSAGES = {
  tooManyRows: `A file can hold at most ${CSV_IMPORT_ROW_LIMIT.toLocaleString('en-US')} rows; split it into smaller files`,
};

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const productFields = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(160, 'Name is too long'),
  description: z.string().trim().max(5000, 'Description cannot exceed 5000 characters').default(''),
  originStory: z.string().trim().max(2000, 'Origin story cannot exceed 2000 characters').nullable().default(null),
  healthBenefits: z.array(z.string().trim().min(1).max(160)).max(10, 'At most 10 health benefits').default([]),
  brandId: z.uuid('Unknown brand').nullable(),
  categoryId: z.uuid('Unknown category'),
  priceCents: cents('Price'),
  originalPriceCents: cents('Original price').nullable(),
  stockQuantity: stock,
  isWeightBased: z.boolean(),
  unit: z.enum(PRODUCT_UNITS, { error: 'Unit must be piece or lb' }),
  taxClass: z.enum(TAX_CLASSES, { error: 'Tax class must be food or taxable' }),
  dietaryInfo: z.array(z.enum(DIETARY_TAGS, { error: 'Unknown dietary tag' })).max(DIETARY_TAGS.length),
  authenticityBadge: z.enum(AUTHENTICITY_BADGES, { error: 'Unknown badge' }).nullable(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  variants: z.array(variantInput).max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants`),
});

type ProductFields = z.infer<typeof productFields>;

/** Rules across fields; each issue names the field the form shows it under. */
function checkProduct(v: ProductFields, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  // With variants, the product's own price and stock are derived from them (first variant, sum).
  const own = v.variants.length === 0;
  if (own && v.originalPriceCents !== null && v.originalPriceCents < v.priceCents)
    issue(['originalPriceCents'], 'Original price cannot be below the price');
  if (v.isWeightBased) {
    if (v.unit !== 'lb') issue(['unit'], 'A weight-based product is sold per lb');
    if (v.variants.length) issue(['variants'], 'A weight-based product is sold by weight and has no size variants');
  } else {
    if (v.unit !== 'piece') issue(['unit'], 'Only weight-based products are sold per lb');
    if (own && !Number.isInteger(v.stockQuantity))
      issue(['stockQuantity'], 'Stock of a counted product is a whole number');
  }
  const names = new Set<string>();
  v.variants.forEach((variant, i) => {
    if (variant.originalPriceCents !== null && variant.originalPriceCents < variant.priceCents)
      issue(['variants', i, 'originalPriceCents'], 'Original price cannot be below the price');
    if (!Number.isInteger(variant.stockQuantity))
      issue(['variants', i, 'stockQuantity'], 'Stock of a counted product is a whole number');
    const key = variant.name.toLowerCase();
    if (names.has(key)) issue(['variants', i, 'name'], 'Two variants have the same name');
    names.add(key);
  });
}

export const productInput = productFields
  .extend({
    /** Only on create: the address stays stable afterwards, so shared links and search results keep working. */
    slug: z
      .string()
      .trim()
      .max(120, 'Slug is too long')
      .regex(SLUG_PATTERN, 'Slug may hold lowercase letters, digits and single hyphens')
      .optional(),
  })
  .superRefine(checkProduct);
export type ProductInput = z.infer<typeof productInput>;
export type ProductInputDraft = z.input<typeof productInput>;

/** The inline edit of the list: one product's or one variant's price and/or stock. */
export const quickEditInput = z
  .object({
    variantId: z.uuid().optional(),
    priceCents: cents('Price').optional(),
    originalPriceCents: cents('Original price').nullable().optional(),
    stockQuantity: stock.optional(),
  })
  .refine((v) => v.priceCents !== undefined || v.stockQuantity !== undefined || v.originalPriceCents !== undefined, {
    message: 'Nothing to change',
  });
export type QuickEditInput = z.infer<typeof quickEditInput>;

export const adminVariantDto = z.object({
  id: z.uuid(),
  name: z.string(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  stockQuantity: z.number(),
});

export const adminProductRowDto = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  brand: z.string().nullable(),
  category: z.string(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  stockQuantity: z.number(),
  isWeightBased: z.boolean(),
  unit: z.string(),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  variants: z.array(adminVariantDto),
  updatedAt: z.string(),
  /** The first picture's address, for the list's thumbnail; null when the product has none. */
  image: z.string().nullable(),
});
export type AdminProductRowDto = z.infer<typeof adminProductRowDto>;

export const adminProductListDto = z.object({
  products: z.array(adminProductRowDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProductListDto = z.infer<typeof adminProductListDto>;

export const adminProductDto = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  originStory: z.string().nullable(),
  healthBenefits: z.array(z.string()),
  brandId: z.uuid().nullable(),
  categoryId: z.uuid(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  stockQuantity: z.number(),
  isWeightBased: z.boolean(),
  unit: z.enum(PRODUCT_UNITS),
  taxClass: z.enum(TAX_CLASSES),
  dietaryInfo: z.array(z.enum(DIETARY_TAGS)),
  authenticityBadge: z.enum(AUTHENTICITY_BADGES).nullable(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  variants: z.array(adminVariantDto),
  /** Uploaded pictures (page size), the first on cards; none means the generated art. */
  images: z.array(z.string()),
  /** Order lines that name it: such a product can be archived but never deleted. */
  orderLines: z.number().int(),
  updatedAt: z.string(),
});
export type AdminProductDto = z.infer<typeof adminProductDto>;

/** "Aged Basmati Rice 10 lb" → "aged-basmati-rice-10-lb". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}
