import { DIETARY_TAGS } from '../../../shared/catalog';
import { ProductIds } from './product-ids';
import { documentWords } from './search-terms';
import { SlotList } from './slot-list';

/**
 * The search index of one server: every active product's words and the few columns that filter and
 * order results, held in memory (docs/decisions/011-search-engine.md). Pure: no I/O. PostgreSQL stays
 * the source of truth; search-index-sync.ts loads this from it and keeps it current, together with the
 * result cards kept beside it (search-cards.ts).
 */

export interface IndexedProductRow {
  id: string;
  name: string;
  description: string;
  brand_id: string | null;
  category_id: string;
  price_cents: number;
  /** What the card shows while the Thursday sale runs (products.thursday_price_cents, else the price). */
  sale_day_price_cents: number;
  rating_average: number | string;
  rating_count: number;
  in_stock: boolean;
  is_featured: boolean;
  sales_count: number;
  created_at: Date | string;
  dietary_info: string[] | null;
  /** What the product's result card shows, as json text (search-cards.ts); absent where no card is kept. */
  card?: string;
}

export interface TaxonomyRow {
  kind: 'brand' | 'category';
  id: string;
  name: string;
  slug: string;
  parent_id: string | null;
  is_active: boolean;
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

type Column = Int32Array | Uint8Array | Uint16Array | Float64Array;
function grown<T extends Column>(column: T, size: number): T {
  const bigger = new (column.constructor as new (n: number) => T)(size);
  bigger.set(column);
  return bigger;
}

/** A snapshot's posting lists (search-snapshot.ts): each list's length, then every list's slots in turn. */
export interface Postings {
  lengths: Int32Array;
  slots: Int32Array;
}

/** The per-slot columns a snapshot holds as they are (`alive` is not one: a snapshot's slots all are). */
const SLOT_COLUMNS = [
  'nameStart',
  'nameLength',
  'brand',
  'category',
  'priceCents',
  'saleDayPriceCents',
  'rating',
  'ratingCount',
  'flags',
  'sales',
  'createdAt',
  'dietary',
] as const;

/**
 * What a freshly loaded index holds, without what is worked out from it (the word and group lookups,
 * kept rankings): the columns as views and the posting lists copied into one array per kind, so later
 * changes to the index (which only add slots and postings and clear `alive`) leave it as it was.
 */
export interface IndexState {
  ids: Uint8Array<ArrayBuffer>;
  words: string[];
  groupIds: string[];
  namePool: Int32Array<ArrayBuffer>;
  columns: Record<(typeof SLOT_COLUMNS)[number], Column>;
  inName: Postings;
  inDescription: Postings;
  startsName: Postings;
  brandIds: string[];
  byBrand: Postings;
  categoryIds: string[];
  byCategory: Postings;
  cards: (string | undefined)[];
}

function postingsOf(lists: readonly SlotList[]): Postings {
  const lengths = Int32Array.from(lists, (list) => list.length);
  const slots = new Int32Array(lengths.reduce((sum, n) => sum + n, 0));
  let at = 0;
  for (const list of lists) {
    slots.set(list.data.subarray(0, list.length), at);
    at += list.length;
  }
  return { lengths, slots };
}

function listsOf({ lengths, slots }: Postings): SlotList[] {
  const lists: SlotList[] = [];
  for (let i = 0, at = 0; i < lengths.length; at += lengths[i++]!)
    lists.push(SlotList.of(slots.subarray(at, at + lengths[i]!)));
  return lists;
}

/** Prefixes whose words `wordsStartingWith` keeps at most (what shoppers type is unbounded). */
const STARTING_KEPT = 4096;

/** Bits of `SearchIndex.flags`. */
export const IN_STOCK = 1;
export const FEATURED = 2;

/**
 * Columnar: a product is a slot, and each of its fields one entry of a typed array indexed by slot
 * (its name's word ids in one shared pool), so a million products are a few dozen arrays, not a
 * million objects for the garbage collector to walk (decision 011). Slots only grow: a changed
 * product gets a new slot and the old one dies, its postings skipped until the next full rebuild
 * (every 15 minutes) drops them.
 */
export class SearchIndex {
  ids = new ProductIds();
  readonly wordIds = new Map<string, number>();
  readonly words: string[] = [];
  /** Per word id: slots of products whose name (or description) holds it, ascending. */
  readonly inName: SlotList[] = [];
  readonly inDescription: SlotList[] = [];
  /** Per word id: slots of products whose name starts with it (bounds of the start bonus, block-bounds.ts). */
  readonly startsName: SlotList[] = [];
  readonly byBrand = new Map<string, SlotList>();
  readonly byCategory = new Map<string, SlotList>();
  brands = new Map<string, NamedGroup>();
  categories = new Map<string, NamedGroup>();
  /** Each word of a brand's or category's name → the ids of the brands and categories whose names use it. */
  groupsByWord = new Map<string, string[]>();
  /** Brand and category ids as small numbers, for the columns (-1: no brand). */
  readonly groupIds: string[] = [];
  private readonly groupNumbers = new Map<string, number>();

