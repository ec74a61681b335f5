/**
 * A growable list of product slots in one typed array: a posting list of the search index. Slots are
 * appended in ascending order (slots only grow). A typed array instead of a JavaScript array holds 4
 * bytes per entry in one block the garbage collector never walks (decision 011, "Costs and limits").
 */
export class SlotList {
  data: Int32Array;
  length = 0;

  constructor(capacity = 4) {
    this.data = new Int32Array(capacity);
  }

  /** A full list over `slots` (a view into a snapshot's posting lists, search-snapshot.ts: not copied). */
  static of(slots: Int32Array): SlotList {
    const list = new SlotList(0);
    list.data = slots;
    list.length = slots.length;
    return list;
  }

  push(slot: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(Math.max(4, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = slot;
  }

  /** The position of the first entry at or after `slot` (the list's length when there is none). */
  lowerBound(slot: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.data[mid]! < slot) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Gives back the spare room doubling left (after a full load, when the list stops growing). */
  trim(): void {
    if (this.data.length > this.length + 4) this.data = this.data.slice(0, Math.max(this.length, 4));
  }
}
