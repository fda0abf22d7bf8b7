import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { expect, test, type ConsoleMessage, type Page, type Response } from "@playwright/test";
import { createSandbox, startDevelop, type DevelopServer } from "./sandbox";

/**
 * The authors' loop under `gatsby develop`: GraphiQL, search after a save, a broken link, broken
 * front matter and a Vue sample that does not compile reported once with file and line while the other
 * pages keep working, and recovery after the fix, all without a restart.
 */
test.describe.configure({ mode: "serial" });

const PORT = Number(process.env.DEVELOP_PORT) || 9650;
const ATOM = "content/docs/api/atom.md";
let dir = "";
let server: DevelopServer;
let original = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = createSandbox();
  original = fs.readFileSync(path.join(dir, ATOM), "utf8");
  const started = Date.now();
  server = await startDevelop(dir, PORT, 200_000);
  console.log(`gatsby develop served after ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

let testMark = 0;
test.beforeEach(() => {
  testMark = server.output().length;
});
test.afterEach(async ({}, testInfo) => {
  // On failure, what develop printed during the test, in test-results/<test>/develop.log.
  if (testInfo.status !== testInfo.expectedStatus) fs.writeFileSync(testInfo.outputPath("develop.log"), outputSince(testMark));
});

test.afterAll(() => {
  server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

/** Waits until develop has printed nothing for a second (it has handled the last save), at most 20 s. */
async function settled(): Promise<void> {
  for (let waited = 0, length = -1; waited < 20_000 && server.output().length !== length; waited += 1_000) {
    length = server.output().length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Waits until develop has seen the save made at output `mark` and gone quiet again (at most 20 s each). */
async function handled(mark: number): Promise<void> {
  await expect.poll(() => outputSince(mark), { timeout: 20_000 }).toContain("changed file at");
  await settled();
}

/** Where develop's output stood before the last save (null before the first). */
let lastSave: number | null = null;

/**
 * Saves atom.md as `edit` makes it from the original, once develop has handled the save before (as an
 * author, who saves, looks, then saves again; a second of quiet alone is not enough on a loaded machine,
 * where develop can take longer to notice a save and then reads the next one's text for both);
 * returns where develop's output stood before the save.
 */
async function saveAtom(edit: (text: string) => string): Promise<number> {
  if (lastSave === null) await settled();
  else await handled(lastSave);
  const mark = server.output().length;
  // Saved whole, as editors that write safely do (a new file renamed over the old): written in place,
  // develop on a loaded machine once read the file half written and then missed the rest of the save.
  const temp = path.join(os.tmpdir(), `stan-develop-save-${process.pid}.md`);
  fs.writeFileSync(temp, edit(original));
  fs.renameSync(temp, path.join(dir, ATOM));
  lastSave = mark;
  return mark;
}

/** Develop's output since `mark`. */
const outputSince = (mark: number) => server.output().slice(mark);

/** The line and column (both from 1) where `needle` starts in `text`. */
function placeOf(text: string, needle: string): string {
  const lines = text.split("\n");
  const index = lines.findIndex((line) => line.includes(needle));
  return `${index + 1}:${lines[index].indexOf(needle) + 1}`;
}

/**
 * The page's heading after a fresh load, or what stands instead: a load that lands while develop rebuilds
 * its bundle can show a blank page or develop's 404 page until the next load, and must not hang the poll.
 * Instead of a heading it names what the page showed, the errors it threw or logged, and the site requests
 * that failed (CI once saw a blank page for 60 s after a fix, with nothing in develop's output).
 */
async function h1Of(page: Page, route: string): Promise<string> {
  const problems: string[] = [];
  const onError = (error: Error) => problems.push(`threw: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") problems.push(`logged: ${message.text()}`);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
  };
  page.on("pageerror", onError);
  page.on("console", onConsole);
  page.on("response", onResponse);
  try {
    await page.goto(route);
    const heading = page.locator("main h1").first();
    if (await heading.waitFor({ timeout: 10_000 }).then(() => true, () => false)) return (await heading.textContent()) ?? "";
    const shown = (await page.locator("body").innerText()).slice(0, 80);
    return `(no heading: ${JSON.stringify(shown)}${problems.length ? `; ${problems.slice(0, 3).join("; ").slice(0, 400)}` : ""})`;
  } finally {
    page.off("pageerror", onError);
    page.off("console", onConsole);
    page.off("response", onResponse);
  }
}

