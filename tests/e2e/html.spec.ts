import { expect, test, type Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { builtPages, pageRoutes, readBuilt, UNKNOWN_PATH } from "../support/built-site";
import { gotoReady } from "./support";

// Conformance to the HTML standard plus document-level rules (doctype, lang, title...).
// SRI is only asked of cross-origin resources: for the site's own files it adds nothing.
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: { "require-sri": ["error", { target: "crossorigin" }] },
});

/** Heading levels in document order, from HTML text. */
function headingLevels(html: string): number[] {
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, "");
  return [...body.matchAll(/<h([1-6])\b/gi)].map((match) => Number(match[1]));
}

/** What is wrong with an outline: not exactly one h1 first, or a level skipped on the way down. */
function outlineProblems(levels: number[]): string[] {
  const problems: string[] = [];
  const h1s = levels.filter((level) => level === 1).length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements`);
  if (levels[0] !== 1) problems.push(`first heading is h${levels[0]}`);
  levels.forEach((level, index) => {
    if (index > 0 && level > levels[index - 1] + 1) problems.push(`h${levels[index - 1]} followed by h${level}`);
  });
  return problems;
}

async function renderedLevels(page: Page): Promise<number[]> {
  return page.$$eval("h1, h2, h3, h4, h5, h6", (headings) =>
    headings.filter((heading) => heading.getClientRects().length > 0 || heading.closest("details")).map((heading) => Number(heading.tagName[1])),
  );
}

test.describe("HTML", () => {
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
    expect(errors, errors.slice(0, 30).join("\n")).toEqual([]);
  });

  test("every built page has exactly one h1 and no skipped heading level", async () => {
    const problems = builtPages().flatMap((page) => outlineProblems(headingLevels(readBuilt(page.file))).map((problem) => `${page.file}: ${problem}`));
    expect(problems).toEqual([]);
  });

  test("after hydration too: one h1 and no skipped level on every route and the not-found page", async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const route of [...pageRoutes(), UNKNOWN_PATH]) {
      await gotoReady(page, route);
      problems.push(...outlineProblems(await renderedLevels(page)).map((problem) => `${route}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  test("the outline check itself catches a missing h1, two h1s and a skipped level", () => {
    expect(outlineProblems(headingLevels("<h1>a</h1><h2>b</h2><h3>c</h3><h2>d</h2>"))).toEqual([]);
    expect(outlineProblems(headingLevels("<h2>a</h2>"))).toContain("0 h1 elements");
    expect(outlineProblems(headingLevels("<h1>a</h1><h1>b</h1>"))).toContain("2 h1 elements");
    expect(outlineProblems(headingLevels("<h1>a</h1><h3>b</h3>"))).toContain("h1 followed by h3");
  });
});
