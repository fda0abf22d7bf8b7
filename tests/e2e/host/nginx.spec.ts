import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { directive, inlineScriptHashes } from "../../support/browser/csp";
import * as path from "node:path";
import { builtPages, filesUnder, deferredPageLoad, pageRoutes, PUBLIC_DIR, readBuilt, sha1 } from "../../support/site/built-site";
import { useNginx, type NginxServer } from "../../support/site/nginx";

const IMMUTABLE = "public, max-age=31536000, immutable";

// Runs only in the nginx project (scripts/run-tests.sh); the CSP in the browser: csp.spec.ts.
test.describe("production host (nginx)", { tag: "@host" }, () => {
  test.describe.configure({ mode: "serial" });
  let nginx: NginxServer;
  let http: APIRequestContext;

  test.beforeAll(async () => {
    nginx = await useNginx();
    http = await playwrightRequest.newContext({ baseURL: nginx.url });
  });
  test.afterAll(async () => {
    await http?.dispose();
    await nginx?.stop();
  });

  const get = (url: string, headers: Record<string, string> = {}) => http.get(url, { maxRedirects: 0, headers });

  test("paths: no trailing slash, .html and /index.html variants, the real 404 page with status 404", async () => {
    const redirects: Array<[string, string]> = [
      ["/stan", "/stan/"],
      ["/stan/docs/", "/stan/docs"],
      ["/stan/docs/?tab=npm", "/stan/docs?tab=npm"],
      ["/stan/docs/api/atom/", "/stan/docs/api/atom"],
    ];
    for (const [from, to] of redirects) {
      const response = await get(from);
      expect(response.status(), from).toBe(301);
      const location = new URL(response.headers().location, nginx.url);
      expect(location.pathname + location.search, from).toBe(to);
    }
    const pages: Array<[string, string]> = [
      ["/stan/", "index.html"],
      ["/stan/index.html", "index.html"],
      ["/stan/docs", "docs/index.html"],
      ["/stan/docs/index.html", "docs/index.html"],
      ["/stan/docs.html", "docs.html"],
      ["/stan/docs/api/atom", "docs/api/atom/index.html"],
      ["/stan/docs/api/atom.html", "docs/api/atom.html"],
    ];
    for (const [url, file] of pages) {
      const response = await get(url);
      expect(response.status(), url).toBe(200);
      expect(sha1(await response.body()), `${url} serves ${file}`).toBe(sha1(readBuilt(file)));
    }
    for (const route of pageRoutes()) expect((await get(route)).status(), route).toBe(200);
    for (const url of ["/stan/nope", "/stan/docs/api/nope", "/stan/404", "/stan/404.html", "/stan/docs/api", "/", "/etc/passwd", "/stan/.git/config"]) {
      const response = await get(url);
      expect(response.status(), url).toBe(404);
      expect(sha1(await response.body()), `${url} shows the site's 404 page`).toBe(sha1(readBuilt("404.html")));
    }
  });

  test("caching: hashed assets immutable for a year, HTML and page data revalidated", async () => {
    const html = readBuilt("docs/api/atom/index.html");
    const { scripts } = deferredPageLoad(html);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const script of scripts) expect((await get(script)).headers()["cache-control"], script).toBe(IMMUTABLE);
    // Gatsby's named chunks (app-<20 hex>.js) and the chunks loaded on demand (<8 hex>.js, CHUNK_FILENAME).
    const named = filesUnder(PUBLIC_DIR).filter((file) => /^[^/]+-[0-9a-f]{20}\.js$/.test(file));
    const onDemand = filesUnder(PUBLIC_DIR).filter((file) => /^[0-9a-f]{8}\.js$/.test(file));
    expect(named.length).toBeGreaterThan(2);
    expect(onDemand.length).toBeGreaterThan(3);
    for (const chunk of [...named.slice(0, 5), ...onDemand.slice(0, 5)]) expect((await get(`/stan/${chunk}`)).headers()["cache-control"], chunk).toBe(IMMUTABLE);
    // The sample editor's files (src/editor/editor-assets.ts): TypeScript and the declarations, hashed.
    const editorFiles = filesUnder(PUBLIC_DIR).filter((file) => /^editor-[a-z0-9-]+-[0-9a-f]{20}\.(?:js|json)$/.test(file));
    expect(new Set(editorFiles.map((file) => file.split("-").slice(0, 2).join("-")))).toEqual(new Set(["editor-types", "editor-typescript"]));
    for (const file of editorFiles) expect((await get(`/stan/${file}`)).headers()["cache-control"], file).toBe(IMMUTABLE);
    for (const file of filesUnder(path.join(PUBLIC_DIR, "static")).slice(0, 5)) {
      expect((await get(`/stan/static/${file}`)).headers()["cache-control"], file).toBe(IMMUTABLE);
    }
    for (const url of ["/stan/", "/stan/docs", "/stan/docs/api/atom.html", "/stan/page-data/docs/api/atom/page-data.json", "/stan/page-data/app-data.json", "/stan/nope"]) {
      expect((await get(url)).headers()["cache-control"], url).toBe("no-cache");
    }
  });

  test("gzip for HTML, scripts and page data", async () => {
    // Real scripts, from the page's loader list (the HTML has no <script src>): the app and the page's own chunk.
    const scripts = deferredPageLoad(readBuilt("docs/index.html")).scripts;
    const app = scripts.find((script) => /\/app-[0-9a-f]+\.js$/.test(script));
    const own = scripts.at(-1);
    expect(app).toBeDefined();
    expect(own).not.toBe(app);
    for (const url of ["/stan/docs", app!, own!, "/stan/page-data/docs/page-data.json"]) {
      const response = await get(url, { "accept-encoding": "gzip" });
      expect(response.status(), url).toBe(200);
      if (url.endsWith(".js")) expect(response.headers()["content-type"], url).toMatch(/javascript/);
      expect(response.headers()["content-encoding"], url).toBe("gzip");
      expect(response.headers().vary ?? "", url).toMatch(/Accept-Encoding/i);
    }
  });

  test("security headers; the CSP allows each page's inline scripts by hash and never 'unsafe-inline'", async () => {
    for (const page of builtPages()) {
      const url = page.kind === "not-found" ? "/stan/nope" : page.url;
      const response = await get(url);
      const headers = response.headers();
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], url).toMatch(/camera=\(\)/);
      const policy = headers["content-security-policy"] ?? "";
      const scriptSrc = directive(policy, "script-src");
      expect(directive(policy, "default-src"), url).toEqual(["'self'"]);
      expect(directive(policy, "object-src"), url).toEqual(["'none'"]);
      expect(scriptSrc, url).toContain("'self'");
      expect(scriptSrc.join(" "), url).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:(?!\/\/www\.googletagmanager\.com)/);
      const hashes = inlineScriptHashes(await response.text());
      expect(hashes.length, `${url} has the boot script inline`).toBeGreaterThan(0);
      for (const hash of hashes) expect(scriptSrc, `${url}: inline script ${hash}`).toContain(hash);
    }
    // Redirects carry the headers too; non-HTML responses need no policy.
    expect((await get("/stan/docs/")).headers()["x-content-type-options"]).toBe("nosniff");
  });
});
