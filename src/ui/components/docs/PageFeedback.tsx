import React from "react";
import { usePageFeedback } from "../../hooks/usePageFeedback";
import { feedbackIssueUrl } from "../../behaviours/feedback-issue";
import * as styles from "./PageFeedback.module.css";

const QUESTION_ID = "page-feedback-question";

function IssueLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      Open an issue on GitHub
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * "Was this page helpful?" at the end of a doc. Yes and No go to the tag manager's data layer
 * (behaviours/analytics.ts); after No, a link opens a new GitHub issue about the page, its title
 * and address filled in. The thanks is announced politely (a status). All of it is in the page's
 * HTML; without JavaScript the buttons, which would do nothing, give way to the issue link.
 */
export function PageFeedback({ title, url }: { title: string; url: string }) {
  const { answer, choose } = usePageFeedback();
  const issueUrl = feedbackIssueUrl({ title, url });
  return (
    <div className={styles.feedback} role="group" aria-labelledby={QUESTION_ID}>
      <div className={styles.row}>
        <p id={QUESTION_ID}>Was this page helpful?</p>
        <div className={styles.answers}>
          {/* aria-disabled rather than disabled: the button keeps keyboard focus after the answer. */}
          {(["yes", "no"] as const).map((value) => (
            <button key={value} type="button" aria-pressed={answer === value} aria-disabled={answer !== null || undefined} onClick={() => choose(value)}>
              {value === "yes" ? "Yes" : "No"}
            </button>
          ))}
        </div>
      </div>
      <div role="status" className={styles.status}>
        {answer === "yes" && "Thank you for letting us know."}
        {answer === "no" && (
          <>
            Thank you. What was missing or unclear? <IssueLink href={issueUrl} />
          </>
        )}
      </div>
      <p className={styles.withoutScript}>
        Something missing or unclear? <IssueLink href={issueUrl} />
      </p>
    </div>
  );
}
