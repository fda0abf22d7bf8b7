/** @jest-environment node */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { linkStylesheets } from "../../../src/gatsby/stylesheet-link";

/** The page's stylesheet linked as one cached file instead of inlined by Gatsby's HTML renderer (src/gatsby/stylesheet-link.ts). */
describe("the site's stylesheet in a page's head", () => {
  it("is a link to the file Gatsby inlined, in its place; other heads' parts are left alone", () => {
    const inlined = <style key="css" data-href="/stan/styles.0123456789abcdef0123.css" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: "body{margin:0}" }} />;
    const own = <style key="own" dangerouslySetInnerHTML={{ __html: ".a{}" }} />;
    const meta = <meta key="m" name="description" content="x" />;
    const head = linkStylesheets([meta, inlined, own]);
    expect(renderToStaticMarkup(<>{head}</>)).toBe('<meta name="description" content="x"/><link rel="stylesheet" href="/stan/styles.0123456789abcdef0123.css"/><style>.a{}</style>');
  });
});
