import { expect, test, type APIRequestContext } from "@playwright/test";
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { builtPages, filesUnder, deferredPageLoad, PATH_PREFIX, pageRoutes, PUBLIC_DIR, STATIC_DIR } from "../../support/site/built-site";
import { siteConfig } from "../../../src/config/site";
import { DOC_ROUTES } from "../../support/site/routes";
import { serverUrl } from "../../support/browser/page-ready";

const SITE_ORIGIN = siteConfig.siteUrl;

interface Reference {
  from: string;
  url: string;
}

/** Every URL an HTML document points at: links, scripts and data (tags and the script loader's lists), styles, images, sources, meta images. */
function references(html: string): string[] {
  const found: string[] = [];
  const attribute = /<(a|link|script|img|source|iframe|area|use|image)\b[^>]*?\s(href|src|xlink:href)\s*=\s*("([^"]*)"|'([^']*)')/gi;
  for (const match of html.matchAll(attribute)) found.push(match[4] ?? match[5] ?? "");
  for (const match of html.matchAll(/\ssrcset\s*=\s*"([^"]*)"/gi)) found.push(...match[1].split(",").map((part) => part.trim().split(/\s+/)[0]));
  for (const match of html.matchAll(/<meta\b[^>]*(?:property|name)\s*=\s*"(?:og:image|og:url|twitter:image)"[^>]*content\s*=\s*"([^"]*)"/gi)) found.push(match[1]);
  for (const match of html.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/gi)) found.push(match[1]);
  const load = deferredPageLoad(html);
  found.push(...load.scripts, ...load.data);
  return found.map((url) => url.replace(/&amp;/g, "&")).filter(Boolean);
}

/** The site-relative URL of a reference, or null when it is not the site's (other hosts, mailto:, data:). */
function internal(reference: string, from: string): URL | null {
  if (/^(mailto|tel|data|javascript):/i.test(reference)) return null;
  const base = new URL(from, serverUrl());
  const url = new URL(reference, base);
  // Absolute links to the production site (canonical, og:url) name files of this build.
  if (url.origin === SITE_ORIGIN && url.pathname.startsWith(`${PATH_PREFIX}/`)) return new URL(url.pathname + url.search + url.hash, serverUrl());
  return url.origin === new URL(serverUrl()).origin ? url : null;
}

/** The ids and names a page offers as #anchors. */
function anchors(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\s(?:id|name)\s*=\s*"([^"]*)"/gi)) ids.add(match[1]);
  return ids;
}

/** Why a link to the site is not in the one form the site's URLs take (null when it is). */
function nonCanonical(url: URL): string | null {
  const { pathname } = url;
  if (pathname === PATH_PREFIX) return `the home page is ${PATH_PREFIX}/`;
  if (/\.html$/i.test(pathname)) return "an .html form of a page";
  if (pathname !== `${PATH_PREFIX}/` && pathname.endsWith("/")) return "a trailing slash";
  return null;
}

async function fetchText(request: APIRequestContext, url: string) {
  // A redirect is a link that costs readers a round trip: reported, not followed.
  const response = await request.get(url, { maxRedirects: 0 });
  const type = response.headers()["content-type"] ?? "";
  return { status: response.status(), location: response.headers().location, type, text: /html|json|xml|text|javascript|css|svg/.test(type) ? await response.text() : "" };
}

