/**
 * Gatsby's cache (.cache/) holds absolute paths: its pages' components, the static queries of each
 * file, the files behind its nodes. A checkout moved or copied with its .cache names the old folder
 * there, and its next build fails with false errors ("The result of this StaticQuery could not be
 * fetched", links to existing pages reported broken, develop starting with a few docs). So the build
 * remembers the folder it ran in, and when it runs in another one, it has Gatsby start from a clean
 * cache, as after `gatsby clean`: Gatsby empties its cache itself when .cache exists without public/
 * (CACHE_RESET_RULE), so the moved checkout's public/ is removed before Gatsby looks.
 */
import * as fs from "fs";
import * as path from "path";
import { CACHE_RESET_RULE, GATSBY_CACHE_DIR } from "./internals";

/** Where the build notes the folder it ran in (inside .cache, so `gatsby clean` removes it with the rest). */
export const CHECKOUT_NOTE = path.join(GATSBY_CACHE_DIR, "stan-checkout.json");

/** The folder the cache in `root` was written in, or null when there is no cache or no note. */
export function cachedCheckoutRoot(root: string): string | null {
  const note = path.join(root, CHECKOUT_NOTE);
  if (!fs.existsSync(path.join(root, GATSBY_CACHE_DIR, CACHE_RESET_RULE.cacheMarker)) || !fs.existsSync(note)) return null;
  try {
    return (JSON.parse(fs.readFileSync(note, "utf8")) as { root?: string }).root ?? null;
  } catch {
    return null;
  }
}

/**
 * In onPreInit: when the cache was written in another folder, removes public/ so that Gatsby empties its
 * cache, and returns the one line that says so; null when the cache belongs here.
 */
export function forgetMovedCheckout(root: string): string | null {
  const cachedRoot = cachedCheckoutRoot(root);
  if (cachedRoot === null || path.resolve(cachedRoot) === path.resolve(root)) return null;
  fs.rmSync(path.join(root, "public"), { recursive: true, force: true });
  return `This checkout moved from ${cachedRoot} since its last build: Gatsby's cache names files by their old paths, so it is emptied as \`gatsby clean\` would (the build takes longer this once).`;
}

/** In onPreBootstrap (after Gatsby has settled its cache): notes the folder this cache belongs to. */
export function rememberCheckout(root: string): void {
  fs.mkdirSync(path.join(root, GATSBY_CACHE_DIR), { recursive: true });
  fs.writeFileSync(path.join(root, CHECKOUT_NOTE), JSON.stringify({ root: path.resolve(root) }));
}
