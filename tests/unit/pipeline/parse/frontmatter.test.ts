/** @jest-environment node */
import { DESCRIPTION_LENGTH, frontmatterPlace, parseCategoryMeta, parseDocFrontmatter } from "../../../../src/pipeline/parse/frontmatter";
import { errorOf } from "../../../support/content/content-error";

const FILE = "content/docs/api/atom.md";
/** A description of valid length, for tests about other fields. */
const DESC = "How atom defines writable state: its signature, the tag, effects and areValuesEqual options, initialization, and reset.";


describe("doc front matter", () => {
  it("accepts a complete, valid block and fills defaults", () => {
    expect(parseDocFrontmatter({ title: "atom", description: DESC, sidebar_position: 2, code_title: true }, FILE)).toEqual({
      title: "atom",
      description: DESC,
      sidebar_position: 2,
      sidebar_label: null,
      slug: null,
      id: null,
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
    [{ title: 42, description: DESC }, '"title" must be a non-empty string', "42"],
    [{ title: "t", description: DESC, sidebar_position: "two" }, '"sidebar_position" must be a non-empty number', '"two"'],
    [{ title: "t", description: DESC, draft: "yes" }, '"draft" must be a non-empty boolean', '"yes"'],
    [{ title: "  ", description: DESC }, '"title" must be a non-empty string', '"  "'],
  ])("rejects a field of the wrong type: %j", (raw, problem, shown) => {
    const error = errorOf(() => parseDocFrontmatter(raw, FILE));
    expect(error.message).toContain(problem);
    expect(error.message).toContain(`Got ${shown}`);
    expect(error.file).toBe(FILE);
  });

  it("rejects an unknown field and lists the valid ones", () => {
    const error = errorOf(() => parseDocFrontmatter({ title: "t", description: DESC, sidebar_positon: 2 }, FILE));
    expect(error.message).toContain('unknown front matter field "sidebar_positon"');
    expect(error.message).toContain('"sidebar_position"');
    expect(error.message).toContain('"title"');
  });

  it("rejects ids and slugs that cannot be part of a URL", () => {
    expect(errorOf(() => parseDocFrontmatter({ title: "t", description: DESC, id: "a b" }, FILE)).message).toContain('"id"');
    expect(errorOf(() => parseDocFrontmatter({ title: "t", description: DESC, slug: "/a b" }, FILE)).message).toContain('"slug"');
  });

  it("rejects front matter that is not a mapping", () => {
    expect(errorOf(() => parseDocFrontmatter(["title"], FILE)).message).toContain("front matter must be a YAML mapping");
    expect(errorOf(() => parseDocFrontmatter(undefined, FILE)).message).toContain(FILE);
  });
});

describe("doc description length", () => {
  const atLength = (length: number) => "d".repeat(length);
  /** The file's text as the build reads it, with the description on line 3. */
  const sourceWith = (description: string) => `---\ntitle: atom\ndescription: ${description}\nsidebar_position: 2\n---\n\nBody.\n`;

  it("is bounded by one named constant, 110 to 160 characters", () => {
    expect(DESCRIPTION_LENGTH).toEqual({ min: 110, max: 160 });
  });

  it.each([DESCRIPTION_LENGTH.min, DESCRIPTION_LENGTH.max])("accepts a description of exactly %i characters", (length) => {
    expect(parseDocFrontmatter({ title: "t", description: atLength(length) }, FILE).description).toHaveLength(length);
  });

  it.each([
    ["too short", "atom API reference", 18],
    ["one under the minimum", atLength(DESCRIPTION_LENGTH.min - 1), DESCRIPTION_LENGTH.min - 1],
    ["one over the maximum", atLength(DESCRIPTION_LENGTH.max + 1), DESCRIPTION_LENGTH.max + 1],
  ])("rejects a description that is %s, naming the file, the line, the value and the valid range", (_label, description, length) => {
    const error = errorOf(() => parseDocFrontmatter({ title: "atom", description, sidebar_position: 2 }, FILE, sourceWith(description)));
    expect(error.file).toBe(`${FILE}:3:14`);
    expect(error.message).toContain(`${FILE}:3:14: front matter "description" is ${length} characters long`);
    expect(error.message).toContain(`Got ${JSON.stringify(description)}`);
    expect(error.message).toContain("Write 110 to 160 characters");
  });

  it("counts characters, not UTF-16 units, and ignores surrounding blanks", () => {
    // 108 letters and two astral characters: 110 characters, 112 UTF-16 units.
    const description = `${atLength(108)}𝒜𝒜`;
    expect(parseDocFrontmatter({ title: "t", description: `  ${description} ` }, FILE).description).toBe(`  ${description} `);
    expect(() => parseDocFrontmatter({ title: "t", description: ` ${atLength(109)} ` }, FILE)).toThrow('"description" is 109 characters long');
  });

  it("still fails on a missing description, pointing at the front matter when the file text is known", () => {
    const error = errorOf(() => parseDocFrontmatter({ title: "atom" }, FILE, "---\ntitle: atom\n---\n"));
    expect(error.message).toContain(`${FILE}:1:1: front matter field "description" is required`);
  });

  it("names the file alone when the file text is not given", () => {
    expect(errorOf(() => parseDocFrontmatter({ title: "t", description: "short" }, FILE)).file).toBe(FILE);
  });
});

describe("frontmatterPlace", () => {
  const source = "---\ntitle: atom\ndescription: >-\n  folded text\nsidebar_position:   2\n---\n\ndescription: not front matter\n";

  it("finds a field's line inside the opening block only, and its value's column", () => {
    expect(frontmatterPlace(source, "title")).toEqual({ line: 2, column: 8 });
    expect(frontmatterPlace(source, "description")).toEqual({ line: 3, column: 14 });
    expect(frontmatterPlace(source, "sidebar_position")).toEqual({ line: 5, column: 21 });
    expect(frontmatterPlace(source, "sidebar_position", "key")).toEqual({ line: 5, column: 1 });
  });

  it("falls back to line 1 for a field the block lacks, or a file without a block", () => {
    expect(frontmatterPlace(source, "slug")).toEqual({ line: 1, column: 1 });
    expect(frontmatterPlace("description: x\n", "description")).toEqual({ line: 1, column: 1 });
  });

  it("handles Windows line endings", () => {
    expect(frontmatterPlace("---\r\ntitle: t\r\ndescription: d\r\n---\r\n", "description")).toEqual({ line: 3, column: 14 });
  });

  it("names a bad value at its column and an unknown field at its key", () => {
    const text = "---\ntitle: atom\ndescription: x\nsidebar_position: 3rd\ncolour: red\n---\n";
    expect(errorOf(() => parseDocFrontmatter({ title: "atom", description: DESC, sidebar_position: "3rd" }, FILE, text)).file).toBe(`${FILE}:4:19`);
    expect(errorOf(() => parseDocFrontmatter({ title: "atom", description: DESC, colour: "red" }, FILE, text)).file).toBe(`${FILE}:5:1`);
  });
});

describe("category metadata", () => {
  const CATEGORY = "content/docs/api/_category_.json";

  it("reads label and position", () => {
    expect(parseCategoryMeta('{"label": "API", "position": 3}', CATEGORY)).toEqual({ label: "API", position: 3, labelSource: `${CATEGORY}:1:11` });
  });

  it("reports invalid JSON at the line and column where the parser stopped", () => {
    const error = errorOf(() => parseCategoryMeta("{label: API}", CATEGORY));
    expect(error.file).toBe(`${CATEGORY}:1:2`);
    expect(error.message).toContain("is not valid JSON");
    // A trailing comma (valid in JavaScript, not in JSON) on line 3, and a value left out.
    expect(errorOf(() => parseCategoryMeta('{\n  "label": "API",\n}', CATEGORY)).file).toBe(`${CATEGORY}:3:1`);
    expect(errorOf(() => parseCategoryMeta('{"label": }', CATEGORY)).file).toBe(`${CATEGORY}:1:11`);
  });

  it("reports a missing label, a bad position and unknown fields at their line and column", () => {
    const missing = errorOf(() => parseCategoryMeta('{"position": 3}', CATEGORY));
    expect(missing.message).toContain('"label" must be a non-empty string');
    expect(missing.file).toBe(`${CATEGORY}:1:1`);
    const position = errorOf(() => parseCategoryMeta('{\n  "label": "API",\n  "position": "3"\n}', CATEGORY));
    expect(position.message).toContain('"position" must be a number. Got "3"');
    expect(position.file).toBe(`${CATEGORY}:3:15`);
    const unknown = errorOf(() => parseCategoryMeta('{\n  "label": "API",\n  "collapsed": true\n}', CATEGORY));
    expect(unknown.message).toContain('unknown field "collapsed". Got true');
    expect(unknown.file).toBe(`${CATEGORY}:3:3`);
    expect(errorOf(() => parseCategoryMeta("[1]", CATEGORY)).message).toContain("must hold a JSON object");
  });
});
