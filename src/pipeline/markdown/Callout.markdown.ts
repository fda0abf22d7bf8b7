import { ContentError } from "../errors/errors";
import { paragraph, strong, type MarkdownForm } from "./markdown-form";

import { CALLOUT_TITLES } from "../../shared/callout-kinds";

/** The heading of each callout type, as the component shows it (checked against it in tests/unit/pipeline/markdown/markdown-forms.test.tsx). */
export const CALLOUT_KINDS: Readonly<Record<string, string>> = CALLOUT_TITLES;

/** A block quote whose first line names the callout: `**Warning: Title**`, or the type alone. */
export const calloutMarkdown: MarkdownForm = ({ attributes, children, where }) => {
  const type = attributes.type ?? "info";
  const kind = typeof type === "string" ? CALLOUT_KINDS[type] : undefined;
  if (!kind) throw new ContentError(where, "not a callout type", `<Callout type="${String(type)}">`, `Use one of: ${Object.keys(CALLOUT_KINDS).join(", ")}.`, "markup");
  const title = typeof attributes.title === "string" && attributes.title !== kind ? attributes.title : "";
  return [{ type: "blockquote", children: [paragraph(strong(title ? `${kind}: ${title}` : kind)), ...children] }];
};
