import * as fs from "fs";
import * as path from "path";

const ROOT = path.resolve(__dirname, "../..");
const SRC = path.join(ROOT, "src");

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node" ? [] : filesUnder(full, test);
    return test(entry.name) ? [full] : [];
  });
}

/** The local names a sheet defines: its classes and keyframes (comments, url() data and :global() left out). */
function localNamesOf(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/url\([^)]*\)/g, "");
  const selectors = (code.match(/[^{}]+(?=\{)/g) ?? []).filter((selector) => !selector.trim().startsWith("@"));
  const classes = selectors.flatMap((selector) => [...selector.replace(/:global\([^)]*\)/g, "").matchAll(/\.([A-Za-z_][\w-]*)/g)].map((match) => match[1]));
  const keyframes = [...code.matchAll(/@keyframes\s+([\w-]+)/g)].map((match) => match[1]);
  return [...new Set([...classes, ...keyframes])];
}

/** The classes a CSS Module defines (`.name` in its selectors, comments and url() data left out). */
function classesOf(sheet: string): Set<string> {
  const css = fs.readFileSync(sheet, "utf8");
  const keyframes = new Set([...css.matchAll(/@keyframes\s+([\w-]+)/g)].map((match) => match[1]));
  return new Set(localNamesOf(css).filter((name) => !keyframes.has(name)));
}

/** Each `import * as x from "./X.module.css"` of a component, with the names it reads (`x.name`). */
function moduleUses(file: string): Array<{ sheet: string; names: Set<string> }> {
  const source = fs.readFileSync(file, "utf8");
  const code = source.replace(/^import .*$/gm, "");
  return [...source.matchAll(/import \* as (\w+) from "([^"]+\.module\.css)";/g)].map(([, binding, request]) => ({
    sheet: path.resolve(path.dirname(file), request),
    names: new Set([...code.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, "g"))].map((match) => match[1])),
  }));
}

const components = filesUnder(SRC, (name) => name.endsWith(".tsx"));
const sheets = filesUnder(SRC, (name) => name.endsWith(".module.css"));
const uses = components.flatMap((file) => moduleUses(file).map((use) => ({ file, ...use })));

describe("CSS Modules", () => {
  it("every class a component reads is defined in the sheet it imports", () => {
    expect(uses.length).toBeGreaterThan(20);
    const missing = uses.flatMap(({ file, sheet, names }) => {
      const defined = fs.existsSync(sheet) ? classesOf(sheet) : new Set<string>();
      return [...names].filter((name) => !defined.has(name)).map((name) => `${path.relative(ROOT, file)}: "${name}" is not a class of ${path.relative(ROOT, sheet)}`);
    });
    expect(missing).toEqual([]);
  });

  it("every class a sheet defines is used by a component or composed by another sheet (no dead CSS on the wire)", () => {
    const composed = sheets.flatMap((sheet) => {
      const css = fs.readFileSync(sheet, "utf8");
      return [...css.matchAll(/composes:\s*([\w\s]+?)(?:\s+from\s+"([^"]+)")?;/g)].flatMap(([, names, from]) =>
        names.trim().split(/\s+/).map((name) => `${from ? path.resolve(path.dirname(sheet), from) : sheet}#${name}`),
      );
    });
    const used = new Set([...uses.flatMap(({ sheet, names }) => [...names].map((name) => `${sheet}#${name}`)), ...composed]);
    const unused = sheets.flatMap((sheet) => [...classesOf(sheet)].filter((name) => !used.has(`${sheet}#${name}`)).map((name) => `${path.relative(ROOT, sheet)}: .${name}`));
    expect(unused).toEqual([]);
  });

  it("class names are camelCase (css-loader exports them under the same name)", () => {
    const dashed = sheets.flatMap((sheet) => [...classesOf(sheet)].filter((name) => /-/.test(name)).map((name) => `${path.relative(ROOT, sheet)}: .${name}`));
    expect(dashed).toEqual([]);
  });
});
