/**
 * The editor's TypeScript, answering for one sample at a time as the build's compiler does
 * (src/pipeline/code/typed-code.ts, which runs twoslash): the same virtual file system library
 * (@typescript/vfs), the same options, declarations and file layout (`/index.ts` or `/index.tsx`
 * with `/// <reference path>` lines to Stan's declarations in front), the same reading of
 * `// ^?` queries and `// @ts-expect-error` lines. Plain logic, no DOM: the Web Worker
 * (compiler.worker.ts) runs it in the browser, and jest runs it in Node against the build.
 */
import type * as TS from "typescript";
import { createSystem, createVirtualTypeScriptEnvironment, type VirtualTypeScriptEnvironment } from "@typescript/vfs";
import { directiveAbove, directiveLines, directiveOff } from "../../shared/expect-error";
import { CUT_LINE, type EditableSource } from "../../shared/sample-editor";
import type { DeclarationBundle } from "./compiler-files";

/** The program the compiler sees for a sample: its hidden lines, the cut line, then the code (as the build joins them). */
function compiledText(source: Pick<EditableSource, "hidden" | "code">, code: string = source.code): string {
  return source.hidden ? `${source.hidden}\n${CUT_LINE}\n${code}` : code;
}

type Ts = typeof TS;

/** A compiler error, at editor positions (offsets into the code the reader edits). */
export interface EditorDiagnostic {
  /** Offsets into the editor's text; a hidden line's error has none (-1). */
  from: number;
  to: number;
  /** The 1-based line of a hidden line's error (the editor does not show hidden lines), else 0. */
  hiddenLine: number;
  code: number;
  message: string;
  /** Under a `// @ts-expect-error` line (past comment lines): the sample shows this error on purpose. */
  expected: boolean;
}

/** The answer to a `// ^?` line of the editor's text. */
export interface QueryAnswer {
  /** The query line's offset in the editor's text (its start). */
  at: number;
  /** The column of its `^`, the answer's indentation on the page. */
  column: number;
  /** The quick info of the name above the `^`; null when no name is there. */
  text: string | null;
}

export interface Analysis {
  diagnostics: EditorDiagnostic[];
  queries: QueryAnswer[];
}

export interface QuickInfo {
  from: number;
  to: number;
  text: string;
}

export interface Completion {
  label: string;
  kind: string;
  sortText: string;
}

export interface Completions {
  /** Where the word being completed starts (editor offset). */
  from: number;
  options: Completion[];
}

/** The message TypeScript gives for a `@ts-expect-error` line whose next line compiles. */
export const UNUSED_DIRECTIVE = { code: 2578, message: "Unused '@ts-expect-error' directive." };

/** twoslash's query marker (`// ^?`, text may follow). */
const isQueryMarker = (line: string) => /^\s*\/\/\s*\^\?( .*)?$/.test(line);
/** A JSX tag name of an HTML element (`div` after `<` or `</`), whose quick info the build does not ask (typed-code.ts). */
const isTagName = (name: string, text: string, start: number) => /^[a-z]/.test(name) && /<\/?$/.test(text.slice(Math.max(0, start - 2), start));
/** Quick info of a JSX tag name: React's catalogue of HTML elements, left out as the build does. */
const isIntrinsicTag = (text: string) => text.startsWith("(property) JSX.IntrinsicElements.");
/** Completions are cut here: past a few hundred, a list is no help. */
const MAX_COMPLETIONS = 300;

/**
 * Quick info as the page shows it (typed-code.ts quickInfo): without the `import x` line of an
 * imported name, and with the first paragraph of the doc comment (`{@link X}` read as `X`).
 */
export function quickInfoText(text: string, docs: string | undefined): string {
  const signature = text.split("\n").filter((line, index) => index === 0 || !/^import /.test(line)).join("\n");
  const summary = docs?.replace(/\n?\{@link(?:code|plain)? \n?([^\n}]*)\n?\}\n?/g, "$1").split(/\n\s*\n/)[0].trim();
  return summary ? `${signature}\n\n${summary}` : signature;
}

/** A sample's program as one file of the compiler, and how editor offsets map into it. */
interface Program {
  fileName: string;
  text: string;
  /** File offset of the editor's offset 0. */
  start: number;
  /** Line starts of the compiled sample (without the reference lines), file offsets. */
  lineStarts: number[];
  lines: string[];
  /** Lines above the editor's first line (hidden lines and the cut line). */
  hiddenLines: number;
}

interface Environment {
  env: VirtualTypeScriptEnvironment;
  /** The text of /index.ts and /index.tsx now. */
  texts: Record<"ts" | "tsx", string>;
  /** The other files of multi-file samples made so far, by name, with their text now ("" when unused). */
  others: Map<string, string>;
}

/** TypeScript's notation for the files of a multi-file sample: the lines after it are that file's. */
const FILENAME_LINE = /^\/\/ @filename: (\S+)\s*$/;

