import { DIETARY_TAGS } from '../../../shared/catalog';
import { documentWords } from './search-terms';

/**
 * The search index of one server: every active product's words and the few columns that filter and
 * order results, held in memory (docs/decisions/011-search-engine.md). Pure: no I/O. PostgreSQL stays
 * the source of truth; search-index-sync.ts loads this from it and keeps it current, and the cards a
 * search returns (prices, stock, names) are always read fresh from PostgreSQL.
 */

export interface IndexedProductRow {
  id: string;
  name: string;
  description: string;
  brand_id: string | null;
  category_id: string;
  price_cents: number;
  rating_average: number | string;
  rating_count: number;
  in_stock: boolean;
  is_featured: boolean;
  sales_count: number;
  created_at: Date | string;
  dietary_info: string[] | null;
}

export interface TaxonomyRow {
  kind: 'brand' | 'category';
  id: string;
  name: string;
  slug: string;
  parent_id: string | null;
  is_active: boolean;
}

/**
 * A product as the index holds it. Slots only grow: a changed product gets a new slot and the old one
 * dies, its postings skipped until the next full rebuild (every 15 minutes) drops them.
 */
export interface IndexedProduct {
  slot: number;
  id: string;
  /** Word ids of the name, in order (phrases, "name starts with"). */
  name: Int32Array;
  brandId: string | null;
  categoryId: string;
  priceCents: number;
  rating: number;
  ratingCount: number;
  inStock: boolean;
  featured: boolean;
  sales: number;
  createdAt: number;
  /** DIETARY_TAGS as bits. */
  dietary: number;
  alive: boolean;
}

export interface NamedGroup {
  id: string;
  slug: string;
  name: string;
  words: string[];
  parentId: string | null;
  active: boolean;
}

export const dietaryBits = (tags: readonly string[]) =>
  tags.reduce((bits, tag) => bits | (1 << DIETARY_TAGS.indexOf(tag as (typeof DIETARY_TAGS)[number])), 0);

export class SearchIndex {
  readonly products: IndexedProduct[] = [];
  readonly slotById = new Map<string, number>();
  readonly wordIds = new Map<string, number>();
  readonly words: string[] = [];
  /** Per word id: slots of products whose name (or description) holds it, ascending. */
  readonly inName: number[][] = [];
  readonly inDescription: number[][] = [];
  readonly byBrand = new Map<string, number[]>();
  readonly byCategory = new Map<string, number[]>();
  brands = new Map<string, NamedGroup>();
  categories = new Map<string, NamedGroup>();
  /** 1 while the slot's product is current: a typed array, as every posting is checked against it. */
  alive = new Uint8Array(1024);
  private sorted: string[] | null = null;
  private liveCount = 0;

  get size(): number {
    return this.liveCount;
  }

  wordId(word: string): number | undefined {
    return this.wordIds.get(word);
  }

  private internWord(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.wordIds.set(word, id);
      this.words.push(word);
      this.inName.push([]);
      this.inDescription.push([]);
      this.sorted = null;
    }
    return id;
  }

  setTaxonomy(rows: TaxonomyRow[]): void {
    const group = (r: TaxonomyRow): [string, NamedGroup] => [
      r.id,
      {
        id: r.id,
        slug: r.slug,
        name: r.name,
        words: documentWords(r.name),
        parentId: r.parent_id,
        active: r.is_active,
      },
    ];
    this.brands = new Map(rows.filter((r) => r.kind === 'brand').map(group));
    this.categories = new Map(rows.filter((r) => r.kind === 'category').map(group));
  }

  /** Adds or replaces a product; `null` for one that is gone or inactive. */
  upsert(id: string, row: IndexedProductRow | null): void {
    const old = this.slotById.get(id);
    if (old !== undefined) {
      this.products[old]!.alive = false;
      this.alive[old] = 0;
      this.slotById.delete(id);
      this.liveCount--;
    }
    if (!row) return;
    const slot = this.products.length;
    const name = documentWords(row.name).map((w) => this.internWord(w));
    for (const word of new Set(name)) this.inName[word]!.push(slot);
    for (const word of new Set(documentWords(row.description))) this.inDescription[this.internWord(word)]!.push(slot);
    if (row.brand_id) pushTo(this.byBrand, row.brand_id, slot);
    pushTo(this.byCategory, row.category_id, slot);
    this.products.push({
      slot,
      id,
      name: Int32Array.from(name),
      brandId: row.brand_id,
      categoryId: row.category_id,
      priceCents: row.price_cents,
      rating: Number(row.rating_average),
      ratingCount: row.rating_count,
      inStock: row.in_stock,
      featured: row.is_featured,
      sales: row.sales_count,
      createdAt: new Date(row.created_at).getTime(),
      dietary: dietaryBits(row.dietary_info ?? []),
      alive: true,
    });
    if (slot >= this.alive.length) {
      const grown = new Uint8Array(this.alive.length * 2);
      grown.set(this.alive);
      this.alive = grown;
    }
    this.alive[slot] = 1;
    this.slotById.set(id, slot);
    this.liveCount++;
  }

  /** Word ids of the vocabulary starting with `prefix` (binary search over the sorted words). */
  wordsStartingWith(prefix: string): number[] {
    this.sorted ??= [...this.words].sort();
    const sorted = this.sorted;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: number[] = [];
    for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) found.push(this.wordIds.get(sorted[i]!)!);
    return found;
  }

  /** The category and every active category below it, by slug. */
  categoryTree(slug: string): Set<string> {
    const root = [...this.categories.values()].find((c) => c.slug === slug && c.active);
    const tree = new Set<string>(root ? [root.id] : []);
    for (let grew = true; grew;) {
      grew = false;
      for (const c of this.categories.values())
        if (c.active && c.parentId && tree.has(c.parentId) && !tree.has(c.id)) {
          tree.add(c.id);
          grew = true;
        }
    }
    return tree;
  }

  /** The root category's slug of a category. */
  rootSlug(categoryId: string): string | undefined {
    let category = this.categories.get(categoryId);
    for (let depth = 0; category?.parentId && depth < 8; depth++) category = this.categories.get(category.parentId);
    return category?.slug;
  }
}

function pushTo(map: Map<string, number[]>, key: string, slot: number) {
  const list = map.get(key);
  if (list) list.push(slot);
  else map.set(key, [slot]);
}
