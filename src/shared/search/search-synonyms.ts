/**
 * Words readers use for what the docs call otherwise: a query word also matches these (query side
 * only; the index is not touched). Each is a word the docs never or rarely use for the idea, mapped to
 * the docs' own words, so a reader who describes what they want ("remember the last parameter",
 * "forget old members", "global store") reaches the section that names it ("most-recent",
 * "eviction", `DEFAULT_STORE`). The reader's word still counts as itself.
 */
import { wordTerm } from "./search-terms";

const READER_WORDS: Record<string, readonly string[]> = {
  remember: ["keep", "cache"],
  last: ["recent"],
  latest: ["recent"],
  newest: ["recent"],
  forget: ["evict"],
  discard: ["evict"],
  drop: ["evict"],
  clear: ["reset"],
  rerun: ["refresh"],
  refetch: ["refresh"],
  invalidate: ["refresh"],
  recompute: ["refresh"],
  global: ["default"],
  listen: ["subscribe"],
  observe: ["subscribe"],
  watch: ["subscribe"],
  computed: ["derived"],
  compare: ["equal"],
  limit: ["maxSize"],
};

const byTerm = new Map<string, string[]>();
for (const [word, others] of Object.entries(READER_WORDS)) {
  const term = wordTerm(word);
  if (term !== null) byTerm.set(term, [...(byTerm.get(term) ?? []), ...others]);
}

/** The docs' words for a query word (its term), or none. */
export function synonymsOf(term: string): readonly string[] {
  return byTerm.get(term) ?? [];
}
