/** @jest-environment node */
/**
 * One declared shape of a doc: the front-matter table makes the schema's DocFrontmatter type (and
 * through typegen the query types), and the docs model is built once per content.
 */
import { buildSchema, GraphQLNonNull, GraphQLObjectType, getNamedType } from "graphql";
import { typeDefs } from "../../../../src/pipeline/graphql/schema";
import { FRONTMATTER_FIELDS, parseDocFrontmatter } from "../../../../src/pipeline/parse/frontmatter";
import { createDocsModelSource } from "../../../../src/pipeline/model/current-docs-model";
import type { DocsModel } from "../../../../src/pipeline/model/docs-model";

/** Gatsby's own schema parts that typeDefs relies on. */
const GATSBY_PARTS = "interface Node { id: ID! }\ndirective @dontInfer on OBJECT\ntype Query { doc: Doc }\n";
const DESC = "How atom defines writable state: its signature, the tag, effects and areValuesEqual options, initialization, and reset.";

describe("the front-matter table declares the schema's DocFrontmatter", () => {
  const schema = buildSchema(GATSBY_PARTS + typeDefs);
  const type = schema.getType("DocFrontmatter") as GraphQLObjectType;
  const scalar = { string: "String", number: "Float", boolean: "Boolean" };

  it("has one field per table entry, non-null exactly when required or defaulted, with the entry's description", () => {
    const fields = type.getFields();
    expect(Object.keys(fields).sort()).toEqual(Object.keys(FRONTMATTER_FIELDS).sort());
    for (const [name, rule] of Object.entries(FRONTMATTER_FIELDS)) {
      expect(getNamedType(fields[name].type).name).toBe(scalar[rule.kind]);
      expect(fields[name].type instanceof GraphQLNonNull).toBe("required" in rule || "default" in rule);
      expect(fields[name].description).toBe(rule.description);
    }
  });

  it("also types the Mdx node's raw front matter, nullable and not inferred, so the generated types do not change with the content", () => {
    const raw = (schema.getType("MdxFrontmatter") as GraphQLObjectType).getFields();
    expect(Object.keys(raw).sort()).toEqual(Object.keys(FRONTMATTER_FIELDS).sort());
    for (const field of Object.values(raw)) expect(field.type instanceof GraphQLNonNull).toBe(false);
    expect(typeDefs).toMatch(/type MdxFrontmatter @dontInfer \{/);
    expect(String((schema.getType("Mdx") as GraphQLObjectType).getFields().frontmatter.type)).toBe("MdxFrontmatter");
  });

  it("is what a Doc's frontmatter field holds, and parsing fills every field of the table", () => {
    const doc = schema.getType("Doc") as GraphQLObjectType;
    expect(String(doc.getFields().frontmatter.type)).toBe("DocFrontmatter!");
    const parsed = parseDocFrontmatter({ title: "atom", description: DESC }, "content/docs/api/atom.md");
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(FRONTMATTER_FIELDS).sort());
    expect(parsed).toMatchObject({ draft: false, code_title: false, slug: null, sidebar_position: null });
  });
});

describe("the docs model of the current content", () => {
  const model = { docs: [], sidebar: [], draftIds: [], previous: new Map(), next: new Map() } as DocsModel;
  const node = (id: string, digest: string) => ({ id, internal: { type: "Doc", contentDigest: digest, owner: "" } }) as never;

  it("is built once for the same nodes, however often it is asked for, and again when a node changes, comes or goes", () => {
    const build = jest.fn(() => model);
    const source = createDocsModelSource({ includeDrafts: false, hrefPrefix: "/stan" }, build);
    const docs = [node("a", "1"), node("b", "1")];
    for (let i = 0; i < 5; i++) expect(source.get(docs, [])).toBe(model);
    expect(build).toHaveBeenCalledTimes(1);
    expect(source.get([...docs].reverse(), [])).toBe(model); // order does not matter
    expect(build).toHaveBeenCalledTimes(1);
    source.get([node("a", "2"), node("b", "1")], []);
    source.get([node("a", "2")], []);
    source.get([node("a", "2")], [node("c", "1")]);
    expect(build).toHaveBeenCalledTimes(4);
    expect(source.builds()).toBe(4);
  });

  it("fails the same way for every asker until the content changes", () => {
    const problem = new Error("empty category");
    const build = jest.fn<DocsModel, unknown[]>(() => {
      throw problem;
    });
    const source = createDocsModelSource({ includeDrafts: false, hrefPrefix: "/stan" }, build);
    expect(() => source.get([node("a", "1")], [])).toThrow(problem);
    expect(() => source.get([node("a", "1")], [])).toThrow(problem);
    expect(build).toHaveBeenCalledTimes(1);
    build.mockImplementation(() => model);
    expect(source.get([node("a", "2")], [])).toBe(model);
  });
});
