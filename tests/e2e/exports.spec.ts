import { expect, test, type APIRequestContext } from "@playwright/test";
import { SITE_URL } from "../support/site/routes";

/**
 * The generated files (llms.txt, llms-full.txt, the .md copies, sitemap.xml,
 * robots.txt) checked against the data the build published, read from
 * Gatsby's own page data: the docs version (sidebar order, draft ids) from the
 * shared static query, each doc's title, description and headings from its page's context.
 */
interface VersionData {
  docs: Array<{ id: string; path: string }>;
  draftIds: string[];
}
interface DocData {
  title: string;
  description: string;
  headings: Array<{ depth: number; value: string; id: string }>;
}
interface GraphqlDocs {
  version: VersionData;
  docs: Array<{ id: string; path: string } & DocData>;
}

const pageDataUrl = (path: string) => `/stan/page-data/${path.replace(/^\/stan\/?/, "") || "index"}/page-data.json`;

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

async function graphqlDocs(request: APIRequestContext): Promise<GraphqlDocs> {
  const intro = await json<{ staticQueryHashes: string[] }>(request, pageDataUrl("/stan/docs"));
  let version: VersionData | null = null;
  for (const hash of intro.staticQueryHashes) {
    const result = await json<{ data: { allDocsVersion?: { nodes: VersionData[] } } }>(request, `/stan/page-data/sq/d/${hash}.json`);
    version ??= result.data.allDocsVersion?.nodes[0] ?? null;
  }
  if (!version) throw new Error("no allDocsVersion static query result in the build");
  const docs = await Promise.all(
    version.docs.map(async (doc) => ({ ...doc, ...(await json<{ result: { pageContext: DocData } }>(request, pageDataUrl(doc.path))).result.pageContext })),
  );
  return { version, docs };
}

const count = (text: string, needle: string) => text.split(needle).length - 1;
const absolute = (path: string) => SITE_URL + path;

test.describe("generated files match the GraphQL data", () => {
  let data: GraphqlDocs;
  test.beforeAll(async ({ request }) => {
    data = await graphqlDocs(request);
    expect(data.docs.length).toBeGreaterThan(0);
  });

  test("llms.txt: llmstxt.org layout, every published doc linked exactly once with its description, no draft", async ({ request }) => {
    const response = await request.get("/stan/llms.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^# Stan\n\n> Minimal, type-safe state management\n\n\S/);
    expect(text.match(/^## /gm)?.length).toBeGreaterThanOrEqual(2);
    for (const doc of data.docs) {
      expect(count(text, `- [${doc.title}](${absolute(`${doc.path}.md`)}): ${doc.description}\n`), doc.id).toBe(1);
    }
    const links = text.match(/^- \[[^\]]+\]\([^)]+\)(: .+)?$/gm) ?? [];
    expect(links).toHaveLength(data.docs.length + 1); // plus llms-full.txt under "Optional"
    expect(text).toContain(`(${absolute("/stan/llms-full.txt")})`);
    for (const draft of data.version.draftIds) expect(text).not.toContain(draft);
  });

  test("llms-full.txt: every published doc once, in sidebar order, as clean Markdown", async ({ request }) => {
    const response = await request.get("/stan/llms-full.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    const positions = data.docs.map((doc) => {
      const marker = `# ${doc.title}\n\n> ${doc.description}\n\nSource: ${absolute(doc.path)}\n`;
      expect(count(text, marker), doc.id).toBe(1);
      return text.indexOf(marker);
    });
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).not.toMatch(/<\/?(Callout|Tabs|TabItem|StateGraph)\b/);
    expect(text).not.toContain("---cut---");
    expect(text).toContain("```ts\n");
    for (const draft of data.version.draftIds) expect(text).not.toContain(draft);
  });

  test("each doc is published as Markdown at its path plus .md, matching its page", async ({ request }) => {
    const full = await (await request.get("/stan/llms-full.txt")).text();
    for (const doc of data.docs) {
      const response = await request.get(`${doc.path}.md`);
      expect(response.status(), doc.path).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/markdown/);
      const markdown = await response.text();
      expect(markdown.startsWith(`# ${doc.title}\n\n> ${doc.description}\n\nSource: ${absolute(doc.path)}\n`)).toBe(true);
      expect(full).toContain(markdown.trim());
      // The page's table of contents (h2/h3) is there, in order.
      const headings = (markdown.match(/^#{2,3} .+$/gm) ?? []).map((line) => line.replace(/^#+ /, "").replace(/`/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1"));
      expect(headings, doc.path).toEqual(doc.headings.map((heading) => heading.value));
    }
    expect((await request.get("/stan/docs.md")).status()).toBe(200);
  });

  test("sitemap.xml lists the landing page and every doc once, without trailing slashes; robots.txt points to it", async ({ request }) => {
    const response = await request.get("/stan/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([absolute("/stan/"), ...data.docs.map((doc) => absolute(doc.path))]);
    for (const loc of locs.slice(1)) {
      expect(loc).not.toMatch(/\/$|\.html$|\/404|\/search/);
      expect((await request.get(loc.replace(SITE_URL, ""))).status(), loc).toBe(200);
    }
    const robots = await request.get("/stan/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${absolute("/stan/sitemap.xml")}\n`);
  });
});

test.describe("Copy page as Markdown", () => {
  test("copies the page's Markdown and says so; it is on every doc page, in the header beside the title", async ({ page, context, request }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/stan/docs/api/selectorFamily");
    await page.locator("html[data-hydrated]").waitFor();
    // Located by place, not by name: the name changes to "Copied".
    const button = page.locator("main header").getByRole("button");
    await expect(button).toHaveAccessibleName("Copy page as Markdown");
    await button.click();
    // The label shown (the two long labels stacked under it are hidden, and out of its name).
    await expect(button).toHaveAccessibleName("Copied");
    await expect(button.getByText("Copied", { exact: true })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Page copied to the clipboard as Markdown." })).toHaveCount(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get("/stan/docs/api/selectorFamily.md")).text());
    expect(copied.startsWith("# selectorFamily\n")).toBe(true);

    for (const [path, title] of [["/stan/docs", "Introduction"], ["/stan/docs/guides/ssr", "SSR"]]) {
      await page.evaluate((to) => window.___navigate?.(to), path);
      await expect(page.locator("main h1")).toHaveText(title);
      await expect(page.locator("main header").getByRole("button", { name: "Copy page as Markdown" }), path).toBeVisible();
    }
  });

  test("without JavaScript the same place links to the Markdown copy, and the header keeps its size when the button takes over", async ({ browser }) => {
    const staticContext = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await staticContext.newPage();
    await staticPage.goto("/stan/docs/guides/caching");
    const link = staticPage.locator("main header").getByRole("link", { name: "Open page as Markdown" });
    await expect(link).toHaveAttribute("href", "/stan/docs/guides/caching.md");
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      // Without scripts the layout is CSS alone: the same load, measured at this width.
      await staticPage.setViewportSize(viewport);
      const staticBox = await staticPage.locator("main header").boundingBox();
      await page.setViewportSize(viewport);
      await page.goto("/stan/docs/guides/caching");
      await page.locator("html[data-hydrated]").waitFor();
      await expect(page.locator("main header").getByRole("button", { name: "Copy page as Markdown" })).toBeVisible();
      expect(await page.locator("main header").boundingBox(), `header at ${viewport.width}px`).toEqual(staticBox);
    }
    await staticContext.close();
    await context.close();
  });
});
