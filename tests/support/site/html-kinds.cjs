// Where a page's HTML bytes go, by kind, gzipped as served (level 6, as nginx and the GitHub Pages stand-in):
// each kind is what gzip's output shrinks by when its markup is taken out of the page, in this order (so a kind
// is counted once, and the kinds and the content add up to the whole). Shared by the HTML budget
// (tests/e2e/budget.spec.ts) and the benchmark (scripts/bench.mjs), which prints it for our pages and the
// original site's. Works on any site's HTML: a kind a page does not have counts 0.
// CommonJS so that both a Playwright TypeScript spec and an ES module script can load it.
"use strict";
const zlib = require("node:zlib");

const gzipSize = (text) => zlib.gzipSync(Buffer.from(text), { level: 6 }).length;

/**
 * The kinds, in the order they are taken out. `overhead` marks what a page carries around its content (its
 * words and its code): the part the site's own choices decide, and the part a budget can hold whatever the
 * docs say.
 */
const KINDS = [
  // The compiler's quick info on a sample's names (ours: src/pipeline/code/code-data.ts keeps it out).
  { kind: "typeText", overhead: true, pattern: /<span class="tw"[^>]*?\saria-description="[^"]*"/g, keep: (match) => match.replace(/\saria-description="[^"]*"/, "") },
  // A code block's lines in a box the build sizes (ours: src/pipeline/code/code-lines.ts).
  { kind: "lineBoxes", overhead: true, pattern: /<span class="code-lines"[^>]*>([\s\S]*?)<\/span>(?=<\/code>)/g, keep: (_, inner) => inner },
  { kind: "css", overhead: true, pattern: /<style\b[^>]*>[\s\S]*?<\/style>/gi },
  { kind: "scripts", overhead: true, pattern: /<script\b[^>]*>[\s\S]*?<\/script>/gi },
  // The rest of the head: meta tags, the title, links.
  { kind: "head", overhead: true, pattern: /(?<=<head>)[\s\S]*?(?=<\/head>)/i },
  { kind: "code", overhead: false, pattern: /<pre\b[\s\S]*?<\/pre>/gi },
  // The table of contents, as long as the doc's headings (ours: two navs; Docusaurus: its desktop list).
  { kind: "toc", overhead: false, pattern: /<nav\b[^>]*(?:aria-labelledby="toc-title"|aria-label="On this page[^"]*")[\s\S]*?<\/nav>|<div class="tableOfContents[\s\S]*?<\/ul><\/div>/gi },
  // Navigation: the navbar, sidebar, breadcrumbs, tables of contents, paginator, footer links.
  { kind: "nav", overhead: true, pattern: /<nav\b[\s\S]*?<\/nav>/gi },
  // Drawn icons; a drawing that is content (an image with a name, as a doc's state graph) stays content.
  { kind: "icons", overhead: true, pattern: /<svg\b(?![^>]*\srole="img")[\s\S]*?<\/svg>/gi },
];

/**
 * The page's HTML by kind, in gzipped bytes: `total`, each kind, `content` (what is left: the words and their
 * markup) and `overhead` (every kind but code, the table of contents and content).
 */
function htmlKinds(html) {
  const total = gzipSize(html);
  const kinds = { total };
  let rest = html;
  let before = total;
  for (const { kind, pattern, keep } of KINDS) {
    rest = rest.replace(pattern, keep ?? "");
    const after = gzipSize(rest);
    kinds[kind] = before - after;
    before = after;
  }
  kinds.content = before;
  kinds.overhead = KINDS.filter((entry) => entry.overhead).reduce((sum, entry) => sum + kinds[entry.kind], 0);
  return kinds;
}

/**
 * Budgets of a page's HTML (gzipped; kB = 1000 bytes), checked on every built page. The total grows with what a
 * doc says (api/react went from 15.2 to 20.5 KB in an hour of writing), so it is a loose guard with room for longer
 * docs; the overhead is what the site adds around the words, the code and the table of contents, which no doc
 * should move: the budget that holds the site's own choices.
 */
const HTML_BUDGETS = { totalGz: 32_000, overheadGz: 5_000 };

module.exports = { KINDS, HTML_BUDGETS, gzipSize, htmlKinds };
