/**
 * Each MDX component's Markdown form (src/pipeline/markdown/<Name>.markdown.ts) says in Markdown what the
 * component shows: checked here against the rendered component, so the build itself renders no React.
 */
import React from "react";
import { render } from "@testing-library/react";
import { Callout, type CalloutType } from "../../../../src/ui/components/mdx/Callout";
import { CALLOUT_KINDS, calloutMarkdown } from "../../../../src/pipeline/markdown/Callout.markdown";
import { StateGraph } from "../../../../src/ui/components/mdx/StateGraph";
import { STATE_GRAPH_TEXT } from "../../../../src/shared/state-graph-text";
import { ContentError } from "../../../../src/pipeline/errors/errors";
import { Since } from "../../../../src/ui/components/mdx/Since";
import { sinceMarkdown } from "../../../../src/pipeline/markdown/Since.markdown";
import { StanVersion } from "../../../../src/ui/components/mdx/StanVersion";
import { stanVersionMarkdown } from "../../../../src/pipeline/markdown/StanVersion.markdown";
import { STAN_VERSION } from "../../../../src/config/site";
import { markdownForms } from "../../../../src/pipeline/markdown/markdown-export";
import { parseDocFile } from "../../../../src/pipeline/parse/doc-tree";
import { visitTree } from "../../../../src/pipeline/parse/visit-tree";
import * as fs from "fs";
import * as path from "path";

const docFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? docFiles(path.join(dir, entry.name)) : /\.mdx?$/.test(entry.name) ? [path.join(dir, entry.name)] : []));

/** The text of the first element matching `selector` in a rendered element, spaces collapsed. */
function textIn(element: React.ReactElement, selector: string): string {
  const { container, unmount } = render(element);
  const text = (container.querySelector(selector)?.textContent ?? "").replace(/\s+/g, " ").trim();
  unmount();
  return text;
}

describe("Markdown forms of the MDX components", () => {
  it("name each callout type as the component heads it, and refuse a type the component refuses", () => {
    for (const type of Object.keys(CALLOUT_KINDS)) {
      expect(textIn(<Callout type={type as CalloutType}>x</Callout>, ".callout__title")).toBe(CALLOUT_KINDS[type]);
    }
    jest.spyOn(console, "error").mockImplementation(() => undefined); // React reports the render error too
    expect(() => render(<Callout type={"danger" as CalloutType}>x</Callout>)).toThrow(/not a callout type/);
    jest.restoreAllMocks();
    expect(() => calloutMarkdown({ attributes: { type: "danger" }, children: [], where: "content/docs/x.md:4" })).toThrow(ContentError);
    expect(() => calloutMarkdown({ attributes: { type: "danger" }, children: [], where: "content/docs/x.md:4" })).toThrow(/^content\/docs\/x\.md:4: not a callout type\. Got "<Callout type=\\"danger\\">"\. Use one of: info, tip, warning\.$/);
  });

  it("describe the state graph with the figure's own title, description and caption", () => {
    expect(textIn(<StateGraph />, "title")).toBe(STATE_GRAPH_TEXT.title);
    expect(textIn(<StateGraph />, "desc")).toBe(STATE_GRAPH_TEXT.description);
    expect(textIn(<StateGraph />, "figcaption")).toBe(STATE_GRAPH_TEXT.caption);
  });

  it("mark an API's release as the component does, and refuse a release the docs cannot mark", () => {
    const where = "content/docs/x.md:7";
    expect(textIn(<Since version="1.6.0" />, "span")).toBe("since 1.6.0");
    expect(sinceMarkdown({ attributes: { version: "1.6.0" }, children: [], where })).toEqual([{ type: "emphasis", data: { mark: true }, children: [{ type: "text", value: "(since 1.6.0)" }] }]);
    expect(() => sinceMarkdown({ attributes: { version: "1.6" }, children: [], where })).toThrow(/^content\/docs\/x\.md:7: the version of a <Since> mark is a release, x\.y\.z\. Got "<Since version=\\"1\.6\\" \/>"\. Write the release that added the API/);
    expect(() => sinceMarkdown({ attributes: {}, children: [], where })).toThrow(ContentError);
    expect(() => sinceMarkdown({ attributes: { version: "1.3.2" }, children: [], where })).toThrow(/comes after 1\.3\.2, which needs no mark/);
    expect(() => sinceMarkdown({ attributes: { version: "9.0.0" }, children: [], where })).toThrow(new RegExp(`is at most ${STAN_VERSION.replace(/\./g, "\\.")}, the release the docs describe`));
  });

  it("print the documented release as the component does", () => {
    expect(textIn(<p><StanVersion /></p>, "p")).toBe(STAN_VERSION);
    expect(stanVersionMarkdown({ attributes: {}, children: [], where: "x" })).toEqual([{ type: "text", value: STAN_VERSION }]);
  });

  it("exist for every component the docs use", () => {
    const used = new Set<string>();
    for (const file of docFiles(path.resolve(__dirname, "../../../../content/docs"))) {
      visitTree(parseDocFile(fs.readFileSync(file, "utf8"), file), (node) => {
        if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && /^[A-Z]/.test(node.name ?? "")) used.add(node.name as string);
      });
    }
    expect([...used].sort()).toEqual(expect.arrayContaining(["Callout", "StanVersion", "StateGraph", "TabItem", "Tabs"]));
    for (const name of used) expect(markdownForms).toHaveProperty(name);
  });
});
