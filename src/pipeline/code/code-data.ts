import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import { CODE_DATA_DIR, type CodeData } from "../../shared/code-data";
import { writeFileWhole } from "../write-whole";
import { unescapeAttribute } from "./typed-html";

/**
 * The compiler's types leave a block's HTML for its page's code data (src/shared/code-data.ts): each name
 * keeps its `<span class="tw">` and its place in the Tab order, and its quick info (the `aria-description`
 * typed-html.ts wrote) is given back to it in the browser when a reader first reaches for the block
 * (src/ui/behaviours/code-data.ts). On api/atom the type text was 3.9 KB of the page's 25.6 KB of HTML
 * (gzipped), and it rode again in the page data that every visible link prefetches.
 */
const TYPE_ATTRIBUTE = /(<span class="tw" tabindex="-?\d+") aria-description="([^"]*)"/g;


/** A block's HTML without its names' quick info, and that quick info in document order. */
export function separateTypes(html: string): { html: string; types: string[] } {
  const types: string[] = [];
  const bare = html.replace(TYPE_ATTRIBUTE, (_, span: string, text: string) => {
    types.push(unescapeAttribute(text));
    return span;
  });
  return { html: bare, types };
}

/** The blocks' HTML without types, and the types by block, in document order. */
export function separateBlockTypes(blocks: readonly string[]): { html: string[]; types: string[][] } {
  const separated = blocks.map(separateTypes);
  return { html: separated.map((block) => block.html), types: separated.map((block) => block.types) };
}

/**
 * Writes a page's code data into `publicDir` under a name made from its content (so a page's data and its code
 * data never disagree, and a host may cache the file for good) and returns that name, relative to the site's
 * root (`code-data/<hash>.json`). Pages with the same code data share a file (a doc and its `.html` twin).
 */
export function writeCodeData(publicDir: string, data: CodeData): string {
  const json = JSON.stringify(data);
  const name = `${CODE_DATA_DIR}/${createHash("sha256").update(json).digest("hex").slice(0, 16)}.json`;
  const file = path.join(publicDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeFileWhole(file, json);
  }
  return name;
}

/** The code data files the page data of a build in `publicDir` names. */
export function namedCodeData(publicDir: string): Set<string> {
  const named = new Set<string>();
  const pageData = path.join(publicDir, "page-data");
  if (!fs.existsSync(pageData)) return named;
  for (const entry of fs.readdirSync(pageData, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "page-data.json") continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    for (const match of text.matchAll(new RegExp(`"(${CODE_DATA_DIR}/[0-9a-f]+\\.json)"`, "g"))) named.add(match[1]);
  }
  return named;
}

/**
 * Removes the code data files of `publicDir` that no page's data names (earlier builds' on the same public/);
 * returns how many. Run after the build, when every page's data is written.
 */
export function pruneCodeData(publicDir: string, named: ReadonlySet<string> = namedCodeData(publicDir)): number {
  const dir = path.join(publicDir, CODE_DATA_DIR);
  if (!fs.existsSync(dir)) return 0;
  let removed = 0;
  for (const file of fs.readdirSync(dir)) {
    if (named.has(`${CODE_DATA_DIR}/${file}`)) continue;
    fs.rmSync(path.join(dir, file));
    removed += 1;
  }
  return removed;
}
