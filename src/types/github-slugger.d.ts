// github-slugger 1.x (the CommonJS release the build uses) ships no types.
declare module "github-slugger" {
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
}
