import { paragraph, text, type MarkdownForm } from "./markdown-form";
import { STATE_GRAPH_TEXT } from "../../shared/state-graph-text";

/** The drawing in words: `*Figure: title.* description`, then the caption. */
export const stateGraphMarkdown: MarkdownForm = () => [
  paragraph({ type: "emphasis", children: [text(`Figure: ${STATE_GRAPH_TEXT.title}.`)] }, text(` ${STATE_GRAPH_TEXT.description}`)),
  paragraph(text(STATE_GRAPH_TEXT.caption)),
];
