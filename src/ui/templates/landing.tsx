import React from "react";
import type { PageProps } from "gatsby";
import { siteConfig } from "../../config/site";
import { features } from "../../config/landing";
import { Layout } from "../layout/Layout";
import { CodeBlock } from "../components/mdx/CodeBlock";
import { blockDataOf } from "../components/mdx/CodeHtml";
import { SiteLink } from "../components/SiteLink";
import { Logo } from "../../shared/Logo";
import { Seo } from "../components/head/Head";
import { landingHead } from "../../config/pages";
import * as styles from "./landing.module.css";
import * as buttons from "../components/buttons.module.css";
import type { LandingPageContext } from "../../shared/page-context";

export default function Landing({ pageContext }: PageProps<object, LandingPageContext>) {
  return (
    <Layout head={<Seo title={landingHead.title} description={landingHead.description} routePath={landingHead.routePath} />} activePath={`${siteConfig.pathPrefix}/`}>
      <section className={styles.hero}>
          <div className={styles.container}>
            <Logo className={styles.logo} size={80} />
            <h1 className={styles.title}>{siteConfig.title}</h1>
            <p className={styles.tagline}>{siteConfig.tagline}</p>
            <div className={styles.actions}>
              <SiteLink to="/docs" className={buttons.primary}>
                Read the docs
              </SiteLink>
              <SiteLink to="/docs/getting-started/installation" className={buttons.secondary}>
                Install Stan
              </SiteLink>
            </div>
          </div>
      </section>
      <div className={styles.container}>
          <section className={styles.features} aria-label="Features">
            {features.map((feature) => (
              <div className={styles.feature} key={feature.title}>
                <h2>{feature.title}</h2>
                <p>{feature.body}</p>
              </div>
            ))}
          </section>
          <section className={styles.taste} aria-labelledby="taste-title">
            <h2 id="taste-title">A taste of the API</h2>
            <p style={{ textAlign: "center" }}>
              An atom holds a value, a selector derives another from it, and two hooks bind both to a component.
            </p>
            <CodeBlock html={pageContext.tasteHtml} language="tsx" data={blockDataOf(pageContext.codeData, 0)} />
          </section>
      </div>
    </Layout>
  );
}
