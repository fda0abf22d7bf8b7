/**
 * The real docs in content/docs, read the way the build reads them (front
 * matter, doc records and facts, sidebar model; drafts left out), as the post-build step
 * receives them (published-docs.ts). Shared by the search and export tests.
 */
import * as fs from "fs";
import * as path from "path";
import matter from "gray-matter";
import { createDocRecord, type DocRecord } from "../../../src/pipeline/model/doc-record";
import { buildDocsModel, type CategoryRecord, type DocsModel } from "../../../src/pipeline/model/docs-model";
import { parseCategoryMeta, parseDocFrontmatter } from "../../../src/pipeline/parse/frontmatter";
import { docFacts, type DocFacts } from "../../../src/pipeline/model/doc-facts";
import { parseDocBody } from "../../../src/pipeline/parse/doc-tree";
import { headingsOf } from "../../../src/pipeline/parse/headings";
import { publishedSite, type PublishedDoc } from "../../../src/pipeline/model/published-docs";
import type { DocNode } from "../../../src/pipeline/model/doc-nodes";
import type { IndexableDoc } from "../../../src/pipeline/search/search-index";
import type { SidebarItem } from "../../../src/shared/docs-data";

const ROOT = path.resolve(__dirname, "../../../content/docs");

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

export interface ContentSite {
  docs: PublishedDoc[];
  sidebar: SidebarItem[];
  draftIds: readonly string[];
  /** The Doc nodes a build would hold (their fields as published-docs.ts reads them), and the docs model of them. */
  nodes: DocNode[];
  model: DocsModel;
  /** What the model is built from: the docs' records and the categories. */
  records: DocRecord[];
  categories: CategoryRecord[];
}

/** A Doc node as a build makes it from a record and the facts of its tree. */
export const docNodeOf = (record: DocRecord, facts: DocFacts, sourceFile: string): DocNode =>
  ({ ...record, ...facts, id: `node-${record.id}`, docId: record.id, path: `/stan${record.routePath}`, sourceFile, internal: { type: "Doc", contentDigest: record.id } }) as unknown as DocNode;

let cached: ContentSite | null = null;

export function loadContentSite(): ContentSite {
  if (cached) return cached;
  const files = walk(ROOT);
  const sources = new Map<string, { facts: DocFacts; sourceFile: string }>();
  const records = files
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const text = fs.readFileSync(file, "utf8");
      const sourceFile = path.relative(path.resolve(__dirname, "../../.."), file);
      const parsed = matter(text);
      const tree = parseDocBody({ body: parsed.content, firstLine: 1 }, sourceFile);
      const record = createDocRecord({ relativePath: path.relative(ROOT, file).split(path.sep).join("/"), sourceFile, frontmatter: parseDocFrontmatter(parsed.data, sourceFile, text), headings: headingsOf(tree) }, "/docs");
      sources.set(record.id, { facts: docFacts(tree, record), sourceFile });
      return record;
    });
  const categories: CategoryRecord[] = files
    .filter((file) => path.basename(file) === "_category_.json")
    .map((file) => {
      const meta = parseCategoryMeta(fs.readFileSync(file, "utf8"), file);
      return { dir: path.relative(ROOT, path.dirname(file)).split(path.sep).join("/"), label: meta.label, position: meta.position ?? null, sourceFile: file, labelSource: meta.labelSource };
    });
  const model = buildDocsModel(records, categories, { includeDrafts: false, hrefPrefix: "/stan" });
  const nodes = records.map((record) => {
    const { facts, sourceFile } = sources.get(record.id) as { facts: DocFacts; sourceFile: string };
    return docNodeOf(record, facts, sourceFile);
  });
  const site: ContentSite = { ...publishedSite(nodes, model), sidebar: model.sidebar, nodes, model, records, categories };
  cached = site;
  return site;
}

/** The content docs with the sections of their Markdown copies, ready to index. */
export function indexableContentDocs(): IndexableDoc[] {
  return loadContentSite().docs;
}
