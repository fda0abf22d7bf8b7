import type { NodeError, NodeWithoutPosition } from "twoslash";
import type * as CompilerSfc from "vue/compiler-sfc";
import { CUT_MARKER, hiddenLinesOf, isHiddenLine, isQueryLine, type CodeMeta } from "./code-sample";
import { directiveAbove, directiveLines, directiveOff } from "../../shared/expect-error";
import { fromProjectRoot, quickInfo, sampleCompilerOptions, sampleTwoslasher } from "./sample-twoslasher";
import { sampleError, type SampleSource, type TypedSample } from "./typed-code";

/**
 * What the compiler knows about a `vue` sample (a single-file component), in the shape typed-code.ts gives
 * for ts/tsx samples, so that typed-html.ts renders both alike. Checked with Vue's own language tools:
 * twoslash-vue turns the SFC into TypeScript with @vue/language-core, template included, and twoslash reads
 * that with the TS samples' language service (sample-twoslasher.ts).
 *
 * The TS samples' conventions, placed in an SFC (content/README.md, "Vue samples"):
 * - the script is `<script setup lang="ts">`;
 * - script lines above a `// ---cut---` line are compiled, not shown (the `<script>` line stays shown);
 * - `// @ts-expect-error` in the script and `<!-- @vue-expect-error -->` in the template mark an error shown
 *   on purpose (the next line; the next node), `fails` a sample that must not compile; `// ^?` asks for a type.
 */

/** The cut line as twoslash must not read it (it would remove lines itself): same length, so positions hold. */
const CUT_OFF = "// ___cut___";
const TEMPLATE_DIRECTIVE = /^<!--\s*@vue-expect-error\b/;
/** Quick info of an HTML element's tag name: Vue's catalogue of elements, the same in every sample. */
const isIntrinsicTag = (text: string) => /^\(property\) \w+: \w*HTMLAttributes & ReservedProps$/.test(text);
/** Quick info that names Vue's generated code (`defineProps` and its result: `DefineProps<LooseRequired<__VLS_Props>, never>`). */
const isGenerated = (text: string) => text.includes("__VLS_");

const SCRIPT_FIX = 'Write the script as `<script setup lang="ts">`, its opening tag on a line of its own: only TypeScript is checked.';
const CUT_FIX = 'Put one `// ---cut---` line inside `<script setup lang="ts">`: the script lines above it are hidden.';
const NOT_COMPILING_FIX =
  "Fix the code, or show the error on purpose: `// @ts-expect-error: why` above it in the script, `<!-- @vue-expect-error: why -->` before the interpolation, or before the element whose attribute it is, in the template; or the `fails` flag on the block.";

interface TemplateNode {
  type: number;
  loc: { start: { offset: number }; end: { offset: number }; source: string };
  children?: TemplateNode[];
}
/** A comment node of Vue's template AST (NodeTypes.COMMENT). */
const COMMENT = 3;

/**
 * A template's `<!-- @vue-expect-error -->` comment, with the range (offsets) of the node it covers and the
 * ranges of that node's children, which it does not cover: as vue-tsc reads it, the comment answers for the
 * next node itself (an interpolation, an element's attributes), not for what the element holds.
 */
interface TemplateMark {
  at: number;
  source: string;
  from: number;
  to: number;
  children: Array<[number, number]>;
}

function templateMarks(nodes: readonly TemplateNode[], out: TemplateMark[] = []): TemplateMark[] {
  nodes.forEach((node, index) => {
    if (node.type === COMMENT && TEMPLATE_DIRECTIVE.test(node.loc.source)) {
      const next = nodes.slice(index + 1).find((sibling) => sibling.type !== COMMENT && sibling.loc.source.trim() !== "");
      out.push({
        at: node.loc.start.offset,
        source: node.loc.source,
        from: next?.loc.start.offset ?? -1,
        to: next?.loc.end.offset ?? -1,
        children: (next?.children ?? []).map((child): [number, number] => [child.loc.start.offset, child.loc.end.offset]),
      });
    }
    if (node.children) templateMarks(node.children, out);
  });
  return out;
}

