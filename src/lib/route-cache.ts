import { ROUTE_CACHE_LIMIT } from "../config/constants";

/**
 * A Map that keeps at most `limit` entries, forgetting the least recently used
 * first, so per-route bookkeeping cannot grow without bound in a long visit.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly limit: number = ROUTE_CACHE_LIMIT) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`A cache needs room for at least one entry (got ${limit}).`);
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The value for `key`, marking it as recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) {
      // Map iterates in insertion order: the first key is the least recently used.
      this.entries.delete(this.entries.keys().next().value as K);
    }
    return this;
  }
}
