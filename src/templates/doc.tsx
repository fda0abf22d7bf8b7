import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { MDXProvider } from "@mdx-js/react";
import { siteConfig } from "../config/site";
import { getSidebarById, getVersionForPath } from "../lib/docs-data";
import { useDocsVersions } from "../hooks/useDocsData";
import { Layout } from "../components/layout/Layout";
import { HydrateLater } from "../components/HydrateLater";
import { DocSidebar } from "../components/docs/DocSidebar";
import { Breadcrumbs } from "../components/docs/Breadcrumbs";
import { DesktopToc, MobileToc, type TocHeading } from "../components/docs/TableOfContents";
import { Paginator, type PaginatorLink } from "../components/docs/Paginator";
import { mdxComponents } from "../components/mdx";
import { Seo } from "../components/Seo";
import { CopyMarkdownButton } from "../components/docs/CopyMarkdownButton";

interface DocPageData {
  doc: {
    id: string;
    path: string;
    routePath: string;
    title: string;
    description: string;
    codeTitle: boolean;
    headings: TocHeading[];
    previous: PaginatorLink | null;
    next: PaginatorLink | null;
  };
}

interface DocPageContext {
  id: string;
  /** Set on the `.html` twin of a page: the route it duplicates (its canonical URL). */
  canonicalPath?: string;
}

export default function DocTemplate({ data, children }: PageProps<DocPageData, DocPageContext>) {
  const { doc } = data;
  const version = getVersionForPath(useDocsVersions(), doc.path);
  const sidebar = getSidebarById(version, siteConfig.docs.sidebarId).items;
  return (
    <Layout
      activePath={doc.path}
      beforeMain={
        <HydrateLater part="sidebar">
          <div className="docs-sidebar">
            <DocSidebar items={sidebar} activePath={doc.path} />
          </div>
        </HydrateLater>
      }
      mobileSecondary={<DocSidebar items={sidebar} activePath={doc.path} label="Docs sidebar (menu)" />}
      mainClassName="docs-content"
    >
      <article className="doc-article">
        <HydrateLater part="breadcrumbs">
          <Breadcrumbs sidebar={sidebar} activePath={doc.path} />
        </HydrateLater>
        {/* A part that waits must be one element: these two render nothing without content. */}
        {doc.headings.length > 0 && (
          <HydrateLater part="toc-mobile">
            <MobileToc headings={doc.headings} />
          </HydrateLater>
        )}
        <header className="doc-header">
          <h1 className={doc.codeTitle ? "doc-title--code" : undefined}>{doc.title}</h1>
          <CopyMarkdownButton path={doc.path} />
        </header>
        {/* The body waits too, so that its sections (each a part of its own) are set up in the body's task, not the shell's. */}
        <HydrateLater part="body">
          <div className="markdown">
            <MDXProvider components={mdxComponents}>{children}</MDXProvider>
          </div>
        </HydrateLater>
        {(doc.previous || doc.next) && (
          <HydrateLater part="paginator">
            <Paginator previous={doc.previous} next={doc.next} />
          </HydrateLater>
        )}
      </article>
      <HydrateLater part="toc">
        <div className="toc-column">
          <DesktopToc headings={doc.headings} />
        </div>
      </HydrateLater>
    </Layout>
  );
}

// No noindex on a twin: it is the same page (after the build its file is a copy of the page,
// src/node/html-twins.ts, which GitHub Pages serves at `/docs/x`); the canonical link names the URL to index.
export const Head: HeadFC<DocPageData, DocPageContext> = ({ data, pageContext }) => (
  <Seo title={data.doc.title} description={data.doc.description} routePath={pageContext.canonicalPath ?? data.doc.routePath} />
);

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      id
      path
      routePath
      title
      description
      codeTitle
      headings { depth value id }
      previous { label path }
      next { label path }
    }
  }
`;
