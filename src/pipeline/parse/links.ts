import type { Root } from "mdast";
import type { MdxJsxAttribute } from "mdast-util-mdx";
import { visitTree } from "./visit-tree";
import { absoluteUrl } from "../../shared/paths";
import { ContentError, listChoices, place } from "../errors/errors";

/** A link destination in a doc, as written, with its line and column in the file. */
export interface DocLink {
  url: string;
  line: number;
  column: number;
}

/** A JSX attribute's string value: `to="/x"`, or an expression that is only a string (`href={"/x"}`). */
function stringValue(attribute: MdxJsxAttribute): string | undefined {
  const { value } = attribute;
  if (typeof value === "string") return value;
  const statement = value?.data?.estree?.body[0];
  if (statement?.type !== "ExpressionStatement") return undefined;
  const { expression } = statement;
  if (expression.type === "Literal" && typeof expression.value === "string") return expression.value;
  if (expression.type === "TemplateLiteral" && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** Every link of a doc's tree: Markdown links and definitions, and `href`/`to` of JSX elements (code is not prose). */
export function linksOf(tree: Root): DocLink[] {
  const links: DocLink[] = [];
  visitTree(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    const column = node.position?.start.column ?? 1;
    if (node.type === "link" || node.type === "definition") links.push({ url: node.url, line, column });
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
    for (const attribute of node.attributes) {
      if (attribute.type !== "mdxJsxAttribute" || (attribute.name !== "href" && attribute.name !== "to")) continue;
      const url = stringValue(attribute);
      if (url) links.push({ url, line, column });
    }
  });
  return links;
}

export interface LinkTargets {
  /** Route paths (no prefix) mapped to the anchors that exist on them. */
  anchorsByPath: Map<string, ReadonlySet<string>>;
}

/** A link target as an absolute URL: site paths get the site URL and prefix, bare anchors the page's URL. */
export function absoluteTarget(target: string, pageUrl: string): string {
  if (target.startsWith("#")) return pageUrl + target;
  if (target.startsWith("/") && !target.startsWith("//")) return absoluteUrl(target);
  return target;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");

/** Checks one internal link; throws a ContentError naming file:line:column, the target and the valid choices. */
export function checkLink(target: string, fromPath: string, file: string, line: number, targets: LinkTargets, column?: number): void {
  if (isExternal(target)) return;
  const where = place(file, line, column);
  const [pathPart, anchor] = target.split("#", 2) as [string, string | undefined];
  const routePath = pathPart === "" ? fromPath : pathPart;
  if (!routePath.startsWith("/")) {
    throw new ContentError(where, "relative links are not supported", target, 'Use an absolute site path without the /stan prefix, e.g. "/docs/api/atom".', "broken-link");
  }
  if (routePath.startsWith("/stan/") || routePath === "/stan") {
    throw new ContentError(where, "links must not include the /stan path prefix (it is added at build time)", target, `Write ${JSON.stringify(target.replace(/^\/stan/, "") || "/")}.`, "broken-link");
  }
  const anchors = targets.anchorsByPath.get(routePath);
  if (!anchors) {
    throw new ContentError(where, "link to a page that does not exist", target, `Existing pages: ${listChoices([...targets.anchorsByPath.keys()].sort())}.`, "broken-link");
  }
  if (anchor !== undefined && !anchors.has(anchor)) {
    throw new ContentError(where, `link to an anchor that does not exist on ${routePath}`, `#${anchor}`, `Anchors on that page: ${listChoices([...anchors].map((a) => `#${a}`))}.`, "missing-anchor");
  }
}
