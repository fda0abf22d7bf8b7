import React from "react";
import type { SectionHit } from "./search-engine";
import { snippet } from "./search-highlight";
import { Highlight } from "./Highlight";
import * as styles from "./SearchHitText.module.css";

/**
 * A matching section: its heading (the page title for the introduction), where it sits, what its API name
 * is ("hook", "option"…), and a snippet, matches marked. An entry reads as its section › its name.
 */
export function SearchHitText({ hit, snippetLength }: { hit: SectionHit; snippetLength: number }) {
  const text = snippet(hit.text, hit.terms, snippetLength);
  const title = hit.heading || hit.page;
  // Said once: "`effects` option" needs no "option" after it.
  const kind = hit.kind && !title.split(" ").includes(hit.kind) ? hit.kind : "";
  return (
    <>
      <span className={styles.title}>
        {hit.parent && <span className={styles.parent}>{hit.parent} › </span>}
        <Highlight text={title} terms={hit.terms} />
        {/* A no-break space: one that an inline-block's start keeps, so the name reads "useStanValue hook". */}
        {kind && <span className={styles.kind}>{`\u00a0${kind}`}</span>}
      </span>
      {text && (
        <span className={styles.snippet}>
          <Highlight text={text} terms={hit.terms} />
        </span>
      )}
    </>
  );
}