  /** Slots used so far (live or dead); every column has room for at least this many. */
  slotCount = 0;
  /** 1 while the slot's product is current. */
  alive = new Uint8Array(1024);
  /** The name's word ids, in order (phrases, "name starts with"): `namePool[nameStart … + nameLength]`. */
  namePool = new Int32Array(8192);
  nameStart = new Int32Array(1024);
  nameLength = new Uint8Array(1024);
  brand = new Int32Array(1024);
  category = new Int32Array(1024);
  priceCents = new Int32Array(1024);
  /** The price shown while the Thursday sale runs, which Thursday's price sorts and filters use. */
  saleDayPriceCents = new Int32Array(1024);
  rating = new Float64Array(1024);
  ratingCount = new Int32Array(1024);
  /** IN_STOCK | FEATURED. */
  flags = new Uint8Array(1024);
  sales = new Int32Array(1024);
  createdAt = new Float64Array(1024);
  /** DIETARY_TAGS as bits. */
  dietary = new Int32Array(1024);
  /** Per slot, the live product's result card as json text (search-cards.ts); dead slots let theirs go. */
  readonly cards: (string | undefined)[] = [];
  /**
   * Rankings of short unfinished words kept by the engine (search-engine.ts `rankedPrefix`), by the
   * prefix's first two letters: dropped when a product with a name, brand or category word starting
   * with those letters changes, or when brands and categories do.
   */
  readonly ranked = new Map<string, Map<string, unknown>>();
  /**
   * Counts the changes made to a loaded index (products upserted, brands and categories set): a reply
   * worked out from the index stays right while this and the sale's state are what they were.
   */
  changes = 0;
  private poolLength = 0;
  private sorted: string[] | null = null;
  private readonly starting = new Map<string, number[]>();
  private liveCount = 0;

  get size(): number {
    return this.liveCount;
  }

  wordId(word: string): number | undefined {
    return this.wordIds.get(word);
  }

  /** The group number of a brand or category id. */
  groupNumber(id: string): number {
    let n = this.groupNumbers.get(id);
    if (n === undefined) {
      n = this.groupIds.length;
      this.groupNumbers.set(id, n);
      this.groupIds.push(id);
    }
    return n;
  }

  private internWord(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.wordIds.set(word, id);
      this.words.push(word);
      this.inName.push(new SlotList());
      this.inDescription.push(new SlotList());
      this.startsName.push(new SlotList());
      this.sorted = null;
    }
    return id;
  }

  setTaxonomy(rows: TaxonomyRow[]): void {
    this.changes++;
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
    this.groupsByWord = new Map();
    for (const named of [...this.brands.values(), ...this.categories.values()])
      for (const word of new Set(named.words)) {
        const ids = this.groupsByWord.get(word);
        if (ids) ids.push(named.id);
        else this.groupsByWord.set(word, [named.id]);
      }
    this.ranked.clear();
  }

