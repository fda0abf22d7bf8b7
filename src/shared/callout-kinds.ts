/** The callout types and the heading each shows when it has no title (Callout.tsx and its Markdown form). */
export const CALLOUT_TITLES = { info: "Info", tip: "Tip", warning: "Warning" } as const;

export type CalloutType = keyof typeof CALLOUT_TITLES;
