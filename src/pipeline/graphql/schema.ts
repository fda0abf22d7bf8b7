import { FRONTMATTER_FIELDS } from "../parse/frontmatter";

const GRAPHQL_SCALAR = { string: "String", number: "Float", boolean: "Boolean" } as const;

/** One field per entry of the front-matter table; `checked`: non-null when required or defaulted. */
function frontmatterFields(checked: boolean): string {
  return Object.entries(FRONTMATTER_FIELDS)
    .map(([name, rule]) => {
      const nonNull = checked && ("required" in rule || "default" in rule) ? "!" : "";
      return `    ${JSON.stringify(rule.description)}\n    ${name}: ${GRAPHQL_SCALAR[rule.kind]}${nonNull}`;
    })
    .join("\n");
}

/**
 * `DocFrontmatter` (checked, defaults filled in) and the Mdx node's raw `frontmatter`, both from the
 * table. Declared rather than inferred: Gatsby infers a field's type from the values it meets, so the
 * generated types changed with the content (`sidebar_position` was `Int` until a doc wrote 2.5, and a
 * field no doc used was missing), and a wrong value could add a "conflicting field types" warning.
 */
function frontmatterTypes(): string {
  return `  "A doc's front matter as written (defaults filled in): the fields of src/pipeline/parse/frontmatter.ts."
  type DocFrontmatter {\n${frontmatterFields(true)}\n  }
  "A doc file's front matter as the MDX plugin reads it, unchecked (the Doc node holds it checked)."
  type MdxFrontmatter @dontInfer {\n${frontmatterFields(false)}\n  }
  type Mdx implements Node {
    frontmatter: MdxFrontmatter
  }
`;
}

/**
 * GraphQL types for the docs, declared up front so the schema never depends on
 * what the content happens to contain (entities of spec section 3). The one
 * declaration of a doc's shape: the TypeScript types of every query are generated
 * from it (src/gatsby-types.d.ts, gatsby-config's graphqlTypegen).
 */
