import type { AuthenticityBadge, DietaryTag, TaxClass } from '../../../shared/catalog';
import { DIETARY_TAGS } from '../../../shared/catalog';
import { parsePackSize } from '../../../shared/unit-price';
import type { PackSize } from '../../../shared/unit-price';
import { BRANDS, HALAL_BRANDS, INACTIVE_ZONES, ORGANIC_BRANDS, ROOTS, ZONES } from './demo-catalog-data';
import type { ItemSpec, LeafSpec, Size } from './demo-catalog-data';

/**
 * Deterministic demo data: the same seed gives byte-identical output, and the first N products of a
 * bigger run equal a run of N (benchmarks rely on both). Pure: no I/O, clock or Math.random().
 */

export interface DemoCategory {
  slug: string;
  name: string;
  parentSlug: string | null;
  sortOrder: number;
  description: string;
}
export interface DemoBrand {
  slug: string;
  name: string;
}
export interface DemoVariant {
  name: string;
  priceCents: number;
  originalPriceCents: number | null;
  stockQuantity: number;
}
export interface DemoProduct {
  slug: string;
  name: string;
  description: string;
  brandSlug: string | null;
  /** Always a leaf (child) category. */
  categorySlug: string;
  priceCents: number;
  originalPriceCents: number | null;
  stockQuantity: number;
  isFeatured: boolean;
  ratingAverage: number;
  ratingCount: number;
  salesCount: number;
  dietaryInfo: DietaryTag[];
  authenticityBadge: AuthenticityBadge | null;
  originStory: string | null;
  healthBenefits: string[];
  isWeightBased: boolean;
  unit: 'lb' | 'piece';
  taxClass: TaxClass;
  variants: DemoVariant[];
  createdDaysAgo: number;
}
export interface DemoZone {
  zipcode: string;
  city: string;
  deliveryChargeCents: number;
  expressAvailable: boolean;
  isActive: boolean;
}
export interface DemoBanner {
  title: string;
  subtitle: string;
  linkUrl: string;
  altText: string;
  theme: 'saffron' | 'leaf' | 'chili' | 'turmeric' | 'indigo';
}
export interface DemoCatalog {
  categories: DemoCategory[];
  brands: DemoBrand[];
  products: DemoProduct[];
  zones: DemoZone[];
  banners: DemoBanner[];
}

export const ROOT_CATEGORY_SLUGS = [
  'fresh-produce',
  'rice-grains',
  'atta-flours',
  'dals-pulses',
  'spices-masalas',
  'snacks-sweets',
  'dairy-ghee',
  'frozen-foods',
  'ready-to-eat',
  'pickles-chutneys',
  'beverages',
  'oils',
  'pooja-essentials',
  'personal-home-care',
] as const;

if (ROOTS.map((r) => r.slug).join() !== ROOT_CATEGORY_SLUGS.join()) {
  throw new Error('demo-catalog-data ROOTS are out of step with ROOT_CATEGORY_SLUGS');
}

const BANNERS: readonly DemoBanner[] = [
  {
    title: 'Thursday Sale: up to 40% off',
    subtitle: 'Fresh deals on dals, rice, spices and snacks every Thursday.',
    linkUrl: '/deals',
    altText: 'Thursday sale banner: up to 40% off Indian groceries',
    theme: 'chili',
  },
  {
    title: 'Same-day delivery across DFW',
    subtitle: 'Order before 2 PM and get it at your door today.',
    linkUrl: '/products',
    altText: 'Same-day delivery banner: order before 2 PM',
    theme: 'saffron',
  },
  {
    title: 'Fresh produce, picked this morning',
    subtitle: 'Okra, curry leaves, methi and Alphonso mangoes, restocked daily.',
    linkUrl: '/products/category/fresh-produce',
    altText: 'Fresh Indian vegetables and fruits',
    theme: 'leaf',
  },
  {
    title: 'Bulk orders for events and restaurants',
    subtitle: 'Ordering 50+ items? Get special pricing and scheduled delivery.',
    linkUrl: '/bulk-orders',
    altText: 'Bulk order banner: special pricing on 50 or more items',
    theme: 'indigo',
  },
  {
    title: 'Diwali sweets and gift boxes',
    subtitle: 'Kaju katli, soan papdi and festive mithai for every celebration.',
    linkUrl: '/products/category/snacks-sweets',
    altText: 'Festive Indian sweets for Diwali',
    theme: 'turmeric',
  },
];

