/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { CHECKOUT_NOTE, cachedCheckoutRoot, forgetMovedCheckout, rememberCheckout } from "../../../src/gatsby/checkout-cache";

/** A checkout with a built site and Gatsby's cache, as a build leaves it. */
function builtCheckout(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "stan-checkout-"));
  fs.mkdirSync(path.join(root, ".cache", "caches-lmdb"), { recursive: true });
  fs.mkdirSync(path.join(root, "public"));
  fs.writeFileSync(path.join(root, "public", "index.html"), "<html></html>");
  rememberCheckout(root);
  return root;
}

describe("a checkout moved with its cache", () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it("keeps everything when the cache was written here", () => {
    const root = builtCheckout();
    made.push(root);
    expect(cachedCheckoutRoot(root)).toBe(path.resolve(root));
    expect(forgetMovedCheckout(root)).toBeNull();
    expect(fs.existsSync(path.join(root, "public", "index.html"))).toBe(true);
  });

  it("removes public/ (so that Gatsby empties its cache) and says so in one line when the cache was written elsewhere", () => {
    const original = builtCheckout();
    const moved = `${original}-moved`;
    fs.renameSync(original, moved);
    made.push(moved);
    const line = forgetMovedCheckout(moved);
    expect(line).toBe(`This checkout moved from ${path.resolve(original)} since its last build: Gatsby's cache names files by their old paths, so it is emptied as \`gatsby clean\` would (the build takes longer this once).`);
    expect(line?.split("\n")).toHaveLength(1);
    expect(fs.existsSync(path.join(moved, "public"))).toBe(false);
    // The next bootstrap notes the new folder: the build after that keeps its cache.
    rememberCheckout(moved);
    expect(forgetMovedCheckout(moved)).toBeNull();
  });

  it("does nothing without a cache (a fresh clone) or without the note (a cache from before the note)", () => {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), "stan-checkout-"));
    made.push(fresh);
    fs.mkdirSync(path.join(fresh, "public"));
    expect(forgetMovedCheckout(fresh)).toBeNull();
    const noNote = builtCheckout();
    made.push(noNote);
    fs.rmSync(path.join(noNote, CHECKOUT_NOTE));
    expect(forgetMovedCheckout(noNote)).toBeNull();
    expect(fs.existsSync(path.join(noNote, "public"))).toBe(true);
  });
});
