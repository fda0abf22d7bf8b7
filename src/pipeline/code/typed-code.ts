import * as ts from "typescript";
import { createTwoslasher, TwoslashError, type TwoslashInstance, type TwoslashReturn } from "twoslash";
import { CUT_MARKER, isQueryLine, type CodeMeta } from "./code-sample";
import { ContentError, place } from "../errors/errors";
import { directiveAbove, directiveLines, directiveOff } from "../../shared/expect-error";
import { PROJECT_ROOT, SAMPLE_COMPILER_OPTIONS } from "./sample-compiler";

/**
 * What the TypeScript compiler knows about a ts/tsx sample, for the page (typed-html.ts):
 * quick info of each identifier, `// ^?` query results and the errors a sample shows on
 * purpose (a `fails` block, the line after `// @ts-expect-error`). Any other error fails the
 * build with a `sample` content error. Lines are indexes into `shown`.
 */
export interface TypedSample {
  /** The code the reader sees: the lines below `// ---cut---`, without `// ^?` lines. */
  shown: string;
  hovers: Array<{ line: number; character: number; length: number; text: string }>;
  queries: Array<{ line: number; character: number; text: string }>;
  errors: Array<{ line: number; code: number; text: string }>;
}

/** Where a sample is: its file (relative to the project), its opening fence's line and column in it. */
export interface SampleSource {
  file: string;
  fenceLine: number;
  /** The fence's column (1 unless the block is indented, in a list item say); 1 when not given. */
  fenceColumn?: number;
}

/** The samples' options, their `paths` resolved from the project root. */
let compilerOptions: ts.CompilerOptions | undefined;
const sampleCompilerOptions = (): ts.CompilerOptions => (compilerOptions ??= ts.convertCompilerOptionsFromJson(SAMPLE_COMPILER_OPTIONS, PROJECT_ROOT).options);

/** A language service's environment as twoslash keeps it (@typescript/vfs). */
interface TypeEnvironment {
  getSourceFile(fileName: string): ts.SourceFile | undefined;
  updateFile(fileName: string, content: string, span?: ts.TextSpan): void;
}

/**
 * Twoslash's cache of language services (one per option set), in which every service is made to skip a
 * write of the text a file already has. Twoslash writes the sample again, unchanged, between reading its
 * quick info and its errors: as a new version of the file, that made TypeScript build a second program
 * and check the sample from scratch in a second checker, a third of the time a sample took. The errors
 * now come from the checker that gave the quick info, which has resolved most of the sample already
 * (the same errors: `npm run bench:samples` checks that every sample's HTML is unchanged).
 */
function environmentsSkippingRewrites(): Map<string, TypeEnvironment> {
  const environments = new Map<string, TypeEnvironment>();
  environments.set = (key, environment) => {
    const update = environment.updateFile.bind(environment);
    environment.updateFile = (fileName, content, span) => {
      if (span === undefined && environment.getSourceFile(fileName)?.text === content) return;
      update(fileName, content, span);
    };
    return Map.prototype.set.call(environments, key, environment) as Map<string, TypeEnvironment>;
  };
  return environments;
}

/** One twoslash instance for the whole build: it keeps one language service for the samples' options. */
let twoslasher: TwoslashInstance | undefined;
function getTwoslasher(): TwoslashInstance {
  twoslasher ??= createTwoslasher({
    tsModule: ts,
    vfsRoot: PROJECT_ROOT,
    cache: environmentsSkippingRewrites() as Map<string, never>,
    // Errors are judged below; notations stay so positions are those of the block's text.
    handbookOptions: { noErrorValidation: true, keepNotations: true },
  });
  return twoslasher;
}

/** How many language services the build has made (one per option set). */
export const typeServiceCount = (): number => twoslasher?.getCacheMap()?.size ?? 0;

/**
 * Quick info as an editor shows it, without the `import x` line of an imported name, and the
 * first paragraph of the doc comment (twoslash puts each part of an inline `{@link X}` on a
 * line of its own: they are joined back as `X`).
 */
function quickInfo(text: string, docs: string | undefined): string {
  const signature = text.split("\n").filter((line, index) => index === 0 || !/^import /.test(line)).join("\n");
  const summary = docs?.replace(/\n?\{@link(?:code|plain)? \n?([^\n}]*)\n?\}\n?/g, "$1").split(/\n\s*\n/)[0].trim();
  return summary ? `${signature}\n\n${summary}` : signature;
}

