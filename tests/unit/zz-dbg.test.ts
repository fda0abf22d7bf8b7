/** @jest-environment node */
import { mdxToMarkdown } from "../../src/node/markdown-export";
it("x", () => {
  console.log(JSON.stringify(mdxToMarkdown("- One:\n  - a\n  - b\n\n  More.\n- Two", "https://x", "x.md")));
  console.log(JSON.stringify(mdxToMarkdown("- One:\n  - a\n  - b\n- Two", "https://x", "x.md")));
});
