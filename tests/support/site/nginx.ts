import { spawn, type ChildProcess } from "node:child_process";
import * as net from "node:net";
import * as path from "node:path";
import { PUBLIC_DIR } from "./built-site";

const PROJECT_ROOT = path.resolve(__dirname, "../../..");

export interface NginxServer {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function answers(url: string, seconds: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`nginx did not answer at ${url}`);
}

/**
 * The nginx that serves the build with the production config: NGINX_URL when the test
 * command started one, otherwise one started here (deploy/local-nginx.mjs) on a free port.
 */
export async function useNginx(): Promise<NginxServer> {
  if (process.env.NGINX_URL) return { url: process.env.NGINX_URL.replace(/\/$/, ""), stop: async () => undefined };
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, "deploy/local-nginx.mjs"), "--port", String(port), "--public", PUBLIC_DIR], { stdio: "inherit" });
  const url = `http://127.0.0.1:${port}`;
  await answers(`${url}/stan/`, 20, child);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
