/**
 * The framework tab sets of a doc, checked against the one framework group (src/shared/frameworks.ts):
 * the same group id, values, labels and order on every page, so that the reader's choice holds everywhere
 * and the Markdown copy labels each variant the same way. A set of framework values under another
 * group id (or none) would be a second group, forgetting the choice: it is an error too.
 */
import type { Content, Root } from "mdast";
import { FRAMEWORK_GROUP_ID, FRAMEWORKS, FRAMEWORK_VALUES, isFramework } from "../../shared/frameworks";
import { ContentError, listChoices } from "../errors/errors";
import { attribute, elementPlace, isMdxElement, type MdxElement } from "./mdx-elements";
import { visitTree } from "./visit-tree";

const HOW = `A framework tab set is <Tabs groupId="${FRAMEWORK_GROUP_ID}"> with ${FRAMEWORKS.map(({ value, label }) => `<TabItem value="${value}" label="${label}">`).join(", ")}, in that order (any two or more of them)`;

function checkFrameworkSet(tabs: MdxElement, items: MdxElement[], file: string): void {
  if (attribute(tabs, "defaultValue") !== undefined) {
    throw new ContentError(elementPlace(file, tabs), "a framework tab set opens on the reader's framework (or the first tab), not on a default of its own", attribute(tabs, "defaultValue"), "Remove defaultValue.", "markup");
  }
  if (items.length < 2) throw new ContentError(elementPlace(file, tabs), "a framework tab set needs two tabs or more", items.length, `${HOW}.`, "markup");
  let previous = -1;
  for (const item of items) {
    const value = attribute(item, "value");
    if (!isFramework(value)) throw new ContentError(elementPlace(file, item), "not a framework of the framework tab group", value, `Use one of ${listChoices(FRAMEWORK_VALUES)}. ${HOW}.`, "markup");
    const index = FRAMEWORK_VALUES.indexOf(value);
    const { label } = FRAMEWORKS[index];
    if (attribute(item, "label") !== label) throw new ContentError(elementPlace(file, item), `the "${value}" tab's label must be "${label}", as on every page`, attribute(item, "label"), `Write label="${label}".`, "markup");
    if (index <= previous) throw new ContentError(elementPlace(file, item), "framework tabs come in one order on every page, each once", value, `${HOW}.`, "markup");
    previous = index;
  }
}

/** Throws a ContentError (kind "markup") at the first framework tab set that breaks the group's rules. */
export function checkTabSets(tree: Root, file: string): void {
  visitTree(tree, (node) => {
    if (!isMdxElement(node, "Tabs")) return;
    const items = (node.children as Content[]).filter((child): child is MdxElement => isMdxElement(child, "TabItem"));
    const groupId = attribute(node, "groupId");
    if (groupId === FRAMEWORK_GROUP_ID) return checkFrameworkSet(node, items, file);
    const values = items.map((item) => attribute(item, "value"));
    if (values.length >= 2 && values.every(isFramework)) {
      throw new ContentError(elementPlace(file, node), `tabs for ${listChoices(values as string[])} belong to the one framework group, so that the reader's choice holds on every page`, groupId ?? null, `Write groupId="${FRAMEWORK_GROUP_ID}".`, "markup");
    }
  });
}
