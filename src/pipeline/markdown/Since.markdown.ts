import { ContentError } from "../errors/errors";
import { sinceProblem, sinceText } from "../../shared/since";
import { text, type MarkdownForm } from "./markdown-form";
import type { MarkData } from "../parse/headings";

/** `(since 1.6.0)` in italics; a version the site cannot show fails the build at the mark. */
export const sinceMarkdown: MarkdownForm = ({ attributes, where }) => {
  const problem = sinceProblem(attributes.version);
  if (problem) throw new ContentError(where, problem, `<Since version=${JSON.stringify(attributes.version ?? null)} />`, 'Write the release that added the API, as <Since version="1.6.0" />.', "markup");
  // A mark, not the heading's words: the heading keeps its id in the search sections (headings.ts).
  const data: MarkData = { mark: true };
  return [{ type: "emphasis", data, children: [text(`(${sinceText(attributes.version as string)})`)] }];
};
