/**
 * The names the framework tab group is known by in the browser: what the tabs and the first paint need,
 * without the list of frameworks (src/shared/frameworks.ts), which the build checks every tab set against.
 */
export const FRAMEWORK_GROUP_ID = "framework";

/** `?framework=vue` opens a page on that framework and stores the choice. */
export const FRAMEWORK_QUERY_PARAMETER = "framework";

/** Set on <html> to the reader's framework before the first paint, kept in step with the tabs afterwards. */
export const FRAMEWORK_ATTRIBUTE = "data-framework";
