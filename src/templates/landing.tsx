import React from "react";
import type { PageProps } from "gatsby";
import { siteConfig } from "../config/site";
import { features } from "../config/landing";
import { Layout } from "../components/layout/Layout";
import { CodeBlock } from "../components/mdx/CodeBlock";
import { SiteLink } from "../components/SiteLink";
import { Logo } from "../components/Logo";
import { Seo } from "../components/head/Head";
import { landingHead } from "../config/pages";

interface LandingContext {
  /** The taste-of-the-API snippet, highlighted at build time. */
  tasteHtml: string;
}

export default function Landing({ pageContext }: PageProps<object, LandingContext>) {
  return (
    <Layout head={<Seo title={landingHead.title} description={landingHead.description} routePath={landingHead.routePath} />} activePath={`${siteConfig.pathPrefix}/`}>
      <section className="hero">
          <div className="container">
            <Logo className="hero__logo" size={80} />
            <h1 className="hero__title">{siteConfig.title}</h1>
            <p className="hero__tagline">{siteConfig.tagline}</p>
            <div className="hero__actions">
              <SiteLink to="/docs" className="button button--primary">
                Read the docs
              </SiteLink>
              <SiteLink to="/docs/getting-started/installation" className="button button--secondary">
                Install Stan
              </SiteLink>
            </div>
          </div>
      </section>
      <div className="container">
          <section className="features" aria-label="Features">
            {features.map((feature) => (
              <div className="feature" key={feature.title}>
                <h2>{feature.title}</h2>
                <p>{feature.body}</p>
              </div>
            ))}
          </section>
          <section className="taste" aria-labelledby="taste-title">
            <h2 id="taste-title">A taste of the API</h2>
            <p style={{ textAlign: "center" }}>
              An atom holds a value, a selector derives another from it, and two hooks bind both to a component.
            </p>
            <CodeBlock html={pageContext.tasteHtml} language="tsx" />
          </section>
      </div>
    </Layout>
  );
}
