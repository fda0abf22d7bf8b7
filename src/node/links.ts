import { ContentError, listChoices } from "./errors";

export interface FoundLink {
  target: string;
  line: number;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const MARKDOWN_LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const JSX_LINK = /\b(?:href|to)=(?:"([^"]+)"|'([^']+)'|\{\s*["'`]([^"'`]+)["'`]\s*\})/g;
const REFERENCE_DEFINITION = /^\s*\[[^\]]+\]:\s*(\S+)/;

/** Every link target in a Markdown/MDX body outside code fences and inline code, with its line. */
export function extractLinks(body: string): FoundLink[] {
  const links: FoundLink[] = [];
  let fence: string | null = null;
  body.split("\n").forEach((rawLine, index) => {
    const fenceMatch = FENCE.exec(rawLine);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (rawLine.trim() === fenceMatch[1] && fenceMatch[1][0] === fence[0]) fence = null;
      return;
    }
    if (fence !== null) return;
    const line = rawLine.replace(/`+[^`]*`+/g, "");
    const add = (target: string | undefined) => target && links.push({ target, line: index + 1 });
    for (const match of line.matchAll(MARKDOWN_LINK)) add(match[1]);
    for (const match of line.matchAll(JSX_LINK)) add(match[1] ?? match[2] ?? match[3]);
    add(REFERENCE_DEFINITION.exec(line)?.[1]);
  });
  return links;
}

export interface LinkTargets {
  /** Route paths (no prefix) mapped to the anchors that exist on them. */
  anchorsByPath: Map<string, ReadonlySet<string>>;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");

/** Checks one internal link; throws a ContentError naming file:line, the target and the valid choices. */
export function checkLink(target: string, fromPath: string, file: string, line: number, targets: LinkTargets): void {
  if (isExternal(target)) return;
  const where = `${file}:${line}`;
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
