import { siteConfig } from "./site";
import { landingDescription } from "./landing";

/** The head of a page that is not a doc, and the section its social card names. */
export interface PageHead {
  routePath: string;
  title: string;
  /** 110 to 160 characters. */
  description: string;
  section: string;
}

export const landingHead: PageHead = { routePath: "/", title: siteConfig.title, description: landingDescription, section: "Docs" };

export const searchHead: PageHead = {
  routePath: "/search",
  title: "Search",
  description: "Search the Stan documentation: every section of the API reference, the guides and the getting-started pages, found by name or by the words in it.",
  section: "Docs",
};

export const notFoundHead: PageHead = {
  routePath: "/404",
  title: "Page not found",
  description: "There is no page at this address in the Stan documentation. It may have moved, or the link may be mistyped: start from the home page or the docs.",
  section: "Docs",
};

/** Every page that is not a doc (each needs a social card). */
export const PAGE_HEADS: readonly PageHead[] = [landingHead, searchHead, notFoundHead];
