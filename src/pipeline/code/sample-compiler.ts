import * as fs from "fs";
import * as path from "path";

/**
 * What every TypeScript sample of content/ is compiled with, in the site build (typed-code.ts and,
 * for a `vue` sample's script and template, vue-sample.ts: they render the compiler's types), in the
 * sample check (tests/support/content/code-samples.ts) and in the in-place editor (editor-assets.ts):
 * these options, Stan's declarations as its release emits
 * them and the React types of the release's peer floor, React 19 (the npm alias `@types/react-19`;
 * the site's own UI runs React 18).
 *
 * Stan's declarations are a package of their own, sample-types/@rkrupinski/stan (its README.md says
 * where they come from), which package.json installs as a link: samples resolve `@rkrupinski/stan`
 * in node_modules as a reader's project does, so the compiler names its types as it does for them
 * (`SetterOrUpdater<T>`, where a path mapping printed `import("…/dist/types").SetterOrUpdater<T>`).
 */

/** The repository root (this file is src/pipeline/code/sample-compiler.ts). */
export const PROJECT_ROOT = path.resolve(__dirname, "..", "..", "..");

/** Stan's package as the samples see it: its package.json and the declarations of its dist/ folder. */
export const STAN_PACKAGE_DIR = path.join(PROJECT_ROOT, "src", "pipeline", "code", "sample-types", "@rkrupinski", "stan");

/** Module specifiers the samples may import from Stan: its entry points. */
export const STAN_MODULES = ["@rkrupinski/stan", "@rkrupinski/stan/react", "@rkrupinski/stan/vue"] as const;

/** Every file of that package (its package.json and each declaration file), for cache keys. */
export const STAN_DECLARATIONS: readonly string[] = [
  path.join(STAN_PACKAGE_DIR, "package.json"),
  ...fs.readdirSync(path.join(STAN_PACKAGE_DIR, "dist")).sort().map((file) => path.join(STAN_PACKAGE_DIR, "dist", file)),
];

/** The version of Stan the declarations are (their package.json's). */
export const stanDeclarationsVersion = (): string => (JSON.parse(fs.readFileSync(STAN_DECLARATIONS[0], "utf8")) as { version: string }).version;

/** The React types every sample is compiled with (Stan 1.7's peer floor is React 19). */
export const REACT_TYPES_DIR = "node_modules/@types/react-19";

/** The compiler options, in tsconfig (JSON) form. `paths` (from the project root, the editor's virtual root): `react` is React 19's types. */
export const SAMPLE_COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  target: "ES2022",
  lib: ["ES2022", "DOM", "DOM.Iterable"],
  module: "ESNext",
  moduleResolution: "Bundler",
  jsx: "react-jsx",
  // What react-jsx and strict imply already, written out: twoslash-vue compiles a `vue` sample with options of
  // its own unless these are given, and with the same options both kinds share one language service.
  jsxImportSource: "react",
  noImplicitAny: true,
  skipLibCheck: true,
  types: [] as string[],
  noUnusedLocals: false,
  noUnusedParameters: false,
  // node_modules/@rkrupinski/stan is a link to sample-types/: its files keep the path a reader's project has.
  preserveSymlinks: true,
  paths: { react: [`./${REACT_TYPES_DIR}/index.d.ts`], "react/*": [`./${REACT_TYPES_DIR}/*`] } as Record<string, string[]>,
} as const;

/** The directory of the React type declarations the samples are compiled with. */
export function reactTypesDir(rootDir: string = PROJECT_ROOT): string {
  return path.join(rootDir, REACT_TYPES_DIR);
}
