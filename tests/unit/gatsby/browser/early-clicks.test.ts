import { earlyClicksBootScript, stopNotingEarlyClicks } from "../../../../src/gatsby/browser/early-clicks";

/** The page as its HTML has it, before any script of the app: the boot script runs first. */
function serverPage() {
  document.documentElement.removeAttribute("data-hydrated");
  document.body.innerHTML = `
    <button id="category" type="button" aria-expanded="false">Guides</button>
    <button id="menu" type="button"><span id="icon">≡</span></button>
    <button id="later" type="button">Later</button>
    <button id="copy" type="button" class="code-block__copy">Copy</button>`;
  new Function(earlyClicksBootScript())();
}

/** Counts the clicks each button gets from now on (the app's handlers, once it has hydrated). */
function handlersAttached() {
  const clicks: Record<string, number> = { category: 0, menu: 0, later: 0, copy: 0 };
  for (const id of Object.keys(clicks)) document.getElementById(id)!.addEventListener("click", () => (clicks[id] += 1));
  return clicks;
}

const hydrated = async () => {
  document.documentElement.setAttribute("data-hydrated", "true");
  await new Promise((resolve) => setTimeout(resolve)); // the observer's callback
};

test("a button clicked before the app started is clicked once when the page has hydrated, however often the reader clicked it; copy buttons are not", async () => {
  serverPage();
  document.getElementById("category")!.click();
  document.getElementById("category")!.click();
  document.getElementById("icon")!.click(); // inside the menu button
  document.getElementById("copy")!.click();
  const clicks = handlersAttached();
  await hydrated();
  expect(clicks).toEqual({ category: 1, menu: 1, later: 0, copy: 0 });
  // Played once: later clicks are the app's alone.
  document.getElementById("later")!.click();
  await hydrated();
  expect(clicks).toEqual({ category: 1, menu: 1, later: 1, copy: 0 });
});

test("from the moment React's root exists, clicks are React's to replay: none is noted", async () => {
  serverPage();
  document.getElementById("category")!.click();
  stopNotingEarlyClicks();
  document.getElementById("menu")!.click();
  const clicks = handlersAttached();
  await hydrated();
  expect(clicks).toEqual({ category: 1, menu: 0, later: 0, copy: 0 });
});
