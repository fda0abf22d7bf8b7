/** @jest-environment node */
/**
 * Samples typed side by side on worker threads (src/pipeline/code/typing-pool.ts) give the HTML the main
 * thread gives, into the typed-sample cache; a sample that fails is left out, for createPages to report.
 */
import { typedHtmlOf } from "../../../../src/pipeline/code/code-html";
import type { TypedHtmlCache } from "../../../../src/pipeline/code/typed-cache";
import { typedSampleKey } from "../../../../src/pipeline/code/typed-cache";
import { typeSamplesAhead, workerCount, type SampleJob } from "../../../../src/pipeline/code/typing-pool";
import type { CheckedLanguage } from "../../../../src/pipeline/code/code-sample";

const source = { file: "content/docs/guides/fixture.md", fenceLine: 3 };
const job = (code: string, language: CheckedLanguage = "ts", meta: string | null = null): SampleJob => ({ code, language, meta, source });

function memoryCache(): TypedHtmlCache & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return { entries, get: (key) => entries.get(key), set: (key, html) => void entries.set(key, html) };
}

describe("typing samples on worker threads", () => {
  it("stores what the main thread would make for each sample, once per distinct sample, and leaves out one that fails", async () => {
    const good = [
      job("import { atom } from '@rkrupinski/stan';\nconst count = atom(0);\n//    ^?\n"),
      job("import { selector } from '@rkrupinski/stan';\nconst total = selector(() => 1);\n"),
      job("import { useStanValue } from '@rkrupinski/stan/react';\nimport { atom } from '@rkrupinski/stan';\nconst a = atom('x');\nexport const C = () => <b>{useStanValue(a)}</b>;\n", "tsx"),
      job("// @ts-expect-error: a number is no string\nconst name: string = 1;\n"),
      // A single-file component: the worker types it with Vue's tools, as the main thread does.
      job('<script setup lang="ts">\nimport { atom } from "@rkrupinski/stan";\nimport { useStan } from "@rkrupinski/stan/vue";\nconst count = useStan(atom(0));\n</script>\n\n<template>\n  <button @click="count++">{{ count }}</button>\n</template>\n', "vue"),
    ];
    const failing = job("const count: number = 'one';\n");
    const failingVue = job('<script setup lang="ts">\nconst name = "Ada";\n</script>\n\n<template>\n  <p>{{ name.toFixed() }}</p>\n</template>\n', "vue");
    const cache = memoryCache();
    const report = await typeSamplesAhead([...good, good[0], failing, failingVue], cache, 2);
    expect(report).toMatchObject({ typed: 7, cached: 0, threads: 2 });
    expect(cache.entries.size).toBe(5);
    expect(cache.get(typedSampleKey("vue", null, good[4].code))).toContain('aria-description="const count: WritableComputedRef&lt;number, number&gt;"');
    for (const sample of good) expect(cache.get(typedSampleKey(sample.language, sample.meta, sample.code))).toBe(typedHtmlOf(sample.code, sample.language, sample.meta, sample.source));
    expect(cache.get(typedSampleKey("ts", null, failing.code))).toBeUndefined();
    expect(cache.get(typedSampleKey("vue", null, failingVue.code))).toBeUndefined();

    // A second run finds them all but the failing ones in the cache.
    const again = await typeSamplesAhead([...good, failing, failingVue], cache, 0);
    expect(again).toMatchObject({ typed: 0, cached: 5, threads: 0 });
  }, 120_000);

  it("starts workers only for enough samples to pay for them: one per core, at most four", () => {
    expect(workerCount(7, 2)).toBe(0);
    expect(workerCount(16, 1)).toBe(0);
    expect(workerCount(16, 2)).toBe(2);
    expect(workerCount(150, 2)).toBe(2);
    expect(workerCount(150, 16)).toBe(4);
    expect(workerCount(20, 16)).toBe(2);
  });
});
