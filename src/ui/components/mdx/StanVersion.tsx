import React from "react";
import { STAN_VERSION } from "../../../config/site";

/** The release the docs describe, as text (`<StanVersion />` in a doc; its Markdown form: StanVersion.markdown.ts). */
export function StanVersion() {
  return <>{STAN_VERSION}</>;
}
