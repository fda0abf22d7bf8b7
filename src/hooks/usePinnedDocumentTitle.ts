import { useEffect } from "react";

/**
 * Shows `title` as the browser title while the component is mounted, even
 * though Gatsby's Head API replaces the <title> element after page renders.
 * It rewrites whichever <title> is in force (never adding a second one that
 * would outlive it) and gives each back its own text afterwards.
 */
export function usePinnedDocumentTitle(title: string): void {
  useEffect(() => {
    const ownText = new Map<HTMLTitleElement, string>();
    let added: HTMLTitleElement | null = null;
    const pin = () => {
      const element = document.querySelector("title");
      if (!element || element.text === title) return;
      ownText.set(element, element.text);
      element.text = title;
    };
    if (!document.querySelector("title")) {
      added = document.createElement("title");
      document.head.append(added);
    }
    pin();
    const observer = new MutationObserver(pin);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      added?.remove();
      ownText.forEach((text, element) => {
        if (element.isConnected && element.text === title) element.text = text;
      });
    };
  }, [title]);
}
