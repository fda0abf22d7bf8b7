/** @jest-environment node */
import * as fs from "node:fs";
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import * as os from "node:os";
import * as path from "node:path";
import * as zlib from "node:zlib";
import { createGhPagesServer } from "../../../scripts/gh-pages-server.cjs";

// A small build: a page with both forms (x.html and x/index.html), a folder with only an
// index.html, one with no index at all, assets, and the site's 404 page.
const FILES: Record<string, string> = {
  "index.html": "<p>home</p>",
  "404.html": "<p>not found</p>",
  "docs.html": "<p>docs twin</p>",
  "docs/index.html": "<p>docs folder</p>",
  "docs/api/atom.html": "<p>atom twin</p>",
  "docs/api/atom/index.html": "<p>atom folder</p>",
  "guide/index.html": "<p>guide</p>",
  "assets/app-0123.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
  "assets/logo.png": "\x89PNG",
  "docs/api/atom.md": "# atom",
};

let root: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "gh-pages-"));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  server = createGhPagesServer({ root, prefix: "/stan" });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with the path exactly as given (no redirects followed). */
function get(target: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: target, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

const text = (answer: Answer) => answer.body.toString("utf8");

describe("GitHub Pages rules", () => {
  it.each([
    ["/stan/", "<p>home</p>"],
    ["/stan/index.html", "<p>home</p>"],
    ["/stan/docs", "<p>docs twin</p>"],
    ["/stan/docs/", "<p>docs folder</p>"],
    ["/stan/docs.html", "<p>docs twin</p>"],
    ["/stan/docs/index.html", "<p>docs folder</p>"],
    ["/stan/docs/api/atom", "<p>atom twin</p>"],
    ["/stan/docs/api/atom?tab=npm", "<p>atom twin</p>"],
    ["/stan/docs/api/atom/", "<p>atom folder</p>"],
    ["/stan/guide/", "<p>guide</p>"],
    ["/stan/docs/api/atom.md", "# atom"],
  ])("%s answers %s (the file; x.html before x/index.html; /x/ is x/index.html)", async (url, body) => {
    const answer = await get(url);
    expect(answer.status).toBe(200);
    expect(text(answer)).toBe(body);
  });

  it.each([
    ["/stan", "/stan/"],
    ["/stan?x=1", "/stan/?x=1"],
    ["/stan/guide", "/stan/guide/"],
    ["/stan/guide?q=a", "/stan/guide/?q=a"],
    ["/stan/assets", "/stan/assets/"],
  ])("%s: a folder without its slash redirects to %s", async (url, location) => {
    const answer = await get(url);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
  });

  it.each([
    "/stan/nope",
    "/stan/nope/",
    "/stan/assets/",
    "/stan/docs/api/atom.html/",
    "/stan/docs/api/",
    "/",
    "/other/index.html",
    "/stanley",
    "/stan/../etc/passwd",
    "/stan/%2e%2e/%2e%2e/etc/passwd",
    "/stan/docs%00",
    "/stan/%E0%A4%A",
    "/stan/..%5c..%5cetc",
  ])("%s: the site's 404 page with status 404", async (url) => {
    const answer = await get(url);
    expect(answer.status).toBe(404);
    expect(text(answer)).toBe("<p>not found</p>");
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("content types by extension", async () => {
    expect((await get("/stan/docs")).headers["content-type"]).toBe("text/html; charset=utf-8");
    expect((await get("/stan/assets/app-0123.js")).headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect((await get("/stan/assets/logo.png")).headers["content-type"]).toBe("image/png");
    expect((await get("/stan/docs/api/atom.md")).headers["content-type"]).toBe("text/markdown; charset=utf-8");
  });

  it("gzips text when the client accepts it, never images or a client that does not", async () => {
    const zipped = await get("/stan/assets/app-0123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toBe("Accept-Encoding");
    expect(zlib.gunzipSync(zipped.body).toString("utf8")).toBe(FILES["assets/app-0123.js"]);
    expect(zipped.body.length).toBeLessThan(200);
    const plain = await get("/stan/assets/app-0123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(text(plain)).toBe(FILES["assets/app-0123.js"]);
    expect((await get("/stan/assets/logo.png", { "accept-encoding": "gzip" })).headers["content-encoding"]).toBeUndefined();
    const notFound = await get("/stan/nope", { "accept-encoding": "gzip" });
    expect(notFound.status).toBe(404);
    expect(zlib.gunzipSync(notFound.body).toString("utf8")).toBe("<p>not found</p>");
  });

  it("Pages' caching headers and nothing else of its own: no CSP, no security headers", async () => {
    const answer = await get("/stan/docs");
    expect(answer.headers["cache-control"]).toBe("max-age=600");
    expect(answer.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(answer.headers["last-modified"]).toMatch(/GMT$/);
    for (const header of ["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy", "permissions-policy"]) {
      expect(answer.headers[header]).toBeUndefined();
    }
    const again = await get("/stan/docs", { "if-none-match": String(answer.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("HEAD answers headers only; other methods are refused", async () => {
    const head = await get("/stan/docs", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(FILES["docs.html"].length);
    expect(head.body.length).toBe(0);
    expect((await get("/stan/docs", {}, "POST")).status).toBe(405);
  });
});
