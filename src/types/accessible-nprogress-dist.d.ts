// The library's built file, imported by path so that the browser bundle's stand-in for
// "accessible-nprogress" (src/gatsby/browser/nprogress-on-demand.ts) can load the real one.
declare module "accessible-nprogress/dist/accessible-nprogress.js" {
  import type { NProgress } from "accessible-nprogress";
  const nprogress: NProgress;
  export default nprogress;
}
