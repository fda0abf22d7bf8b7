import { highlightToHtml } from "../../../../src/pipeline/code/highlight";

/** Code blocks are highlighted at build time into one short class per colour (global.css). */
describe("build-time highlighting", () => {
  it("wraps coloured tokens in one-letter colour classes and leaves punctuation as text", () => {
    expect(highlightToHtml("const a = 1 < 2;", "ts")).toBe('<span class="k">const</span> a <span class="o">=</span> <span class="n">1</span> <span class="o">&lt;</span> <span class="n">2</span>;');
  });

  it("joins neighbours of the same colour, across the spaces between them", () => {
    expect(highlightToHtml("export default function f() {}", "ts")).toBe('<span class="k">export default function</span> <span class="f">f</span>() {}');
  });

  it("gives wrapper tokens no element and nested tokens of the surrounding colour none either", () => {
    // Prism: template-string > string + interpolation (no colour) > punctuation + text.
    expect(highlightToHtml("const s = `a${b}`;", "ts")).toBe('<span class="k">const</span> s <span class="o">=</span> <span class="s">`a${b}`</span>;');
  });

  it("uses the colour of the last type or alias that has one, as the CSS cascade did", () => {
    // Prism: generic-function > function + generic class-name (alias) with an operator and a constant inside.
    expect(highlightToHtml("atom<T>(1)", "ts")).toBe('<span class="f">atom</span><span class="t"><span class="o">&lt;</span><span class="n">T</span><span class="o">&gt;</span></span>(<span class="n">1</span>)');
  });

  it("escapes markup, and unknown languages stay plain escaped text", () => {
    expect(highlightToHtml("<a> & b", "text")).toBe("&lt;a&gt; &amp; b");
    expect(highlightToHtml('"<b>"', "json")).toBe('<span class="s">"&lt;b&gt;"</span>');
  });

  it("colours comments, strings, properties and shell builtins", () => {
    expect(highlightToHtml("// note\nconst o = { key: 'v' };", "ts")).toBe('<span class="c">// note</span>\n<span class="k">const</span> o <span class="o">=</span> { key<span class="o">:</span> <span class="s">\'v\'</span> };');
    expect(highlightToHtml('{ "a": 1 }', "json")).toBe('{ <span class="t">"a"</span><span class="o">:</span> <span class="n">1</span> }');
    expect(highlightToHtml("npm install @rkrupinski/stan", "bash")).toBe('<span class="f">npm install</span> @rkrupinski/stan');
  });
});
