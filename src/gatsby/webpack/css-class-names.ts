import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";

/**
 * Class names of the CSS Modules (`*.module.css`) in a production build. Gatsby's default
 * (`Navbar-module--link--1a2b3`) puts about 30 characters per class into every page's HTML, its
 * inlined CSS and the first-load JavaScript. Here every class of every module under `src/` is
 * listed in a fixed order (file, then class) and named by its place: `A` … `Z`, then `AA`, `AB` …
 * Both production bundles (browser and HTML renderer) read the same files, so they agree; names
 * are unique by construction and begin with a capital letter, while the site's global classes
 * (global.css, code.css, markdown.css) are all lower case, so the two never meet. A class the list
 * missed still gets a unique name, five characters long (from a hash). `gatsby develop` keeps
 * Gatsby's readable names.
 */
const FIRST = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const REST = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
const HASHED_LENGTH = 5;

/** The `index`th name: a capital, then as many further characters as needed (at most 3 for 1.7 million classes). */
export function nameAt(index: number): string {
  let rest = index;
  for (let length = 0; ; length++) {
    const count = FIRST.length * REST.length ** length;
    if (rest < count) {
      let name = "";
      for (let i = 0; i < length; i++) {
        name = REST[rest % REST.length] + name;
        rest = Math.floor(rest / REST.length);
      }
      return FIRST[rest] + name;
    }
    rest -= count;
  }
}

/** A name for a class the list missed: longer than any listed name, so it cannot meet one. */
export function hashedName(relativePath: string, localName: string): string {
  const digest = createHash("sha256").update(`${relativePath}\0${localName}`).digest();
  let name = FIRST[digest[0] % FIRST.length];
  for (let i = 1; i < HASHED_LENGTH; i++) name += REST[digest[i] % REST.length];
  return name;
}

/** The local names a sheet defines: its classes and keyframes (comments and url() data left out). */
export function localNamesOf(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/url\([^)]*\)/g, "");
  const selectors = (code.match(/[^{}]+(?=\{)/g) ?? []).filter((selector) => !selector.trim().startsWith("@"));
  const classes = selectors.flatMap((selector) => [...selector.replace(/:global\([^)]*\)/g, "").matchAll(/\.([A-Za-z_][\w-]*)/g)].map((match) => match[1]));
  const keyframes = [...code.matchAll(/@keyframes\s+([\w-]+)/g)].map((match) => match[1]);
  return [...new Set([...classes, ...keyframes])].sort();
}

function moduleSheets(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? moduleSheets(path.join(dir, entry.name)) : entry.name.endsWith(".module.css") ? [path.join(dir, entry.name)] : []))
    .sort();
}

/** `relativePath\0localName` to its name, for every module sheet under `<root>/src`. */
export function classNameTable(root: string): Map<string, string> {
  const keys = moduleSheets(path.join(root, "src")).flatMap((sheet) => {
    const relativePath = path.relative(root, sheet).split(path.sep).join("/");
    return localNamesOf(fs.readFileSync(sheet, "utf8")).map((localName) => `${relativePath}\0${localName}`);
  });
  return new Map(keys.map((key, index) => [key, nameAt(index)]));
}

/** What css-loader passes to `getLocalIdent`: webpack's loader context. */
interface LoaderContext {
  resourcePath: string;
  rootContext: string;
  addDependency?(file: string): void;
  addContextDependency?(dir: string): void;
}

/**
 * The table and the module sheets of a project, read once per build process: css-loader asks for
 * every class of every sheet, and the sheets do not change while a build runs (`gatsby develop`,
 * which does, keeps Gatsby's names and never calls getLocalIdent).
 */
const namingByRoot = new Map<string, { table: Map<string, string>; sheets: string[] }>();
function namingOf(root: string) {
  let naming = namingByRoot.get(root);
  if (!naming) {
    naming = { table: classNameTable(root), sheets: moduleSheets(path.join(root, "src")) };
    namingByRoot.set(root, naming);
  }
  return naming;
}

/** css-loader's `modules.getLocalIdent`. */
function getLocalIdent(context: LoaderContext, _localIdentName: string, localName: string): string {
  const { table, sheets } = namingOf(context.rootContext);
  // A sheet's names depend on every module sheet (their places in the list), so webpack's
  // persistent cache must rebuild it when any of them changes or one is added or removed.
  context.addContextDependency?.(path.join(context.rootContext, "src"));
  for (const sheet of sheets) context.addDependency?.(sheet);
  const relativePath = path.relative(context.rootContext, context.resourcePath).split(path.sep).join("/");
  return table.get(`${relativePath}\0${localName}`) ?? hashedName(relativePath, localName);
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
