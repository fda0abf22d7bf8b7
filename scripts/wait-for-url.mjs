// Waits until a URL answers (any HTTP status), for at most N seconds: as a command
// (`node scripts/wait-for-url.mjs URL [SECONDS]`, exit 1 if it never answers) or as `untilAnswers`.
import { fileURLToPath } from "node:url";

/** Resolves once `url` answers (any HTTP status); rejects after `seconds`. */
export async function untilAnswers(url, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${url} did not answer within ${seconds}s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, seconds = "60"] = process.argv.slice(2);
  untilAnswers(url, Number(seconds)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
