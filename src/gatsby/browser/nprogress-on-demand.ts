import type { NProgress, Settings } from "accessible-nprogress";

/**
 * Stands in for accessible-nprogress in the production browser bundle (src/gatsby/webpack/gatsby-bundle.ts),
 * for gatsby-plugin-nprogress and for this site alike: settings are kept until the bar is
 * needed, and the bar's code (about 2 KB gzipped) loads then, from a chunk of its own that
 * webpack prefetches after the page has loaded, instead of with every page's first load.
 */
type Bar = Pick<NProgress, "configure" | "start" | "done">;

let settings: Partial<Settings> = {};
let bar: Bar | null = null;
let loading: Promise<Bar> | null = null;
/** What the bar should show once it has loaded: the last call wins. */
let wanted: "start" | "done" = "done";

function load(): Promise<Bar> {
  loading ??= import(/* webpackChunkName: "nprogress", webpackPrefetch: true */ "accessible-nprogress/dist/accessible-nprogress.js").then(
    (module) => {
      bar = module.default;
      bar.configure(settings);
      return bar;
    },
    (error: unknown) => {
      loading = null; // tried again at the next start; a bar that cannot load is not shown
      throw error;
    },
  );
  return loading;
}

const nprogressOnDemand = {
  configure(options: Partial<Settings>) {
    settings = { ...settings, ...options };
    bar?.configure(options);
    return nprogressOnDemand;
  },
  /** Loads the bar's code now, without showing it: a navigation has begun and may need it. */
  preload() {
    if (!bar) load().catch(() => undefined);
    return nprogressOnDemand;
  },
  start() {
    wanted = "start";
    if (bar) bar.start();
    else
      load().then(
        (loaded) => wanted === "start" && loaded.start(),
        () => undefined,
      );
    return nprogressOnDemand;
  },
  done() {
    wanted = "done";
    bar?.done();
    return nprogressOnDemand;
  },
};

export default nprogressOnDemand;
