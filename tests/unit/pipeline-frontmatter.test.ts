/** @jest-environment node */
import { parseCategoryMeta, parseDocFrontmatter } from "../../src/node/frontmatter";
import { ContentError } from "../../src/node/errors";

const FILE = "content/docs/api/atom.md";

function errorOf(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("expected a ContentError");
}

describe("doc front matter", () => {
  it("accepts a complete, valid block and fills defaults", () => {
    expect(parseDocFrontmatter({ title: "atom", description: "atom API reference", sidebar_position: 2, code_title: true }, FILE)).toEqual({
      title: "atom",
      description: "atom API reference",
      sidebar_position: 2,
      sidebar_label: undefined,
      slug: undefined,
      id: undefined,
      draft: false,
      code_title: true,
    });
  });

  it("names the file, the field and what is valid when a required field is missing", () => {
    const error = errorOf(() => parseDocFrontmatter({ description: "x" }, FILE));
    expect(error.message).toContain(FILE);
    expect(error.message).toContain('"title" is required');
  });

  it.each([
    [{ title: 42, description: "d" }, '"title" must be a non-empty string', "42"],
    [{ title: "t", description: "d", sidebar_position: "two" }, '"sidebar_position" must be a non-empty number', '"two"'],
    [{ title: "t", description: "d", draft: "yes" }, '"draft" must be a non-empty boolean', '"yes"'],
    [{ title: "  ", description: "d" }, '"title" must be a non-empty string', '"  "'],
  ])("rejects a field of the wrong type: %j", (raw, problem, shown) => {
    const error = errorOf(() => parseDocFrontmatter(raw, FILE));
    expect(error.message).toContain(problem);
    expect(error.message).toContain(`Got ${shown}`);
    expect(error.file).toBe(FILE);
  });

  it("rejects an unknown field and lists the valid ones", () => {
    const error = errorOf(() => parseDocFrontmatter({ title: "t", description: "d", sidebar_positon: 2 }, FILE));
    expect(error.message).toContain('unknown front matter field "sidebar_positon"');
    expect(error.message).toContain('"sidebar_position"');
    expect(error.message).toContain('"title"');
  });

  it("rejects ids and slugs that cannot be part of a URL", () => {
    expect(errorOf(() => parseDocFrontmatter({ title: "t", description: "d", id: "a b" }, FILE)).message).toContain('"id"');
    expect(errorOf(() => parseDocFrontmatter({ title: "t", description: "d", slug: "/a b" }, FILE)).message).toContain('"slug"');
  });

  it("rejects front matter that is not a mapping", () => {
    expect(errorOf(() => parseDocFrontmatter(["title"], FILE)).message).toContain("front matter must be a YAML mapping");
    expect(errorOf(() => parseDocFrontmatter(undefined, FILE)).message).toContain(FILE);
  });
});

describe("category metadata", () => {
  const CATEGORY = "content/docs/api/_category_.json";

  it("reads label and position", () => {
    expect(parseCategoryMeta('{"label": "API", "position": 3}', CATEGORY)).toEqual({ label: "API", position: 3 });
  });

  it("reports invalid JSON with the file", () => {
    const error = errorOf(() => parseCategoryMeta("{label: API}", CATEGORY));
    expect(error.message).toContain(CATEGORY);
    expect(error.message).toContain("is not valid JSON");
  });

  it("reports a missing label, a bad position and unknown fields", () => {
    expect(errorOf(() => parseCategoryMeta('{"position": 3}', CATEGORY)).message).toContain('"label" must be a non-empty string');
    expect(errorOf(() => parseCategoryMeta('{"label": "API", "position": "3"}', CATEGORY)).message).toContain('"position" must be a number');
    expect(errorOf(() => parseCategoryMeta('{"label": "API", "collapsed": true}', CATEGORY)).message).toContain('unknown field "collapsed"');
  });
});
