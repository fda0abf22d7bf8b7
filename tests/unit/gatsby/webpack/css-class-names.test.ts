import * as fs from "fs";
import * as path from "path";
import { classNameTable, hashedName, localNamesOf, nameAt, rulesWithShortClassNames } from "../../../../src/gatsby/webpack/css-class-names";

const ROOT = path.resolve(__dirname, "../../../..");
const SRC = path.join(ROOT, "src");

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node" ? [] : filesUnder(full, test);
    return test(entry.name) ? [full] : [];
  });
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

describe("short class names of production builds", () => {
  it("are A to Z, then two characters, then three, each beginning with a capital (global classes are lower case)", () => {
    expect([0, 1, 25, 26, 27, 26 + 64, 26 + 26 * 64 - 1, 26 + 26 * 64].map(nameAt)).toEqual(["A", "B", "Z", "AA", "AB", "BA", "Z-", "AAA"]);
    const names = Array.from({ length: 5000 }, (_, index) => nameAt(index));
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => /^[A-Z][\w-]*$/.test(name))).toBe(true);
  });

  it("name every class and keyframes of every module sheet, once, the same way on each call", () => {
    const table = classNameTable(ROOT);
    const expected = sheets.flatMap((sheet) => localNamesOf(fs.readFileSync(sheet, "utf8")).map((name) => `${path.relative(ROOT, sheet)}\0${name}`));
    expect([...table.keys()].sort()).toEqual(expected.sort());
    expect(table.get("src/ui/components/lazy/createLazyComponent.module.css\0spin")).toBeDefined();
    expect(new Set(table.values()).size).toBe(table.size);
    expect([...table.values()].every((name) => name.length <= 2)).toBe(true);
    expect(classNameTable(ROOT)).toEqual(table);
  });

  it("reads local names from selectors only, leaving :global() out", () => {
    expect(localNamesOf('/* .comment */ .a, .b:hover > .c { background: url("x.svg#.d") } @media (max-width: 1px) { .e { margin: 0.5rem } } :where(:global(#id .f)) .g {} @keyframes spin { to { opacity: 1 } }')).toEqual(["a", "b", "c", "e", "g", "spin"]);
  });

  it("give a class missing from the list a longer name, so it cannot meet a listed one", () => {
    expect(hashedName("src/x.module.css", "y")).toMatch(/^[A-Z][\w-]{4}$/);
    expect(hashedName("src/x.module.css", "y")).toBe(hashedName("src/x.module.css", "y"));
  });

  it("are given to the CSS Modules rule of Gatsby's webpack config only", () => {
    const cssLoader = "/x/node_modules/css-loader/dist/cjs.js";
    type Rule = { test: RegExp; use: Array<{ loader: string; options?: object }> };
    const rules: Array<{ oneOf: Rule[] } | Rule> = [{ oneOf: [{ test: /\.module\.css$/, use: [{ loader: cssLoader, options: { modules: { namedExport: true } } }] }, { test: /\.css$/, use: [{ loader: cssLoader, options: { modules: false } }] }] }, { test: /\.js$/, use: [{ loader: "babel-loader" }] }];
    const [css, js] = rulesWithShortClassNames(rules) as [{ oneOf: Rule[] }, Rule];
    const [modules, plain] = css.oneOf;
    const options = modules.use[0].options as { modules: { namedExport: boolean; getLocalIdent(context: object, name: string, local: string): string } };
    expect(options.modules.namedExport).toBe(true);
    const navbar = path.join(ROOT, "src/ui/layout/Navbar.module.css");
    expect(options.modules.getLocalIdent({ rootContext: ROOT, resourcePath: navbar }, "", "link")).toBe(classNameTable(ROOT).get("src/ui/layout/Navbar.module.css\0link"));
    expect(options.modules.getLocalIdent({ rootContext: ROOT, resourcePath: navbar }, "", "notInTheSheet")).toBe(hashedName("src/ui/layout/Navbar.module.css", "notInTheSheet"));
    // Webpack's persistent cache rebuilds a sheet when any module sheet changes (their names depend on all of them).
    const dependencies: string[] = [];
    const contexts: string[] = [];
    options.modules.getLocalIdent({ rootContext: ROOT, resourcePath: navbar, addDependency: (file: string) => dependencies.push(file), addContextDependency: (dir: string) => contexts.push(dir) }, "", "link");
    expect(dependencies.sort()).toEqual([...sheets].sort());
    expect(contexts).toEqual([SRC]);
    expect(plain).toEqual((rules[0] as { oneOf: Rule[] }).oneOf[1]);
    expect(js).toEqual(rules[1]);
  });
});
