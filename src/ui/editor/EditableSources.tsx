import React, { createContext, useContext, type ReactNode } from "react";
import type { EditableSource, EditableSources } from "../../shared/sample-editor";

/** A doc's editable samples by code-block key, from its page data (src/pipeline/code/editable-sources.ts). */
const EditableSourcesContext = createContext<EditableSources>({});

export function EditableSourcesProvider({ value = {}, children }: { value?: EditableSources; children: ReactNode }) {
  return <EditableSourcesContext.Provider value={value}>{children}</EditableSourcesContext.Provider>;
}

/** The editable source of the block with this key; undefined for a block that is not TypeScript. */
export const useEditableSource = (key: string): EditableSource | undefined => useContext(EditableSourcesContext)[key];
