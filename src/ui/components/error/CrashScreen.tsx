import React, { useEffect, useRef } from "react";
import { errorChain } from "../../behaviours/error-chain";
import { PageHead } from "../head/Head";
import * as styles from "./CrashScreen.module.css";

export const CRASH_TITLE = "This page crashed.";
export const CRASH_DOCUMENT_TITLE = "Page Error";

/** The error's message and, below it, the chain of causes. */
export function ErrorChain({ error }: { error: Error }) {
  const [message, ...causes] = errorChain(error);
  return (
    <div className={styles.error}>
      <p data-crash="message">{message}</p>
      {causes.map((cause, index) => (
        <p key={index} data-crash="cause">
          Cause: {cause}
        </p>
      ))}
    </div>
  );
}

/** Shown instead of a page whose rendering crashed. Standalone: the layout itself may be what crashed. */
export function CrashScreen({ error, tryAgain }: { error: Error; tryAgain(): void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <main className={styles.screen}>
      {/* The innermost Helmet wins: this title replaces the crashed page's while the screen shows. */}
      <PageHead now>
        <title>{CRASH_DOCUMENT_TITLE}</title>
      </PageHead>
      <h1 ref={headingRef} tabIndex={-1}>
        {CRASH_TITLE}
      </h1>
      <button type="button" className={styles.tryAgain} onClick={tryAgain}>
        Try again
      </button>
      <ErrorChain error={error} />
    </main>
  );
}
