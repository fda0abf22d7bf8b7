import type { DocPageContext, DocPageLink } from "../../shared/page-context";
import type { CodeHtml } from "../code/code-html";
import { separateBlockTypes, writeCodeData } from "../code/code-data";
import { editableSourcesOf } from "../code/editable-sources";
import type { DocNode } from "../model/doc-nodes";
import type { DocsModel } from "../model/docs-model";
import { tocHeadings } from "../model/site-model";

const linkOf = (link: { label: string; path: string } | null | undefined): DocPageLink | null => (link ? { label: link.label, path: link.path } : null);

/**
 * A doc page's data (the contract of src/shared/page-context.ts): the node's fields the page shows, its table of
 * contents and neighbours from the docs model, and its code blocks' HTML in document order (as the MDX body names
 * its blocks). Their names' types and the samples' sources go to the page's code data file, written into
 * `publicDir` (src/pipeline/code/code-data.ts), which the page names.
 */
export function docPageContext(node: DocNode, model: DocsModel, codeHtml: CodeHtml, publicDir: string): DocPageContext {
  const code = separateBlockTypes(codeHtml);
  return {
    id: node.id,
    publicPath: node.path,
    routePath: node.routePath,
    title: node.title,
    description: node.description,
    codeTitle: node.codeTitle,
    editUrl: node.editUrl,
    lastUpdated: node.lastUpdated ?? null,
    lastUpdatedText: node.lastUpdatedText ?? null,
    headings: tocHeadings(node.allHeadings).map(({ depth, value, id }) => ({ depth, value, id })),
    previous: linkOf(model.previous.get(node.docId)),
    next: linkOf(model.next.get(node.docId)),
    codeHtml: code.html,
    codeData: writeCodeData(publicDir, { types: code.types, sources: editableSourcesOf(node.codeBlocks) }),
  };
}
