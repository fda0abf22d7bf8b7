import * as ts from "typescript";
import type * as TwoslashVue from "twoslash-vue";
import type { TwoslashInstance } from "twoslash";
import { PROJECT_ROOT, SAMPLE_COMPILER_OPTIONS } from "./sample-compiler";

/**
 * The build's one twoslash instance, for every checked sample: twoslash-vue's, which hands ts/tsx samples to
 * twoslash as they are and turns a `vue` sample (a single-file component) into TypeScript with Vue's own
 * language tools (@vue/language-core, template included) before twoslash reads it. Both kinds compile with
 * the same options (sample-compiler.ts), so they share one TypeScript language service: a Vue sample after
 * the TS samples costs its own code only.
 */

/** The samples' options, their `paths` resolved from the project root. */
let compilerOptions: ts.CompilerOptions | undefined;
export const sampleCompilerOptions = (): ts.CompilerOptions => (compilerOptions ??= ts.convertCompilerOptionsFromJson(SAMPLE_COMPILER_OPTIONS, PROJECT_ROOT).options);

/** A language service's environment as twoslash keeps it (@typescript/vfs). */
interface TypeEnvironment {
  getSourceFile(fileName: string): ts.SourceFile | undefined;
  updateFile(fileName: string, content: string, span?: ts.TextSpan): void;
}

/** twoslash-vue keeps its Vue language (no language service: no updateFile) in the same map, under `vue:<hash>`. */
const isTypeEnvironment = (value: unknown): value is TypeEnvironment => typeof (value as Partial<TypeEnvironment>).updateFile === "function";

/**
 * Twoslash's cache of language services (one per option set), in which every service is made to skip a
 * write of the text a file already has. Twoslash writes the sample again, unchanged, between reading its
 * quick info and its errors: as a new version of the file, that made TypeScript build a second program
 * and check the sample from scratch in a second checker, a third of the time a sample took. The errors
 * now come from the checker that gave the quick info, which has resolved most of the sample already
 * (the same errors: `npm run bench:samples` checks that every sample's HTML is unchanged).
 */
function environmentsSkippingRewrites(): Map<string, unknown> {
  const environments = new Map<string, unknown>();
  environments.set = (key, environment) => {
    if (isTypeEnvironment(environment)) {
      const update = environment.updateFile.bind(environment);
      environment.updateFile = (fileName, content, span) => {
        if (span === undefined && environment.getSourceFile(fileName)?.text === content) return;
        update(fileName, content, span);
      };
    }
    return Map.prototype.set.call(environments, key, environment) as Map<string, unknown>;
  };
  return environments;
}

let twoslasher: TwoslashInstance | undefined;
export function sampleTwoslasher(): TwoslashInstance {
  if (twoslasher) return twoslasher;
  // Loaded with the first sample the cache lacks: Vue's language tools take 0.25 s to load, which a build (or a
  // develop start) whose samples all come from the cache would pay for nothing.
  const { createTwoslasher } = require("twoslash-vue") as typeof TwoslashVue;
  twoslasher = createTwoslasher({
    tsModule: ts,
    // The samples' files (index.ts, index.vue) sit at the project root: `vue`, Stan and React resolve from its node_modules.
    vfsRoot: PROJECT_ROOT,
    cache: environmentsSkippingRewrites() as Map<string, never>,
  });
  return twoslasher;
}

/** How many TypeScript language services the build has made (one per option set; Vue's languages not counted). */
export const typeServiceCount = (): number => [...(twoslasher?.getCacheMap()?.values() ?? [])].filter(isTypeEnvironment).length;

/**
 * The compiler's text as a reader's project shows it. The samples sit at the project root (vfsRoot), so a message
 * or type that names a file of the checkout (`"/ci/stan-docs/node_modules/@rkrupinski/stan/dist/index"` in a TS2694
 * message, an `import("...")` type) is written from that root, as the editor, whose root is `/`, writes it: the
 * page never names the machine that built it, and the editor agrees.
 */
const PROJECT_PATH = new RegExp(`${PROJECT_ROOT.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=/)`, "g");
export const fromProjectRoot = (text: string): string => text.replace(PROJECT_PATH, "");

/**
 * Quick info as an editor shows it (paths from the project root), without the `import x` line of an imported name, and the
 * first paragraph of the doc comment (twoslash puts each part of an inline `{@link X}` on a
 * line of its own: they are joined back as `X`).
 */
export function quickInfo(text: string, docs: string | undefined): string {
  const signature = text.split("\n").filter((line, index) => index === 0 || !/^import /.test(line)).join("\n");
  const summary = docs?.replace(/\n?\{@link(?:code|plain)? \n?([^\n}]*)\n?\}\n?/g, "$1").split(/\n\s*\n/)[0].trim();
  return fromProjectRoot(summary ? `${signature}\n\n${summary}` : signature);
}
