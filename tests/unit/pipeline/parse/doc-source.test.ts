/** @jest-environment node */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { formatCommitDate, readLastCommitDate } from "../../../../src/pipeline/parse/git-date";
import { docEditUrl } from "../../../../src/pipeline/parse/doc-source";
import { gitAt } from "../../../support/content/git-commit";
import { tempDirs } from "../../../support/temp-dirs";

const tempDir = tempDirs("stan-git-date-");

const COMMITTED = "2024-03-05T10:20:30+01:00";
const git = (cwd: string, ...args: string[]) => gitAt(cwd, COMMITTED, ...args);

/** A repository with content/docs/a.md committed once and content/docs/new.md never committed. */
function repoWithDocs(): string {
  const repo = tempDir();
  fs.mkdirSync(path.join(repo, "content/docs"), { recursive: true });
  git(repo, "init", "-q");
  fs.writeFileSync(path.join(repo, "content/docs/a.md"), "# A\n");
  git(repo, "add", ".");
  git(repo, "commit", "-q", "-m", "a");
  fs.writeFileSync(path.join(repo, "content/docs/new.md"), "# New\n");
  return repo;
}

describe("the git date reader", () => {
  it("gives the committer date of the file's last commit, with its offset", () => {
    const repo = repoWithDocs();
    expect(readLastCommitDate(path.join(repo, "content/docs/a.md"))).toBe(COMMITTED);
  });

  it("gives null for a file that was never committed", () => {
    const repo = repoWithDocs();
    expect(readLastCommitDate(path.join(repo, "content/docs/new.md"))).toBeNull();
  });

  it("gives null outside a git checkout", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "a.md"), "# A\n");
    // The temporary directory must not sit inside some repository for this test to mean anything.
    expect(() => execFileSync("git", ["rev-parse", "--git-dir"], { cwd: dir, stdio: "ignore" })).toThrow();
    expect(readLastCommitDate(path.join(dir, "a.md"))).toBeNull();
  });

  it("gives null in a shallow clone, where the oldest commit would stand in for older changes", () => {
    const repo = repoWithDocs();
    const clone = path.join(tempDir(), "clone");
    execFileSync("git", ["clone", "-q", "--depth", "1", `file://${repo}`, clone], { stdio: "ignore" });
    expect(readLastCommitDate(path.join(clone, "content/docs/a.md"))).toBeNull();
  });

  it("formats the date the same way on any machine (UTC, the site's locale)", () => {
    expect(formatCommitDate("2024-03-05T23:30:00-02:00")).toBe("March 6, 2024");
  });
});

describe("the edit link", () => {
  it("is the config's edit base plus the file's path from the repository root", () => {
    expect(docEditUrl("https://github.com/o/docs/edit/main/", "content/docs/api/atom.md")).toBe("https://github.com/o/docs/edit/main/content/docs/api/atom.md");
  });

  it("rejects an edit base that is not an https URL ending in /, naming the setting", () => {
    expect(() => docEditUrl("https://github.com/o/docs/edit/main", "content/docs/a.md")).toThrow(/src\/config\/site\.ts \(docs\.editUrl\): the edit base is not an https URL ending in \/\. Got "https:\/\/github\.com\/o\/docs\/edit\/main"/);
  });
});
