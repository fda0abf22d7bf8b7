import { inLinesBox, linesOfCodeHtml } from "../../../../src/pipeline/code/code-lines";
import { highlightToHtml } from "../../../../src/pipeline/code/highlight";

/** What a browser shows of `html` (jsdom's text), line by line. */
function shownLines(html: string): string[] {
  const element = document.createElement("code");
  element.innerHTML = html;
  return (element.textContent ?? "").split("\n");
}

describe("a code block's lines' box (src/pipeline/code/code-lines.ts)", () => {
  const typed = '<span class="k">const</span> <span class="tw" tabindex="0" aria-description="type Props = {\n    store?: Store;\n}">props</span> <span class="o">=</span> a &lt; b &amp;&amp; c &gt; d;\n<span class="f">run</span>(&#x27;€…&#x27;);';

  test("counts the lines and the widest line's characters as the browser shows them: tags (attributes with line breaks too) out, each character reference one character", () => {
    expect(linesOfCodeHtml(typed).map((line) => [...line].length)).toEqual(shownLines(typed).map((line) => [...line].length));
    expect(inLinesBox(typed)).toBe(`<span class="code-lines" style="--lines:2;--columns:29">${typed}</span>`);
  });

  test("highlighted code of every language the docs use keeps its text, lines and widths", () => {
    const code = "npm install @rkrupinski/stan\n{\n  \"compilerOptions\": { \"moduleResolution\": \"bundler\" }\n}";
    for (const language of ["bash", "json", "text"]) {
      const html = highlightToHtml(code, language);
      expect(linesOfCodeHtml(html).map((line) => line.length)).toEqual(code.split("\n").map((line) => line.length));
      expect(inLinesBox(html)).toContain(`style="--lines:4;--columns:${Math.max(...code.split("\n").map((line) => line.length))}"`);
    }
  });

  test("a block with a query's answer or an expected error under a line, or a tab, is left as it is: its height is not a whole number of lines", () => {
    for (const html of [`${typed}\n<span class="tq" data-t="const n: number"></span>`, `${typed}\n<span class="te" data-t="Type 'string' is not assignable"></span>`, "a\tb"]) {
      expect(inLinesBox(html)).toBe(html);
    }
  });
});