/** Multipacks, used only to tell apart products that would otherwise share a name. */
const MULTIPACKS: readonly (readonly [label: string, units: number])[] = [
  ['Pack of 2', 2],
  ['Pack of 3', 3],
  ['Pack of 4', 4],
  ['Value Pack of 6', 6],
];

/** Ingredients Jain cooking leaves out: roots, bulbs and tubers. */
const NOT_JAIN =
  /garlic|onion|aloo|potato|ginger|lehsun|pyaz|arbi|taro|suran|yam|cassava|tapioca|sabudana|mixed veg|khichiya|fryums/i;

const BRANDED_LINES: readonly ((brand: string) => string)[] = [
  (b) => `Packed by ${b} and kept in our climate-controlled Dallas–Fort Worth warehouse until it ships.`,
  (b) =>
    `${b} has been a fixture of Indian kitchens for decades, and this is one of its steadiest sellers with our shoppers.`,
  (b) => `Every ${b} pack is checked for its date code and seal before it leaves our store.`,
  (b) => `We restock ${b} every week, so the pack you receive comes from a recent batch.`,
  (b) => `${b} seals it at the source to keep the aroma and texture just as they should be.`,
  (b) => `If you grew up with ${b} back home, this is exactly the taste you remember.`,
];
const UNBRANDED_LINES: readonly string[] = [
  'A store-packed staple, weighed and sealed by our own team.',
  'Packed in small batches in-store so it moves fast and stays fresh.',
];
const LOOSE_LINES: readonly string[] = [
  'Sold by the pound: choose 1.1, 2.2, 4.4 or 11 lb, or any weight up to 55 lb, and pay only for what you take.',
  'Hand-picked and weighed to order, then delivered across Dallas–Fort Worth the same day when you order before 2 PM.',
  'Priced per pound and packed on the morning of delivery.',
];
const SIZE_LINES: readonly ((size: string) => string)[] = [
  (s) => `The ${s} is just right for a small household or a first try.`,
  (s) => `The ${s} suits a family that uses it every week.`,
  (s) => `The ${s} is our best value for big families, caterers and bulk buyers.`,
];

/** "2 lb" reads as "2 lb pack"; labels that already name their packaging stay as they are. */
function sizePhrase(label: string): string {
  return /pack|box|tin|bunch|bag|pcs|ct|tablets|coils|pearls|bar|bottle/i.test(label) ? label : `${label} pack`;
}

interface Leaf {
  spec: LeafSpec;
  /** Cumulative share of the products, ending at 1. */
  upTo: number;
}

const LEAVES: readonly Leaf[] = (() => {
  const specs = ROOTS.flatMap((r) => r.children);
  const total = specs.reduce((sum, s) => sum + s.weight, 0);
  let running = 0;
  return specs.map((spec) => {
    running += spec.weight;
    return { spec, upTo: running / total };
  });
})();

const BRAND_NAMES: ReadonlyMap<string, string> = new Map(BRANDS.map(([slug, name]) => [slug, name]));

export function generateDemoCatalog(options: { seed?: number; productCount?: number } = {}): DemoCatalog {
  const seed = options.seed ?? 2026;
  const productCount = options.productCount ?? 1200;
  if (!Number.isInteger(productCount) || productCount < 0) throw new RangeError('productCount must be a whole number');
  return {
    categories: buildCategories(),
    brands: BRANDS.map(([slug, name]) => ({ slug, name })),
    products: buildProducts(seed, productCount),
    zones: [
      ...ZONES.map(([zipcode, city, deliveryChargeCents, expressAvailable]) => ({
        zipcode,
        city,
        deliveryChargeCents,
        expressAvailable,
        isActive: true,
      })),
      ...INACTIVE_ZONES.map(([zipcode, city, deliveryChargeCents]) => ({
        zipcode,
        city,
        deliveryChargeCents,
        expressAvailable: false,
        isActive: false,
      })),
    ],
    banners: BANNERS.map((b) => ({ ...b })),
  };
}

