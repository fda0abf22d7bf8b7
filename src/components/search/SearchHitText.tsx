import React from "react";
import type { SectionHit } from "../../lib/search-engine";
import { snippet } from "../../lib/search-highlight";
import { Highlight } from "./Highlight";

/** A matching section: its heading (the page title for the introduction), where it sits, and a snippet, matches marked. */
export function SearchHitText({ hit, snippetLength }: { hit: SectionHit; snippetLength: number }) {
  const text = snippet(hit.text, hit.terms, snippetLength);
  return (
    <>
      <span className="search-hit__title">
        {hit.parent && <span className="search-hit__parent">{hit.parent} › </span>}
        <Highlight text={hit.heading || hit.page} terms={hit.terms} />
      </span>
      {text && (
        <span className="search-hit__snippet">
          <Highlight text={text} terms={hit.terms} />
        </span>
      )}
    </>
  );
}
