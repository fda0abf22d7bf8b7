import React, { type ReactNode } from "react";
import type { SampleEdit } from "./useSampleEdit";

/**
 * The body of a sample's block: the build's code (`children`, hidden by the block while the editor is
 * open), and after it the editor once it has loaded. When the editor or TypeScript could not load, a
 * short message says so above the code, which stays as it was.
 */
export function EditableBody({ edit, children }: { edit: SampleEdit; children: ReactNode }) {
  const { loaded, source } = edit;
  return (
    <>
      {edit.phase === "failed" && (
        <p role="alert" className="code-block__failure">
          The editor could not start: {edit.failure}. The sample is unchanged; press Edit to try again.
        </p>
      )}
      {children}
      {edit.editing && loaded && source && <loaded.Editor source={source} label={edit.label} client={loaded.client} initial={loaded.initial} code={edit.code} resets={edit.resets} />}
    </>
  );
}
