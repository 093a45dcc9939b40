import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two workers match the machine's two cores.
    pool: "forks",
    maxWorkers: 2,
    // .ci/run sums every suite's counts from these JSON reports.
    ...(process.env.CI_REPORT_DIR
      ? { reporters: ["default", "json"], outputFile: { json: `${process.env.CI_REPORT_DIR}/vitest-server-${process.env.CI_REPORT_TAG ?? "run"}.json` } }
      : {}),
  },
});
