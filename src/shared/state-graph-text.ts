/** The state graph's words: its SVG title and description and its caption (StateGraph.tsx and its Markdown form). */
export const STATE_GRAPH_TEXT = {
  title: "A small Stan state graph",
  description:
    "Three atoms, todosAtom, searchTermAtom and sortOrderAtom, feed the selector visibleTodosSelector. A second selector, visibleCountSelector, derives its value from visibleTodosSelector. The TodoList component reads visibleTodosSelector and the TodoCounter component reads visibleCountSelector.",
  caption: "Atoms hold values, selectors derive values from atoms and from other selectors, and components read the state they need. Each arrow points from a dependency to the state or component that reads it.",
} as const;
