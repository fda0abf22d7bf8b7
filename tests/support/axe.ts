import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Where to run every rule: the whole document (the default) or the elements matching `include`. */
export interface AxeScope {
  include?: string;
}

/**
 * Runs axe-core (every rule it runs by default, any impact) in the page and returns its
 * violations as readable lines. axe is evaluated through the DevTools protocol, so the
 * site's Content-Security-Policy does not have to allow it. Only violations are collected:
 * gathering every passing node makes a run several times slower.
 */
export async function axeViolations(page: Page, label: string, scope: AxeScope = {}): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async (include) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(include ? { include: [include] } : document, { resultTypes: ["violations"] });
      return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target: target.map(String) })) }));
    },
    scope.include ?? null,
  );
  return violations.map(
    (violation) => `${label}: [${violation.impact}] ${violation.id}: ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(" | ")}`,
  );
}
