import * as fs from "fs";
import * as path from "path";

/**
 * What every TypeScript sample of content/ is compiled with, in the site build (typed-code.ts,
 * which renders the compiler's types) and in the sample check (tests/support/content/code-samples.ts):
 * the Stan 1.3.2 declarations of sample-types/, these options, and the React types of the
 * supported floor (React 18). A sample that needs React 19 (`use()`) says so with the `react19`
 * flag and gets the React 19 types (the npm alias `@types/react-19`).
 */

/** The repository root (this file is src/pipeline/code/sample-compiler.ts). */
export const PROJECT_ROOT = path.resolve(__dirname, "..", "..", "..");

const SAMPLE_TYPES_DIR = path.join(PROJECT_ROOT, "src", "pipeline", "code", "sample-types");

/** Ambient declarations of `@rkrupinski/stan` and `@rkrupinski/stan/react` (1.3.2). */
export const STAN_DTS = path.join(SAMPLE_TYPES_DIR, "stan.d.ts");
export const STAN_REACT_DTS = path.join(SAMPLE_TYPES_DIR, "stan-react.d.ts");
export const STAN_DECLARATIONS = [STAN_DTS, STAN_REACT_DTS] as const;

/** Module specifiers served by those ambient declarations. */
export const STAN_MODULES = ["@rkrupinski/stan", "@rkrupinski/stan/react"] as const;

/** The compiler options, in tsconfig (JSON) form. */
export const SAMPLE_COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  target: "ES2022",
  lib: ["ES2022", "DOM", "DOM.Iterable"],
  module: "ESNext",
  moduleResolution: "Bundler",
  jsx: "react-jsx",
  skipLibCheck: true,
  types: [] as string[],
  noUnusedLocals: false,
  noUnusedParameters: false,
} as const;

/** The directory of the React type declarations a sample is compiled with. */
export function reactTypesDir(react19: boolean, rootDir: string = PROJECT_ROOT): string {
  return path.join(rootDir, "node_modules", "@types", react19 ? "react-19" : "react");
}

/** The text of the Stan declarations, by file name (read once). */
let declarationTexts: Record<string, string> | undefined;
export function stanDeclarationTexts(): Record<string, string> {
  declarationTexts ??= Object.fromEntries(STAN_DECLARATIONS.map((file) => [path.basename(file), fs.readFileSync(file, "utf8")]));
  return declarationTexts;
}
