import GithubSlugger from "github-slugger";

export interface Heading {
  depth: number;
  /** Plain text of the heading, as a reader sees it. */
  value: string;
  /** The anchor id (GitHub-style slug, unique within the page). */
  id: string;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const ATX_HEADING = /^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/;

/** Turns inline Markdown into the text a reader sees: code spans kept literally, links and emphasis unwrapped. */
export function inlineMarkdownToText(markdown: string): string {
  // Links first: their text may itself hold code spans ([`atom`](/docs/api/atom)).
  return markdown
    .replace(/!?\[((?:[^\]`]|`[^`]*`)*)\]\([^)]*\)/g, "$1")
    .split(/(`+[^`]*`+)/)
    .map((part) => {
      if (/^`+[^`]*`+$/.test(part)) return part.replace(/^`+|`+$/g, "").replace(/^ (.*) $/, "$1");
      return part
        .replace(/<[^>]+>/g, "")
        .replace(/(\*\*|__|\*|_)(.+?)\1/g, "$2")
        .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, "$1");
    })
    .join("")
    .trim();
}

/** A slugger that yields the same ids as the build-time heading plugin, in document order. */
export function createSlugger(): (text: string) => string {
  const slugger = new GithubSlugger();
  return (text) => slugger.slug(text);
}

/** All ATX headings (## ...) of a Markdown/MDX body outside code fences, with their anchor ids. */
export function extractHeadings(body: string): Heading[] {
  const slug = createSlugger();
  const headings: Heading[] = [];
  let fence: string | null = null;
  for (const line of body.split("\n")) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = ATX_HEADING.exec(line);
    if (!match) continue;
    const value = inlineMarkdownToText(match[2]);
    headings.push({ depth: match[1].length, value, id: slug(value) });
  }
  return headings;
}
