import React from "react";
import type { PageProps } from "gatsby";
import { MDXProvider } from "@mdx-js/react";
import { siteConfig } from "../../config/site";
import { getSidebarById, getVersionForPath } from "../../shared/docs-data";
import { useDocsVersions } from "../hooks/useDocsData";
import { Layout } from "../layout/Layout";
import { DocSidebar } from "../components/docs/DocSidebar";
import { Breadcrumbs } from "../components/docs/Breadcrumbs";
import { DesktopToc, MobileToc } from "../components/docs/TableOfContents";
import { Paginator } from "../components/docs/Paginator";
import { CodeHtmlProvider } from "../components/mdx/CodeHtml";
import type { DocPageContext } from "../../shared/page-context";
import { mdxComponents } from "../components/mdx";
import { Seo } from "../components/head/Head";
import { CopyMarkdownButton } from "../components/docs/CopyMarkdownButton";
import { DocMeta } from "../components/docs/DocMeta";
import { PageFeedback } from "../components/docs/PageFeedback";
import { absoluteUrl } from "../../shared/paths";
import * as styles from "./doc.module.css";

/** A doc page: its data is its page context (src/shared/page-context.ts), made by createPages; no page query. */
export default function DocTemplate({ pageContext: doc, children }: PageProps<object, DocPageContext>) {
  const version = getVersionForPath(useDocsVersions(), doc.publicPath);
  const sidebar = getSidebarById(version, siteConfig.docs.sidebarId).items;
  return (
    <Layout
      head={<Seo title={doc.title} description={doc.description} routePath={doc.canonicalPath ?? doc.routePath} />}
      activePath={doc.publicPath}
      beforeMain={
        <div className={styles.sidebar}>
          <DocSidebar items={sidebar} activePath={doc.publicPath} />
        </div>
      }
      mobileSecondary={<DocSidebar items={sidebar} activePath={doc.publicPath} label="Docs sidebar (menu)" />}
      mainClassName={styles.content}
    >
      <article>
        <Breadcrumbs sidebar={sidebar} activePath={doc.publicPath} />
        <header>
          {/* One style for every title (issue 24: the API functions' thin code-font titles looked weaker
              than their own h2s). An API name is left alone by machine translation. */}
          <h1 translate={doc.codeTitle ? "no" : undefined}>{doc.title}</h1>
          <CopyMarkdownButton path={doc.publicPath} />
        </header>
        {/* The contents box (narrow screens) follows the title. */}
        {doc.headings.length > 0 && <MobileToc headings={doc.headings} />}
        <div className="markdown">
          <CodeHtmlProvider value={doc.codeHtml} data={doc.codeData}>
            <MDXProvider components={mdxComponents}>{children}</MDXProvider>
          </CodeHtmlProvider>
        </div>
        <PageFeedback title={doc.title} url={absoluteUrl(doc.canonicalPath ?? doc.routePath)} />
        <DocMeta editUrl={doc.editUrl} lastUpdated={doc.lastUpdated} lastUpdatedText={doc.lastUpdatedText} />
        {(doc.previous || doc.next) && <Paginator previous={doc.previous} next={doc.next} />}
      </article>
      <div>
        <DesktopToc headings={doc.headings} />
      </div>
    </Layout>
  );
}
