/**
 * The product ids of the search index's slots, 16 bytes each in one typed array, and a hash table from
 * id to current slot (open addressing, linear probing, backward-shift deletion). A Map of id strings
 * held several times as much at a million products and gave the garbage collector a million objects
 * to walk; this holds 24 bytes per product. Ids are PostgreSQL uuids (lowercase hex).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
/** Where the dashes go, by byte: after bytes 4, 6, 8 and 10. */
const DASH_AFTER = new Set([3, 5, 7, 9]);
const EMPTY = -1;

export class ProductIds {
  /** 16 bytes per slot. */
  private bytes = new Uint8Array(16 * 1024);
  /** Per slot, its first 4 bytes as an unsigned number: most comparisons end there. */
  head = new Uint32Array(1024);
  /** Hash table of live slots (EMPTY where free); its size is a power of two, at most half full. */
  private table = new Int32Array(2048).fill(EMPTY);
  private entries = 0;

  /** Stores `id` as the bytes of `slot` (not yet findable: see `link`). */
  set(slot: number, id: string): void {
    if ((slot + 1) * 16 > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, (slot + 1) * 16));
      grown.set(this.bytes);
      this.bytes = grown;
      const head = new Uint32Array(grown.length / 16);
      head.set(this.head);
      this.head = head;
    }
    if (!toBytes(id, this.bytes, slot * 16)) throw new Error(`search index: not a uuid: ${id}`);
    this.head[slot] = readHead(this.bytes, slot * 16);
  }

  /** The first `count` slots' ids, 16 bytes each (a view: for a snapshot, search-snapshot.ts). */
  bytesOf(count: number): Uint8Array<ArrayBuffer> {
    return this.bytes.subarray(0, 16 * count);
  }

  /** Ids read back from `bytesOf`, every slot findable. */
  static fromBytes(bytes: Uint8Array<ArrayBuffer>): ProductIds {
    const ids = new ProductIds();
    const count = bytes.length / 16;
    ids.bytes = bytes;
    ids.head = new Uint32Array(count);
    let size = ids.table.length;
    while (count * 2 > size) size *= 2;
    ids.table = new Int32Array(size).fill(EMPTY);
    for (let slot = 0; slot < count; slot++) {
      ids.head[slot] = readHead(bytes, slot * 16);
      ids.place(slot);
    }
    ids.entries = count;
    return ids;
  }

  /** The id of a slot, as PostgreSQL writes it. */
  idOf(slot: number): string {
    let text = '';
    for (let i = 0; i < 16; i++) {
      text += HEX[this.bytes[slot * 16 + i]!]!;
      if (DASH_AFTER.has(i)) text += '-';
    }
    return text;
  }

  /** Orders two slots by id, largest first (the shop's final tiebreak: `p.id desc`). */
  compareDescending(a: number, b: number): number {
    const ha = this.head[a]!;
    const hb = this.head[b]!;
    if (ha !== hb) return ha < hb ? 1 : -1;
    for (let i = 4; i < 16; i++) {
      const x = this.bytes[a * 16 + i]!;
      const y = this.bytes[b * 16 + i]!;
      if (x !== y) return x < y ? 1 : -1;
    }
    return 0;
  }

  /** The live slot holding `id`, if any. */
  find(id: string): number | undefined {
    if (!toBytes(id, wanted, 0)) return undefined;
    const mask = this.table.length - 1;
    for (let at = hashBytes(wanted, 0) & mask; ; at = (at + 1) & mask) {
      const slot = this.table[at]!;
      if (slot === EMPTY) return undefined;
      if (this.sameId(slot, wanted)) return slot;
    }
  }

  /** Makes `slot` (its id already `set`) the one `find` answers for its id. */
  link(slot: number): void {
    if ((this.entries + 1) * 2 > this.table.length) this.resize(this.table.length * 2);
    this.place(slot);
    this.entries++;
  }

  /** Forgets `slot` for `find` (its bytes stay: its old postings still name it until a rebuild). */
  unlink(slot: number): void {
    const mask = this.table.length - 1;
    let at = this.hashOfSlot(slot) & mask;
    while (this.table[at] !== slot) {
      if (this.table[at] === EMPTY) return;
      at = (at + 1) & mask;
    }
    // Backward-shift deletion: pull later entries of the probe run into the gap, so no tombstones.
    let gap = at;
    for (let next = (gap + 1) & mask; this.table[next] !== EMPTY; next = (next + 1) & mask) {
      const home = this.hashOfSlot(this.table[next]!) & mask;
      const fromGapToNext = (next - gap) & mask;
      const fromHomeToNext = (next - home) & mask;
      if (fromHomeToNext >= fromGapToNext) {
        this.table[gap] = this.table[next]!;
        gap = next;
      }
    }
    this.table[gap] = EMPTY;
    this.entries--;
  }

  private place(slot: number) {
    const mask = this.table.length - 1;
    let at = this.hashOfSlot(slot) & mask;
    while (this.table[at] !== EMPTY) at = (at + 1) & mask;
    this.table[at] = slot;
  }

  private resize(size: number) {
    const old = this.table;
    this.table = new Int32Array(size).fill(EMPTY);
    for (const slot of old) if (slot !== EMPTY) this.place(slot);
  }

  private sameId(slot: number, bytes: Uint8Array): boolean {
    for (let i = 0; i < 16; i++) if (this.bytes[slot * 16 + i] !== bytes[i]) return false;
    return true;
  }

  private hashOfSlot(slot: number): number {
    return hashBytes(this.bytes, slot * 16);
  }
}

/** The bytes of a uuid, written at `into[at…at+15]`; false when `id` is not one. */
function toBytes(id: string, into: Uint8Array, at: number): boolean {
  if (!UUID.test(id)) return false;
  for (let i = 0, c = 0; i < 16; i++, c += 2) {
    if (id.charCodeAt(c) === DASH) c++;
    into[at + i] = (nibble(id.charCodeAt(c)) << 4) | nibble(id.charCodeAt(c + 1));
  }
  return true;
}
const wanted = new Uint8Array(16);
const DASH = 45;
/** A hex digit's value from its character code ("0"–"9", "a"–"f", "A"–"F"). */
const nibble = (code: number) => (code <= 57 ? code - 48 : (code | 32) - 87);

function readHead(bytes: Uint8Array, from: number): number {
  return ((bytes[from]! << 24) | (bytes[from + 1]! << 16) | (bytes[from + 2]! << 8) | bytes[from + 3]!) >>> 0;
}

/** Mixes all 16 bytes (ids need not be random: fixtures and imports may choose them). */
function hashBytes(bytes: Uint8Array, from: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < 16; i++) h = Math.imul(h ^ bytes[from + i]!, 0x01000193);
  return (h ^ (h >>> 15)) >>> 0;
}
