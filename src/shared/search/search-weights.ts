/**
 * The weights of the ranking by what a query names (search-ranking.ts namedWords), in a module of
 * their own: the dialog's and the search page's code reads them without the ranking's code.
 */

/** Each query word a section names multiplies its score by this (see search-ranking.ts). */
export const NAMED_WORD_BOOST = 8;
/** What a word found only in what a name does counts, against a word in the name. */
export const DESCRIBED_WORD_SHARE = 0.5;
