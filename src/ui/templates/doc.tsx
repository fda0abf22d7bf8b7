import React from "react";
import { graphql, type PageProps } from "gatsby";
import { MDXProvider } from "@mdx-js/react";
import { siteConfig } from "../../config/site";
import { getSidebarById, getVersionForPath } from "../../shared/docs-data";
import { useDocsVersions } from "../hooks/useDocsData";
import { Layout } from "../layout/Layout";
import { DocSidebar } from "../components/docs/DocSidebar";
import { Breadcrumbs } from "../components/docs/Breadcrumbs";
import { DesktopToc, MobileToc, type TocHeading } from "../components/docs/TableOfContents";
import { Paginator, type PaginatorLink } from "../components/docs/Paginator";
import { CodeHtmlProvider } from "../components/mdx/CodeHtml";
import { EditableSourcesProvider } from "../../editor/EditableSources";
import type { EditableSources } from "../../shared/sample-editor";
import { mdxComponents } from "../components/mdx";
import { Seo } from "../components/head/Head";
import { CopyMarkdownButton } from "../components/docs/CopyMarkdownButton";
import { DocMeta } from "../components/docs/DocMeta";
import { PageFeedback } from "../components/docs/PageFeedback";
import { absoluteUrl } from "../../shared/paths";
import * as styles from "./doc.module.css";

interface DocPageContext {
  id: string;
  /** The HTML of the body's code blocks, in document order (src/pipeline/code/code-html.ts). */
  codeHtml: string[];
  /** The ts/tsx blocks' sources for the in-place editor, in the same order (null for other blocks; src/pipeline/code/editable-sources.ts). */
  codeSources?: EditableSources;
  /** Set on the `.html` twin of a page: the route it duplicates (its canonical URL). */
  canonicalPath?: string;
}

export default function DocTemplate({ data, pageContext, children }: PageProps<Queries.DocPageQuery, DocPageContext>) {
  const { doc } = data;
  // The page is created for an existing doc id (gatsby-node createPages).
  if (!doc) throw new Error(`No doc with id ${pageContext.id}`);
  const version = getVersionForPath(useDocsVersions(), doc.path);
  const sidebar = getSidebarById(version, siteConfig.docs.sidebarId).items;
  return (
    <Layout
      head={<Seo title={doc.title} description={doc.description} routePath={pageContext.canonicalPath ?? doc.routePath} />}
      activePath={doc.path}
      beforeMain={
        <div className={styles.sidebar}>
          <DocSidebar items={sidebar} activePath={doc.path} />
        </div>
      }
      mobileSecondary={<DocSidebar items={sidebar} activePath={doc.path} label="Docs sidebar (menu)" />}
      mainClassName={styles.content}
    >
      <article>
        <Breadcrumbs sidebar={sidebar} activePath={doc.path} />
        <header>
          {/* One style for every title (issue 24: the API functions' thin code-font titles looked weaker
              than their own h2s). An API name is left alone by machine translation. */}
          <h1 translate={doc.codeTitle ? "no" : undefined}>{doc.title}</h1>
          <CopyMarkdownButton path={doc.path} />
        </header>
        {/* The contents box (narrow screens) follows the title. */}
        {doc.headings.length > 0 && <MobileToc headings={doc.headings} />}
        <div className="markdown">
          <CodeHtmlProvider value={pageContext.codeHtml}>
            <EditableSourcesProvider value={pageContext.codeSources} /* [editor] */>
            <MDXProvider components={mdxComponents}>{children}</MDXProvider>
            </EditableSourcesProvider>
          </CodeHtmlProvider>
        </div>
        <PageFeedback title={doc.title} url={absoluteUrl(pageContext.canonicalPath ?? doc.routePath)} />
        <DocMeta editUrl={doc.editUrl} lastUpdated={doc.lastUpdated} lastUpdatedText={doc.lastUpdatedText} />
        {(doc.previous || doc.next) && <Paginator previous={doc.previous} next={doc.next} />}
      </article>
      <div>
        <DesktopToc headings={doc.headings} />
      </div>
    </Layout>
  );
}

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      id
      path
      routePath
      title
      description
      codeTitle
      editUrl
      lastUpdated
      lastUpdatedText
      headings { depth value id }
      previous { label path }
      next { label path }
    }
  }
`;
