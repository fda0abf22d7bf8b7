import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { builtPages, readBuilt } from "../support/site/built-site";
import { headingLevels, outlineProblems } from "../support/site/outline";

// Conformance to the HTML standard plus document-level rules (doctype, lang, title...).
// SRI is only asked of cross-origin resources: for the site's own files it adds nothing.
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: { "require-sri": ["error", { target: "crossorigin" }] },
});

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

  // After hydration too: the live outline of every route is checked where each route is loaded once (every-route.spec.ts).

  test("the outline check itself catches a missing h1, two h1s and a skipped level", () => {
    expect(outlineProblems(headingLevels("<h1>a</h1><h2>b</h2><h3>c</h3><h2>d</h2>"))).toEqual([]);
    expect(outlineProblems(headingLevels("<h2>a</h2>"))).toContain("0 h1 elements");
    expect(outlineProblems(headingLevels("<h1>a</h1><h1>b</h1>"))).toContain("2 h1 elements");
    expect(outlineProblems(headingLevels("<h1>a</h1><h3>b</h3>"))).toContain("h1 followed by h3");
  });
});
