import type { Page } from "@playwright/test";

/** Heading levels in document order, from HTML text. */
export function headingLevels(html: string): number[] {
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, "");
  return [...body.matchAll(/<h([1-6])\b/gi)].map((match) => Number(match[1]));
}

/** What is wrong with an outline: not exactly one h1 first, or a level skipped on the way down. */
export function outlineProblems(levels: number[]): string[] {
  const problems: string[] = [];
  const h1s = levels.filter((level) => level === 1).length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements`);
  if (levels[0] !== 1) problems.push(`first heading is h${levels[0]}`);
  levels.forEach((level, index) => {
    if (index > 0 && level > levels[index - 1] + 1) problems.push(`h${levels[index - 1]} followed by h${level}`);
  });
  return problems;
}

/** Heading levels of the live page (rendered headings, and those in a closed <details>). */
export async function renderedLevels(page: Page): Promise<number[]> {
  return page.$$eval("h1, h2, h3, h4, h5, h6", (headings) =>
    headings.filter((heading) => heading.getClientRects().length > 0 || heading.closest("details")).map((heading) => Number(heading.tagName[1])),
  );
}
