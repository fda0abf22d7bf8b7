import { graphql, useStaticQuery } from "gatsby";
import { requireDocsData, type DocsVersionData } from "../../shared/docs-data";

interface DocsDataQuery {
  allDocsVersion: { nodes: DocsVersionData[] };
}

/** Every docs version with its docs and sidebars (one shared, cached static query). */
export function useDocsVersions(): readonly DocsVersionData[] {
  const data = useStaticQuery<DocsDataQuery>(graphql`
    fragment SidebarItemFields on SidebarItem {
      type
      label
      href
      docId
      unlisted
      linkUnlisted
      collapsible
      collapsed
    }
    query DocsData {
      allDocsVersion {
        nodes {
          name
          label
          path
          isLast
          draftIds
          docs { id path }
          sidebars {
            name
            items {
              ...SidebarItemFields
              items {
                ...SidebarItemFields
                items { ...SidebarItemFields }
              }
            }
          }
        }
      }
    }
  `);
  return requireDocsData(data?.allDocsVersion?.nodes);
}
