import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Where to run, and what: the whole document (the default) or the elements matching `include`; every default rule, or only `rules`. */
export interface AxeScope {
  include?: string;
  rules?: readonly string[];
}

export interface AxeReport {
  /** The violations, as readable lines. */
  violations: string[];
  /** The rules of the run that judge colour (axe's tag `cat.color`): of a default run, the colour rules axe runs by default. */
  colourRules: string[];
}

/**
 * Runs axe-core (every rule it runs by default, any impact, or the rules named) in the page.
 * axe is evaluated through the DevTools protocol, so the site's Content-Security-Policy does
 * not have to allow it. Only violations are collected: gathering every passing node makes a
 * run several times slower.
 */
export async function axeRun(page: Page, label: string, scope: AxeScope = {}): Promise<AxeReport> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const { violations, colourRules } = await page.evaluate(
    async ({ include, rules }) => {
      type Result = { id: string; tags: string[] };
      type Results = Record<"passes" | "incomplete" | "inapplicable", Result[]> & { violations: Array<AxeViolation & Result> };
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Results> } }).axe;
      const options = rules ? { resultTypes: ["violations"], runOnly: { type: "rule", values: rules } } : { resultTypes: ["violations"] };
      const result = await axe.run(include ? { include: [include] } : document, options);
      const ran = [...result.violations, ...result.passes, ...result.incomplete, ...result.inapplicable];
      return {
        violations: result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target: target.map(String) })) })),
        colourRules: [...new Set(ran.filter((rule) => rule.tags.includes("cat.color")).map((rule) => rule.id))].sort(),
      };
    },
    { include: scope.include ?? null, rules: scope.rules ? [...scope.rules] : null },
  );
  return {
    violations: violations.map(
      (violation) => `${label}: [${violation.impact}] ${violation.id}: ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(" | ")}`,
    ),
    colourRules,
  };
}

/** axeRun's violations alone. */
export async function axeViolations(page: Page, label: string, scope: AxeScope = {}): Promise<string[]> {
  return (await axeRun(page, label, scope)).violations;
}
