/** @jest-environment node */
import { problemOf } from "../../../support/content/content-error";
import { parseDocBody } from "../../../../src/pipeline/parse/doc-tree";
import { checkCalloutNames } from "../../../../src/pipeline/parse/callout-names";

const FILE = "content/docs/guides/x.md";
const tree = (body: string) => parseDocBody({ body, firstLine: 1 }, FILE);
const callout = (attributes: string) => [`<Callout ${attributes}>`, "", "Text.", "", "</Callout>", ""].join("\n");

/** The ContentError checkCalloutNames throws for `body`, or null. */
const problem = (body: string) => problemOf(() => checkCalloutNames(tree(body), FILE));

describe("callout names", () => {
  it("accepts callouts whose titles, or types' headings, differ", () => {
    expect(problem([callout('title="Changed in 1.4.0: cached"'), callout('title="Changed in 1.4.0: retries"'), callout('type="warning"'), callout("")].join("\n"))).toBeNull();
  });

  it("fails the second callout with an earlier one's title, at its line, naming the first", () => {
    const error = problem([callout('type="info" title="Changed in 1.4.0"'), "Between.", "", callout('title="Changed in 1.4.0"')].join("\n"));
    expect(error?.file).toBe(`${FILE}:9:1`);
    expect(error?.value).toBe("Changed in 1.4.0");
    expect(error?.problem).toContain(`the first at ${FILE}:1:1`);
    expect(error?.valid).toMatch(/title of its own/);
  });

  it("counts an untitled callout by its type's heading: two untitled warnings share 'Warning', as does a title 'Warning'", () => {
    expect(problem([callout('type="warning"'), callout('type="warning"')].join("\n"))?.value).toBe("Warning");
    expect(problem([callout(""), callout('title="Info"')].join("\n"))?.value).toBe("Info");
  });
});
