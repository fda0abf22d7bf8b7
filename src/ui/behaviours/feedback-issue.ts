import { siteConfig } from "../../config/site";

/**
 * A link that opens a new issue on the site's repository, its title and body filled in with the
 * page a reader found unhelpful (GitHub's `/issues/new?title=…&body=…`; no backend, the reader
 * writes and sends it on GitHub). `url` is the page's canonical address.
 */
export function feedbackIssueUrl({ title, url }: { title: string; url: string }): string {
  const query = new URLSearchParams({ title: `Docs: "${title}" page`, body: `Page: [${title}](${url})\n\nWhat was missing or unclear?\n\n` });
  return `${siteConfig.repositoryUrl}/issues/new?${query}`;
}