export const typeDefs = /* GraphQL */ `
${frontmatterTypes()}
  "A heading of a doc (h2 to h6), with its anchor."
  type DocHeading {
    "Heading level: 2 for ##, 3 for ###, and so on."
    depth: Int!
    "The heading's text as a reader sees it."
    value: String!
    "Its anchor id on the page (lower case, spaces as -): /docs/api/atom#options links to it."
    id: String!
  }

  "The previous or next doc in sidebar order (the pager at the foot of a page)."
  type DocNavLink {
    "The doc's title."
    title: String!
    "Its sidebar label (sidebar_label, else the title)."
    label: String!
    "Its public path, with the path prefix (e.g. /stan/docs/api/atom)."
    path: String!
  }

  "A link in a doc, as written, with its place in the file."
  type DocLink {
    "The destination as written: a site path (/docs/api/atom#options), an anchor (#options) or a URL."
    url: String!
    "Its line in the file (front matter counted)."
    line: Int!
    "Its column (of the link, or of the element whose href or to it is)."
    column: Int!
  }

  "A fenced code block of a doc."
  type DocCodeBlock {
    "The language after the opening fence (ts, tsx, vue, bash, json, text...): ts, tsx and vue blocks are compiled."
    lang: String!
    "The markers after the language (fails, types, title=...), if any."
    meta: String
    "The code, hidden lines (above // ---cut---) included."
    value: String!
    "The opening fence's line in the file."
    line: Int!
    "The opening fence's column (more than 1 in a list item)."
    column: Int!
  }

  "A part of a doc's Markdown copy that search indexes: its introduction or one h2/h3 section."
  type DocSearchSection {
    "The heading's anchor; empty for the introduction."
    anchor: String!
    "The heading's text; empty for the introduction."
    heading: String!
    "2 or 3 (1 for the introduction)."
    depth: Int!
    "The h2 an h3 sits under."
    parent: String!
    "The section's prose as plain text."
    text: String!
    "Distinct identifiers from its code blocks, in order."
    code: [String!]!
    "Destinations of the links in its prose."
    links: [String!]!
  }

  """
  One documentation page: a file of content/docs. Its node id is Gatsby's, made from the file (two files
  never share a node); the doc id is docId. Find one with doc(docId: { eq: "api/atom" }).
  """
  type Doc implements Node @dontInfer {
    "The doc id: its folder below content/docs and its file name (or front matter id), e.g. api/atom. The site config and the sidebar name docs by it."
    docId: String!
    "Where the doc id comes from, for errors: the line of its front matter id (file:line:column), or the file alone when the id is its file name."
    idSource: String!
    "Where the route comes from, for errors: the line of its front matter slug, else as idSource."
    routeSource: String!
    "The public URL path, with the site's path prefix: what readers and links on the published site use (e.g. /stan/docs/api/atom). gatsby build --prefix-paths serves the page here."
    path: String!
    "The route without the path prefix (e.g. /docs/api/atom): what gatsby develop serves (http://localhost:8000/docs/api/atom), what createPages registers and what links in content are written as."
    routePath: String!
    "The front matter slug, if any: a route below /docs chosen instead of the folder and file name (/ alone is the docs root)."
    slug: String
    "The page's title (front matter title): its h1 and its <title>."
    title: String!
    "What a reader learns on the page (front matter description, 110 to 160 characters): the meta description and search snippet."
    description: String!
    "The label in the sidebar, breadcrumbs and pager: front matter sidebar_label, else the title."
    sidebarLabel: String!
    "Order among the docs and categories of its folder (front matter sidebar_position; lowest first, null after the numbered ones)."
    sidebarPosition: Float
    "True for a draft (front matter draft): built by gatsby develop only, left out of the published site."
    draft: Boolean!
    "True when the title is an API name (front matter code_title: the API function pages); machine translation leaves it alone."
    codeTitle: Boolean!
    "The front matter as written, defaults filled in."
    frontmatter: DocFrontmatter!
    "Headings shown in the table of contents (levels from the site config, 2 to 3)."
    headings: [DocHeading!]!
    "Every heading of the page (levels 2 to 6)."
    allHeadings: [DocHeading!]!
    "Every heading anchor on the page (levels 2 to 6)."
    anchors: [String!]!
    "Folder below content/docs (empty for top-level docs), e.g. api."
    dir: String!
    "The file's name with its extension, e.g. atom.md: it orders docs with the same sidebar_position."
    fileName: String!
    "The file, relative to the project root (e.g. content/docs/api/atom.md): what errors and the edit link name."
    sourceFile: String!
    "The file's absolute path on the machine that built the site (the MDX compile reads it)."
    contentFilePath: String!
    "The file on GitHub, opened for editing: the site config's docs.editUrl plus sourceFile."
    editUrl: String!
    "Date of the file's last commit (ISO 8601, from git at build time); null without git history."
    lastUpdated: String
    "That date as the page shows it (e.g. March 6, 2024: UTC, the site's locale); null without git history."
    lastUpdatedText: String
    "The doc before this one in sidebar order (null for the first)."
    previous: DocNavLink
    "The doc after this one in sidebar order (null for the last)."
    next: DocNavLink    "Every link of the page, with its line and column (the build checks each)."
    links: [DocLink!]!
    "Every fenced code block of the page, in order."
    codeBlocks: [DocCodeBlock!]!
    "The page as clean Markdown: its .md copy (/stan/docs/api/atom.md) and its part of llms-full.txt."
    markdown: String!
    "The parts of the page that search indexes."
    searchSections: [DocSearchSection!]!
  }

  """
  A doc file whose content has an error, under gatsby develop (a build stops at the first error): its
  address shows the error until the file is fixed, and links to it stay valid. Made instead of its Doc.
  """
  type DocProblem implements Node @dontInfer {
    "The file, relative to the project root."
    sourceFile: String!
    "Its folder below content/docs."
    dir: String!
    "The route the doc would have (without the path prefix)."
    routePath: String!
    "Its heading anchors, as far as the file could be read."
    anchors: [String!]!
    "Where the error points: file:line:column."
    place: String!
    "What is wrong."
    problem: String!
    "The bad value, as JSON."
    value: String!
    "What would be valid."
    valid: String!
    "The kind of content error (broken-link, front-matter, sample...)."
    kind: String!
  }

  "A folder of content/docs with a _category_.json: a category of the sidebar."
  type DocCategory implements Node @dontInfer {
    "The folder below content/docs, e.g. api."
    dir: String!
    "The category's name in the sidebar (_category_.json label)."
    label: String!
    "Its place among the docs and categories of the parent folder (_category_.json position; null after the numbered ones)."
    position: Float
    "The _category_.json file, relative to the project root."
    sourceFile: String!
    "Where its label is written (file:line:column), for errors about the category."
    labelSource: String!
  }

  "A sidebar entry: type is link (label, href, docId, unlisted) or category (label, href, linkUnlisted, items)."
  type SidebarItem {
    "link (a doc) or category (a folder)."
    type: String!
    "What the sidebar shows."
    label: String!
    "The public path the entry opens (with the path prefix); null for a category without a page."
    href: String
    "The doc id of a link entry."
    docId: String
    "A link's page is reachable but not listed (always false here)."
    unlisted: Boolean
    "A category's page is reachable but not listed (always false here)."
    linkUnlisted: Boolean
    "Whether a category can be folded."
    collapsible: Boolean
    "Whether a category starts folded."
    collapsed: Boolean
    "A category's entries, in order."
    items: [SidebarItem!]
  }

  "A sidebar: its name and its entries in order."
  type DocsSidebar {
    "The sidebar's name (docs: the site has one)."
    name: String!
    "Its entries in order."
    items: [SidebarItem!]!
  }

  "A published doc of a version: its id and public path."
  type DocsVersionDoc {
    "The doc id (e.g. api/atom)."
    id: String!
    "Its public path, with the path prefix."
    path: String!
  }

  "A docs version (there is one: current, labelled Next)."
  type DocsVersion implements Node @dontInfer {
    "The version's name (current)."
    name: String!
    "What the version dropdown shows (Next)."
    label: String!
    "The docs root of the version, with the path prefix (/stan/docs)."
    path: String!
    "True for the latest version."
    isLast: Boolean!
    "Its published docs in sidebar order (drafts only under gatsby develop)."
    docs: [DocsVersionDoc!]!
    "Its sidebars (one, named docs)."
    sidebars: [DocsSidebar!]!
    "The ids of draft docs (front matter draft: true)."
    draftIds: [String!]!
  }

  type AnnouncementBarLink {
    label: String!
    to: String!
  }

  type AnnouncementBar {
    id: String!
    content: String!
    link: AnnouncementBarLink
    isCloseable: Boolean!
  }

  type SiteSiteMetadata {
    title: String!
    tagline: String!
    description: String!
    siteUrl: String!
    generatorVersion: String!
    siteVersion: String!
    locale: String!
    direction: String!
    calendar: String!
    i18nPath: String!
    announcementBar: AnnouncementBar
  }
`;
