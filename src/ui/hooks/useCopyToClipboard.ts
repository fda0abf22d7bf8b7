import { useCallback, useEffect, useRef, useState } from "react";

const COPIED_MS = 2000;

/** Copies text; `copied` stays true for two seconds so the button can say so. */
export function useCopyToClipboard(): { copied: boolean; copy(text: string): Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  }, []);
  return { copied, copy };
}
