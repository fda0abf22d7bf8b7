/** @jest-environment node */
/** deploy/make-csp.mjs, which writes nginx's Content-Security-Policy from a build's pages (tests/e2e/host/ serve it). */
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { directive } from "../../support/browser/csp";

const PROJECT_ROOT = path.resolve(__dirname, "../../..");

describe("make-csp.mjs", () => {
  test("the tag manager is allowed only when the build loads it; inline handlers are refused", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "stan-csp-"));
    try {
      const out = path.join(dir, "csp.conf");
      const run = () => execFileSync(process.execPath, [path.join(PROJECT_ROOT, "deploy/make-csp.mjs"), "--public", dir, "--out", out], { env: { ...process.env, GATSBY_GTM_ID: "" }, stdio: "pipe" });
      writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><head><script>boot()</script></head><body></body></html>");
      run();
      const plain = readFileSync(out, "utf8");
      expect(plain).toContain(`'sha256-${createHash("sha256").update("boot()").digest("base64")}'`);
      expect(plain).not.toContain("googletagmanager");
      writeFileSync(path.join(dir, "gtm.html"), '<script>(function(){var s=document.createElement("script");s.src="https://www.googletagmanager.com/gtm.js?id=GTM-X"})()</script>');
      run();
      expect(directive(/"~\^text\/html" "([^"]+)"/.exec(readFileSync(out, "utf8"))?.[1] ?? "", "script-src")).toContain("https://www.googletagmanager.com");
      writeFileSync(path.join(dir, "bad.html"), '<button onclick="x()">x</button>');
      expect(run).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
