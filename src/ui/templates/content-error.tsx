import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../layout/Layout";
import { SiteLink } from "../components/SiteLink";
import { Seo } from "../components/head/Head";
import * as styles from "./content-error.module.css";
import * as buttons from "../components/buttons.module.css";
import type { ContentErrorPageContext } from "../../shared/content-error-page";

/**
 * Only under `gatsby develop`: stands in for a doc whose file has an error, so the other pages keep
 * working and this one says what to fix. A build stops on the same error instead.
 */
export default function ContentErrorPage({ pageContext, location }: PageProps<object, ContentErrorPageContext>) {
  return (
    <Layout head={<Seo title="Content error" description="This doc has a content error to fix." routePath={location.pathname} noindex />} activePath={location.pathname}>
      <div className={styles.page} role="alert">
        <h1>This doc has a content error</h1>
        {pageContext.errors.map((error) => (
          <section key={error.where + error.message} className={styles.item}>
            <p className={styles.where}>
              <code>{error.where}</code>
            </p>
            <p>{error.message}</p>
            <p>
              <a href={error.guideUrl}>How to fix it</a>
            </p>
          </section>
        ))}
        <p>Save the file once it is fixed: this page turns back into the doc without a restart.</p>
        <p>
          <SiteLink to="/docs" className={buttons.secondary}>
            Read the other docs
          </SiteLink>
        </p>
      </div>
    </Layout>
  );
}