const covers = (mark: TemplateMark, offset: number) => mark.from <= offset && offset < mark.to && !mark.children.some(([from, to]) => from <= offset && offset < to);

/** How many errors have each message (`TS<code>: <text>`). */
function countByMessage(errors: readonly NodeError[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const error of errors) counts.set(`TS${error.code}: ${error.text}`, (counts.get(`TS${error.code}: ${error.text}`) ?? 0) + 1);
  return counts;
}

/** Compiles one `vue` sample (`code`: the block's text, hidden lines included) and reads its types. */
export function typeVueSample(code: string, meta: CodeMeta, source: SampleSource): TypedSample {
  const text = code.replace(/\n$/, "");
  const lines = text.split("\n");
  // Loaded with the first Vue sample the cache lacks (as twoslash-vue is: sample-twoslasher.ts).
  const { parse } = require("vue/compiler-sfc") as typeof CompilerSfc;
  const { descriptor, errors: parseErrors } = parse(text);
  if (parseErrors.length) {
    const first = parseErrors[0];
    const at = "loc" in first && first.loc ? first.loc.start : undefined;
    throw sampleError(source, at ? at.line - 1 : -1, "the sample is not a valid single-file component", first.message, "Fix the component's markup: every tag closed, one <template> and one <script setup lang=\"ts\">.", at && at.column - 1);
  }
  const script = descriptor.scriptSetup ?? descriptor.script;
  if (!script || script.lang !== "ts") {
    throw sampleError(source, -1, 'a vue sample without `<script setup lang="ts">`', script ? `<script${script.setup ? " setup" : ""}${script.lang ? ` lang="${script.lang}"` : ""}>` : "no <script> block", SCRIPT_FIX);
  }
  // The script's lines (0-based): its opening tag's line, where its content starts, to its closing tag's.
  const scriptOpen = script.loc.start.line - 1;
  const scriptClose = script.loc.end.line - 1;
  const inScript = (line: number) => line > scriptOpen && line < scriptClose;
  const cuts = lines.flatMap((line, index) => (line.trim() === CUT_MARKER ? [index] : []));
  const misplaced = cuts.find((cut) => !inScript(cut)) ?? cuts[1];
  if (misplaced !== undefined) throw sampleError(source, misplaced, "a misplaced `// ---cut---`", lines[misplaced].trim(), CUT_FIX, lines[misplaced].search(/\S/));
  const hidden = hiddenLinesOf(lines, "vue");
  // The page, the copies and the search hide the lines after the `<script` line above the cut: it must be this script's tag.
  if (hidden && hidden.from !== scriptOpen + 1) throw sampleError(source, scriptOpen, "the `<script>` tag of a sample with a `// ---cut---` line spans lines", lines[scriptOpen].trim(), SCRIPT_FIX);
  const isHidden = (line: number) => isHiddenLine(hidden, line);

  const directives = directiveLines(lines.map((line, index) => (inScript(index) ? line : "")));
  const marks = templateMarks((descriptor.template?.ast?.children ?? []) as TemplateNode[]);
  const lineStarts = [0];
  for (const line of lines) lineStarts.push(lineStarts[lineStarts.length - 1] + line.length + 1);
  const lineOf = (offset: number) => lineStarts.findIndex((start) => start > offset) - 1;
  let compiled = lines.map((line, index) => (index === hidden?.cut ? line.replace(CUT_MARKER, CUT_OFF) : inScript(index) ? directiveOff(line) : line)).join("\n");
  // Turned off as `// @ts-expect-error` is (same length): twoslash-vue would hide the error, or report an unused mark.
  for (const mark of marks) {
    const off = mark.source.replace("@vue-expect-error", "@vue_expect_error");
    compiled = compiled.slice(0, mark.at) + off + compiled.slice(mark.at + off.length);
  }

  // Errors of the generated TypeScript, before twoslash-vue maps them back (it drops those it cannot map).
  const generated: NodeError[] = [];
  const result = sampleTwoslasher()(compiled, "vue", {
    compilerOptions: sampleCompilerOptions(),
    // Not keepNotations: with it twoslash-vue leaves unmapped nodes in, at generated offsets.
    handbookOptions: { noErrorValidation: true, noErrorsCutted: false, keepNotations: false },
    // Quick info only where it is shown (patches/twoslash-vue: called at offsets of the sample; unpatched, never called).
    shouldGetHoverInfo: (_name: string, start: number) => !isHidden(lineOf(start)),
    filterNode: (node: NodeWithoutPosition) => {
      if (node.type === "error") generated.push(node as NodeError);
      return true;
    },
  });
  const unmapped = countByMessage(generated);
  for (const [key, count] of countByMessage(result.errors)) unmapped.set(key, (unmapped.get(key) ?? 0) - count);
  const lost = [...unmapped].find(([, count]) => count > 0);
  if (lost) {
    throw sampleError(source, -1, "the sample does not compile (an error of Vue's generated code, at no place of the sample)", lost[0], "Fix the sample; if it is right, the error is Vue's tooling's: report it as a bug of the site.");
  }

  // twoslash-vue's positions are in its output: the sample less its `// ^?` lines.
  const outputLines = lines.flatMap((line, index) => (isQueryLine(line) ? [] : [index]));
  const placeOf = (node: { line: number; character: number }) => ({ line: outputLines[node.line], character: node.character });
  // Block line -> shown line (-1: hidden or a query line).
  const shownLine: number[] = [];
  let next = 0;
  lines.forEach((line, index) => shownLine.push(isHidden(index) || isQueryLine(line) ? -1 : next++));

  const errors: TypedSample["errors"] = [];
  const answered = new Set<number>();
  let unannounced = 0;
  for (const error of result.errors) {
    const { line, character } = placeOf(error);
    const message = `TS${error.code}: ${error.text}`;
    if (isHidden(line)) {
      throw sampleError(source, line, "a hidden line (above `// ---cut---`) does not compile", message, "Hidden lines must compile in every sample, `fails` ones too: fix the line.", character);
    }
    const mark = marks.find((candidate) => covers(candidate, lineStarts[line] + character));
    const directive = inScript(line) ? directiveAbove(lines, directives, line) : mark?.at;
    if (directive === undefined && !meta.fails) throw sampleError(source, line, "the sample does not compile", message, NOT_COMPILING_FIX, character);
    if (directive !== undefined) answered.add(directive);
    else unannounced += 1;
    errors.push({ line: shownLine[line], code: error.code as number, text: fromProjectRoot(error.text) });
  }
  for (const directive of directives) {
    if (!answered.has(directive)) {
      throw sampleError(source, directive, "the line after `// @ts-expect-error` compiles", lines[directive].trim(), "Remove the directive, or make the next line the error it announces.", lines[directive].search(/\S/));
    }
  }
  for (const mark of marks) {
    if (!answered.has(mark.at)) {
      const line = lineOf(mark.at);
      throw sampleError(source, line, "the node after `<!-- @vue-expect-error -->` compiles", lines[line].trim(), "Remove the comment, or make the interpolation or the attribute after it the error it announces.", mark.at - lineStarts[line]);
    }
  }
  if (meta.fails && unannounced === 0) {
    throw sampleError(source, -1, "the sample is marked `fails` but compiles", "no compiler error", "Remove the `fails` flag, or show code that does not compile.");
  }

  const hovers = result.hovers
    .map((hover) => ({ ...placeOf(hover), length: hover.length, text: hover.text, docs: hover.docs }))
    .filter((hover) => shownLine[hover.line] >= 0 && !isIntrinsicTag(hover.text) && !isGenerated(hover.text))
    .sort((a, b) => a.line - b.line || a.character - b.character)
    .map((hover) => ({ line: shownLine[hover.line], character: hover.character, length: hover.length, text: quickInfo(hover.text, hover.docs) }));
  const queries = result.queries.map((query) => {
    const { line, character } = placeOf(query);
    return { line: shownLine[line], character, text: quickInfo(query.text, undefined) };
  });
  const shown = lines.filter((_, index) => shownLine[index] >= 0).join("\n");
  return { shown, hovers, queries, errors };
}
