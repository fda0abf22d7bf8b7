/**
 * An author's sequence of builds on one cache, starting from a checkout copied with another build's
 * cache: after every step the built site holds exactly the pages the files say, each with its own
 * headings, whatever the cache held (issue: a duplicate id, once removed, used to leave a page missing
 * until `gatsby clean`; a moved checkout failed with false errors).
 */
import { FixtureSite } from "./fixture-site";
import { docFile, FIXTURE_DOCS } from "../support/content/fixture-docs";
import { PROJECT_ROOT } from "../support/project-copy";

const BASE_ROUTES = ["/docs", "/docs/api/state", "/docs/getting-started/installation", "/docs/guides/type-safety"];
/** When step 3 commits the docs (git's own form of the date: ISO 8601 with the offset). */
const COMMIT_DATE = "2026-03-06T12:00:00+00:00";
const NEW_DOC = docFile("Testing", "## A store per test\n\nText.\n\n## Waiting for selectors\n\nText.", { sidebar_position: 2 });

let site: FixtureSite;
const log: string[] = [];

beforeAll(() => {
  // The fixture starts as a copy of this checkout with the real site's .cache and public/ (the
  // production build that runs before this stage): 17 docs the fixture does not have, in another folder.
  site = FixtureSite.create(FIXTURE_DOCS, PROJECT_ROOT);
});
afterAll(() => {
  site?.dispose();
  // The figures of each build, for whoever reads the run.
  console.log(log.join("\n"));
});

/** The build's output from its first error on (a failed build's log ends with long context). */
const firstError = (output: string) => output.slice(Math.max(0, output.search(/ERROR|error /)), output.search(/ERROR|error /) + 3000);

/** Builds, and checks the exact set of doc pages in public/ and in the sitemap. */
function buildExpecting(step: string, routes: string[]) {
  const result = site.build();
  log.push(`${step}: exit ${result.status} in ${result.seconds.toFixed(1)} s`);
  if (result.status !== 0) throw new Error(`${step}: the build failed:\n${firstError(result.output)}`);
  expect(site.builtDocRoutes()).toEqual([...routes].sort());
  expect(site.sitemapRoutes()).toEqual(["/", ...routes].sort());
  return result;
}

/** Each page's h1 and anchors are its own. */
function expectHeadings(headings: Record<string, { title: string; anchors: string[] }>) {
  for (const [route, expected] of Object.entries(headings)) expect(site.builtHeadings(route)).toEqual(expected);
}

const BASE_HEADINGS = {
  "/docs": { title: "Introduction", anchors: ["hello"] },
  "/docs/api/state": { title: "State", anchors: ["reading", "writing"] },
  "/docs/guides/type-safety": { title: "Type safety", anchors: ["types"] },
};

test("0. a checkout copied with another folder's .cache and public/ builds its own pages only, saying once why it starts clean", () => {
  const result = buildExpecting("first build, copied with the real site's cache", BASE_ROUTES);
  expect(result.output).not.toMatch(/ERROR/);
  expect(result.output.match(/This checkout moved from \S+ since its last build/g)).toHaveLength(1);
  expect(result.output).toContain(`This checkout moved from ${PROJECT_ROOT} since its last build`);
  expectHeadings(BASE_HEADINGS);
});

test("1. a new doc is built", () => {
  site.write("guides/testing.md", NEW_DOC);
  buildExpecting("add a doc", [...BASE_ROUTES, "/docs/guides/testing"]);
  expectHeadings({ ...BASE_HEADINGS, "/docs/guides/testing": { title: "Testing", anchors: ["a-store-per-test", "waiting-for-selectors"] } });
});

