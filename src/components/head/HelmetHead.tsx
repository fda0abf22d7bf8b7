import React, { type ReactNode } from "react";
import { Helmet } from "react-helmet";

/** The tags given, as react-helmet manages them (the innermost Helmet wins). */
export default function HelmetHead({ children }: { children: ReactNode }) {
  return <Helmet>{children}</Helmet>;
}
