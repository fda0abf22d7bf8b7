import React, { type ReactNode } from "react";
import { CrashScreen } from "./CrashScreen";
import { ErrorBoundary } from "./ErrorBoundary";

const renderCrashScreen = (props: { error: Error; tryAgain(): void }) => <CrashScreen {...props} />;

/** Wraps every page (wrapPageElement): a crash shows the crash screen; moving to another page clears it. */
export function PageErrorBoundary({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={renderCrashScreen} resetKey={pathname}>
      {children}
    </ErrorBoundary>
  );
}