  /** Drops the kept rankings the slot's product may be in: those of its words' first two letters. */
  private forgetRanked(slot: number): void {
    if (!this.ranked.size) return;
    const words: string[] = [];
    for (let i = 0; i < this.nameLength[slot]!; i++) words.push(this.words[this.namePool[this.nameStart[slot]! + i]!]!);
    const brand = this.brand[slot]! >= 0 ? this.brands.get(this.groupIds[this.brand[slot]!]!) : undefined;
    const category = this.categories.get(this.groupIds[this.category[slot]!]!);
    const parent = category?.parentId ? this.categories.get(category.parentId) : undefined;
    for (const group of [brand, category, parent]) if (group) words.push(...group.words);
    for (const word of words) this.ranked.delete([...word].slice(0, 2).join(''));
  }

  /** Adds or replaces a product; `null` for one that is gone or inactive. */
  upsert(id: string, row: IndexedProductRow | null): void {
    this.changes++;
    const old = this.ids.find(id);
    if (old !== undefined) {
      this.forgetRanked(old);
      this.alive[old] = 0;
      this.cards[old] = undefined;
      this.ids.unlink(old);
      this.liveCount--;
    }
    if (!row) return;
    const slot = this.slotCount;
    this.makeRoom(slot + 1);
    const name = documentWords(row.name)
      .map((w) => this.internWord(w))
      .slice(0, 255);
    if (this.poolLength + name.length > this.namePool.length)
      this.namePool = grown(this.namePool, Math.max(this.namePool.length * 2, this.poolLength + name.length));
    this.namePool.set(name, this.poolLength);
    this.nameStart[slot] = this.poolLength;
    this.nameLength[slot] = name.length;
    this.poolLength += name.length;
    for (const word of new Set(name)) this.inName[word]!.push(slot);
    if (name.length) this.startsName[name[0]!]!.push(slot);
    for (const word of new Set(documentWords(row.description))) this.inDescription[this.internWord(word)]!.push(slot);
    this.brand[slot] = row.brand_id ? this.groupNumber(row.brand_id) : -1;
    this.category[slot] = this.groupNumber(row.category_id);
    if (row.brand_id) pushTo(this.byBrand, row.brand_id, slot);
    pushTo(this.byCategory, row.category_id, slot);
    this.priceCents[slot] = row.price_cents;
    this.saleDayPriceCents[slot] = row.sale_day_price_cents;
    this.rating[slot] = Number(row.rating_average);
    this.ratingCount[slot] = row.rating_count;
    this.flags[slot] = (row.in_stock ? IN_STOCK : 0) | (row.is_featured ? FEATURED : 0);
    this.sales[slot] = row.sales_count;
    this.createdAt[slot] = new Date(row.created_at).getTime();
    this.dietary[slot] = dietaryBits(row.dietary_info ?? []);
    this.cards[slot] = row.card;
    this.ids.set(slot, id);
    this.ids.link(slot);
    this.alive[slot] = 1;
    this.slotCount = slot + 1;
    this.liveCount++;
    this.forgetRanked(slot);
  }

  /** The index's state for a snapshot (search-snapshot.ts); only of a fully loaded index, whose slots all live. */
  state(): IndexState {
    if (this.liveCount !== this.slotCount) throw new Error('search index: a snapshot is of a freshly loaded index');
    const count = this.slotCount;
    const columns = Object.fromEntries(SLOT_COLUMNS.map((name) => [name, this[name].subarray(0, count)]));
    return {
      ids: this.ids.bytesOf(count),
      words: [...this.words],
      groupIds: [...this.groupIds],
      namePool: this.namePool.subarray(0, this.poolLength),
      columns: columns as IndexState['columns'],
      inName: postingsOf(this.inName),
      inDescription: postingsOf(this.inDescription),
      startsName: postingsOf(this.startsName),
      brandIds: [...this.byBrand.keys()],
      byBrand: postingsOf([...this.byBrand.values()]),
      categoryIds: [...this.byCategory.keys()],
      byCategory: postingsOf([...this.byCategory.values()]),
      cards: this.cards.slice(0, count),
    };
  }

