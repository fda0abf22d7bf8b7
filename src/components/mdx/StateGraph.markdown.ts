import { paragraph, text, type MarkdownForm } from "../../node/markdown-form";

/** The figure's words: its SVG title and description and its caption (checked against the component in exports-markdown-forms.test.tsx). */
export const STATE_GRAPH_TEXT = {
  title: "A small Stan state graph",
  description:
    "Three atoms, todosAtom, searchTermAtom and sortOrderAtom, feed the selector visibleTodosSelector. A second selector, visibleCountSelector, derives its value from visibleTodosSelector. The TodoList component reads visibleTodosSelector and the TodoCounter component reads visibleCountSelector.",
  caption: "Atoms hold values, selectors derive values from atoms and from other selectors, and components read the state they need. Each arrow points from a dependency to the state or component that reads it.",
} as const;

/** The drawing in words: `*Figure: title.* description`, then the caption. */
export const stateGraphMarkdown: MarkdownForm = () => [
  paragraph({ type: "emphasis", children: [text(`Figure: ${STATE_GRAPH_TEXT.title}.`)] }, text(` ${STATE_GRAPH_TEXT.description}`)),
  paragraph(text(STATE_GRAPH_TEXT.caption)),
];
