/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { namedCodeData, pruneCodeData, separateTypes, writeCodeData } from "../../../../src/pipeline/code/code-data";
import { typedSampleHtml } from "../../../../src/pipeline/code/typed-html";
import type { TypedSample } from "../../../../src/pipeline/code/typed-code";

/** The code data of a page (src/pipeline/code/code-data.ts): types out of a block's HTML, into a file named by its content. */
describe("a page's code data", () => {
  it("takes each name's quick info out of a block's HTML, in order, as the text typed-html.ts escaped", () => {
    const sample: TypedSample = {
      shown: "const a = b;",
      hovers: [
        { line: 0, character: 6, length: 1, text: 'const a: "x" & <T>' },
        { line: 0, character: 10, length: 1, text: "const b: 1" },
      ],
      queries: [],
      errors: [],
    };
    const html = typedSampleHtml(sample, "ts");
    expect(html).toContain("aria-description");
    const separated = separateTypes(html);
    expect(separated.types).toEqual(['const a: "x" & <T>', "const b: 1"]);
    expect(separated.html).toBe(html.replace(/ aria-description="[^"]*"/g, ""));
    // The first name stays the block's Tab stop, the others reachable by pointer and arrow keys.
    expect([...separated.html.matchAll(/<span class="tw" tabindex="(-?\d)">/g)].map((match) => match[1])).toEqual(["0", "-1"]);
  });

  it("is written under a name made of its content, shared by pages with the same data; files no page names are pruned", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "stan-code-data-"));
    try {
      const data = { types: [["const a: 1"]], sources: [null] };
      const name = writeCodeData(publicDir, data);
      expect(name).toMatch(/^code-data\/[0-9a-f]{16}\.json$/);
      expect(writeCodeData(publicDir, { ...data })).toBe(name);
      expect(JSON.parse(fs.readFileSync(path.join(publicDir, name), "utf8"))).toEqual(data);
      const other = writeCodeData(publicDir, { types: [["const a: 2"]], sources: [null] });
      expect(other).not.toBe(name);
      // Only `name` is in a page's data now.
      fs.mkdirSync(path.join(publicDir, "page-data", "docs"), { recursive: true });
      fs.writeFileSync(path.join(publicDir, "page-data", "docs", "page-data.json"), JSON.stringify({ result: { pageContext: { codeData: name } } }));
      expect([...namedCodeData(publicDir)]).toEqual([name]);
      expect(pruneCodeData(publicDir)).toBe(1);
      expect(fs.existsSync(path.join(publicDir, name))).toBe(true);
      expect(fs.existsSync(path.join(publicDir, other))).toBe(false);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