  /** The index a `state()` was taken of (without taxonomy: `setTaxonomy` reads it fresh). */
  static fromState(state: IndexState): SearchIndex {
    const index = new SearchIndex();
    const count = state.ids.length / 16;
    index.ids = ProductIds.fromBytes(state.ids);
    const [inName, inDescription, startsName] = [state.inName, state.inDescription, state.startsName].map(listsOf);
    state.words.forEach((word, id) => {
      index.wordIds.set(word, id);
      index.words.push(word);
      index.inName.push(inName![id]!);
      index.inDescription.push(inDescription![id]!);
      index.startsName.push(startsName![id]!);
    });
    state.groupIds.forEach((id) => index.groupNumber(id));
    listsOf(state.byBrand).forEach((list, i) => index.byBrand.set(state.brandIds[i]!, list));
    listsOf(state.byCategory).forEach((list, i) => index.byCategory.set(state.categoryIds[i]!, list));
    index.namePool = state.namePool;
    index.poolLength = state.namePool.length;
    Object.assign(index, state.columns);
    index.alive = new Uint8Array(count).fill(1);
    for (const card of state.cards) index.cards.push(card);
    index.slotCount = count;
    index.liveCount = count;
    return index;
  }

  /** Gives back the room growth left in the posting lists (after a full load). */
  trim(): void {
    for (const lists of [
      this.inName,
      this.inDescription,
      this.startsName,
      this.byBrand.values(),
      this.byCategory.values(),
    ])
      for (const list of lists) list.trim();
  }

  private makeRoom(slots: number) {
    if (slots <= this.alive.length) return;
    const size = Math.max(slots, this.alive.length * 2);
    this.alive = grown(this.alive, size);
    this.nameStart = grown(this.nameStart, size);
    this.nameLength = grown(this.nameLength, size);
    this.brand = grown(this.brand, size);
    this.category = grown(this.category, size);
    this.priceCents = grown(this.priceCents, size);
    this.saleDayPriceCents = grown(this.saleDayPriceCents, size);
    this.rating = grown(this.rating, size);
    this.ratingCount = grown(this.ratingCount, size);
    this.flags = grown(this.flags, size);
    this.sales = grown(this.sales, size);
    this.createdAt = grown(this.createdAt, size);
    this.dietary = grown(this.dietary, size);
  }

  /** The product id of a slot. */
  idOf(slot: number): string {
    return this.ids.idOf(slot);
  }

  /** The word id at `position` of the slot's name, or -1 past its end. */
  nameWord(slot: number, position: number): number {
    return position < this.nameLength[slot]! ? this.namePool[this.nameStart[slot]! + position]! : -1;
  }

  /**
   * Word ids of the vocabulary starting with `prefix` (binary search over the sorted words), kept for
   * the prefixes asked since the vocabulary last grew: an early-stopping search asks once per block.
   */
  wordsStartingWith(prefix: string): readonly number[] {
    if (!this.sorted) this.starting.clear();
    let found = this.starting.get(prefix);
    if (!found) {
      if (this.starting.size >= STARTING_KEPT) this.starting.clear();
      this.starting.set(prefix, (found = this.findStartingWith(prefix)));
    }
    return found;
  }

  private findStartingWith(prefix: string): number[] {
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

function pushTo(map: Map<string, SlotList>, key: string, slot: number) {
  let list = map.get(key);
  if (!list) map.set(key, (list = new SlotList()));
  list.push(slot);
}
