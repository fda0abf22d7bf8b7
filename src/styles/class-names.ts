import { createHash } from "crypto";
import * as path from "path";

/**
 * Class names of the CSS Modules (`*.module.css`) in a production build. Gatsby's default
 * (`Navbar-module--link--1a2b3`) would put about 30 characters per class into every page's
 * HTML, the inlined CSS and the first-load JavaScript; these are five, derived from the file
 * and the class (so the browser bundle and the HTML renderer agree), and begin with a capital
 * letter: the site's global classes (global.css, code.css, markdown.css) are all lower case,
 * so a generated name never meets one. `gatsby develop` keeps Gatsby's readable names.
 */
const FIRST = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const REST = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
const LENGTH = 5;

/** Which file and class each generated name stands for, to catch the (unlikely) collision. */
const taken = new Map<string, string>();

/** The class name for `localName` in the sheet at `relativePath` (from the site's root, with "/"). */
export function shortClassName(relativePath: string, localName: string): string {
  const key = `${relativePath}\0${localName}`;
  const digest = createHash("sha256").update(key).digest();
  let name = FIRST[digest[0] % FIRST.length];
  for (let i = 1; i < LENGTH; i++) name += REST[digest[i] % REST.length];
  const owner = taken.get(name);
  if (owner !== undefined && owner !== key) {
    throw new Error(`CSS Modules: class "${localName}" in ${relativePath} and "${owner.replace("\0", '" in ')}" both get the name "${name}". Rename one of them.`);
  }
  taken.set(name, key);
  return name;
}

/** css-loader's `modules.getLocalIdent`. */
function getLocalIdent(context: { resourcePath: string; rootContext: string }, _localIdentName: string, localName: string): string {
  return shortClassName(path.relative(context.rootContext, context.resourcePath).split(path.sep).join("/"), localName);
}

interface RuleLike {
  oneOf?: RuleLike[];
  use?: unknown;
  [key: string]: unknown;
}

interface LoaderLike {
  loader?: string;
  options?: { modules?: unknown; [key: string]: unknown };
}

function withShortNames(use: unknown): unknown {
  if (!Array.isArray(use)) return use;
  return use.map((entry: LoaderLike) => {
    const modules = entry?.options?.modules;
    if (typeof entry?.loader !== "string" || !/[\\/]css-loader[\\/]/.test(entry.loader) || typeof modules !== "object" || modules === null) return entry;
    return { ...entry, options: { ...entry.options, modules: { ...modules, getLocalIdent } } };
  });
}

/**
 * Gatsby's webpack rules with short CSS Module class names (stages `build-javascript` and
 * `build-html`, which must name classes alike). Gatsby keeps its CSS rules in a `oneOf`.
 */
export function rulesWithShortClassNames<R>(rules: R[]): R[] {
  const visit = (rule: RuleLike): RuleLike => ({ ...rule, ...(rule.oneOf ? { oneOf: rule.oneOf.map(visit) } : {}), ...(rule.use ? { use: withShortNames(rule.use) } : {}) });
  return rules.map((rule) => visit(rule as RuleLike) as R);
}

/** The stages whose CSS Modules get short names. */
export const SHORT_CLASS_NAME_STAGES: ReadonlySet<string> = new Set(["build-javascript", "build-html"]);
