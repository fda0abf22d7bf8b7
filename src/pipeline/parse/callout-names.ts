/**
 * Callouts are landmarks (`<aside aria-label>`, Callout.tsx): a screen reader lists them by name, so two on
 * one page must not share one. A callout's name is its title, or its type's heading when it has none.
 */
import type { Root } from "mdast";
import { CALLOUT_TITLES, type CalloutType } from "../../shared/callout-kinds";
import { ContentError } from "../errors/errors";
import { attribute, elementPlace, isMdxElement } from "./mdx-elements";
import { visitTree } from "./visit-tree";

/** Throws a ContentError (kind "markup") at the second callout of `tree` whose name an earlier one has. */
export function checkCalloutNames(tree: Root, file: string): void {
  const seen = new Map<string, string>();
  visitTree(tree, (node) => {
    if (!isMdxElement(node, "Callout")) return;
    const title = attribute(node, "title");
    const type = attribute(node, "type");
    const name = typeof title === "string" ? title : CALLOUT_TITLES[(typeof type === "string" && type in CALLOUT_TITLES ? type : "info") as CalloutType];
    const first = seen.get(name);
    if (first !== undefined) {
      throw new ContentError(elementPlace(file, node), `two callouts on one page are named "${name}" (the first at ${first}): screen readers list callouts by name`, name, "Give each callout on the page a title of its own (title=\"...\").", "markup");
    }
    seen.set(name, elementPlace(file, node));
  });
}
