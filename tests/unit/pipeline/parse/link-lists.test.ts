/** @jest-environment node */
import * as fs from "fs";
import * as path from "path";
import type { List, Link, Root } from "mdast";
import { visitTree } from "../../../../src/pipeline/parse/visit-tree";
import { parseDocFile } from "../../../../src/pipeline/parse/doc-tree";

const DOCS = path.resolve(__dirname, "../../../../content/docs");
const files = fs.readdirSync(DOCS, { recursive: true, encoding: "utf8" }).filter((file) => /\.mdx?$/.test(file));

/** How a link's text is set: all in code, or plain text. */
const styleOf = (link: Link) => (link.children.length > 0 && link.children.every((child) => child.type === "inlineCode") ? "code" : "plain");

/** The lists under a "Related" or "Next steps" heading: lists of pages. */
function pageLists(tree: Root): List[] {
  const lists: List[] = [];
  tree.children.forEach((node, index) => {
    if (node.type !== "heading" || !/^(Related|Next steps)$/.test(node.children.map((child) => ("value" in child ? child.value : "")).join(""))) return;
    for (const next of tree.children.slice(index + 1)) {
      if (next.type === "heading") break;
      if (next.type === "list") lists.push(next);
    }
  });
  return lists;
}

describe("lists of pages (issue 24)", () => {
  it("name every page in one style: plain text, as the sidebar does, never in code", () => {
    const mixed: string[] = [];
    for (const file of files) {
      const tree = parseDocFile(fs.readFileSync(path.join(DOCS, file), "utf8"), `content/docs/${file}`);
      for (const list of pageLists(tree)) {
        visitTree(list, "link", (link) => {
          if (styleOf(link) !== "plain") mixed.push(`${file}:${link.position?.start.line}: ${link.url}`);
        });
      }
    }
    expect(mixed).toEqual([]);
    expect(files.length).toBeGreaterThan(10);
  });
});
