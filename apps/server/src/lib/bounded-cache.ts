/**
 * A least-recently-used cache bounded by a total weight (bytes, or 1 an entry for a count), for
 * what a thread draws or decodes once and reuses: watermark layers, brand-kit logos. An entry
 * heavier than the whole bound is not kept. A Map's insertion order doubles as the recency
 * order: a hit is re-inserted at the end, eviction takes from the front.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();
  private weight = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: V): void {
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.weight -= this.weigh(old);
    }
    this.entries.set(key, value);
    this.weight += weight;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.weight <= this.maxWeight) break;
      this.entries.delete(oldKey);
      this.weight -= this.weigh(oldValue);
    }
  }
}
