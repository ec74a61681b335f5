import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { type Executor, inTransaction } from '../../db/executor';
import { CARD_JSON } from './search-cards';
import { type IndexState, type Postings, SearchIndex } from './search-index';
import {
  activeProductCount,
  clearSnapshot,
  forgetChangesBefore,
  indexedProducts,
  lockSnapshot,
  productsChangedFrom,
  putSnapshotPart,
  readOneState,
  snapshotParts,
  taxonomyRows,
} from './search-repository';

/**
 * The search index stored in PostgreSQL after a full load, so an instance starts by reading it back
 * instead of building it again, then reads again only the products changed since (decision 023).
 * Table search_index_snapshot holds it in parts of a few MB: each typed array of the index as its bytes,
 * the word and id lists as json, the cards as their text. What changed since comes from search_changes,
 * which the search triggers write with the changing transaction's id (migration 0035): every product
 * changed by a transaction that had not committed when the snapshot's load began is read again, so one
 * changed during or after the load is right after reading. A snapshot of another format, or one whose
 * product count disagrees with PostgreSQL's after the changes, is not used: the caller loads in full.
 */

/**
 * What a snapshot's bytes mean; a snapshot of another format is ignored. Change the number when the
 * index's columns or words change meaning (the card query is part of it already).
 */
const FORMAT = `1 ${createHash('sha256').update(CARD_JSON).digest('base64url')}`;
/** A snapshot is written again after a full load once it is this old. */
export const SNAPSHOT_EVERY_MS = 60 * 60_000;
const PART_BYTES = 4 << 20;
const CARDS_PER_PART = 10_000;
/** Changed products read again per statement. */
const CHANGED_BATCH = 20_000;

interface Meta {
  format: string;
  /** The oldest transaction whose changes the snapshot may miss (pg_snapshot_xmin when its load began). */
  missesFrom: string;
  writtenAt: number;
  products: number;
  cardParts: number;
}

/** The typed arrays of a state, by section name. */
function arraysOf(state: IndexState): [string, ArrayBufferView][] {
  const postings = (name: string, p: Postings): [string, ArrayBufferView][] => [
    [`${name}.lengths`, p.lengths],
    [`${name}.slots`, p.slots],
  ];
  return [
    ['ids', state.ids],
    ['namePool', state.namePool],
    ...Object.entries(state.columns).map(([name, column]): [string, ArrayBufferView] => [`column.${name}`, column]),
    ...postings('inName', state.inName),
    ...postings('inDescription', state.inDescription),
    ...postings('startsName', state.startsName),
    ...postings('byBrand', state.byBrand),
    ...postings('byCategory', state.byCategory),
  ];
}

/** The lists of strings of a state, by section name. */
const LISTS = ['words', 'groupIds', 'brandIds', 'categoryIds'] as const;

/**
 * Whether a full load that may miss changes from `missesFrom` on should be stored: there is no usable
 * snapshot, or the stored one is older than `everyMs` and misses no less than this load (the oldest
 * running transaction is the whole cluster's, so two loads minutes apart may share it).
 */
export async function snapshotDue(
  ex: Executor,
  missesFrom: string,
  { everyMs = SNAPSHOT_EVERY_MS }: { everyMs?: number } = {},
): Promise<boolean> {
  const stored = await readMeta(ex);
  return (
    stored?.format !== FORMAT ||
    (BigInt(stored.missesFrom) <= BigInt(missesFrom) && Date.now() - stored.writtenAt >= everyMs)
  );
}

/**
 * Stores `state` (of an index loaded in full, which may miss changes from `missesFrom` on) as the
 * snapshot if it is due, then forgets the changes no stored snapshot misses. One writer at a time;
 * readers keep reading the snapshot they started on. Whether it wrote.
 */
export async function writeSnapshot(
  database: Database,
  state: IndexState,
  missesFrom: string,
  options: { everyMs?: number } = {},
): Promise<boolean> {
  return inTransaction(database, async (tx) => {
    await lockSnapshot(tx);
    if (!(await snapshotDue(tx, missesFrom, options))) return false;
    await clearSnapshot(tx);
    const put = (section: string, part: number, bytes: Uint8Array) => putSnapshotPart(tx, section, part, bytes);
    for (const [section, array] of arraysOf(state)) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let at = 0, part = 0; at < bytes.length; at += PART_BYTES)
        await put(section, part++, bytes.subarray(at, at + PART_BYTES));
    }
    for (const list of LISTS) await put(list, 0, Buffer.from(JSON.stringify(state[list])));
    let cardParts = 0;
    for (let from = 0; from < state.cards.length; from += CARDS_PER_PART)
      await put('cards', cardParts++, encodeCards(state.cards.slice(from, from + CARDS_PER_PART)));
    const meta: Meta = {
      format: FORMAT,
      missesFrom,
      writtenAt: Date.now(),
      products: state.ids.length / 16,
      cardParts,
    };
    await put('meta', 0, Buffer.from(JSON.stringify(meta)));
    await forgetChangesBefore(tx, missesFrom);
    return true;
  });
}

