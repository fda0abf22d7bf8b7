/** @jest-environment node */
import * as fs from "fs";
import * as path from "path";
import { codeBlocksOf } from "../../src/node/code-blocks";
import { codeHtmlOf } from "../../src/node/code-html";
import { listContentFiles, REPO_ROOT } from "../support/code-samples";

test("every content doc", () => {
  const problems: string[] = [];
  for (const file of listContentFiles(path.join(REPO_ROOT, "content"))) {
    try {
      codeHtmlOf(codeBlocksOf(fs.readFileSync(file, "utf8")), file);
    } catch (error) {
      problems.push(String(error));
    }
  }
  expect(problems).toEqual([]);
}, 120_000);
