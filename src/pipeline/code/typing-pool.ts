/**
 * Types many samples at once, on worker threads (typing-worker.cjs), so that a build with a cold cache
 * uses every core: typing is nearly all of createPages, and one TypeScript language service works on one
 * core. Each sample's HTML goes into the typed-sample cache (typed-cache.ts), where createPages then
 * finds it, so what a page gets is what the main thread would have made: the same code makes it, and a
 * sample's HTML does not depend on the samples typed before it (each is a fresh program). A sample that
 * fails is not stored: createPages types it again and reports its content error with its place.
 */
import * as os from "os";
import * as path from "path";
import { Worker } from "worker_threads";
import type { SampleSource } from "./typed-code";
import type { CheckedLanguage } from "./code-sample";
import { PROJECT_ROOT } from "./sample-compiler";
import { typedSampleKey, type TypedHtmlCache } from "./typed-cache";

export interface SampleJob {
  code: string;
  language: CheckedLanguage;
  meta: string | null | undefined;
  source: SampleSource;
}

export interface PoolReport {
  /** Samples typed now, on `threads` workers (0: too few to be worth starting workers, or none missing). */
  typed: number;
  /** Samples that were in the cache already. */
  cached: number;
  threads: number;
  seconds: number;
}

/** Below this many samples to type, starting workers (a TypeScript each, about a second) costs more than it saves. */
const MIN_SAMPLES_PER_WORKER = 8;

const CODE_HTML_MODULE = path.join(PROJECT_ROOT, "src", "pipeline", "code", "code-html.ts");
const WORKER_FILE = path.join(PROJECT_ROOT, "src", "pipeline", "code", "typing-worker.cjs");

/** The number of workers for `count` samples: one per core, at most 4, and at least 2 to be worth it. */
export function workerCount(count: number, cores: number = os.availableParallelism()): number {
  const workers = Math.min(cores, 4, Math.floor(count / MIN_SAMPLES_PER_WORKER));
  return workers >= 2 ? workers : 0;
}

/** Types on `threads` workers each job whose HTML the cache lacks (duplicates once), and stores what compiles. */
export async function typeSamplesAhead(jobs: readonly SampleJob[], cache: TypedHtmlCache, threads?: number): Promise<PoolReport> {
  const started = Date.now();
  const missing = new Map<string, SampleJob>();
  let cached = 0;
  for (const job of jobs) {
    const key = typedSampleKey(job.language, job.meta, job.code);
    if (missing.has(key)) continue;
    if (cache.get(key) !== undefined) cached += 1;
    else missing.set(key, job);
  }
  const count = threads ?? workerCount(missing.size);
  if (count === 0) return { typed: 0, cached, threads: 0, seconds: 0 };
  // Longest first, so that no worker is left with a long sample at the end.
  const queue = [...missing].sort(([, a], [, b]) => b.code.length - a.code.length);
  const work = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const next = () => {
        const item = queue.shift();
        if (!item) return resolve();
        const [key, job] = item;
        worker.once("message", (reply: { html?: string }) => {
          if (reply.html !== undefined) cache.set(key, reply.html);
          next();
        });
        worker.postMessage({ id: key, ...job });
      };
      worker.once("error", reject);
      next();
    });
  const workers = Array.from({ length: count }, () => new Worker(WORKER_FILE, { workerData: { codeHtmlModule: CODE_HTML_MODULE } }));
  try {
    await Promise.all(workers.map(work));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return { typed: missing.size, cached, threads: count, seconds: (Date.now() - started) / 1000 };
}
