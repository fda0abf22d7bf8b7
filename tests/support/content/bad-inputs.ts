/**
 * The bad inputs an author can give the build, each a change to the fixture docs and the one error it
 * must produce: its id, where it points (file:line:column) and what its message says. The unit tests
 * run each through the site's hooks (tests/unit/pipeline/errors/content-errors-matrix.test.ts).
 */
import { FIXTURE_DOCS, docFile } from "./fixture-docs";

export interface BadInput {
  name: string;
  /** The fixture docs with the mistake in them. */
  files: Record<string, string>;
  /** The error's id without Gatsby's site-plugin prefix. */
  id: string;
  /** `content/docs/...:line:column`, as the terminal's `File:` line shows it. */
  at: string;
  message: RegExp;
}

const withFiles = (changes: Record<string, string | null>): Record<string, string> => {
  const files = { ...FIXTURE_DOCS };
  for (const [file, text] of Object.entries(changes)) {
    if (text === null) delete files[file];
    else files[file] = text;
  }
  return files;
};

const stateWith = (body: string, extra: Record<string, string | number> = {}) => withFiles({ "api/state.md": docFile("State", body, { sidebar_position: 1, ...extra }) });

export const BAD_INPUTS: BadInput[] = [
  {
    name: "a link to a doc that does not exist",
    files: stateWith("## Reading\n\nSee [the selector](/docs/api/selecter)."),
    id: "STAN_BROKEN_LINK",
    at: "content/docs/api/state.md:9:5",
    message: /^link to a page that does not exist\. Got "\/docs\/api\/selecter"\. Existing pages: "\/", "\/docs", /,
  },
  {
    name: "a link to an anchor that does not exist",
    files: stateWith("## Reading\n\nSee [installing](/docs/getting-started/installation#setup)."),
    id: "STAN_MISSING_ANCHOR",
    at: "content/docs/api/state.md:9:5",
    message: /^link to an anchor that does not exist on \/docs\/getting-started\/installation\. Got "#setup"\. Anchors on that page: "#install"/,
  },
  {
    name: "a front matter field of the wrong type",
    files: stateWith("## Reading", { sidebar_position: "second" }),
    id: "STAN_FRONT_MATTER",
    at: "content/docs/api/state.md:4:19",
    message: /^front matter field "sidebar_position" must be a non-empty number\. Got "second"/,
  },
  {
    name: "a front matter that is not YAML",
    files: withFiles({ "api/state.md": docFile("State", "## Reading", { sidebar_position: 1 }).replace("sidebar_position: 1", "sidebar_position: 1: first") }),
    id: "STAN_FRONT_MATTER",
    at: "content/docs/api/state.md:4:20",
    message: /^front matter is not valid YAML: incomplete explicit mapping pair.*Got "sidebar_position: 1: first"\. Write one field per line as name: value/,
  },
  {
    name: "an unknown front matter field",
    files: stateWith("## Reading", { sidebar_position: 1, colour: "red" }),
    id: "STAN_FRONT_MATTER",
    at: "content/docs/api/state.md:5:1",
    message: /^unknown front matter field "colour"\. Got "red"\. Valid fields: "title", "description"/,
  },
  {
    name: "a second doc with the same id",
    files: withFiles({ "guides/copy.md": docFile("Copy", "## Copied", { id: "type-safety" }) }),
    id: "STAN_DUPLICATE",
    at: "content/docs/guides/copy.md:4:5",
    message: /^two docs have the same id: content\/docs\/guides\/copy\.md:4 \(its front matter id\) and content\/docs\/guides\/type-safety\.md \(its folder and file name\)\. Got "guides\/type-safety"/,
  },
  {
    name: "an unclosed JSX tag",
    files: stateWith('## Reading\n\n<Callout type="info">\n\nText.'),
    id: "STAN_MARKUP",
    at: "content/docs/api/state.md:9:1",
    message: /^the MDX does not parse: Expected a closing tag for `<Callout>`/,
  },
  {
    name: "a sample with a type error",
    files: stateWith("## Reading\n\n```ts\nimport { atom } from '@rkrupinski/stan';\n\nconst count = atom(0);\ncount.set(1);\n```"),
    id: "STAN_SAMPLE",
    at: "content/docs/api/state.md:13:7",
    message: /^the sample does not compile\. Got "TS2339: Property 'set' does not exist on type/,
  },
  {
    name: "a Vue sample whose template does not compile",
    files: stateWith(
      "## Reading\n\n```vue\n<script setup lang=\"ts\">\nimport { atom } from '@rkrupinski/stan';\nimport { useStan } from '@rkrupinski/stan/vue';\n// ---cut---\nconst name = useStan(atom('Ada'));\n</script>\n\n<template>\n  <p>{{ name.toFixed(2) }}</p>\n</template>\n```",
    ),
    id: "STAN_SAMPLE",
    // The template's line, the column of `toFixed`.
    at: "content/docs/api/state.md:18:14",
    message: /^the sample does not compile\. Got "TS2551: Property 'toFixed' does not exist on type 'string'\. Did you mean 'fixed'\?"\. Fix the code, or show the error on purpose: .*`<!-- @vue-expect-error: why -->`/,
  },
  {
    name: "a category with nothing in it",
    files: withFiles({ "recipes/_category_.json": '{ "label": "Recipes", "position": 5 }\n' }),
    id: "STAN_EMPTY_CATEGORY",
    at: "content/docs/recipes/_category_.json:1:12",
    message: /^this category has nothing to link to: its folder holds no published doc\. Got "Recipes"/,
  },
  {
    name: "an invalid _category_.json",
    files: withFiles({ "guides/_category_.json": '{\n  "label": "Guides",\n  "position": 4,\n}\n' }),
    id: "STAN_FRONT_MATTER",
    at: "content/docs/guides/_category_.json:4:1",
    message: /^is not valid JSON\./,
  },
  {
    name: "an unknown code block language",
    files: stateWith("## Reading\n\n```tsz\nconst count: number = 'one';\n```"),
    id: "STAN_CODE_LANGUAGE",
    at: "content/docs/api/state.md:9:4",
    message: /^unknown code block language "tsz"\. Got "tsz"\. Name one of "ts", "tsx", "vue", "js", "jsx", "bash", "json", "diff", "text"/,
  },
  {
    name: "a code line too long for the reading column",
    files: stateWith("## Reading\n\n```ts\nimport { atom } from '@rkrupinski/stan';\n\nconst count = atom(0, { tag: 'count', areValuesEqual: (a, b) => Object.is(a, b) });\n```"),
    id: "STAN_CODE_LINE",
    at: "content/docs/api/state.md:12:81",
    message: /^a code line longer than 80 characters \(it would scroll sideways in the reading column\)\. Got "83 characters: const count = atom\(0, \{ tag: 'count', ar\.\.\."\. Break the line/,
  },
];
