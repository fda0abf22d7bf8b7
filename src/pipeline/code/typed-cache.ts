import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import { filesDigest } from "./file-digest";
import { PROJECT_ROOT, SAMPLE_COMPILER_OPTIONS, STAN_DECLARATIONS } from "./sample-compiler";

/**
 * Typed HTML of samples kept between builds: the compiler's work is nearly all that typed samples
 * add to a build, and a sample whose text, markers and inputs have not changed renders the same.
 * The key covers the sample and everything its HTML depends on: every installed version (the lock
 * file), TypeScript, twoslash, the React and Stan declarations, patches, the compiler options and the
 * renderer's own source. Only samples that compiled as their markers say are stored, so a broken
 * sample fails every build.
 */
export interface TypedHtmlCache {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
}

/**
 * Where the typed samples are kept: outside Gatsby's .cache, which Gatsby empties whenever package.json,
 * gatsby-config or gatsby-node changes (and every sample was typed again, 12 to 15 s of a build on the
 * 2-core machine). The key covers what that reset guarded against. Copies of the project that link its
 * node_modules (tests/develop, tests/builds) share it. `npm run clean` empties it with Gatsby's cache.
 */
export const TYPED_SAMPLES_DIR = "node_modules/.cache/stan-docs/typed-samples";

/** What a sample's HTML depends on besides its own text, from the project root (relative: a moved checkout keeps its cache). */
const INPUTS = [
  "package-lock.json",
  "node_modules/typescript/package.json",
  "node_modules/twoslash/package.json",
  "node_modules/@types/react/package.json",
  "node_modules/@types/react-19/package.json",
  ...["typed-code.ts", "typed-html.ts", "highlight.ts", "code-sample.ts", "sample-compiler.ts", "code-html.ts"].map((file) => `src/pipeline/code/${file}`),
  ...["code-language.ts", "expect-error.ts", "sample-editor.ts"].map((file) => `src/shared/${file}`),
  ...STAN_DECLARATIONS.map((file) => path.relative(PROJECT_ROOT, file)),
  "patches",
];

let inputsHash: string | undefined;
const inputsOf = (): string => (inputsHash ??= filesDigest(PROJECT_ROOT, INPUTS, JSON.stringify(SAMPLE_COMPILER_OPTIONS)));

/** The cache key of a sample: its language, markers and text, with the inputs above. */
export function typedSampleKey(language: string, meta: string | null | undefined, code: string): string {
  return createHash("sha1").update(`${inputsOf()}\n${language}\n${meta ?? ""}\n${code}`).digest("hex");
}

/**
 * A cache of one file per sample in `dir`. A file is written whole under another name, then renamed: builds
 * that share the folder (a build and develop beside it) never read one half written.
 */
export function diskCache(dir: string): TypedHtmlCache {
  const fileOf = (key: string) => path.join(dir, `${key}.html`);
  return {
    get: (key) => (fs.existsSync(fileOf(key)) ? fs.readFileSync(fileOf(key), "utf8") : undefined),
    set: (key, html) => {
      fs.mkdirSync(dir, { recursive: true });
      const partial = `${fileOf(key)}.${process.pid}.partial`;
      fs.writeFileSync(partial, html);
      fs.renameSync(partial, fileOf(key));
    },
  };
}
