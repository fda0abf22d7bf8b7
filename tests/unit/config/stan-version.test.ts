/** @jest-environment node */
/**
 * One version, stated once: every place that prints the release the docs describe takes it from
 * STAN_VERSION (src/config/site.ts). Changing that constant (and the declarations with it) is all a
 * release of the docs needs; a place that prints another version fails here.
 */
import * as fs from "fs";
import * as path from "path";
import { STAN_VERSION, siteConfig } from "../../../src/config/site";
import { features } from "../../../src/config/landing";
import { SITE_SUMMARY, llmsFullTxt, llmsTxt } from "../../../src/pipeline/post-build/llms";
import { mdxToMarkdown } from "../../../src/pipeline/markdown/markdown-export";
import { docBodyOf } from "../../../src/pipeline/parse/doc-tree";
import { STAN_PACKAGE_DIR } from "../../../src/pipeline/code/sample-compiler";
import { REPO_ROOT } from "../../support/content/code-samples";

const INSTALLATION = "content/docs/getting-started/installation.mdx";
const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), "utf8");

test("the constant is a release, x.y.z", () => {
  expect(STAN_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
});

test("the announcement says it, under an id of its own (readers who dismissed an older bar see it again)", () => {
  expect(siteConfig.announcementBar?.content).toBe(`These docs describe Stan ${STAN_VERSION}.`);
  expect(siteConfig.announcementBar?.id).toBe(`stan-${STAN_VERSION.replace(/\./g, "-")}-docs`);
});

test("installation prints it with <StanVersion />, on the page and in its Markdown copy", () => {
  const source = read(INSTALLATION);
  expect(source).toMatch(/These docs describe version <StanVersion \/>\./);
  const markdown = mdxToMarkdown(docBodyOf(source).body, "/docs/getting-started/installation", INSTALLATION);
  expect(markdown).toContain(`These docs describe version ${STAN_VERSION}.`);
});

test("the landing page says it beside the package's size", () => {
  expect(features.map((feature) => feature.body).join("\n")).toContain(`Stan ${STAN_VERSION}`);
});

test("llms.txt and llms-full.txt say it", () => {
  expect(SITE_SUMMARY.version).toBe(STAN_VERSION);
  expect(llmsTxt(SITE_SUMMARY, [], [])).toContain(`The documentation of Stan ${STAN_VERSION}.`);
  expect(llmsFullTxt(SITE_SUMMARY, [])).toContain(`Every page of the Stan ${STAN_VERSION} documentation`);
});

test("the samples' declarations are that release's", () => {
  expect(JSON.parse(fs.readFileSync(path.join(STAN_PACKAGE_DIR, "package.json"), "utf8")).version).toBe(STAN_VERSION);
  expect(JSON.parse(read("node_modules/@rkrupinski/stan/package.json")).version).toBe(STAN_VERSION);
});

test("no doc or config states another release as the one documented", () => {
  const files = [...fs.readdirSync(path.join(REPO_ROOT, "content/docs"), { recursive: true, encoding: "utf8" }).filter((file) => /\.mdx?$/.test(file)).map((file) => `content/docs/${file}`), "content/README.md", "src/config/site.ts", "src/config/landing.ts", "src/config/pages.ts"];
  const claims = files.flatMap((file) =>
    [...read(file).matchAll(/(?:docs|pages|site) (?:describe|cover|document)s? (?:Stan |version )?(\d+\.\d+\.\d+)/gi)].filter(([, version]) => version !== STAN_VERSION).map(([claim]) => `${file}: ${claim}`),
  );
  expect(claims).toEqual([]);
});
