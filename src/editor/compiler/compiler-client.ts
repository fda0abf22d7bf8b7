/**
 * The page's side of the TypeScript worker: one worker for every editor of the page, started on
 * the first "Edit". A worker that cannot start (its script, TypeScript or the declarations failed
 * to load) fails every request with a short reason, and the next "Edit" starts a new one.
 */
import type { EditableSource } from "../../shared/sample-editor";
import type { CompilerAnswers, CompilerRequest, CompilerResponse } from "./protocol";

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/**
 * The first answer waits for TypeScript and the declarations, 1.6 MB: 32 s at 400 kbit/s, near a minute on 2g
 * (a failed download is reported at once, by the worker or its error event). Past this the worker is taken for
 * dead, a stalled download say; 60 s failed loads that were only slow.
 */
const FIRST_ANSWER_TIMEOUT_MS = 300_000;

export class CompilerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private answered = false;
  broken: Error | null = null;

  constructor() {
    // Webpack bundles the worker as a chunk of its own and names it by its hash (under /stan/).
    this.worker = new Worker(new URL("./compiler.worker.ts", import.meta.url), { name: "typescript" });
    this.worker.addEventListener("message", (event: MessageEvent<CompilerResponse>) => {
      const response = event.data;
      const pending = this.pending.get(response.id);
      if (!pending) return;
      this.pending.delete(response.id);
      if (response.ok) {
        this.answered = true;
        pending.resolve(response.result);
      } else {
        pending.reject(new Error(response.error));
      }
    });
    // The worker's own script did not load (offline, blocked) or threw while starting.
    this.worker.addEventListener("error", (event) => this.fail(new Error(event.message || "the TypeScript worker could not start")));
    window.setTimeout(() => {
      if (!this.answered && this.pending.size) this.fail(new Error("the TypeScript worker did not answer"));
    }, FIRST_ANSWER_TIMEOUT_MS);
  }

  private fail(error: Error) {
    this.broken = error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    this.worker.terminate();
  }

  request<K extends CompilerRequest["kind"]>(kind: K, sample: EditableSource, code: string, offset?: number): Promise<CompilerAnswers[K]> {
    if (this.broken) return Promise.reject(this.broken);
    const id = this.nextId++;
    return new Promise<CompilerAnswers[K]>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, kind, sample, code, offset } as CompilerRequest);
    });
  }
}

let shared: CompilerClient | undefined;

/** The page's worker, started on first use, and again after it broke. */
export function compilerClient(): CompilerClient {
  if (!shared || shared.broken) shared = new CompilerClient();
  return shared;
}