/**
 * A sample's other files, declared in its hidden lines after `// @filename:` lines (the build's twoslash reads
 * them so), and its own lines with theirs blank, so that its lines stay the block's.
 */
export function splitFiles(lines: readonly string[], hiddenLines: number): { own: string[]; others: Map<string, string> } {
  const starts = lines.flatMap((line, index) => (index < hiddenLines && FILENAME_LINE.test(line) ? [index] : []));
  const others = new Map<string, string>();
  starts.slice(0, -1).forEach((start, i) => others.set(`/${FILENAME_LINE.exec(lines[start])![1]}`, lines.slice(start + 1, starts[i + 1]).join("\n")));
  const last = starts.length ? starts[starts.length - 1] : 0;
  return { own: lines.map((line, index) => (index < last ? "" : line)), others };
}

export class SampleCompiler {
  private made?: Environment;

  constructor(
    private readonly ts: Ts,
    private readonly declarations: DeclarationBundle,
  ) {}

  /** One language service, as the build keeps one for the samples' options. */
  private environment(): Environment {
    if (this.made) return this.made;
    const files = new Map(Object.entries(this.declarations.files));
    const env = createVirtualTypeScriptEnvironment(createSystem(files), [], this.ts, this.declarations.options as TS.CompilerOptions);
    // As in the build (twoslash), both index files exist.
    env.createFile("/index.ts", "");
    env.createFile("/index.tsx", "");
    this.made = { env, texts: { ts: "", tsx: "" }, others: new Map<string, string>() };
    return this.made;
  }

  /** Puts the sample, with `code` as the reader has it, into its index file (the other one emptied). */
  private load(sample: EditableSource, code: string): { env: VirtualTypeScriptEnvironment; program: Program } {
    const environment = this.environment();
    const compiled = compiledText(sample, code);
    const hiddenLines = sample.hidden ? sample.hidden.split("\n").length + 1 : 0;
    const { own: lines, others } = splitFiles(compiled.split("\n"), hiddenLines);
    // The sample's other files beside its index file; those of an earlier sample emptied.
    for (const name of new Set([...environment.others.keys(), ...others.keys()])) {
      const wanted = others.get(name) ?? "";
      if (environment.others.get(name) === wanted) continue;
      environment.env.createFile(name, wanted);
      environment.others.set(name, wanted);
    }
    const text = lines.map(directiveOff).join("\n");
    const other = sample.language === "ts" ? "tsx" : "ts";
    for (const [language, wanted] of [[sample.language, text], [other, ""]] as const) {
      if (environment.texts[language] === wanted) continue;
      environment.env.createFile(`/index.${language}`, wanted);
      environment.texts[language] = wanted;
    }
    const lineStarts: number[] = [];
    let offset = 0;
    for (const line of lines) {
      lineStarts.push(offset);
      offset += line.length + 1;
    }
    return { env: environment.env, program: { fileName: `/index.${sample.language}`, text, start: lineStarts[hiddenLines] ?? 0, lineStarts, lines, hiddenLines } };
  }

