/**
 * The `k` highest scores offered so far, as a min-heap: once `k` are held, `lowest` is the k-th highest
 * (what an early-stopping search compares with the next block's bound). Offering costs O(log k), so a
 * deep page (k in the tens of thousands) costs no more than sorting.
 */
export class TopScores {
  private readonly heap: Float64Array;
  private size = 0;

  /** `room`: at most this many can ever be offered (the catalog's size), so a huge `k` allocates no more. */
  constructor(
    readonly k: number,
    room: number,
  ) {
    this.heap = new Float64Array(Math.max(1, Math.min(k, room)));
  }

  get full(): boolean {
    return this.k > 0 && this.size === this.k;
  }

  /** The k-th highest score (meaningful once `full`). */
  get lowest(): number {
    return this.heap[0]!;
  }

  offer(score: number): void {
    const heap = this.heap;
    if (this.size < this.k) {
      if (this.size === heap.length) return;
      let at = this.size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (heap[parent]! <= score) break;
        heap[at] = heap[parent]!;
        at = parent;
      }
      heap[at] = score;
      return;
    }
    if (this.k === 0 || score <= heap[0]!) return;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const child = right < this.size && heap[right]! < heap[left]! ? right : left;
      if (heap[child]! >= score) break;
      heap[at] = heap[child]!;
      at = child;
    }
    heap[at] = score;
  }
}
