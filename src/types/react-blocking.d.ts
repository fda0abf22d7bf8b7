import "react";

declare module "react" {
  interface LinkHTMLAttributes<T> {
    /** HTML `blocking="render"` (on `rel="expect"`): no frame is rendered until the link's target element is parsed. */
    blocking?: "render";
  }
}
