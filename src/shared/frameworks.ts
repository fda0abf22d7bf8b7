/**
 * The framework tab group: the one set of tabs that shows a sample for React, Vue or no framework.
 * Every page uses the same group id, values, labels and order (the build checks each `<Tabs>` against
 * this list: src/pipeline/parse/tab-sets.ts), so the reader's choice holds on every page. Read by the
 * build, the boot script that applies the stored choice before the first paint, and the tabs.
 */
export { FRAMEWORK_ATTRIBUTE, FRAMEWORK_GROUP_ID, FRAMEWORK_QUERY_PARAMETER } from "./framework-group";

/** The tabs of the group, in the order every tab set shows them. */
export const FRAMEWORKS = [
  { value: "react", label: "React" },
  { value: "vue", label: "Vue" },
  { value: "vanilla", label: "Vanilla TypeScript" },
] as const;

export type Framework = (typeof FRAMEWORKS)[number]["value"];

export const FRAMEWORK_VALUES: readonly Framework[] = FRAMEWORKS.map((framework) => framework.value);

export function isFramework(value: unknown): value is Framework {
  return typeof value === "string" && (FRAMEWORK_VALUES as readonly string[]).includes(value);
}

/**
 * The pages about one framework's bindings (route paths): search ranks them below the pages of the
 * reader's framework, unless the query names theirs (src/shared/search/search-ranking.ts).
 */
export const FRAMEWORK_PAGES: Readonly<Record<string, Framework>> = { "/docs/api/react": "react", "/docs/api/vue": "vue" };

/** The framework a reader who never chose one reads: the group's first tab. */
export const DEFAULT_FRAMEWORK: Framework = FRAMEWORKS[0].value;
