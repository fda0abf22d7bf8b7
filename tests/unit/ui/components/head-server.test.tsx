/** @jest-environment node */
import React from "react";
import { Writable } from "stream";
import { renderToPipeableStream } from "react-dom/server";
import { Helmet } from "react-helmet";
import { Seo } from "../../../../src/ui/components/head/Head";

/** Renders as Gatsby's server render does (static-entry.js): streamed, written out once everything has loaded. */
function renderAsGatsby(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({ write: (chunk, _encoding, done) => ((html += String(chunk)), done()) });
    sink.on("finish", () => resolve(html));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

describe("the page's head on the server (src/ui/components/head/Head.tsx)", () => {
  it("is written by Helmet in the render, for gatsby-plugin-react-helmet to put into the HTML; the page's markup gets only the boundary's markers", async () => {
    const html = await renderAsGatsby(
      <>
        <Seo title="atom" routePath="/docs/api/atom" />
        <p>body</p>
      </>,
    );
    expect(html).toBe("<!--$--><!--/$--><p>body</p>");
    const head = Helmet.renderStatic();
    expect(head.title.toString()).toBe('<title data-react-helmet="true">atom | Stan</title>');
    expect(head.link.toString()).toContain('href="https://rkrupinski.github.io/stan/docs/api/atom"');
  });
});
