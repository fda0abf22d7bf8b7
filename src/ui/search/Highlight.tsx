import React, { Fragment } from "react";
import { highlight } from "./search-highlight";

/** `text` with the words that matched the search marked. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlight(text, terms).map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : <Fragment key={index}>{segment.text}</Fragment>))}
    </>
  );
}
