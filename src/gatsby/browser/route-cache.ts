import { ROUTE_CACHE_LIMIT } from "../../config/constants";

export interface BoundedSet<T> {
  readonly size: number;
  has(item: T): boolean;
  /** Adds `item`, or marks it as the most recently used. */
  add(item: T): void;
}

/**
 * A set that keeps at most `limit` items (the spec's route cache limit), forgetting the least
 * recently added first, so per-route bookkeeping cannot grow without bound in a long visit.
 * A function rather than a class: Gatsby's Babel preset compiles classes for the browser.
 */
export function boundedSet<T>(limit: number = ROUTE_CACHE_LIMIT): BoundedSet<T> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`A cache needs room for at least one entry (got ${limit}).`);
  const items = new Set<T>();
  return {
    get size() {
      return items.size;
    },
    has: (item) => items.has(item),
    add(item) {
      items.delete(item);
      items.add(item);
      // A Set iterates in insertion order: the first item is the least recently added.
      if (items.size > limit) items.delete(items.values().next().value as T);
    },
  };
}
