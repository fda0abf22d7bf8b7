import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../ui/layout/Layout";
import { SiteLink } from "../ui/components/SiteLink";
import { Seo } from "../ui/components/head/Head";
import { notFoundHead } from "../config/pages";
import * as styles from "./404.module.css";
import * as buttons from "../ui/components/buttons.module.css";

export default function NotFound({ location }: PageProps) {
  return (
    <Layout head={<Seo title={notFoundHead.title} description={notFoundHead.description} routePath={notFoundHead.routePath} noindex />} activePath={location.pathname}>
      <div className={styles.page}>
        <h1>{notFoundHead.title}</h1>
        <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
        <p className={styles.actions}>
          <SiteLink to="/" className={buttons.primary}>
            Back to the home page
          </SiteLink>
          <SiteLink to="/docs" className={buttons.secondary}>
            Read the docs
          </SiteLink>
        </p>
      </div>
    </Layout>
  );
}
