/** @jest-environment node */
/** The site's Babel config (babel.config.js): Gatsby's preset for the browsers of browserslist, stage by stage. */
import { transformSync, type TransformCaller } from "@babel/core";

/** What babel-loader reports to Babel: webpack's target among it (its lib/injectCaller.js). */
type LoaderCaller = TransformCaller & { target: string };

const SOURCE = [
  "class WidgetError extends Error {}",
  "export const first = (list, fallback) => list?.[0] ?? [...fallback];",
  "export const Widget = () => <div />;",
  "Widget.propTypes = {};",
].join("\n");

function compile(target: string, envName: "production" | "development"): string {
  const result = transformSync(SOURCE, { filename: `${process.cwd()}/src/widget.jsx`, cwd: process.cwd(), caller: { name: "babel-loader", target, supportsStaticESM: true } as LoaderCaller, envName });
  return result?.code ?? "";
}

describe("babel.config.js", () => {
  it.each([
    ["the browser bundle", "browserslist", "production"],
    ["the HTML renderer", "node", "production"],
    ["gatsby develop", "web", "development"],
  ] as const)("leaves classes, spread, ?. and ?? to %s", (_, target, env) => {
    const code = compile(target, env);
    expect(code).toContain("class WidgetError extends Error {}");
    expect(code).toContain("list?.[0] ?? [...fallback]");
  });

  it("tells the stages apart: prop types go from the browser bundle only; develop gets React's dev JSX", () => {
    expect(compile("browserslist", "production")).not.toContain("propTypes");
    expect(compile("browserslist", "production")).toContain('from "react/jsx-runtime"');
    expect(compile("node", "production")).toContain("Widget.propTypes = {};");
    expect(compile("web", "development")).toContain('from "react/jsx-dev-runtime"');
  });
});
