import React, { type ReactNode } from "react";
import type { SampleEdit } from "./useSampleEdit";
import * as styles from "./EditControls.module.css";

/**
 * The body of a sample's block: the build's code (`children`), or in its place the editor once it has
 * loaded. When the editor or TypeScript could not load, a short message says so above the code,
 * which stays as it was.
 */
export function EditableBody({ edit, children }: { edit: SampleEdit; children: ReactNode }) {
  const { phase, loaded, source } = edit;
  if (phase === "editing" && loaded && source) {
    return <loaded.Editor source={source} label={edit.label} client={loaded.client} initial={loaded.initial} code={edit.code} resets={edit.resets} />;
  }
  return (
    <>
      {phase === "failed" && (
        <p role="alert" className={styles.failure}>
          The editor could not start: {edit.failure}. The sample is unchanged; press Edit to try again.
        </p>
      )}
      {children}
    </>
  );
}
