import * as fs from "fs";
import { buildPolicy, inlineScripts, loadsTagManager, sha256 } from "../../../deploy/csp-policy.cjs";
import { builtPageHtml } from "./built-files";

export const REFERRER_POLICY = "strict-origin-when-cross-origin";
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/;

/** The page's own policy: its inline scripts by hash (a navigation inside the app runs no new inline script). */
export function metaPolicy(html: string): string {
  const scriptHashes = [...new Set(inlineScripts(html).map(sha256))].sort();
  return buildPolicy({ scriptHashes, tagManager: loadsTagManager(html), delivery: "meta" });
}

/**
 * The header policies a host without headers (GitHub Pages) can still carry, as the first
 * tags after the charset: the CSP (it governs only what comes after it) and the referrer policy.
 * Run again on a page that has them, it replaces them.
 */
export function withHeadPolicies(html: string): string {
  const referrer = `<meta name="referrer" content="${REFERRER_POLICY}"/>`;
  const cleaned = html.replace(POLICY_META, "").replace(referrer, "");
  const tags = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(cleaned)}"/>${referrer}`;
  const anchor = /<meta charset="?utf-8"?\s*\/?>/i.exec(cleaned) ?? /<head\b[^>]*>/i.exec(cleaned);
  if (!anchor) throw new Error("no <head> to put the policies in");
  const at = anchor.index + anchor[0].length;
  return cleaned.slice(0, at) + tags + cleaned.slice(at);
}

/** Adds the head policies to every page of the build; returns how many. */
export function addHeadPolicies(publicDir: string): number {
  let pages = 0;
  for (const file of builtPageHtml(publicDir)) {
    fs.writeFileSync(file, withHeadPolicies(fs.readFileSync(file, "utf8")));
    pages += 1;
  }
  return pages;
}
