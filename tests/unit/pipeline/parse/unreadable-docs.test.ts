/** @jest-environment node */
/**
 * `gatsby build` reads every doc's front matter before gatsby-plugin-mdx does, so that front matter that is
 * not YAML is reported with its file and line (src/pipeline/parse/unreadable-docs.ts).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { checkDocsReadable } from "../../../../src/pipeline/parse/unreadable-docs";

describe("checkDocsReadable", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "stan-readable-"));
    fs.mkdirSync(path.join(root, "docs", "api"), { recursive: true });
    fs.writeFileSync(path.join(root, "docs", "intro.md"), "---\ntitle: Intro\n---\n\nText.\n");
    fs.writeFileSync(path.join(root, "docs", "api", "_category_.json"), "{ not: yaml: at all");
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const check = () => {
    const panicOnBuild = jest.fn();
    const cwd = process.cwd();
    process.chdir(root);
    try {
      checkDocsReadable({ panicOnBuild }, "docs");
    } finally {
      process.chdir(cwd);
    }
    return panicOnBuild.mock.calls.map(([call]) => call as { id: string; context: { location: string; sourceMessage: string } });
  };

  it("reports nothing when every doc's front matter reads (other files are not docs)", () => {
    expect(check()).toEqual([]);
  });

  it("reports the first doc whose front matter is not YAML, at its line and column", () => {
    fs.writeFileSync(path.join(root, "docs", "api", "atom.mdx"), '---\ntitle: "Atom\n---\n\nText.\n');
    fs.writeFileSync(path.join(root, "docs", "api", "selector.md"), "---\ntitle: Selector: reading\n---\n");
    const reported = check();
    expect(reported).toHaveLength(1);
    expect(reported[0].id).toBe("default-site-plugin_STAN_FRONT_MATTER");
    // An unclosed quote is found at the end: the last line of the front matter.
    expect(reported[0].context.location).toBe("docs/api/atom.mdx:2:1");
    expect(reported[0].context.sourceMessage).toMatch(/^front matter is not valid YAML: unexpected end of the stream within a double quoted scalar\. Got "title: \\"Atom"/);
  });
});
