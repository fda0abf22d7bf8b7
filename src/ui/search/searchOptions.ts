import type { PageHit, SectionHit } from "./search-engine";
import { DESCRIBED_WORD_SHARE } from "../../shared/search/search-weights";

/** What the dialog's listbox offers: a search result, or a recent search to run again. */
export type SearchOption = { kind: "hit"; hit: SectionHit } | { kind: "recent"; query: string };

export interface SearchOptionGroup {
  /** Page title, or "Recent searches". */
  label: string;
  /** Sidebar category of the page ("API"), shown beside the label. */
  category: string;
  options: SearchOption[];
}

/** The dialog shows the best sections of each page; the search page shows them all. */
export const DIALOG_SECTIONS_PER_PAGE = 4;
export const DIALOG_PAGE_LIMIT = 8;
/**
 * The dialog leaves out sections under this share of the best result, both in how well they match the words
 * (BM25, before the ranking by names) and in rank: they match through a code identifier or a typo only, and
 * listed under a good page they would push the next pages' best sections down.
 */
export const DIALOG_MIN_SCORE_SHARE = 0.05;

/** How well a section matches the words, before the ranking by what it names (search-ranking.ts namedWords). */
const matchScore = (hit: SectionHit) => hit.matchScore ?? hit.score;

/** How many of the query's words a section names (search-ranking.ts namedWords); 0 when unknown. */
const named = (hit: SectionHit) => hit.named ?? 0;

/** Groups for the listbox: recent searches while the query is empty, else results by page. */
export function dialogOptionGroups(query: string, pages: readonly PageHit[], recent: readonly string[]): SearchOptionGroup[] {
  if (query.trim() === "") {
    return recent.length ? [{ label: "Recent searches", category: "", options: recent.map((item) => ({ kind: "recent", query: item })) }] : [];
  }
  const hits = pages.flatMap((page) => page.sections);
  const matchFloor = Math.max(0, ...hits.map(matchScore)) * DIALOG_MIN_SCORE_SHARE;
  const rankFloor = Math.max(0, ...hits.map((hit) => hit.score)) * DIALOG_MIN_SCORE_SHARE;
  // Kept: a section that matches the words well, or that ranks well by what it names.
  const kept = (hit: SectionHit) => matchScore(hit) >= matchFloor || hit.score >= rankFloor;
  return pages
    .map((page) => ({ page, hits: page.sections.filter(kept) }))
    .map(({ page, hits }) => {
      // A page lists the sections that name about as many of the query's words as its best one (half a word
      // less: a word it describes): for "refresh a selector", selector's Refresh, not every other section of
      // selector, which names the page alone (the search page lists them all).
      const most = Math.max(0, ...hits.map(named));
      return { page, hits: hits.filter((hit) => named(hit) >= most - DESCRIBED_WORD_SHARE) };
    })
    .filter(({ hits }) => hits.length > 0)
    .slice(0, DIALOG_PAGE_LIMIT)
    .map(({ page, hits }) => ({
      label: page.title,
      category: page.category,
      options: hits.slice(0, DIALOG_SECTIONS_PER_PAGE).map((hit) => ({ kind: "hit", hit })),
    }));
}

/** The next active option for an arrow key, wrapping at both ends (-1: none active). */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/** "/search?q=…": the full results for a query (a route, without the path prefix). */
export function searchPageRoute(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : "/search";
}

/** The query in a `?q=` search string. */
export function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get("q") ?? "";
}