/** Parents come before their children. */
function buildCategories(): DemoCategory[] {
  return ROOTS.flatMap((root, r) => [
    { slug: root.slug, name: root.name, parentSlug: null, sortOrder: r + 1, description: root.description },
    ...root.children.map((leaf, c) => ({
      slug: leaf.slug,
      name: leaf.name,
      parentSlug: root.slug,
      sortOrder: c + 1,
      description: leaf.description,
    })),
  ]);
}

/** mulberry32: tiny, fast and good enough for demo data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;

function pick<T>(rng: Rng, list: readonly T[]): T {
  const value = list[Math.floor(rng() * list.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Shelf prices end in .49 or .99 and never drop below the range they were drawn from. */
function shelfPrice(cents: number): number {
  const c = Math.round(cents);
  return Math.floor(c / 100) * 100 + (c % 100 < 50 ? 49 : 99);
}

/** The highest shelf price (ending in .49 or .99) at or below the amount. */
function shelfPriceAtMost(cents: number): number {
  const c = Math.floor(cents);
  const dollars = Math.floor(c / 100) * 100;
  if (c % 100 >= 99) return dollars + 99;
  if (c % 100 >= 49) return dollars + 49;
  return dollars - 1;
}

const packSizes = new Map<string, PackSize | null>();
function packSize(label: string): PackSize | null {
  let size = packSizes.get(label);
  if (size === undefined) {
    size = parsePackSize(label);
    packSizes.set(label, size);
  }
  return size;
}

/**
 * Shelf prices of every size in a list at one tier. A bigger pack costs more in all but less per unit: its
 * drawn price is capped a little under the smaller pack's unit price (shelf ranges overlap, and rounding
 * to .49/.99 can tip two close ones the wrong way).
 */
function sizeLadder(sizes: readonly Size[], tier: number): number[] {
  const prices: number[] = [];
  let previous: { price: number; amount: number; kind: string } | null = null;
  for (const [label, min, max] of sizes) {
    let price = shelfPrice(min + tier * (max - min));
    const size = packSize(label);
    if (previous !== null && size !== null && size.kind === previous.kind && size.amount > previous.amount) {
      const cap = ((previous.price * size.amount) / previous.amount) * 0.95;
      if (price > cap) price = shelfPriceAtMost(cap);
      if (price <= previous.price) price = shelfPrice(previous.price + 1);
    }
    prices.push(price);
    previous = size === null ? null : { price, amount: size.amount, kind: size.kind };
  }
  return prices;
}

/** The lowest shelf price (ending in .49 or .99) at or above the amount. */
function shelfPriceAtLeast(cents: number): number {
  const c = Math.ceil(cents);
  const dollars = Math.floor(c / 100) * 100;
  if (c % 100 <= 49) return dollars + 49;
  if (c % 100 <= 99) return dollars + 99;
  return dollars + 149;
}

/**
 * A multipack of one size: a little under the unit price of the biggest single pack it outweighs, and
 * never under the unit price of a bigger single pack, so its listing sits on the item's ladder.
 */
function multipackPrice(sizes: readonly Size[], ladder: readonly number[], index: number, units: number): number {
  const single = ladder[index] as number;
  const own = packSize(sizes[index]?.[0] ?? '');
  if (own === null) return shelfPrice(single * units * 0.95);
  const amount = own.amount * units;
  let unitCents = single / own.amount;
  let floor = 0;
  sizes.forEach(([label], j) => {
    const size = packSize(label);
    const price = ladder[j] as number;
    if (size === null || size.kind !== own.kind) return;
    if (size.amount <= amount) unitCents = Math.min(unitCents, price / size.amount);
    else floor = Math.max(floor, (price * amount) / size.amount);
  });
  return Math.max(shelfPriceAtMost(unitCents * amount * 0.95), shelfPriceAtLeast(floor));
}

