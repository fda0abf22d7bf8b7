/**
 * Ranking beyond BM25 (MiniSearch's `boostDocument`): the place that defines
 * a name outranks the places that mention it. A query term that is a page's
 * whole name ("atom", "selectorFamily", "caching") boosts that page's
 * sections; a term that is a section's whole heading ("tag", "Suspense")
 * boosts that section; a section that refers to the same-named section of
 * another page for its definition (`definedAt`) ranks below that one.
 */
import { wordsOf, wordTerm } from "./search-terms";

export const PAGE_NAME_BOOST = 2;
export const HEADING_NAME_BOOST = 1.5;
export const REFERENCE_BOOST = 0.8;

interface Names {
  page: string | null;
  heading: string | null;
}

/** The one query term a one-word name stands for (a longer name has none). */
const nameTerm = (name: unknown): string | null => {
  const words = typeof name === "string" ? wordsOf(name) : [];
  return words.length === 1 ? wordTerm(words[0]) : null;
};

// boostDocument runs for every matching section and term: work the names out once per section.
const namesOf = new WeakMap<object, Names>();

export function boostSection(_id: unknown, term: string, stored?: Record<string, unknown>): number {
  if (!stored) return 1;
  let names = namesOf.get(stored);
  if (!names) {
    names = { page: nameTerm(stored.page), heading: nameTerm(stored.heading) };
    namesOf.set(stored, names);
  }
  return (names.page === term ? PAGE_NAME_BOOST : 1) * (names.heading === term ? HEADING_NAME_BOOST : 1) * (stored.definedAt ? REFERENCE_BOOST : 1);
}