/** Gatsby's error overlay (develop only), which lists errors with their file and line. */
const overlay = (page: Page) => page.locator("[data-gatsby-overlay='body__graphql-error-message']");

test("GraphiQL answers the queries of docs/develop.md and the authoring guide", async ({ request }) => {
  const ui = await request.get("/___graphql");
  expect(ui.status()).toBe(200);
  const readme = fs.readFileSync(path.join(dir, "docs/develop.md"), "utf8") + fs.readFileSync(path.join(dir, "content/README.md"), "utf8");
  const queries = [...readme.matchAll(/```graphql\n([\s\S]*?)```/g)].map((match) => match[1]);
  expect(queries.length).toBeGreaterThanOrEqual(3);
  for (const query of queries) {
    const answer = await (await request.post("/___graphql", { data: { query } })).json();
    expect(answer.errors, query).toBeUndefined();
    expect(answer.data, query).toBeTruthy();
  }
  const { data } = await (await request.post("/___graphql", { data: { query: '{ doc(docId: { eq: "api/atom" }) { title editUrl headings { id } } }' } })).json();
  expect(data.doc).toMatchObject({ title: "atom", editUrl: expect.stringMatching(/\/content\/docs\/api\/atom\.md$/) });
});

test("search finds a heading saved while develop runs", async ({ page }) => {
  await saveAtom((text) => `${text}\n## Zebracorn widgets\n\nA section added while develop runs.\n`);
  await page.goto("/docs/api/selector");
  await page.locator("html[data-hydrated]").waitFor();
  // Each opening of the dialog loads the index the dev server builds from the content as it is now.
  await expect(async () => {
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Search the docs" });
    await dialog.getByRole("combobox", { name: "Search the docs" }).fill("zebracorn");
    await expect(dialog.getByRole("option").first()).toContainText("Zebracorn widgets", { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/docs\/api\/atom#zebracorn-widgets$/);
  await saveAtom((text) => text);
});

for (const broken of [
  {
    name: "a broken link",
    edit: (text: string) => text.replace("(/docs/api/selector)", "(/docs/api/selecter)"),
    // The error points at the link: its "[".
    needle: "[selector](/docs/api/selecter)",
    id: "STAN_BROKEN_LINK",
    message: 'link to a page that does not exist. Got "/docs/api/selecter"',
  },
  {
    name: "broken front matter",
    edit: (text: string) => text.replace("sidebar_position: 2", "sidebar_position: second"),
    // The error points at the value.
    needle: "second",
    id: "STAN_FRONT_MATTER",
    message: 'front matter field "sidebar_position" must be a non-empty number. Got "second"',
  },
  {
    name: "front matter that is not YAML",
    edit: (text: string) => text.replace("sidebar_position: 2", "sidebar_position: 2: second"),
    // The error points where the YAML stops reading: the second colon.
    needle: ": second",
    id: "STAN_FRONT_MATTER",
    message: "front matter is not valid YAML: incomplete explicit mapping pair",
    // gatsby-plugin-mdx throws on it while reading the file, and Gatsby prints that as well (its own error, which
    // names neither the file nor the line; the site cannot hold it back).
    pluginErrorToo: true,
  },
  {
    name: "a Vue sample whose template does not compile",
    edit: (text: string) =>
      `${text}\n## In Vue\n\n\`\`\`vue\n<script setup lang="ts">\nimport { atom } from '@rkrupinski/stan';\nimport { useStan } from '@rkrupinski/stan/vue';\n// ---cut---\nconst name = useStan(atom('Ada'));\n</script>\n\n<template>\n  <p>{{ name.toFixed(2) }}</p>\n</template>\n\`\`\`\n`,
    // The error points at the name the template gets wrong (the page's other toFixed calls are in its TS samples).
    needle: "toFixed(2) }}",
    id: "STAN_SAMPLE",
    // As much as fits on the terminal's first line of the message (it wraps at 80 columns).
    message: "the sample does not compile. Got \"TS2551: Property 'toFixed'",
  },
] as Array<{ name: string; edit(text: string): string; needle: string; id: string; message: string; pluginErrorToo?: true }>) {
  test(`${broken.name} is reported once with its file and line, the other pages keep working, and the fix recovers`, async ({ page }) => {
    test.setTimeout(150_000);
    const mark = await saveAtom(broken.edit);
    const at = placeOf(broken.edit(original), broken.needle);
    const line = at.split(":")[0];
    await expect.poll(() => outputSince(mark)).toContain(`File: ${ATOM}:${at}`);
    // Let develop settle, then the error must be there exactly once, as a structured error without a stack,
    // and no other (a doc that links to the broken one is not broken by it).
    await page.waitForTimeout(3_000);
    const output = outputSince(mark);
    expect(output.split(`#default-site-plugin_${broken.id}`).length - 1).toBe(1);
    expect(output.split(broken.message).length - 1).toBe(1);
    if (broken.pluginErrorToo) {
      expect(output.match(/ERROR #/g)).toHaveLength(2);
      expect(output).toMatch(/"gatsby-plugin-mdx" threw an error while running the onCreateNode lifecycle/);
    } else {
      expect(output.match(/ERROR #/g)).toHaveLength(1);
      expect(output).not.toMatch(/ERROR #\d+|UNKNOWN|API\.NODE\.EXECUTION|gatsby-node\.js:\d+/);
      // No code frame (`> 12 | ...` lines) and no stack.
      expect(output).not.toMatch(/^\s*>?\s*\d+ \|/m);
      expect(output).not.toMatch(/^\s+at /m);
    }

    // The broken doc says what is wrong; the overlay names the file and line.
    await expect.poll(() => h1Of(page, "/docs/api/atom")).toBe("This doc has a content error");
    await expect(page.locator("main [role=alert]")).toContainText(`${ATOM}:${line}`);
    await expect(page.locator("main [role=alert]")).toContainText(broken.message);
    await expect(overlay(page)).toHaveCount(1);
    await expect(overlay(page)).toContainText(`${ATOM}:${at}`);
    expect(await h1Of(page, "/docs/api/atom.html")).toBe("This doc has a content error");

    // Every other page serves, and client-side navigation between them works.
    expect(await h1Of(page, "/docs/api/selector")).toBe("selector");
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("button", { name: /close/i }).first().click().catch(() => undefined);
    await page.getByRole("navigation", { name: "Docs sidebar", exact: true }).getByRole("link", { name: "Store", exact: true }).click();
    await expect(page.locator("main h1")).toHaveText("Store");

    // Fixing the file brings the doc back, and the overlay clears, without a restart. The author
    // reloads once develop has handled the save (it rebuilds pages, queries and the bundle).
    const fixMark = await saveAtom((text) => text);
    const savedAt = Date.now();
    await handled(fixMark);
    await expect.poll(() => h1Of(page, "/docs/api/atom"), { timeout: 60_000 }).toBe("atom");
    console.log(`${broken.name}: the doc was back ${((Date.now() - savedAt) / 1000).toFixed(1)} s after the fix was saved`);
    await expect(overlay(page)).toHaveCount(0);
    expect(await h1Of(page, "/docs/api/atom.html")).toBe("atom");
  });
}