/**
 * Where in its shelf ranges a product is priced, from brand, variety and item alone: every listing of
 * "MDH Kitchen King Masala", whatever its size, is priced at the same point of the ladder.
 */
function tierOf(draft: Draft): number {
  const key = `${draft.brandSlug ?? ''}|${draft.variety ?? ''}|${draft.item.n}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) / 4294967296;
}

/** A "was" price 10–40% above the current one. */
function originalPrice(rng: Rng, price: number): number {
  const factor = 1.11 + rng() * 0.28;
  const shelf = shelfPrice(price * factor);
  const ratio = shelf / price;
  return ratio >= 1.1 && ratio <= 1.4 ? shelf : Math.round(price * factor);
}

/** Stock level: ~5% out, ~4% with 1–5 left, ~4% with 6–10 left, the rest 11–400. */
function stockRange(rng: Rng): readonly [number, number] {
  const r = rng();
  if (r < 0.05) return [0, 0];
  if (r < 0.09) return [1, 5];
  if (r < 0.13) return [6, 10];
  return [11, 400];
}

/** Splits a whole-unit total across variants; the parts always sum to the total. */
function splitStock(rng: Rng, total: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => 0.3 + rng());
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  shares[0] = (shares[0] ?? 0) + total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

interface Draft {
  item: ItemSpec;
  brandSlug: string | null;
  /** The item's brands in the order to try, when the brand was picked without a draw of its own. */
  otherBrands: readonly string[] | null;
  variety: string | null;
  weightBased: boolean;
  /** Index into sizes of the single size, or of the first variant. */
  sizeIndex: number;
  variantCount: number;
  multipack: readonly [string, number] | null;
  /** The words of the name: brand (left out for produce), variety or "Fresh", and the single size. */
  lead: string | null;
  prefix: string | null;
  sizeLabel: string | null;
  /** slugify(name), assembled from cached parts so rejected drafts cost no string work. */
  slug: string;
}

function draftName({ lead, prefix, item, sizeLabel, multipack }: Draft): string {
  let name = lead === null ? '' : `${lead} `;
  if (prefix !== null) name += `${prefix} `;
  name += item.n;
  if (sizeLabel !== null) name += ` ${sizeLabel}`;
  if (multipack !== null) name += ` (${multipack[0]})`;
  return name;
}

const slugParts = new Map<string, string>();
function slugPart(text: string | null): string {
  if (text === null) return '';
  let part = slugParts.get(text);
  if (part === undefined) {
    part = slugify(text);
    slugParts.set(text, part);
  }
  return part;
}

function joinSlug(parts: readonly string[]): string {
  let slug = '';
  for (const part of parts) if (part !== '') slug = slug === '' ? part : `${slug}-${part}`;
  return slug;
}

function draftProduct(rng: Rng, leaf: LeafSpec, attempt: number): Draft {
  const item = pick(rng, leaf.items);
  const brands = item.b ?? leaf.brands;
  // Loose produce picked without a brand (about 3%) and handmade goods (an empty brand list) carry none; a
  // packed good always has its maker. The draw stays, so every product after it is the same as before.
  let brandSlug: string | null = null;
  let otherBrands: readonly string[] | null = null;
  if (brands.length > 0) {
    const r = item.b ? 1 : rng();
    if (r >= 0.03) brandSlug = pick(rng, brands);
    else if (!leaf.produce) {
      const first = Math.floor((r / 0.03) * brands.length);
      otherBrands = brands.map((_, k) => brands[(first + k) % brands.length] as string);
      brandSlug = otherBrands[0] ?? null;
    }
  }
  const brandName = brandSlug === null ? null : (BRAND_NAMES.get(brandSlug) ?? null);
  const sizes = item.sizes ?? leaf.sizes ?? [];
  const weightBased = item.lb !== undefined || sizes.length === 0;

  let variety: string | null = rng() < (attempt === 0 ? 0.2 : 0.55) ? pick(rng, item.v ?? leaf.v) : null;
  const taken = `${brandName ?? ''} ${item.n}`.toLowerCase();
  if (variety !== null && (taken.includes(variety.toLowerCase()) || (variety === 'Jain' && NOT_JAIN.test(item.n))))
    variety = null;

  let sizeIndex = 0;
  let variantCount = 0;
  if (!weightBased) {
    if (sizes.length >= 2 && rng() < 0.3) {
      variantCount = sizes.length === 2 ? 2 : intBetween(rng, 2, 3);
      sizeIndex = intBetween(rng, 0, sizes.length - variantCount);
    } else {
      sizeIndex = intBetween(rng, 0, sizes.length - 1);
    }
  }
  const sizeLabel = weightBased || variantCount > 0 ? null : (sizes[sizeIndex]?.[0] ?? null);
  const multipack =
    attempt >= 2 && sizeLabel !== null && !leaf.produce && !/pack|box|tin| x /i.test(sizeLabel) && rng() < 0.8
      ? pick(rng, MULTIPACKS)
      : null;

  const lead = leaf.produce ? null : brandName;
  const prefix = leaf.produce ? (variety ?? 'Fresh') : variety;
  const slug = joinSlug([
    slugPart(lead),
    slugPart(prefix),
    slugPart(item.n),
    slugPart(sizeLabel),
    slugPart(multipack?.[0] ?? null),
  ]);
  return {
    item,
    brandSlug,
    otherBrands,
    variety,
    weightBased,
    sizeIndex,
    variantCount,
    multipack,
    lead,
    prefix,
    sizeLabel,
    slug,
  };
}

/**
 * A draft whose brand was chosen without a draw takes the first of its item's brands that gives a name
 * not yet used, so no redraw shifts the products after it.
 */
function withFreeBrand(draft: Draft, usedSlugs: ReadonlySet<string>): Draft {
  if (draft.otherBrands === null || !usedSlugs.has(draft.slug)) return draft;
  for (const brandSlug of draft.otherBrands) {
    const lead = BRAND_NAMES.get(brandSlug) ?? null;
    if (draft.variety !== null && (lead ?? '').toLowerCase().includes(draft.variety.toLowerCase())) continue;
    const slug = joinSlug([
      slugPart(lead),
      slugPart(draft.prefix),
      slugPart(draft.item.n),
      slugPart(draft.sizeLabel),
      slugPart(draft.multipack?.[0] ?? null),
    ]);
    if (!usedSlugs.has(slug)) return { ...draft, brandSlug, lead, slug };
  }
  return draft;
}

function buildProducts(seed: number, count: number): DemoProduct[] {
  const rng = mulberry32(seed);
  // Leaves are dealt along a golden-ratio sequence so every leaf gets its share even in small runs.
  const offset = rng();
  const usedSlugs = new Set<string>();
  const suffixCounters = new Map<string, number>();
  // How often each leaf has recently run out of fresh names; once it does, skip the cheap early retries.
  const misses = new Uint8Array(LEAVES.length);
  const products: DemoProduct[] = [];

  for (let i = 0; i < count; i++) {
    const position = (offset + i * 0.6180339887498949) % 1;
    let lo = 0;
    let hi = LEAVES.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (position < (LEAVES[mid]?.upTo ?? 1)) hi = mid;
      else lo = mid + 1;
    }
    const leaf = (LEAVES[lo] as Leaf).spec;

    // Produce has few names (no brands or pack sizes in them), so it gets more tries before a suffix.
    const maxAttempts = leaf.produce ? 12 : 5;
    let attempt = (misses[lo] ?? 0) >= 4 ? maxAttempts - 2 : 0;
    let draft = withFreeBrand(draftProduct(rng, leaf, attempt), usedSlugs);
    while (usedSlugs.has(draft.slug) && ++attempt < maxAttempts)
      draft = withFreeBrand(draftProduct(rng, leaf, attempt), usedSlugs);
    let slug = draft.slug;
    if (!usedSlugs.has(slug)) {
      misses[lo] = Math.max(0, (misses[lo] ?? 0) - 1);
    } else {
      misses[lo] = Math.min(8, (misses[lo] ?? 0) + 1);
      // Combinations run out at very large counts; a short base-36 suffix keeps slugs unique.
      let n = suffixCounters.get(slug) ?? 1;
      let candidate: string;
      do candidate = `${slug}-${(++n).toString(36)}`;
      while (usedSlugs.has(candidate));
      suffixCounters.set(slug, n);
      slug = candidate;
    }
    usedSlugs.add(slug);
    products.push(finishProduct(rng, leaf, draft, slug));
  }
  return products;
}

function finishProduct(rng: Rng, leaf: LeafSpec, draft: Draft, slug: string): DemoProduct {
  const { item, weightBased, variantCount, multipack } = draft;
  const sizes: readonly Size[] = item.sizes ?? leaf.sizes ?? [];
  // Loose items keep their own draw; packed ones share their item's point on the size ladder.
  const drawnTier = rng();
  const tier = weightBased ? drawnTier : tierOf(draft);
  const ladder = weightBased ? [] : sizeLadder(sizes, tier);
  const discounted = rng() < 0.25;
  const [stockMin, stockMax] = stockRange(rng);

  let priceCents: number;
  let originalPriceCents: number | null;
  let stockQuantity: number;
  // Arrays are built at their exact length (map/slice): at a million products, growth slack adds up.
  let variants: DemoVariant[] = [];

  if (weightBased) {
    const [min, max] = item.lb ?? leaf.produce?.lb ?? [199, 499];
    priceCents = shelfPrice(min + tier * (max - min));
    originalPriceCents = discounted ? originalPrice(rng, priceCents) : null;
    // Pounds in quarter steps, so stock is often fractional (37.25, 37.5…).
    stockQuantity = stockMin + Math.floor(rng() * ((stockMax - stockMin) * 4 + 1)) / 4;
  } else if (variantCount > 0) {
    const stocks = splitStock(rng, intBetween(rng, stockMin, stockMax), variantCount);
    variants = sizes.slice(draft.sizeIndex, draft.sizeIndex + variantCount).map(([label], v) => {
      const price = ladder[draft.sizeIndex + v] as number;
      return {
        name: label,
        priceCents: price,
        originalPriceCents: discounted ? originalPrice(rng, price) : null,
        stockQuantity: stocks[v] ?? 0,
      };
    });
    const first = variants[0] as DemoVariant;
    priceCents = first.priceCents;
    originalPriceCents = first.originalPriceCents;
    stockQuantity = variants.reduce((sum, v) => sum + v.stockQuantity, 0);
  } else {
    const single = ladder[draft.sizeIndex] as number;
    priceCents = multipack ? multipackPrice(sizes, ladder, draft.sizeIndex, multipack[1]) : single;
    originalPriceCents = discounted ? originalPrice(rng, priceCents) : null;
    stockQuantity = intBetween(rng, stockMin, stockMax);
  }

  const dietaryInfo = dietaryTags(rng, leaf, draft);
  const organic = dietaryInfo.includes('organic');
  let authenticityBadge: AuthenticityBadge | null = null;
  if (organic && rng() < 0.85) authenticityBadge = 'organic';
  else if (leaf.badges.length > 0 && rng() < (leaf.produce ? 0.6 : 0.36)) authenticityBadge = pick(rng, leaf.badges);

  let originStory: string | null = null;
  if (rng() < 0.5) {
    if (item.o !== undefined) originStory = item.o;
    else if (leaf.origins.length > 0) originStory = pick(rng, leaf.origins);
  }

  const benefitCount = Math.min(intBetween(rng, 0, 3), leaf.benefits.length);
  const benefitStart = intBetween(rng, 0, Math.max(0, leaf.benefits.length - 1));
  const healthBenefits = leaf.benefits.slice(benefitStart, benefitStart + benefitCount);
  if (healthBenefits.length < benefitCount)
    healthBenefits.push(...leaf.benefits.slice(0, benefitCount - healthBenefits.length));

  const ratingCount = 1 + Math.floor(1999 * rng() ** 3);
  const ratingAverage = Math.round((3 + 2 * Math.sqrt(rng())) * 10) / 10;
  const salesCount = Math.min(5000, Math.floor(ratingCount * (1 + rng() * 2.5)) + intBetween(rng, 0, 150));

  return {
    slug,
    name: draftName(draft),
    description: describe(rng, leaf, draft, sizes),
    brandSlug: draft.brandSlug,
    categorySlug: leaf.slug,
    priceCents,
    originalPriceCents,
    stockQuantity,
    isFeatured: stockQuantity > 0 && rng() < 0.055,
    ratingAverage,
    ratingCount,
    salesCount,
    dietaryInfo,
    authenticityBadge,
    originStory,
    healthBenefits,
    isWeightBased: weightBased,
    unit: weightBased ? 'lb' : 'piece',
    taxClass: item.tax ?? leaf.tax,
    variants,
    createdDaysAgo: intBetween(rng, 0, 365),
  };
}

/** Tag lists in canonical order, by bitmask; each product gets its own exact-length copy. */
const TAG_SETS = new Map<number, DietaryTag[]>();

function dietaryTags(rng: Rng, leaf: LeafSpec, draft: Draft): DietaryTag[] {
  const tags = new Set<DietaryTag>(draft.item.tags ?? leaf.tags);
  for (const tag of draft.item.plus ?? []) tags.add(tag);
  for (const [tag, chance] of leaf.maybe ?? []) if (rng() < chance) tags.add(tag);
  const food = (draft.item.tax ?? leaf.tax) === 'food' || tags.size > 0;
  if (food && draft.brandSlug !== null && ORGANIC_BRANDS.has(draft.brandSlug)) tags.add('organic');
  if (food && draft.brandSlug !== null && HALAL_BRANDS.has(draft.brandSlug)) tags.add('halal');
  if (draft.variety === 'Organic') tags.add('organic');
  if (draft.variety === 'Jain') tags.add('jain');
  if (NOT_JAIN.test(draft.item.n)) tags.delete('jain');
  let mask = 0;
  for (let t = 0; t < DIETARY_TAGS.length; t++) if (tags.has(DIETARY_TAGS[t] as DietaryTag)) mask |= 1 << t;
  let canonical = TAG_SETS.get(mask);
  if (canonical === undefined) {
    canonical = DIETARY_TAGS.filter((tag) => tags.has(tag));
    TAG_SETS.set(mask, canonical);
  }
  return canonical.slice();
}

function describe(rng: Rng, leaf: LeafSpec, draft: Draft, sizes: readonly Size[]): string {
  let second: string;
  if (draft.weightBased) {
    second = pick(rng, LOOSE_LINES);
  } else if (draft.variantCount > 0) {
    const labels = sizes.slice(draft.sizeIndex, draft.sizeIndex + draft.variantCount).map((s) => s[0]);
    second = `Available as ${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}; pick the size that suits your pantry.`;
  } else if (rng() < 0.4) {
    const size = sizes[draft.sizeIndex]?.[0] ?? '';
    const position = sizes.length <= 1 ? 1 : Math.round((draft.sizeIndex / (sizes.length - 1)) * 2);
    second = (SIZE_LINES[position] as (s: string) => string)(sizePhrase(size));
  } else if (draft.brandSlug !== null && !leaf.produce) {
    second = pick(rng, BRANDED_LINES)(BRAND_NAMES.get(draft.brandSlug) ?? draft.brandSlug);
  } else {
    second = pick(rng, UNBRANDED_LINES);
  }
  const text = `${draft.item.d} ${second}`;
  return leaf.uses.length > 0 && rng() < 0.55 ? `${text} ${pick(rng, leaf.uses)}` : text;
}
