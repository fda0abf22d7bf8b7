import type { Reporter } from "gatsby";

export interface PostBuildArgs {
  graphql: <T>(query: string) => Promise<{ errors?: unknown; data?: T }>;
  reporter: Reporter;
  /** Absolute path of the build output (public/). */
  publicDir: string;
}

/** Files written after the build (search index, llms.txt, Markdown copies, sitemap). */
export async function writePostBuildFiles(_args: PostBuildArgs): Promise<void> {
  // Filled in by the search / llms.txt / sitemap work.
}
