/** @jest-environment node */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { createHash } from "node:crypto";
import { copyHtmlTwins } from "../../../../src/pipeline/post-build/html-twins";
import { addHeadPolicies, withHeadPolicies } from "../../../../src/pipeline/post-build/head-policies";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const page = (body: string, head = "") => `<!DOCTYPE html><html><head><meta charset="utf-8"/><title>t</title>${head}</head><body>${body}</body></html>`;
const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? "";

describe("copyHtmlTwins", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "stan-twins-"));
    const files = ["index.html", "404.html", "404/index.html", "docs/index.html", "docs/api/atom/index.html", "search/index.html", "_gatsby/slices/x/index.html", "docs.html"];
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), `<p>${file}</p>`);
    }
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("makes every page's x.html a copy of x/index.html, leaving the root, the 404 page and Gatsby's files alone", () => {
    expect(copyHtmlTwins(dir)).toEqual(["docs.html", path.join("docs", "api", "atom.html"), "search.html"]);
    expect(fs.readFileSync(path.join(dir, "docs.html"), "utf8")).toBe("<p>docs/index.html</p>");
    expect(fs.readFileSync(path.join(dir, "docs/api/atom.html"), "utf8")).toBe("<p>docs/api/atom/index.html</p>");
    expect(fs.readFileSync(path.join(dir, "search.html"), "utf8")).toBe("<p>search/index.html</p>");
    expect(fs.readFileSync(path.join(dir, "404.html"), "utf8")).toBe("<p>404.html</p>");
    expect(fs.existsSync(path.join(dir, "_gatsby/slices/x.html"))).toBe(false);
  });
});

describe("head policies", () => {
  it("puts the CSP and referrer policy right after the charset, allowing exactly the page's inline scripts", () => {
    const html = withHeadPolicies(page('<script>boot()</script><script src="/stan/app.js"></script><script type="application/ld+json">{}</script>', "<script>window.pagePath='/'</script>"));
    expect(html).toMatch(/^<!DOCTYPE html><html><head><meta charset="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><meta name="referrer" content="strict-origin-when-cross-origin"\/><title>/);
    const policy = policyOf(html);
    expect(policy).toContain(`script-src 'self' ${[hash("boot()"), hash("window.pagePath='/'")].sort().join(" ")};`);
    expect(policy).not.toContain(hash("{}"));
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    // A <meta> policy cannot carry frame-ancestors; no tag manager on a page that does not load it.
    expect(policy).not.toMatch(/frame-ancestors|googletagmanager/);
    expect(policy).toContain("object-src 'none'");
  });

  it("allows the tag manager only on a page that loads it", () => {
    const snippet = '(function(){var s=document.createElement("script");s.src="https://www.googletagmanager.com/gtm.js?id=GTM-X"})()';
    const policy = policyOf(withHeadPolicies(page(`<script>${snippet}</script>`)));
    for (const name of ["script-src", "img-src", "connect-src", "frame-src"]) expect(policy).toMatch(new RegExp(`${name} [^;]*https://www\\.googletagmanager\\.com`));
  });

  it("replaces its own tags when run again, and refuses a page without a head", () => {
    const once = withHeadPolicies(page("<script>a()</script>"));
    expect(withHeadPolicies(once)).toBe(once);
    expect(() => withHeadPolicies("<p>fragment</p>")).toThrow(/no <head>/);
  });

  it("addHeadPolicies rewrites every page of a build but not Gatsby's slice fragments", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stan-policies-"));
    try {
      fs.mkdirSync(path.join(dir, "docs"));
      fs.mkdirSync(path.join(dir, "_gatsby"));
      fs.writeFileSync(path.join(dir, "index.html"), page("<script>a()</script>"));
      fs.writeFileSync(path.join(dir, "docs/index.html"), page("<script>b()</script>"));
      fs.writeFileSync(path.join(dir, "_gatsby/slice.html"), "<div>slice</div>");
      expect(addHeadPolicies(dir)).toBe(2);
      expect(policyOf(fs.readFileSync(path.join(dir, "docs/index.html"), "utf8"))).toContain(hash("b()"));
      expect(policyOf(fs.readFileSync(path.join(dir, "docs/index.html"), "utf8"))).not.toContain(hash("a()"));
      expect(fs.readFileSync(path.join(dir, "_gatsby/slice.html"), "utf8")).toBe("<div>slice</div>");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
