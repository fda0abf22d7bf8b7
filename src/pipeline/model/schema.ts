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
  type DocHeading {
    depth: Int!
    value: String!
    id: String!
  }

  type DocNavLink {
    title: String!
    label: String!
    path: String!
  }

  "One documentation page. Its node id is the doc id (e.g. api/atom)."
  type Doc implements Node @dontInfer {
    "Public URL path, with the path prefix (e.g. /stan/docs/api/atom)."
    path: String!
    "Route path without the path prefix (e.g. /docs/api/atom)."
    routePath: String!
    title: String!
    description: String!
    sidebarLabel: String!
    sidebarPosition: Float
    draft: Boolean!
    codeTitle: Boolean!
    "The front matter as written, defaults filled in."
    frontmatter: DocFrontmatter!
    "Headings shown in the table of contents (levels from the site config, 2 to 3)."
    headings: [DocHeading!]!
    "Every heading of the page (levels 2 to 6)."
    allHeadings: [DocHeading!]!
    "Every heading anchor on the page (levels 2 to 6)."
    anchors: [String!]!
    "Folder below content/docs (empty for top-level docs) and file name."
    dir: String!
    fileName: String!
    sourceFile: String!
    contentFilePath: String!
    "The file on GitHub, opened for editing: the site config's docs.editUrl plus sourceFile."
    editUrl: String!
    "Date of the file's last commit (ISO 8601, from git at build time); null without git history."
    lastUpdated: String
    previous: DocNavLink
    next: DocNavLink
  }

  "A folder's _category_.json."
  type DocCategory implements Node @dontInfer {
    dir: String!
    label: String!
    position: Float
    sourceFile: String!
  }

  "A sidebar entry: type is link (label, href, docId, unlisted) or category (label, href, linkUnlisted, items)."
  type SidebarItem {
    type: String!
    label: String!
    href: String
    docId: String
    unlisted: Boolean
    linkUnlisted: Boolean
    collapsible: Boolean
    collapsed: Boolean
    items: [SidebarItem!]
  }

  type DocsSidebar {
    name: String!
    items: [SidebarItem!]!
  }

  type DocsVersionDoc {
    id: String!
    path: String!
  }

  "A docs version (there is one: current, labelled Next)."
  type DocsVersion implements Node @dontInfer {
    name: String!
    label: String!
    path: String!
    isLast: Boolean!
    docs: [DocsVersionDoc!]!
    sidebars: [DocsSidebar!]!
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
