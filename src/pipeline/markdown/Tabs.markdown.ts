import { paragraph, strong, type MarkdownForm } from "./markdown-form";

/** Every tab stays visible: the tabs' content, one after the other. */
export const tabsMarkdown: MarkdownForm = ({ children }) => children;

/** A tab's content after its label, in bold with a colon ("**Vue:**"): each variant says what it is for, in the copy, llms-full.txt and the search text. */
export const tabItemMarkdown: MarkdownForm = ({ attributes, children }) => {
  const label = [attributes.label, attributes.value].find((value): value is string => typeof value === "string") ?? "Tab";
  return [paragraph(strong(`${label}:`)), ...children];
};
