import React, { createContext, useContext, type ReactNode } from "react";
import type { EditableSource, EditableSources } from "../shared/sample-editor";

/** A doc's editable samples in document order, from its page data (src/pipeline/code/editable-sources.ts). */
const EditableSourcesContext = createContext<EditableSources>([]);

export function EditableSourcesProvider({ value = [], children }: { value?: EditableSources; children: ReactNode }) {
  return <EditableSourcesContext.Provider value={value}>{children}</EditableSourcesContext.Provider>;
}

/** The editable source of the doc's code block at `place` (as useCodeHtml's); undefined for a block that is not TypeScript. */
export const useEditableSource = (place: number): EditableSource | undefined => useContext(EditableSourcesContext)[place] ?? undefined;