test("2. a second file with the same id fails the build, naming both files with the line of each claim", () => {
  site.write("guides/copy.md", docFile("Copy", "## Copied\n\nText.", { id: "testing" }));
  const result = site.build();
  log.push(`duplicate id: exit ${result.status} in ${result.seconds.toFixed(1)} s`);
  expect(result.status).not.toBe(0);
  expect(result.output).toContain("two docs have the same id: content/docs/guides/copy.md:4 (its front matter id) and content/docs/guides/testing.md (its folder and file name)");
  expect(result.output).toMatch(/content\/docs\/guides\/copy\.md:4:5/);
  // Once: one error, and no stack.
  expect(result.output.match(/two docs have the same id/g)).toHaveLength(1);
  expect(result.output).not.toMatch(/\n\s+at .*\.js:\d+/);
});

test("2b. built again on the same cache, the duplicate is reported again", () => {
  const result = site.build();
  log.push(`duplicate id again: exit ${result.status} in ${result.seconds.toFixed(1)} s`);
  expect(result.status).not.toBe(0);
  expect(result.output).toContain("two docs have the same id");
});

test("2c. a front matter that is not YAML fails the build, naming the file and line, once", () => {
  site.write("guides/copy.md", docFile("Copy", "## Copied\n\nText.", { sidebar_position: 3 }).replace("sidebar_position: 3", "sidebar_position: 3: third"));
  const result = site.build();
  log.push(`front matter not YAML: exit ${result.status} in ${result.seconds.toFixed(1)} s`);
  expect(result.status).not.toBe(0);
  expect(result.output).toMatch(/content\/docs\/guides\/copy\.md:4:20/);
  expect(result.output.match(/front matter is not valid YAML: incomplete explicit mapping pair/g)).toHaveLength(1);
  // The site's error, not gatsby-plugin-mdx's (which names neither the file nor the line): no YAMLException, no stack.
  expect(result.output).not.toContain("YAMLException");
  expect(result.output).not.toMatch(/\n\s+at .*\.js:\d+/);
});

test("3. with the copy removed, every page is there; docs committed since their last build give the commit's date", () => {
  site.remove("guides/copy.md");
  // Until now the fixture was no git checkout: no page had a date. The docs built before are unchanged.
  expect(site.builtLastUpdated("/docs/guides/testing")).toBeNull();
  site.commitDocs(COMMIT_DATE);
  buildExpecting("copy removed, docs committed", [...BASE_ROUTES, "/docs/guides/testing"]);
  expectHeadings({ ...BASE_HEADINGS, "/docs/guides/testing": { title: "Testing", anchors: ["a-store-per-test", "waiting-for-selectors"] } });
  const dates = [...BASE_ROUTES, "/docs/guides/testing"].map((route) => [route, site.builtLastUpdated(route)]);
  expect(dates).toEqual([...BASE_ROUTES, "/docs/guides/testing"].map((route) => [route, COMMIT_DATE]));
});

test("4. an edit of another doc changes that page's headings only; an edit of the stylesheet reaches every page", () => {
  site.write("api/state.md", docFile("State", "## Reading\n\nText.\n\n## Writing\n\nText.\n\n## Resetting\n\nText.", { sidebar_position: 1 }));
  // A rule no page uses, as the build minifies it: each page inlines the stylesheet in its head, and a build
  // on a cache used to write again only the pages whose data changed (src/gatsby/webpack/stylesheet-salt.ts).
  site.editProjectFile("src/ui/styles/global.css", (css) => `${css}\n.fixture-edit { color: #123456; }\n`);
  const routes = [...BASE_ROUTES, "/docs/guides/testing"];
  buildExpecting("edit another doc and the stylesheet", routes);
  expect(["/", ...routes].filter((route) => !site.builtStylesheet(route).includes(".fixture-edit{color:#123456}"))).toEqual([]);
  expectHeadings({
    ...BASE_HEADINGS,
    "/docs/api/state": { title: "State", anchors: ["reading", "writing", "resetting"] },
    "/docs/guides/testing": { title: "Testing", anchors: ["a-store-per-test", "waiting-for-selectors"] },
  });
});
