import { STAN_VERSION } from "../../config/site";
import { text, type MarkdownForm } from "./markdown-form";

/** The release the docs describe, as plain text. */
export const stanVersionMarkdown: MarkdownForm = () => [text(STAN_VERSION)];
