import { useCallback, useState } from "react";
import { trackPageFeedback } from "../behaviours/analytics";

export type FeedbackAnswer = "yes" | "no";

/** The reader's answer to "Was this page helpful?": the first one goes to the data layer, later clicks change nothing. */
export function usePageFeedback(): { answer: FeedbackAnswer | null; choose(helpful: boolean): void } {
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(null);
  const choose = useCallback(
    (helpful: boolean) => {
      if (answer !== null) return;
      trackPageFeedback(helpful);
      setAnswer(helpful ? "yes" : "no");
    },
    [answer],
  );
  return { answer, choose };
}
