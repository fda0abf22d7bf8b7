/**
 * The HTML of every built page, read from public/ (.html twins and the not-found page's copies included): valid,
 * one outline, and how a page loads (src/pipeline/post-build/deferred-scripts.ts; the load itself, in a browser:
 * tests/e2e/budget.spec.ts).
 */
import { HtmlValidate } from "html-validate";
import { existsSync } from "node:fs";
import * as path from "node:path";
import { builtPages, PATH_PREFIX, PUBLIC_DIR, readBuilt } from "../support/site/built-site";
import { HTML_BUDGETS, htmlKinds } from "../support/site/html-kinds.cjs";
import { headingLevels, outlineProblems } from "../support/site/outline";

/** The stylesheets a page links (src/gatsby/stylesheet-link.ts), as addresses under the site's prefix. */
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const stylesheetsOf = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);

// Conformance to the HTML standard plus document-level rules (doctype, lang, title...).
// SRI is only asked of cross-origin resources: for the site's own files it adds nothing.
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: { "require-sri": ["error", { target: "crossorigin" }] },
});

describe("HTML of every built page", () => {
  test("every built page passes html-validate with no errors", async () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThanOrEqual(20);
    const errors: string[] = [];
    // Each .html twin is a byte copy of its page: the same text is validated once.
    const seen = new Set<string>();
    for (const page of pages) {
      const html = readBuilt(page.file);
      if (seen.has(html)) continue;
      seen.add(html);
      const report = await validator.validateString(html, page.file);
      for (const result of report.results) {
        for (const message of result.messages) errors.push(`${page.file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
    expect(errors.slice(0, 30)).toEqual([]);
  });

  test("loading: no script tag or script prefetch, the loader, a render block that its own <main> lifts, and no image in its styles", () => {
    const problems = builtPages().flatMap(({ file }) => {
      const html = readBuilt(file);
      return [
        /<script[^>]*\ssrc=/.test(html) && "a <script src> tag",
        /<link[^>]*rel="prefetch"[^>]*as="script"|<link[^>]*as="script"[^>]*rel="prefetch"/.test(html) && "a script prefetch link",
        !html.includes('<script id="script-loader">') && "no script loader",
        !html.includes('<link rel="expect" href="#main-content" blocking="render"/>') && "no render block until <main>",
        !html.includes('<main id="main-content"') && "no <main id=main-content> to lift the block",
        // An image a style sheet draws with (url()) is a document or a decoder of its own on the main thread.
        /<style[^>]*>[^<]*url\(/.test(html) && "an image in its styles (url()): draw it with a clip path (DocMeta.module.css)",
        ...stylesheetsOf(html).map((href) => /url\(/.test(readBuilt(href.slice(PATH_PREFIX.length + 1))) && `an image in its stylesheet ${href} (url()): draw it with a clip path (DocMeta.module.css)`),
      ]
        .filter(Boolean)
        .map((problem) => `${file}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  test("every built page has exactly one h1 and no skipped heading level", async () => {
    const problems = builtPages().flatMap((page) => outlineProblems(headingLevels(readBuilt(page.file))).map((problem) => `${page.file}: ${problem}`));
    expect(problems).toEqual([]);
  });

  // After hydration too: the live outline of every route is checked where each route is loaded once (tests/e2e/every-route.spec.ts).

  test("the outline check itself catches a missing h1, two h1s and a skipped level", () => {
    expect(outlineProblems(headingLevels("<h1>a</h1><h2>b</h2><h3>c</h3><h2>d</h2>"))).toEqual([]);
    expect(outlineProblems(headingLevels("<h2>a</h2>"))).toContain("0 h1 elements");
    expect(outlineProblems(headingLevels("<h1>a</h1><h1>b</h1>"))).toContain("2 h1 elements");
    expect(outlineProblems(headingLevels("<h1>a</h1><h3>b</h3>"))).toContain("h1 followed by h3");
  });
});


// A page's HTML, gzipped as served, by kind (tests/support/site/html-kinds.cjs): a total with room for longer
// docs, and what the site adds around the words and code (head, scripts, navigation, icons, line boxes, type
// text, inline CSS), which no doc should move. The stylesheet is one file every page links; the names' types
// wait in the page's code data (src/pipeline/code/code-data.ts).
describe("HTML budget", () => {
  test(`every built page: HTML <= ${kB(HTML_BUDGETS.totalGz)} gz, of which <= ${kB(HTML_BUDGETS.overheadGz)} around its content; the stylesheet linked, no type text`, () => {
    const pages = builtPages();
    const problems = pages.flatMap(({ file }) => {
      const html = readBuilt(file);
      const kinds = htmlKinds(html);
      const sheets = stylesheetsOf(html);
      return [
        kinds.total > HTML_BUDGETS.totalGz && `HTML ${kB(kinds.total)} gz`,
        kinds.overhead > HTML_BUDGETS.overheadGz && `${kB(kinds.overhead)} gz around its content (${JSON.stringify(kinds)})`,
        /<style[^>]*data-identity/.test(html) && "the stylesheet inlined",
        (sheets.length !== 1 || !sheets.every((href) => existsSync(path.join(PUBLIC_DIR, href.slice(PATH_PREFIX.length + 1))))) && `stylesheets ${sheets.join(", ") || "none"}: one, in the build`,
        /<span class="tw"[^>]*aria-description/.test(html) && "type text in the HTML",
      ]
        .filter(Boolean)
        .map((problem) => `${file}: ${problem}`);
    });
    expect(pages.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
});
