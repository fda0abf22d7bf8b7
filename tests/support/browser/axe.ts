import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** Each node's selector, and for a contrast, the colours axe compared (`#111 on #eee, 2.1:1`). */
  nodes: Array<{ target: string[]; colours?: string }>;
}

/**
 * Where to run, and what: the whole document (the default) or the elements matching `include`, less those
 * matching `exclude`; every default rule, or only `rules`.
 */
export interface AxeScope {
  include?: string;
  exclude?: string;
  rules?: readonly string[];
}

export interface AxeReport {
  /**
   * The violations, as readable lines; and, as a line of its own, the texts whose contrast axe left unjudged
   * ("incomplete") because a gradient is behind them: it cannot compute a contrast on a gradient, and says so
   * only in results that no list of violations shows.
   */
  violations: string[];
  /** The rules of the run that judge colour (axe's tag `cat.color`): of a default run, the colour rules axe runs by default. */
  colourRules: string[];
}

/** Puts axe-core in the page (`window.axe`), once per document. */
export async function withAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
}

/**
 * Runs axe-core (every rule it runs by default, any impact, or the rules named) in the page.
 * axe is evaluated through the DevTools protocol, so the site's Content-Security-Policy does
 * not have to allow it. Only violations are collected: gathering every passing node makes a
 * run several times slower; the incomplete ones are kept too, to tell which text axe could not judge.
 */
export async function axeRun(page: Page, label: string, scope: AxeScope = {}): Promise<AxeReport> {
  await withAxe(page);
  const { violations, colourRules, onGradients } = await page.evaluate(
    async ({ include, exclude, rules }) => {
      type Result = { id: string; tags: string[] };
      type Contrast = { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
      type Incomplete = Result & { nodes: Array<{ target: unknown[]; any: Array<{ data?: { messageKey?: string } | null }> }> };
      type Results = Record<"passes" | "inapplicable", Result[]> & { violations: Array<AxeViolation & Result>; incomplete: Incomplete[] };
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Results> } }).axe;
      const resultTypes = ["violations", "incomplete"];
      const options = rules ? { resultTypes, runOnly: { type: "rule", values: rules } } : { resultTypes };
      const result = await axe.run({ include: include ? [include] : [document], exclude: exclude ? [exclude] : [] }, options);
      const ran = [...result.violations, ...result.passes, ...result.incomplete, ...result.inapplicable];
      return {
        violations: result.violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact,
          help,
          nodes: (nodes as Array<{ target: unknown[]; any: Array<{ data?: Contrast }> }>).map(({ target, any }) => {
            const contrast = any.find((check) => check.data?.contrastRatio !== undefined)?.data;
            return { target: target.map(String), colours: contrast ? `${contrast.fgColor} on ${contrast.bgColor}, ${contrast.contrastRatio}:1` : undefined };
          }),
        })),
        colourRules: [...new Set(ran.filter((rule) => rule.tags.includes("cat.color")).map((rule) => rule.id))].sort(),
        onGradients: result.incomplete
          .filter((rule) => rule.id === "color-contrast")
          .flatMap((rule) => rule.nodes)
          .filter((node) => node.any.some((check) => check.data?.messageKey === "bgGradient"))
          .map((node) => node.target.map(String).join(" ")),
      };
    },
    { include: scope.include ?? null, exclude: scope.exclude ?? null, rules: scope.rules ? [...scope.rules] : null },
  );
  const unjudged = onGradients.length ? [`${label}: ${onGradients.length} texts on a gradient, contrast unjudged — ${onGradients.slice(0, 3).join(" | ")}`] : [];
  return {
    violations: [
      ...violations.map((violation) => `${label}: [${violation.impact}] ${violation.id}: ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(" ") + (node.colours ? ` (${node.colours})` : "")).join(" | ")}`),
      ...unjudged,
    ],
    colourRules,
  };
}

/** axeRun's violations alone. */
export async function axeViolations(page: Page, label: string, scope: AxeScope = {}): Promise<string[]> {
  return (await axeRun(page, label, scope)).violations;
}

/**
 * Readies the page for axe's colour rules, for the rest of its life:
 * - Its gradients go, so that axe judges the contrast of the text in front of them on the colour beneath (it
 *   cannot on a gradient, and leaves such text unjudged: every token of every code block, 713 texts on
 *   api/react, and every table cell). The site's gradients are decorative: the scroll cues of code blocks and
 *   wide tables (an edge shadow over the block's own background colour, markdown.css and code.css) and the
 *   landing page's hero (a fade from --color-primary-soft to --color-bg).
 * - Every code line is laid out (code.css lays out only those near the viewport). Chromium answers a
 *   getComputedStyle in a box it skips with the colours before a theme switch when axe had read them before
 *   it: after a switch, axe saw every token of the boxes out of view in the other mode's colours. The page
 *   itself paints them right when they come into view (seen in screenshots).
 * A constructed style sheet: the site's Content-Security-Policy allows no new style element, and the
 * elements keep their attributes.
 */
export async function forColourChecks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync("*, ::before, ::after { background-image: none !important; } .code-lines { content-visibility: visible !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}
