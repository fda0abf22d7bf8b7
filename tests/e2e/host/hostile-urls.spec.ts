import { expect, test } from "@playwright/test";
import { HOSTILE_HASHES, hostilePaths } from "../../support/site/hostile-paths";
import { buildFileHashes, notFoundTitle, pageRoutes, readBuilt, sha1 } from "../../support/site/built-site";
import { rawGet, type RawResponse } from "../../support/site/raw-http";
import { serverUrl } from "../../support/browser/page-ready";

const ALLOWED = [200, 301, 308, 404];
const MAX_REDIRECTS = 5;

/** What is wrong with one response, or null: the rules of issue 6 for hostile URLs. */
function problemWith(response: RawResponse, files: Map<string, string>, notFoundHash: string): string | null {
  if (!ALLOWED.includes(response.status)) return `status ${response.status}`;
  if (response.status === 404 && sha1(response.body) !== notFoundHash) return "404 without the site's own 404 page";
  if (response.status === 200 && !files.has(sha1(response.body))) return "200 with a body that is no file of the build";
  if (response.status === 301 || response.status === 308) {
    const location = response.headers.location ?? "";
    const target = new URL(location, serverUrl());
    if (target.origin !== new URL(serverUrl()).origin) return `redirect off the site: ${location}`;
  }
  return null;
}

test.describe("hostile URLs", () => {
  test("at least 500 generated paths: only 200, 301/308 or the site's 404, never a file from outside the build", { tag: "@host" }, async () => {
    test.setTimeout(180_000);
    const paths = hostilePaths(pageRoutes());
    expect(paths.length).toBeGreaterThanOrEqual(500);
    const files = buildFileHashes();
    const notFoundHash = sha1(readBuilt("404.html"));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const { target, why } of paths) {
      let current = target;
      for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
        let response: RawResponse;
        try {
          response = await rawGet(serverUrl(), current);
        } catch (error) {
          failures.push(`${why}: ${target.slice(0, 100)} -> ${(error as Error).message}`);
          break;
        }
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const problem = problemWith(response, files, notFoundHash);
        if (problem) {
          failures.push(`${why}: ${current.slice(0, 100)} -> ${problem}`);
          break;
        }
        if (response.status !== 301 && response.status !== 308) break;
        if (hop === MAX_REDIRECTS) failures.push(`${why}: ${target.slice(0, 100)} -> more than ${MAX_REDIRECTS} redirects`);
        const next = new URL(response.headers.location ?? "", serverUrl());
        current = next.pathname + next.search;
      }
    }
    console.log(`hostile URLs against ${serverUrl()}: ${paths.length} paths, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(failures, failures.slice(0, 40).join("\n")).toEqual([]);
    // The 404 body test above compares bytes; its title is the site's too.
    expect(notFoundTitle()).toMatch(/Page not found/);
  });

  test("the page never crashes in the browser on hostile paths, queries and hashes", async ({ context }) => {
    test.setTimeout(240_000);
    const routes = pageRoutes();
    const generated = hostilePaths(routes);
    // The first generated path of each kind and every 25th of the rest (the server's answer to every one of
    // them is checked above, without a browser), plus hostile hashes on real pages.
    // A kind is what was done to a route, whichever route (`trailing slash of /stan/docs` and of `/stan/`).
    const kindOf = (path: (typeof generated)[number]) => path.why.replace(/ of \/\S*$/, "").replace(/ x\d+$/, "");
    const firstOfKind = (path: (typeof generated)[number], index: number) => generated.findIndex((other) => kindOf(other) === kindOf(path)) === index;
    const targets = [
      ...generated.filter((path, index) => firstOfKind(path, index) || index % 25 === 0).map((path) => path.target),
      ...HOSTILE_HASHES.map((hash, index) => `${routes[index % routes.length]}${hash}`),
      ...HOSTILE_HASHES.slice(0, 6).map((hash) => `/stan/docs/api/atom?q=%3Cscript%3E${hash}`),
    ];
    console.log(`hostile URLs in the browser: ${targets.length} of ${generated.length} generated, plus hashes`);
    expect(targets.length).toBeGreaterThan(60);
    const failures: string[] = [];
    /** Opens each target in turn in one tab: what it shows, and any error the page throws meanwhile. */
    const visit = async (queue: string[]) => {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
      for (let target = queue.shift(); target !== undefined; target = queue.shift()) {
        const url = serverUrl() + (target.startsWith("/") ? target : `/${target}`);
        const before = errors.length;
        try {
          const response = await page.goto(url, { waitUntil: "load" });
          // A path that ends at a file (an image, a script) shows that file, not a page.
          const isPage = !response || /text\/html/.test(response.headers()["content-type"] ?? "");
          if (isPage) {
            // The app hydrated (it marks <html data-hydrated>) and still shows a page.
            await expect(page.locator("html"), `hydrated on ${target.slice(0, 80)}`).toHaveAttribute("data-hydrated", "true", { timeout: 10_000 });
            await expect(page.locator("main h1").first(), `a heading on ${target.slice(0, 80)}`).toBeVisible({ timeout: 5_000 });
            await expect(page.getByText("This page crashed"), `crash screen on ${target.slice(0, 80)}`).toHaveCount(0);
          }
        } catch (error) {
          failures.push(`${target.slice(0, 100)}: ${(error as Error).message.split("\n")[0]}`);
        }
        if (errors.length > before) failures.push(`${target.slice(0, 100)}: ${errors.slice(before).join("; ")}`);
      }
      await page.close();
    };
    // Three tabs take the targets from one queue: a page load mostly waits on the browser, not on the test.
    const queue = [...targets];
    await Promise.all([visit(queue), visit(queue), visit(queue)]);
    expect(failures, failures.join("\n")).toEqual([]);
  });
});
