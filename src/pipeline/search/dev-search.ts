/**
 * Search under `gatsby develop`: the dev server answers DEV_SEARCH_INDEX_ROUTE with an index built
 * from the docs as they are now (the build writes its own to public/ after the build instead).
 */
import { siteConfig } from "../../config/site";
import { DEV_SEARCH_INDEX_ROUTE } from "../../shared/search/search-index-config";
import { PUBLISHED_DOCS_QUERY, publishedSite, type PublishedDocsQuery } from "../model/published-docs";
import { buildSearchIndex, searchSections } from "./search-index";

export type GraphqlRunner = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>;

/** The index as JSON, from the docs GraphQL holds now (the same sections the build indexes). */
export async function currentSearchIndexJson(graphql: GraphqlRunner): Promise<string> {
  const result = await graphql<PublishedDocsQuery>(PUBLISHED_DOCS_QUERY);
  if (result.errors || !result.data) throw new Error(`Search docs query failed: ${JSON.stringify(result.errors)}`);
  const docs = publishedSite(result.data, siteConfig.docs.sidebarId).docs;
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

/**
 * Adds the route. `graphqlNow` gives the runner of the latest createPages (which Gatsby runs again
 * after every content change), so each request sees the last save without a restart.
 */
export function serveDevSearchIndex(app: RouteApp, graphqlNow: () => GraphqlRunner | null): void {
  app.get(DEV_SEARCH_INDEX_ROUTE, (_req, res) => {
    const graphql = graphqlNow();
    if (!graphql) {
      res.status(503).type("text/plain").send("The docs are still being read; try again in a moment.");
      return;
    }
    currentSearchIndexJson(graphql).then(
      (json) => res.set("Cache-Control", "no-store").type("application/json").send(json),
      (error: unknown) => res.status(500).type("text/plain").send(String(error instanceof Error ? error.message : error)),
    );
  });
}
