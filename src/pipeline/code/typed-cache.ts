import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import { filesDigest } from "./file-digest";
import { writeFileWhole } from "../write-whole";
import { PROJECT_ROOT, SAMPLE_COMPILER_OPTIONS, STAN_DECLARATIONS } from "./sample-compiler";

/**
 * Typed HTML of samples kept between builds: the compiler's work is nearly all that typed samples
 * add to a build, and a sample whose text, markers and inputs have not changed renders the same.
 * The key covers the sample and everything its HTML depends on: every installed version (the lock
 * file), TypeScript, twoslash and twoslash-vue, the React, Vue and Stan declarations, patches, the compiler options and the
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
export const TYPED_SAMPLE_INPUTS: readonly string[] = [
  "package-lock.json",
  "node_modules/typescript/package.json",
  "node_modules/twoslash/package.json",
  // Vue samples: Vue's language tools, and Vue's types the samples compile against.
  "node_modules/twoslash-vue/package.json",
  "node_modules/@vue/language-core/package.json",
  "node_modules/vue/package.json",
  "node_modules/@types/react-19/package.json",
  ...["typed-code.ts", "vue-sample.ts", "sample-twoslasher.ts", "typed-html.ts", "highlight.ts", "prism-vue.ts", "code-sample.ts", "code-languages.ts", "sample-compiler.ts", "code-html.ts"].map((file) => `src/pipeline/code/${file}`),
  ...["code-language.ts", "expect-error.ts", "sample-editor.ts"].map((file) => `src/shared/${file}`),
  ...STAN_DECLARATIONS.map((file) => path.relative(PROJECT_ROOT, file)),
  "patches",
];

let inputsHash: string | undefined;
const inputsOf = (): string => (inputsHash ??= filesDigest(PROJECT_ROOT, TYPED_SAMPLE_INPUTS, JSON.stringify(SAMPLE_COMPILER_OPTIONS)));

/** The cache key of a sample: its language, markers and text, with the inputs above. */
export function typedSampleKey(language: string, meta: string | null | undefined, code: string): string {
  return createHash("sha1").update(`${inputsOf()}\n${language}\n${meta ?? ""}\n${code}`).digest("hex");
}

/** How long a sample's HTML is kept unused (a branch not built for a month is typed again). */
export const UNUSED_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** Half-written files older than this were left by a process that stopped. */
const PARTIAL_LEFT_AFTER_MS = 60 * 60 * 1000;

export interface FilesOnDisk extends TypedHtmlCache {
  /** Removes the files no build has read or written for UNUSED_FOR_MS, and half-written files left behind; returns how many. */
  prune(now?: number): number;
}

/**
 * A cache of one file per key in `dir` (a sample's HTML; the editor's files: editor-assets.ts), written whole
 * (write-whole.ts). A read marks the file used (its time), so that `prune` removes only what no build has
 * needed for a month: the folder does not grow with every edit of a sample for good.
 */
export function diskCache(dir: string, extension = ".html"): FilesOnDisk {
  const fileOf = (key: string) => path.join(dir, `${key}${extension}`);
  return {
    get: (key) => {
      const file = fileOf(key);
      if (!fs.existsSync(file)) return undefined;
      const now = new Date();
      fs.utimesSync(file, now, now);
      return fs.readFileSync(file, "utf8");
    },
    set: (key, html) => {
      fs.mkdirSync(dir, { recursive: true });
      writeFileWhole(fileOf(key), html);
    },
    prune: (now = Date.now()) => {
      if (!fs.existsSync(dir)) return 0;
      let removed = 0;
      for (const name of fs.readdirSync(dir)) {
        const file = path.join(dir, name);
        const age = now - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? now);
        if (age > (name.endsWith(".partial") ? PARTIAL_LEFT_AFTER_MS : UNUSED_FOR_MS)) {
          fs.rmSync(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
