import React from "react";
import { titleTagManagerFallback, TAG_MANAGER_FRAME_TITLE } from "../../../../src/gatsby/browser/tag-manager-fallback";

/** What gatsby-plugin-google-tagmanager's gatsby-ssr puts before the body (its noscript fallback). */
const pluginFallback = () => (
  <noscript key="plugin-google-tagmanager" dangerouslySetInnerHTML={{ __html: '<iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X" height="0" width="0" style="display: none; visibility: hidden" aria-hidden="true"></iframe>' }} />
);

it("titles the plugin's fallback frame and leaves the rest of it and other components alone", () => {
  const other = <div key="other" />;
  const [titled, untouched] = titleTagManagerFallback([pluginFallback(), other]) as React.ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>[];
  expect(titled.props.dangerouslySetInnerHTML.__html).toBe(
    `<iframe title="${TAG_MANAGER_FRAME_TITLE}" src="https://www.googletagmanager.com/ns.html?id=GTM-X" height="0" width="0" style="display: none; visibility: hidden" aria-hidden="true"></iframe>`,
  );
  expect(untouched).toBe(other);
});

it("reads the plugin's own output: the key and markup it writes", () => {
  const source = require("fs").readFileSync(require.resolve("gatsby-plugin-google-tagmanager/gatsby-ssr.js"), "utf8") as string;
  expect(source).toContain('key: "plugin-google-tagmanager"');
  expect(source).toContain("<iframe src=");
});
