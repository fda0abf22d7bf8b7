/** @jest-environment node */
import { ContentError } from "../../../../src/pipeline/errors/errors";
import { problemOf } from "../../../support/content/content-error";
import { parseDocBody } from "../../../../src/pipeline/parse/doc-tree";
import { checkTabSets } from "../../../../src/pipeline/parse/tab-sets";
import { docFacts } from "../../../../src/pipeline/model/doc-facts";

const FILE = "content/docs/api/x.md";
const tree = (body: string) => parseDocBody({ body, firstLine: 1 }, FILE);
const set = (open: string, items: string[]) => [open, ...items.flatMap((item) => [item, "", "text", "", "</TabItem>"]), "</Tabs>"].join("\n");
const react = '<TabItem value="react" label="React">';
const vue = '<TabItem value="vue" label="Vue">';
const vanilla = '<TabItem value="vanilla" label="Vanilla TypeScript">';

/** The ContentError checkTabSets throws for `body`, or null. */
const problem = (body: string) => problemOf(() => checkTabSets(tree(body), FILE));

describe("framework tab sets", () => {
  it("accept the group's values, labels and order, any two or more of them", () => {
    expect(problem(set('<Tabs groupId="framework">', [react, vue, vanilla]))).toBeNull();
    expect(problem(set('<Tabs groupId="framework">', [react, vanilla]))).toBeNull();
    expect(problem(set('<Tabs groupId="framework">', [vue, vanilla]))).toBeNull();
    // Other groups are theirs to name.
    expect(problem(set('<Tabs groupId="package-manager">', ['<TabItem value="npm" label="npm">', '<TabItem value="yarn" label="Yarn">']))).toBeNull();
  });

  it("reject another value, label, order, a repeated tab, a lone tab and a default of their own, at the line", () => {
    const cases: Array<[string, RegExp, string]> = [
      [set('<Tabs groupId="framework">', [react, '<TabItem value="svelte" label="Svelte">']), /not a framework of the framework tab group\. Got "svelte"\. Use one of "react", "vue", "vanilla"/, ":7:1"],
      [set('<Tabs groupId="framework">', [react, '<TabItem value="vue" label="Vue.js">']), /the "vue" tab's label must be "Vue", as on every page\. Got "Vue\.js"/, ":7:1"],
      [set('<Tabs groupId="framework">', [react, '<TabItem value="vue">']), /label must be "Vue".*Got nothing/, ":7:1"],
      [set('<Tabs groupId="framework">', [vue, react]), /one order on every page, each once\. Got "react"/, ":7:1"],
      [set('<Tabs groupId="framework">', [vue, vue]), /one order on every page, each once\. Got "vue"/, ":7:1"],
      [set('<Tabs groupId="framework">', [vue]), /needs two tabs or more\. Got 1/, ":1:1"],
      [set('<Tabs groupId="framework" defaultValue="vue">', [react, vue]), /opens on the reader's framework.*Got "vue"\. Remove defaultValue/, ":1:1"],
    ];
    for (const [body, message, at] of cases) {
      const error = problem(body);
      expect(error?.message).toMatch(message);
      expect(error?.file).toBe(FILE + at);
      expect(error?.kind).toBe("markup");
    }
  });

  it("reject framework tabs under another group id or none: a second group would forget the reader's choice", () => {
    expect(problem(set('<Tabs groupId="example-stack">', [react, vue]))?.message).toMatch(/tabs for "react", "vue" belong to the one framework group.*Got "example-stack"\. Write groupId="framework"/);
    expect(problem(set("<Tabs>", [react, vue]))?.message).toMatch(/Got null\. Write groupId="framework"/);
  });

  it("are checked with the doc's other facts, so the build and develop report them", () => {
    expect(() => docFacts(tree(set('<Tabs groupId="framework">', [vue, react])), { routePath: "/docs/api/x", sourceFile: FILE })).toThrow(ContentError);
  });
});