/** A JSX element's tag name (`div`, `p`): its quick info is React's catalogue of HTML elements, the same in every sample. */
const isIntrinsicTag = (text: string) => text.startsWith("(property) JSX.IntrinsicElements.");

/** An error at a line of the block (-1: the fence) and, when known, a character of that line (0-based). */
function sampleError(source: SampleSource, lineInBlock: number, problem: string, value: string, valid: string, character?: number): ContentError {
  // The block's lines are its file lines less the fence's indentation.
  const column = character === undefined ? (source.fenceColumn ?? 1) : character + (source.fenceColumn ?? 1);
  return new ContentError(place(source.file, source.fenceLine + 1 + lineInBlock, column), problem, value, valid, "sample");
}

/** Compiles one sample (`code`: the block's text, hidden lines included) and reads its types. */
export function typeSample(code: string, language: "ts" | "tsx", meta: CodeMeta, source: SampleSource): TypedSample {
  const lines = code.replace(/\n$/, "").split("\n");
  const cut = lines.findIndex((line) => line.trim() === CUT_MARKER);
  const firstShown = cut + 1;
  const directives = directiveLines(lines);
  const compiled = lines.map(directiveOff).join("\n");
  // Quick info is asked only where it is shown: not in hidden lines, not for JSX tag names.
  const shownFrom = cut === -1 ? 0 : lines.slice(0, firstShown).join("\n").length + 1;
  const isTagName = (name: string, start: number) => /^[a-z]/.test(name) && /<\/?$/.test(compiled.slice(Math.max(0, start - 2), start));
  const shouldGetHoverInfo = (name: string, start: number) => start >= shownFrom && !isTagName(name, start);
  let result: TwoslashReturn;
  try {
    result = getTwoslasher()(compiled, language, { compilerOptions: sampleCompilerOptions(), shouldGetHoverInfo });
  } catch (error) {
    // A `// ^?` whose caret points at nothing the compiler knows.
    if (!(error instanceof TwoslashError)) throw error;
    throw sampleError(source, -1, error.title.toLowerCase(), error.description, "Put the `^` of a `// ^?` line under an identifier of the line above it.");
  }

  // Block line -> shown line (-1: hidden or a query line).
  const shownLine: number[] = [];
  let next = 0;
  lines.forEach((line, index) => shownLine.push(index >= firstShown && !isQueryLine(line) ? next++ : -1));

  const errors: TypedSample["errors"] = [];
  const answered = new Set<number>();
  let unannounced = 0;
  for (const error of result.errors) {
    const message = `TS${error.code}: ${error.text}`;
    if (error.line < firstShown) {
      throw sampleError(source, error.line, "a hidden line (above `// ---cut---`) does not compile", message, "Hidden lines must compile in every sample, `fails` ones too: fix the line.", error.character);
    }
    const directive = directiveAbove(lines, directives, error.line);
    const expected = directive !== undefined;
    if (!expected && !meta.fails) {
      throw sampleError(source, error.line, "the sample does not compile", message, "Fix the code, or show the error on purpose: `// @ts-expect-error: why` on the line above, or the `fails` flag on the block.", error.character);
    }
    if (directive !== undefined) answered.add(directive);
    else unannounced += 1;
    errors.push({ line: shownLine[error.line], code: error.code as number, text: error.text });
  }
  for (const directive of directives) {
    if (!answered.has(directive)) {
      throw sampleError(source, directive, "the line after `// @ts-expect-error` compiles", lines[directive].trim(), "Remove the directive, or make the next line the error it announces.", lines[directive].search(/\S/));
    }
  }
  if (meta.fails && unannounced === 0) {
    throw sampleError(source, -1, "the sample is marked `fails` but compiles", "no compiler error", "Remove the `fails` flag, or show code that does not compile.");
  }

  const hovers = result.hovers
    .filter((hover) => shownLine[hover.line] >= 0 && !isIntrinsicTag(hover.text))
    .map((hover) => ({ line: shownLine[hover.line], character: hover.character, length: hover.length, text: quickInfo(hover.text, hover.docs) }));
  const queries = result.queries.map((query) => ({ line: shownLine[query.line], character: query.character, text: quickInfo(query.text, undefined) }));
  const shown = lines.filter((_, index) => shownLine[index] >= 0).join("\n");
  return { shown, hovers, queries, errors };
}
