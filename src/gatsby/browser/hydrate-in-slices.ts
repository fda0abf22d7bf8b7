import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { GATSBY_ROOT_ID, ROUTER_FOCUS_WRAPPER_ID } from "../runtime";
import { stopNotingEarlyClicks } from "./early-clicks";

/**
 * Gatsby's first render (its `replaceHydrateFunction` API), as a transition. React then hydrates
 * the server HTML in 5 ms slices and lets the browser answer input between them, where Gatsby's
 * own hydrateRoot ran it as one task: 220 ms on /docs/api/react at Lighthouse's 4x CPU slowdown,
 * most of the page's Total Blocking Time. The page is painted from its HTML meanwhile, and events
 * on parts not yet hydrated are replayed by React once they are.
 *
 * Clicks on buttons before this point were noted by the boot script and are played once the page has
 * hydrated (early-clicks.ts); from here React replays them itself.
 *
 * Like Gatsby's default: a container without server HTML (every page under `gatsby develop`, its
 * loading indicator) is rendered, not hydrated. Returns the cleanup Gatsby asks for.
 */
export function hydrateInSlices(element: ReactElement, container: Element): () => void {
  const hasServerHtml = container.id === GATSBY_ROOT_ID && Boolean(document.getElementById(ROUTER_FOCUS_WRAPPER_ID)?.hasChildNodes());
  let root: Root | undefined;
  stopNotingEarlyClicks();
  startTransition(() => {
    if (hasServerHtml) root = hydrateRoot(container, element);
    else (root = createRoot(container)).render(element);
  });
  return () => root?.unmount();
}
