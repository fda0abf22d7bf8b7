/** @jest-environment node */
import * as fs from "fs";
import * as path from "path";
import matter from "gray-matter";
import { createDocRecord } from "../../src/pipeline/model/doc-record";
import { parseDocFrontmatter } from "../../src/pipeline/parse/frontmatter";
import { linkTargets, validateDocLinks } from "../../src/pipeline/model/validate-site";
import { parseDocFile } from "../../src/pipeline/parse/doc-tree";
import { headingsOf } from "../../src/pipeline/parse/headings";
import { linksOf } from "../../src/pipeline/parse/links";
import { loadContentSite } from "../support/content/search-fixture-content";
import { checkSamples, extractCodeBlocks, sampleProblems, samplesFromSource } from "../support/content/code-samples";
import { typeVueSample } from "../../src/pipeline/code/vue-sample";
import { parseCodeMeta } from "../../src/pipeline/code/code-sample";

const GUIDE = path.resolve(__dirname, "../../content/README.md");

/** The guide's example page ("Your first page in five minutes"), as an author would paste it into content/docs/guides/testing.md. */
function examplePage(): string {
  const block = /````md\n([\s\S]*?)````/.exec(fs.readFileSync(GUIDE, "utf8"))?.[1];
  if (!block) throw new Error("content/README.md has no ````md example page");
  return block.replace(/^ {3}/gm, "");
}

describe("the authoring guide's example page", () => {
  it("passes the site's front-matter checks and every link in it leads somewhere", () => {
    const text = examplePage();
    const sourceFile = "content/docs/guides/testing.md";
    const parsed = matter(text);
    const tree = parseDocFile(text, sourceFile);
    const doc = createDocRecord({ relativePath: "guides/testing.md", sourceFile, frontmatter: parseDocFrontmatter(parsed.data, sourceFile, text), headings: headingsOf(tree) }, "/docs");
    expect(doc.routePath).toBe("/docs/guides/testing");
    const site = loadContentSite();
    const targets = linkTargets([...site.docs.map((published) => ({ routePath: published.routePath, allHeadings: published.headings })), doc]);
    expect(() => validateDocLinks(doc, linksOf(tree), targets)).not.toThrow();
  });

  it("has a TypeScript sample that compiles against the documented Stan release, as the docs' samples must", () => {
    const samples = samplesFromSource(examplePage(), "content/docs/guides/testing.md");
    expect(samples).toHaveLength(1);
    expect(checkSamples(samples).results.flatMap(sampleProblems)).toEqual([]);
  }, 60_000);
});

describe("the authoring guide's Vue sample", () => {
  it("compiles as the build types `vue` blocks, its template's expected error included, and hides its imports", () => {
    const [block, ...others] = extractCodeBlocks(fs.readFileSync(GUIDE, "utf8"), "content/README.md").filter((candidate) => candidate.lang === "vue");
    expect(others).toEqual([]);
    const sample = typeVueSample(block.code, parseCodeMeta(block.meta), { file: "content/README.md", fenceLine: block.line });
    expect(sample.errors.map((error) => error.code)).toEqual([2551]);
    expect(sample.shown.split("\n").slice(0, 2)).toEqual(['<script setup lang="ts">', "const draft = useStan(atom('', { tag: 'draft' }));"]);
    expect(sample.hovers.some((hover) => hover.text === "const draft: WritableComputedRef<string, string>")).toBe(true);
  }, 60_000);
});
