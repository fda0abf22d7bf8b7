import { createHash } from "node:crypto";

/** The hash-source of every inline script in an HTML document (the tests' own reading, not the build's). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
}

/** The sources of one directive of a policy ([] when absent). */
export function directive(policy: string, name: string): string[] {
  return (policy.split(";").map((part) => part.trim().split(/\s+/)).find(([key]) => key === name) ?? []).slice(1);
}
