/**
 * Search under `gatsby develop`: the dev server answers DEV_SEARCH_INDEX_ROUTE with an index built
 * from the docs as they are now (the build writes its own to public/ after the build instead).
 */
import { DEV_SEARCH_INDEX_ROUTE } from "../../shared/search/search-index-config";
import { publishedSite } from "../model/published-docs";
import { siteModelOf, siteNodesOf } from "../model/site-model";
import { buildSearchIndex, searchSections } from "./search-index";

/** Gatsby's getNodesByType: the nodes the dev server holds now (a save changes them). */
export type NodesByType = (type: string) => unknown[];

/** The index as JSON, from the docs the node store holds now (the same sections the build indexes). */
export function currentSearchIndexJson(getNodesByType: NodesByType): string {
  const nodes = siteNodesOf(getNodesByType);
  const { docs } = publishedSite(nodes.docs, siteModelOf(nodes));
  return JSON.stringify(buildSearchIndex(searchSections(docs)));
}

/** The parts of Express's response and app (the dev server's) that the route uses. */
export interface RouteResponse {
  status(code: number): RouteResponse;
  type(type: string): RouteResponse;
  set(header: string, value: string): RouteResponse;
  send(body: string): unknown;
}

export interface RouteApp {
  get(route: string, handler: (req: unknown, res: RouteResponse) => void): unknown;
}

/** Adds the route: each request reads the nodes as they are, so it sees the last save without a restart. */
export function serveDevSearchIndex(app: RouteApp, getNodesByType: NodesByType): void {
  app.get(DEV_SEARCH_INDEX_ROUTE, (_req, res) => {
    try {
      res.set("Cache-Control", "no-store").type("application/json").send(currentSearchIndexJson(getNodesByType));
    } catch (error) {
      // A content error that concerns every doc (shown in the terminal and the overlay) leaves no index.
      res.status(500).type("text/plain").send(String(error instanceof Error ? error.message : error));
    }
  });
}
