/**
 * The reader's framework (React, Vue or Vanilla TypeScript) across the site. It is the stored choice of
 * the framework tab group (the tabs keep it in storage like any group), mirrored on
 * <html data-framework>, where CSS reads it to show the chosen panel of every framework tab set from
 * the first paint on, before the tabs' code has run (Tabs.module.css). A `?framework=vue` address sets it.
 */
import { STORAGE_KEYS } from "../../config/constants";
import { DEFAULT_FRAMEWORK, FRAMEWORK_ATTRIBUTE, FRAMEWORK_GROUP_ID, FRAMEWORK_QUERY_PARAMETER, FRAMEWORK_VALUES, frameworkOfSearch, isFramework, searchWithoutFramework, type Framework } from "../../shared/frameworks";
import { getStorage } from "./storage";

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

function mark(value: string | null): void {
  if (isFramework(value)) document.documentElement.setAttribute(FRAMEWORK_ATTRIBUTE, value);
  else document.documentElement.removeAttribute(FRAMEWORK_ATTRIBUTE);
}

/**
 * At start-up: the site's storage learns the choice the boot script applied (it may hold it only in
 * memory, when the browser's storage is unavailable), and <html data-framework> follows every later choice,
 * made here (a tab) or in another browser tab.
 */
export function followFrameworkChoice(): () => void {
  const storage = getStorage();
  const marked = document.documentElement.getAttribute(FRAMEWORK_ATTRIBUTE);
  if (isFramework(marked) && storage.get(FRAMEWORK_STORAGE_KEY) !== marked) storage.set(FRAMEWORK_STORAGE_KEY, marked);
  return storage.subscribe(FRAMEWORK_STORAGE_KEY, mark);
}

/** After a client-side navigation: a `?framework=` address chooses that framework, and the parameter leaves the address. */
export function takeFrameworkFromAddress(): void {
  const { pathname, search, hash } = window.location;
  const framework = frameworkOfSearch(search);
  if (!framework) return;
  getStorage().set(FRAMEWORK_STORAGE_KEY, framework);
  window.history.replaceState(window.history.state, "", pathname + searchWithoutFramework(search) + hash);
}

/** The reader's framework now (search ranks its pages first), or the default when none was chosen. */
export function readerFramework(): Framework {
  const marked = typeof document === "undefined" ? null : document.documentElement.getAttribute(FRAMEWORK_ATTRIBUTE);
  return isFramework(marked) ? marked : DEFAULT_FRAMEWORK;
}
