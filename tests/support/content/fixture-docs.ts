/**
 * A small docs set for tests that run the site's hooks or build it: what the site config's navbar,
 * footer and announcement bar link to (so the real config holds), one category per folder, a link, a
 * heading or two per page and one TypeScript sample.
 */
/** A description of the length the build requires (110 to 160 characters). */
export const description = (topic: string): string => `A fixture page about ${topic}, long enough for the build's rule on descriptions, which asks for one hundred and ten characters.`.slice(0, 150);

/** A doc file: front matter, then the body. */
export function docFile(title: string, body: string, extra: Record<string, string | number> = {}): string {
  const fields = Object.entries(extra).map(([key, value]) => `${key}: ${typeof value === "string" ? JSON.stringify(value) : value}`);
  return ["---", `title: ${title}`, `description: "${description(title)}"`, ...fields, "---", "", body, ""].join("\n");
}

/** The fixture docs: what the site config's navbar, footer and announcement bar link to, and little else. */
export const FIXTURE_DOCS: Record<string, string> = {
  "intro.md": docFile("Introduction", "## Hello\n\nRead about [state](/docs/api/state#reading).", { slug: "/", sidebar_position: 1 }),
  "getting-started/_category_.json": '{ "label": "Getting started", "position": 2 }\n',
  "getting-started/installation.md": docFile("Installation", "## Install\n\n```bash\nnpm install --save @rkrupinski/stan\n```", { sidebar_position: 1 }),
  "api/_category_.json": '{ "label": "API", "position": 3 }\n',
  "api/state.md": docFile("State", "## Reading\n\n```ts\nimport { atom } from '@rkrupinski/stan';\n\nconst count = atom(0);\n```\n\n## Writing\n\nText.", { sidebar_position: 1 }),
  "guides/_category_.json": '{ "label": "Guides", "position": 4 }\n',
  "guides/type-safety.md": docFile("Type safety", "## Types\n\nText.", { sidebar_position: 1 }),
};
