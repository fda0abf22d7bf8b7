/**
 * `gatsby build` stops at the first doc gatsby-plugin-mdx cannot read (front matter that is not YAML) with
 * the plugin's own error, which names neither the file nor the file's line. So before the files are read
 * (onPreBootstrap), a build reads every doc's front matter as the plugin does and reports the first error
 * with its file and line. Under develop the plugin's error does not stop anything: the site's onCreateNode
 * of the file reports it and makes its error page (src/pipeline/model/doc-nodes.ts).
 */
import * as fs from "fs";
import type { Reporter } from "gatsby";
import { DOCS_DIR } from "../../shared/site-paths";
import { reportError } from "../errors/content-errors";
import { docFilesIn } from "./doc-source";
import { frontMatterSyntaxError } from "./frontmatter";

/** Reports the first doc whose front matter is not YAML (in `gatsby build` the report ends the build). */
export function checkDocsReadable(reporter: Pick<Reporter, "panicOnBuild">, docsDir = DOCS_DIR): void {
  for (const file of docFilesIn(docsDir)) {
    const error = frontMatterSyntaxError(fs.readFileSync(file, "utf8"), file);
    if (error) return reportError(reporter, error);
  }
}
