import { useCallback, useState } from "react";
import { trackPageFeedback } from "../behaviours/analytics";

export type FeedbackAnswer = "yes" | "no";

/** The reader's answer to "Was this page helpful?": the first one goes to the data layer, later clicks change nothing. */
export function usePageFeedback(): { answer: FeedbackAnswer | null; choose(answer: FeedbackAnswer): void } {
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(null);
  const choose = useCallback(
    (chosen: FeedbackAnswer) => {
      if (answer !== null) return;
      trackPageFeedback(chosen === "yes");
      setAnswer(chosen);
    },
    [answer],
  );
  return { answer, choose };
}