  /** The compiler's errors and the answers to the `// ^?` lines, for the sample with the reader's code. */
  analyse(sample: EditableSource, code: string): Analysis {
    const { env, program } = this.load(sample, code);
    const service = env.languageService;
    const lineOf = (offset: number) => {
      let line = 0;
      while (line + 1 < program.lineStarts.length && program.lineStarts[line + 1] <= offset) line += 1;
      return line;
    };
    this.readNamesInOrder(env, program);
    const directives = directiveLines(program.lines);
    const answered = new Set<number>();
    const diagnostics: EditorDiagnostic[] = [];
    const place = (start: number, length: number, line: number) =>
      line < program.hiddenLines ? { from: -1, to: -1, hiddenLine: line + 1 } : { from: start - program.start, to: start - program.start + length, hiddenLine: 0 };
    // Semantic, then syntactic errors, of the sample's file only (as twoslash lists them).
    for (const diagnostic of [...service.getSemanticDiagnostics(program.fileName), ...service.getSyntacticDiagnostics(program.fileName)]) {
      if (diagnostic.file?.fileName !== program.fileName || diagnostic.start === undefined) continue;
      const line = lineOf(diagnostic.start);
      const directive = directiveAbove(program.lines, directives, line);
      const expected = directive !== undefined;
      if (expected) answered.add(directive);
      diagnostics.push({ ...place(diagnostic.start, diagnostic.length ?? 0, line), code: diagnostic.code, message: this.ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"), expected });
    }
    // A directive whose next line compiles: what TypeScript itself says (the build refuses such a sample).
    for (const directive of directives) {
      if (answered.has(directive)) continue;
      const text = program.lines[directive];
      const indent = text.search(/\S/);
      diagnostics.push({ ...place(program.lineStarts[directive] + indent, text.length - indent, directive), ...UNUSED_DIRECTIVE, expected: false });
    }
    return { diagnostics, queries: this.queries(env, program) };
  }

  /**
   * Asks the quick info of every shown name in order, before anything else, as twoslash does for the
   * build (typed-code.ts). The checker then meets the sample's types in the build's order, and TypeScript
   * lists a union's members in the order it first met them: the editor's types and messages read as the
   * page's (`"loading" | "ready" | "error"`, not `"loading" | "error" | "ready"`).
   */
  private readNamesInOrder(env: VirtualTypeScriptEnvironment, program: Program): void {
    const source = env.getSourceFile(program.fileName);
    if (!source) return;
    const { ts } = this;
    const service = env.languageService;
    const visit = (node: TS.Node): void =>
      ts.forEachChild(node, (child) => {
        if (ts.isIdentifier(child)) {
          const start = child.getStart(source);
          if (start >= program.start && !isTagName(child.text, program.text, start)) service.getQuickInfoAtPosition(program.fileName, start);
        }
        visit(child);
      });
    visit(source);
  }

  /** twoslash's reading of `// ^?`: the name under the `^` on the line above (query lines skipped). */
  private queries(env: VirtualTypeScriptEnvironment, program: Program): QueryAnswer[] {
    const answers: QueryAnswer[] = [];
    const queryLines = new Set<number>();
    const source = env.getSourceFile(program.fileName);
    program.lines.forEach((line, index) => {
      if (!isQueryMarker(line)) return;
      const column = line.indexOf("^");
      let target = index - 1;
      while (queryLines.has(target) && target >= 0) target -= 1;
      queryLines.add(index);
      if (index < program.hiddenLines) return;
      const at = program.lineStarts[index] - program.start;
      if (target < 0 || !source) {
        answers.push({ at, column, text: null });
        return;
      }
      // As twoslash: an offset past the end of the target line runs on into the next ones.
      const position = program.lineStarts[target] + column;
      const name = identifierAt(this.ts, source, position);
      const info = name && env.languageService.getQuickInfoAtPosition(program.fileName, name.getStart(source));
      answers.push({ at, column, text: info?.displayParts ? quickInfoText(info.displayParts.map((part) => part.text).join(""), undefined) : null });
    });
    return answers;
  }

  /** Quick info of the name at an editor offset (its start to its end, both included), as the page shows it. */
  quickInfo(sample: EditableSource, code: string, offset: number): QuickInfo | null {
    const { env, program } = this.load(sample, code);
    const source = env.getSourceFile(program.fileName);
    const name = source && identifierAt(this.ts, source, program.start + offset);
    if (!source || !name) return null;
    const start = name.getStart(source);
    const info = env.languageService.getQuickInfoAtPosition(program.fileName, start);
    if (!info?.displayParts) return null;
    const text = info.displayParts.map((part) => part.text).join("");
    if (isIntrinsicTag(text)) return null;
    const docs = info.documentation?.map((part) => part.text).join("\n") || undefined;
    return { from: start - program.start, to: name.end - program.start, text: quickInfoText(text, docs) };
  }

  /** What the language service offers at an editor offset (after `.`, or asked for with Ctrl+Space). */
  completions(sample: EditableSource, code: string, offset: number): Completions | null {
    const { env, program } = this.load(sample, code);
    const position = program.start + offset;
    const before = program.text[position - 1];
    const trigger = before === "." || before === "'" || before === '"' || before === "<" || before === "/" ? (before as TS.CompletionsTriggerCharacter) : undefined;
    const result = env.languageService.getCompletionsAtPosition(program.fileName, position, {
      triggerCharacter: trigger,
      includeCompletionsWithInsertText: true,
      includeCompletionsForModuleExports: false,
    });
    if (!result) return null;
    const word = /[\w$]*$/.exec(program.text.slice(program.start, position))?.[0] ?? "";
    const options = result.entries
      .filter((entry) => !entry.name.startsWith("__"))
      .sort((a, b) => a.sortText.localeCompare(b.sortText) || a.name.localeCompare(b.name))
      .slice(0, MAX_COMPLETIONS)
      .map((entry) => ({ label: entry.name, kind: entry.kind, sortText: entry.sortText }));
    return { from: offset - word.length, options };
  }
}

/** The identifier whose text holds `position` (its end included), first in source order (twoslash's rule for `^?`). */
export function identifierAt(ts: Ts, source: TS.SourceFile, position: number): TS.Identifier | undefined {
  let found: TS.Identifier | undefined;
  const visit = (node: TS.Node): void => {
    if (found) return;
    ts.forEachChild(node, (child) => {
      if (found) return true;
      if (ts.isIdentifier(child)) {
        const start = child.getStart(source, false);
        if (start <= position && position <= start + child.getText(source).length) found = child;
      }
      // Only a node that spans the position can hold the identifier.
      if (!found && child.pos <= position && position <= child.end) visit(child);
      return found ? true : undefined;
    });
  };
  visit(source);
  return found;
}
