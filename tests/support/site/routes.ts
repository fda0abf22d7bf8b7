/** The site's routes as the product spec (section 2) and the facts sheet define them. */
export interface DocRoute {
  path: string;
  title: string;
  sidebarLabel: string;
  /** Category label in the sidebar, or null for top-level docs. */
  category: string | null;
}

export const DOC_ROUTES: DocRoute[] = [
  { path: "/stan/docs", title: "Introduction", sidebarLabel: "Introduction", category: null },
  { path: "/stan/docs/getting-started/installation", title: "Installation", sidebarLabel: "Installation", category: "Getting started" },
  { path: "/stan/docs/getting-started/frameworks", title: "Frameworks", sidebarLabel: "Frameworks", category: "Getting started" },
  { path: "/stan/docs/getting-started/examples", title: "Examples", sidebarLabel: "Examples", category: "Getting started" },
  { path: "/stan/docs/getting-started/devtools", title: "DevTools", sidebarLabel: "DevTools", category: "Getting started" },
  { path: "/stan/docs/getting-started/agents", title: "Agents", sidebarLabel: "Agents", category: "Getting started" },
  { path: "/stan/docs/api/state", title: "State", sidebarLabel: "State", category: "API" },
  { path: "/stan/docs/api/atom", title: "atom", sidebarLabel: "atom", category: "API" },
  { path: "/stan/docs/api/atomFamily", title: "atomFamily", sidebarLabel: "atomFamily", category: "API" },
  { path: "/stan/docs/api/selector", title: "selector", sidebarLabel: "selector", category: "API" },
  { path: "/stan/docs/api/selectorFamily", title: "selectorFamily", sidebarLabel: "selectorFamily", category: "API" },
  { path: "/stan/docs/api/utils", title: "Utils", sidebarLabel: "Utils", category: "API" },
  { path: "/stan/docs/api/store", title: "Store", sidebarLabel: "Store", category: "API" },
  { path: "/stan/docs/api/react", title: "React", sidebarLabel: "React", category: "API" },
  { path: "/stan/docs/api/vue", title: "Vue", sidebarLabel: "Vue", category: "API" },
  { path: "/stan/docs/guides/type-safety", title: "Type safety", sidebarLabel: "Type safety", category: "Guides" },
  { path: "/stan/docs/guides/error-handling", title: "Error handling", sidebarLabel: "Error handling", category: "Guides" },
  { path: "/stan/docs/guides/caching", title: "Caching", sidebarLabel: "Caching", category: "Guides" },
  { path: "/stan/docs/guides/param-serialization", title: "Param serialization", sidebarLabel: "Param serialization", category: "Guides" },
  { path: "/stan/docs/guides/ssr", title: "SSR", sidebarLabel: "SSR", category: "Guides" },
  { path: "/stan/docs/guides/debugging", title: "Debugging", sidebarLabel: "Debugging", category: "Guides" },
  { path: "/stan/docs/guides/upgrading", title: "Upgrading from 1.3", sidebarLabel: "Upgrading from 1.3", category: "Guides" },
];

export const ALL_PAGES = ["/stan/", ...DOC_ROUTES.map((route) => route.path)];

export const SITE_URL = "https://rkrupinski.github.io";