/**
 * The index from the stored snapshot with every change since applied, or undefined when there is no
 * usable snapshot (none, another format, or products counted differently than PostgreSQL counts them).
 * Read in one repeatable-read transaction, so the snapshot, the changes and the count agree even while
 * another instance writes a newer snapshot.
 */
export async function readSnapshot(database: Database): Promise<SearchIndex | undefined> {
  return inTransaction(database, async (tx) => {
    await readOneState(tx);
    const meta = await readMeta(tx);
    if (meta?.format !== FORMAT) return undefined;
    const section = async (name: string) => joined(await snapshotParts(tx, name));
    const typed: Record<string, Uint8Array<ArrayBuffer>> = {};
    for (const [name] of arraysOf(emptyState)) typed[name] = await section(name);
    const lists: Partial<Record<(typeof LISTS)[number], string[]>> = {};
    for (const list of LISTS) lists[list] = JSON.parse(Buffer.from(await section(list)).toString()) as string[];
    const cards: (string | undefined)[] = [];
    for (let part = 0; part < meta.cardParts; part++) decodeCards((await snapshotParts(tx, 'cards', part))[0]!, cards);
    const int32 = (name: string) => new Int32Array(typed[name]!.buffer);
    const postings = (name: string): Postings => ({ lengths: int32(`${name}.lengths`), slots: int32(`${name}.slots`) });
    const columns = Object.fromEntries(
      Object.entries(emptyState.columns).map(([name, empty]) => {
        const bytes = typed[`column.${name}`]!;
        const Type = empty.constructor as new (buffer: ArrayBuffer) => typeof empty;
        return [name, new Type(bytes.buffer)];
      }),
    ) as IndexState['columns'];
    const index = SearchIndex.fromState({
      ids: typed.ids!,
      words: lists.words!,
      groupIds: lists.groupIds!,
      namePool: int32('namePool'),
      columns,
      inName: postings('inName'),
      inDescription: postings('inDescription'),
      startsName: postings('startsName'),
      brandIds: lists.brandIds!,
      byBrand: postings('byBrand'),
      categoryIds: lists.categoryIds!,
      byCategory: postings('byCategory'),
      cards,
    });
    if (index.size !== meta.products || cards.length !== meta.products) return undefined;
    index.setTaxonomy(await taxonomyRows(tx));
    const changed = await productsChangedFrom(tx, meta.missesFrom);
    for (let from = 0; from < changed.length; from += CHANGED_BATCH) {
      const ids = changed.slice(from, from + CHANGED_BATCH);
      const found = new Map((await indexedProducts(tx, ids)).map((row) => [row.id, row]));
      for (const id of ids) index.upsert(id, found.get(id) ?? null);
    }
    return index.size === (await activeProductCount(tx)) ? index : undefined;
  });
}

async function readMeta(ex: Executor): Promise<Meta | undefined> {
  const [part] = await snapshotParts(ex, 'meta');
  return part ? (JSON.parse(Buffer.from(part).toString()) as Meta) : undefined;
}

/** The parts in one fresh buffer (aligned for any typed array, whatever buffers the driver returned). */
function joined(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** Cards as [count][byte length per card, -1 for none][their utf-8 text]. */
function encodeCards(cards: (string | undefined)[]): Uint8Array {
  const texts = cards.map((card) => (card === undefined ? undefined : Buffer.from(card)));
  const header = new Int32Array(cards.length + 1);
  header[0] = cards.length;
  texts.forEach((text, i) => (header[i + 1] = text ? text.length : -1));
  return Buffer.concat([Buffer.from(header.buffer), ...texts.filter((text) => text !== undefined)]);
}

function decodeCards(part: Uint8Array, into: (string | undefined)[]): void {
  const bytes = Buffer.from(part.buffer, part.byteOffset, part.byteLength);
  const count = bytes.readInt32LE(0);
  let at = 4 * (count + 1);
  for (let i = 0; i < count; i++) {
    const length = bytes.readInt32LE(4 * (i + 1));
    if (length < 0) into.push(undefined);
    else {
      into.push(bytes.toString('utf8', at, at + length));
      at += length;
    }
  }
}

/** An empty index's state: the section names and column types a snapshot is read back into. */
const emptyState = new SearchIndex().state();
