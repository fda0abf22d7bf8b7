/**
 * The reader's framework (React, Vue or Vanilla TypeScript) across the site. It is the stored choice of
 * the framework tab group (the tabs keep it in storage like any group, useTabs.ts), mirrored on
 * <html data-framework>, where CSS reads it to show the chosen panel of every framework tab set from
 * the first paint on, before the tabs' code has run (Tabs.module.css); search ranks its pages first.
 * A `?framework=vue` address sets it: the boot script reads it on a page load and drops it from the address,
 * so the history never holds it (and the docs' own links cannot carry a query: a client-side navigation
 * never brings one).
 */
import { STORAGE_KEYS } from "../../config/constants";
import { DEFAULT_FRAMEWORK, FRAMEWORK_ATTRIBUTE, FRAMEWORK_GROUP_ID, FRAMEWORK_QUERY_PARAMETER, FRAMEWORK_VALUES, isFramework, type Framework } from "../../shared/frameworks";

export const FRAMEWORK_STORAGE_KEY = STORAGE_KEYS.tabGroupPrefix + FRAMEWORK_GROUP_ID;

/**
 * Inline script for the document head, run before the first paint: takes the framework from a
 * `?framework=` address (storing it, and dropping it from the address so that a later choice survives a
 * reload) or from storage, and marks <html> with it. Static, so a CSP can allow it by hash.
 */
export function frameworkBootScript(): string {
  const [key, values, parameter, attribute] = [FRAMEWORK_STORAGE_KEY, FRAMEWORK_VALUES, FRAMEWORK_QUERY_PARAMETER, FRAMEWORK_ATTRIBUTE].map((value) => JSON.stringify(value));
  return (
    `(function(){var v=${values},f=null,l=location;` +
    `try{var q=new URLSearchParams(l.search),a=(q.get(${parameter})||"").toLowerCase();` +
    `if(v.indexOf(a)>=0){f=a;q.delete(${parameter});q=q.toString();history.replaceState(history.state,"",l.pathname+(q?"?"+q:"")+l.hash)}}catch(e){}` +
    `try{if(f)localStorage.setItem(${key},f);else f=localStorage.getItem(${key})}catch(e){}` +
    `if(v.indexOf(f)>=0)document.documentElement.setAttribute(${attribute},f)})();`
  );
}

/** The reader's framework now (search ranks its pages first), or the default when none was chosen. */
export function readerFramework(): Framework {
  const marked = typeof document === "undefined" ? null : document.documentElement.getAttribute(FRAMEWORK_ATTRIBUTE);
  return isFramework(marked) ? marked : DEFAULT_FRAMEWORK;
}
