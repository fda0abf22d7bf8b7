/**
 * `gatsby develop` on a copy of the project, so that the test can break and fix content files
 * without touching the checkout, and develop's writes to public/ and .cache/ stay out of the build's.
 * The typed samples are shared through the linked node_modules (src/pipeline/code/typed-cache.ts):
 * develop types none that the build before it typed.
 */
import { spawn, type ChildProcess } from "child_process";
import * as path from "path";
import { copyProject } from "../support/project-copy";

/** Copies the project to a temporary folder (node_modules linked). */
export const createSandbox = (): string => copyProject("stan-develop-");

const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;

export interface DevelopServer {
  url: string;
  /** Everything develop printed so far, without colours. */
  output(): string;
  stop(): void;
}

/** Starts `gatsby develop` in `dir` and resolves once it serves (rejects with its output if it does not within `timeoutMs`). */
export function startDevelop(dir: string, port: number, timeoutMs: number): Promise<DevelopServer> {
  let log = "";
  // Without CI: the test reads the terminal output an author sees (in CI Gatsby switches to a plain
  // logger, whose format content-errors.ts covers on its own, tested in pipeline-content-errors).
  const { CI: _ci, ...authorEnv } = process.env;
  const child: ChildProcess = spawn(path.join(dir, "node_modules/.bin/gatsby"), ["develop", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: dir,
    detached: true, // its own process group, so stop() ends develop's workers too
    env: { ...authorEnv, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "development" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => (log += chunk.toString().replace(ANSI, ""));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const server: DevelopServer = {
    url: `http://127.0.0.1:${port}`,
    output: () => log,
    stop: () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      server.stop();
      reject(new Error(`gatsby develop did not start within ${timeoutMs} ms:\n${log}`));
    }, timeoutMs);
    const check = setInterval(() => {
      if (!log.includes("You can now view")) return;
      clearInterval(check);
      clearTimeout(timer);
      resolve(server);
    }, 250);
    child.on("exit", (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`gatsby develop exited with ${code}:\n${log}`));
    });
  });
}
