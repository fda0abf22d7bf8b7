import type { CodeData } from "../../shared/code-data";

/**
 * A page's code data (src/shared/code-data.ts: its blocks' types and its samples' sources) is fetched when a
 * reader first reaches for a block: a hover, a focus or a tap on a typed block, or Edit. Each file is fetched
 * once per page load; a failed fetch is tried again at the next reach.
 */
const loads = new Map<string, Promise<CodeData>>();

export function loadCodeData(url: string, fetchFile: typeof fetch = fetch): Promise<CodeData> {
  let load = loads.get(url);
  if (!load) {
    load = fetchFile(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<CodeData>;
    });
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

/** A block's names: the identifiers with quick info (src/pipeline/code/typed-html.ts), in document order. */
const NAME = ".tw";
const DESCRIPTION = "aria-description";

/** Whether some name of the block has not got its quick info yet. */
export const lacksTypes = (block: Element): boolean => block.querySelector(`${NAME}:not([${DESCRIPTION}])`) !== null;

/**
 * Gives the block's names their quick info, in order: each name's `aria-description`, which CSS shows on
 * hover and focus (src/ui/styles/code-types.css) and a screen reader says when the name is reached. When
 * the name that has focus gets its quick info only now (the reader's focus came before the file), the
 * quick info is said once through a polite status, as it would have been with the name.
 */
export function giveTypes(block: Element, types: readonly string[], doc: Document = document): void {
  const focused = doc.activeElement;
  let late: string | null = null;
  block.querySelectorAll(NAME).forEach((name, index) => {
    const text = types[index];
    if (text === undefined || name.hasAttribute(DESCRIPTION)) return;
    name.setAttribute(DESCRIPTION, text);
    if (name === focused) late = text;
  });
  if (late !== null) announce(late, doc);
}

let status: HTMLElement | null = null;

/** Says `text` through a polite status of its own, made on first use (its text is set a moment after it is in the page, so that it is heard). */
function announce(text: string, doc: Document): void {
  if (!status?.isConnected) {
    status = doc.createElement("div");
    status.setAttribute("role", "status");
    status.className = "visually-hidden";
    doc.body.append(status);
  }
  const region = status;
  region.textContent = "";
  setTimeout(() => (region.textContent = text), 100);
}