test.describe("links", () => {
  test("a crawl of the whole site finds no broken internal link, asset or #anchor", async ({ request }) => {
    test.setTimeout(180_000);
    const start = new Set([...pageRoutes(), ...builtPages().filter((page) => page.kind === "twin").map((page) => page.url)]);
    const queue: Reference[] = [...start].map((url) => ({ from: "(start)", url }));
    // The machine-readable files (when the build has them) must point only at things that exist:
    // the sitemap's pages, robots.txt's sitemap, the Markdown copies listed in llms.txt.
    const textLinks: Array<[string, RegExp]> = [
      [`${PATH_PREFIX}/sitemap.xml`, /<loc>([^<]+)<\/loc>/g],
      [`${PATH_PREFIX}/robots.txt`, /^Sitemap:\s*(\S+)/gm],
      [`${PATH_PREFIX}/llms.txt`, /\]\(([^)\s]+)\)/g],
    ];
    for (const [file, pattern] of textLinks) {
      const response = await request.get(file);
      if (response.status() !== 200) continue;
      for (const match of (await response.text()).matchAll(pattern)) {
        const next = internal(match[1], file);
        if (next) queue.push({ from: file, url: next.pathname + next.search + next.hash });
        else if (/^https?:/.test(match[1]) && file !== `${PATH_PREFIX}/llms.txt`) queue.push({ from: file, url: `(off-site) ${match[1]}` });
      }
    }
    const visited = new Map<string, { status: number; anchors: Set<string> | null }>();
    const wantedAnchors: Array<Reference & { page: string; anchor: string }> = [];
    const broken: string[] = [];
    while (queue.length) {
      const { from, url } = queue.shift()!;
      if (url.startsWith("(off-site)")) {
        broken.push(`${from} -> ${url}: not a URL of this site`);
        continue;
      }
      const target = new URL(url, serverUrl());
      const key = target.pathname + target.search;
      if (target.hash.length > 1) wantedAnchors.push({ from, url, page: key, anchor: decodeURIComponent(target.hash.slice(1)) });
      if (visited.has(key)) continue;
      const { status, location, type, text } = await fetchText(request, key);
      const isHtml = type.includes("text/html");
      visited.set(key, { status, anchors: isHtml ? anchors(text) : null });
      if (status !== 200) {
        broken.push(`${from} -> ${key}: ${status}${location ? ` to ${location}` : ""}`);
        continue;
      }
      if (!isHtml) continue;
      for (const reference of references(text)) {
        const next = internal(reference, key);
        if (!next) continue;
        // "#x" names a part of the page it is on, at whatever address that page was fetched.
        const problem = reference.startsWith("#") ? null : nonCanonical(next);
        if (problem) broken.push(`${key} -> ${reference}: ${problem}`);
        else queue.push({ from: key, url: next.pathname + next.search + next.hash });
      }
    }
    for (const { from, url, page, anchor } of wantedAnchors) {
      const target = visited.get(page);
      if (target?.status === 200 && target.anchors && !target.anchors.has(anchor)) broken.push(`${from} -> ${url}: no element with id "${anchor}"`);
    }
    console.log(`links: ${visited.size} URLs checked, ${wantedAnchors.length} anchors`);
    expect(visited.size).toBeGreaterThan(start.size);
    expect(broken, broken.slice(0, 40).join("\n")).toEqual([]);
  });

  test("the crawl's canonical check refuses /stan, .html forms and trailing slashes", () => {
    const check = (href: string) => nonCanonical(new URL(href, serverUrl()));
    expect(check("/stan/")).toBeNull();
    expect(check("/stan/docs/api/atom#options")).toBeNull();
    expect(check("/stan/llms.txt")).toBeNull();
    expect(check("/stan")).toMatch(/home page/);
    expect(check("/stan/docs/")).toMatch(/trailing slash/);
    expect(check("/stan/docs/api/atom.html")).toMatch(/\.html/);
    expect(check("/stan/docs/index.html")).toMatch(/\.html/);
  });

  test("every file from static/ is served under the prefix, byte for byte", async ({ request }) => {
    const files = filesUnder(STATIC_DIR);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const response = await request.get(`${PATH_PREFIX}/${file.split("/").map(encodeURIComponent).join("/")}`);
      expect(response.status(), file).toBe(200);
      expect(Buffer.compare(await response.body(), readFileSync(path.join(STATIC_DIR, file))), file).toBe(0);
    }
  });

  test("every page's data file loads (client-side navigation needs it)", async ({ request }) => {
    const missing: string[] = [];
    // Every route, and the .html twin of every doc (the app navigates to `/docs/x.html` too; other
    // twins, such as search.html, are files for GitHub Pages only, not routes of the app).
    for (const page of [...pageRoutes(), ...DOC_ROUTES.map((doc) => `${doc.path}.html`)]) {
      const route = page === `${PATH_PREFIX}/` ? "index" : page.slice(PATH_PREFIX.length + 1);
      const url = `${PATH_PREFIX}/page-data/${route}/page-data.json`;
      const response = await request.get(url);
      if (response.status() !== 200) missing.push(`${url}: ${response.status()}`);
      else expect(JSON.parse(await response.text()).path, url).toBeTruthy();
    }
    expect(missing).toEqual([]);
    expect((await request.get(`${PATH_PREFIX}/page-data/app-data.json`)).status()).toBe(200);
    // The build itself lists no page-data outside public/.
    expect(filesUnder(path.join(PUBLIC_DIR, "page-data")).length).toBeGreaterThan(0);
  });
});
