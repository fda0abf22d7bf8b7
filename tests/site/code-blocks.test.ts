/**
 * The code blocks of every built page's static HTML (src/ui/components/mdx/CodeBlock.tsx, src/pipeline/code/):
 * each with its header and buttons, every TypeScript block with the compiler's types. In a browser:
 * tests/e2e/code/.
 */
import { CODE_LANGUAGE_LABELS } from "../../src/shared/code-language";
import { isEditableLanguage } from "../../src/shared/sample-editor";
import { builtPages, readBuilt } from "../support/site/built-site";

/** The Edit button's accessible name (src/editor/EditButton.tsx). */
const EDIT = "Edit this sample, with the TypeScript compiler";

describe("code blocks in the static HTML", () => {
  test("every code block in the static HTML has a header with its language, and its title when the fence names one, its copy button, and a sample's Edit button", () => {
    const blocks = builtPages().flatMap(({ file }) => [...readBuilt(file).matchAll(/<div class="code-block">(.*?)<pre/g)].map((match) => ({ file, header: match[1] })));
    expect(blocks.length).toBeGreaterThan(100);
    // The buttons are in the server HTML, so the header has its final layout before the scripts run (CodeBlock.tsx).
    const edit = '<button type="button" class="code-block__edit" data-phase="static" aria-label="Edit this sample, with the TypeScript compiler"><span>Edit</span><span>Close</span></button>';
    const copy = '<button type="button" class="code-block__copy" aria-label="Copy code to clipboard"><span>Copy</span><span>Copied</span></button>';
    // An editable language's samples have Edit; every other language of the list (a `vue` sample's too) has its label
    // alone (src/shared/code-language.ts, sample-editor.ts).
    const labels = (editable: boolean) => Object.entries(CODE_LANGUAGE_LABELS).filter(([name]) => isEditableLanguage(name) === editable).map(([, label]) => label).join("|");
    const header = new RegExp(`^<div class="code-block__header">(<span class="code-block__title">[^<]+</span>)?<span class="code-block__language">(?:(${labels(true)})</span>${edit}|(${labels(false)})</span>)${copy}</div>$`);
    const unlabelled = blocks.filter(({ header: found }) => !header.test(found));
    expect(unlabelled).toEqual([]);
    const ssr = readBuilt("docs/guides/ssr/index.html");
    expect(ssr).toContain('<span class="code-block__title">app/layout.tsx</span><span class="code-block__language">TSX</span>');
    expect(ssr).toContain('aria-label="app/providers.tsx, TSX code"');
  });

  test("every TypeScript block and every Vue component of every doc carries types (a component's template too), and none leaks type text into the code", () => {
    const pages = builtPages().filter(({ file }) => file.startsWith("docs/"));
    const untyped: string[] = [];
    let blocks = 0;
    for (const { file } of pages) {
      const html = readBuilt(file);
      for (const [, language, code] of html.matchAll(/<code class="language-(ts|tsx|vue)">(.*?)<\/code>/gs)) {
        blocks += 1;
        // A component's names are typed in its template as in its script (vue-sample.ts).
        const template = language === "vue" ? code.indexOf("&lt;template") : -1;
        const parts = template > 0 ? [code.slice(0, template), code.slice(template)] : [code];
        if (parts.some((part) => !part.includes('class="tw"'))) untyped.push(`${file}: ${code.slice(0, 60)}`);
      }
    }
    expect(untyped).toEqual([]);
    expect(blocks).toBeGreaterThan(100);
  });

  test("Edit is in the server HTML of every TS and TSX block and of no other (a Vue component has none)", () => {
    const headers = builtPages().flatMap(({ file }) => [...readBuilt(file).matchAll(/<div class="code-block__header">(.*?)<\/div>/g)].map((match) => ({ file, header: match[1] })));
    expect(headers.length).toBeGreaterThan(100);
    const wrong = headers.filter(({ header }) => /class="code-block__language">TSX?</.test(header) !== header.includes(`<button type="button" class="code-block__edit" data-phase="static" aria-label="${EDIT}">`));
    expect(wrong).toEqual([]);
  });
});
