/**
 * Ranking beyond BM25 (MiniSearch's `boostDocument`): the place that defines
 * a name outranks the places that mention it. A query term that is a page's
 * whole name ("atom", "selectorFamily", "caching") boosts that page's
 * sections; a term that is a section's whole heading ("tag", "Suspense")
 * boosts that section; a section that refers to the same-named section of
 * another page for its definition (`definedAt`) ranks below that one, unless
 * the query names the section's own page ("atomFamily tag" asks for
 * atomFamily's tag, not atom's).
 *
 * A reference counts half: it is often the shorter section and its example's
 * words add a field (selector's `areValuesEqual` scores about 1.25 times
 * atom's on "equality" before this), so a factor near 1 would leave the order
 * to section lengths and to every edit elsewhere that shifts BM25's averages.
 */
import { wordsOf, wordTerm } from "./search-terms";

export const PAGE_NAME_BOOST = 2;
export const HEADING_NAME_BOOST = 1.5;
export const REFERENCE_BOOST = 0.5;

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

/** The query terms that can name a page: each word's term, and the words run together ("selector family" -> selectorfamily). */
export function pageNameTerms(query: string): Set<string> {
  const words = wordsOf(query);
  const terms = words.map(wordTerm).filter((term): term is string => term !== null);
  if (words.length > 1) terms.push(words.join("").toLowerCase());
  return new Set(terms);
}

/**
 * MiniSearch's `boostDocument`: `queryTerms` (from `pageNameTerms`) lets a query that names a page
 * keep that page's references at full weight; without it every reference is ranked down.
 */
export function boostSection(_id: unknown, term: string, stored?: Record<string, unknown>, queryTerms?: ReadonlySet<string>): number {
  if (!stored) return 1;
  let names = namesOf.get(stored);
  if (!names) {
    names = { page: nameTerm(stored.page), heading: nameTerm(stored.heading) };
    namesOf.set(stored, names);
  }
  const reference = Boolean(stored.definedAt) && !(names.page !== null && queryTerms?.has(names.page));
  return (names.page === term ? PAGE_NAME_BOOST : 1) * (names.heading === term ? HEADING_NAME_BOOST : 1) * (reference ? REFERENCE_BOOST : 1);
}

/** `boostSection` for one query. */
export function boostSectionFor(query: string): (id: unknown, term: string, stored?: Record<string, unknown>) => number {
  const queryTerms = pageNameTerms(query);
  return (id, term, stored) => boostSection(id, term, stored, queryTerms);
}
