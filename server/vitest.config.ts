import { createRequire } from 'node:module';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One copy of graphql: Vite would otherwise load its ESM build for our code and the CJS one
  // for Yoga, and GraphQLErrors from our code would not be recognised (and be masked).
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  // @learnhub/content from its TypeScript sources (its `source` export), as tsx and Vite read it.
  // Not the bundlers' `module` condition: Node doesn't use it, and the AWS SDK's `module` build
  // imports files without extensions, which only a bundler resolves.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'content/src/**/*.test.ts'],
    // Migrates once per run; every test database starts as a copy of that one.
    globalSetup: ['src/test/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two workers match the machine's two cores.
    pool: 'forks',
    // A worker keeps the modules it loaded from one file to the next (importing the app took each
    // file ~3 s): every file builds its own app and database and nothing mocks a module, so only
    // compiled code carries over. A file that changes process state restores it (multipart.test.ts).
    isolate: false,
    maxWorkers: 2,
    // .ci/run sums every suite's counts from these JSON reports.
    ...(process.env.CI_REPORT_DIR
      ? { reporters: ['default', 'json'], outputFile: { json: `${process.env.CI_REPORT_DIR}/vitest-server-${process.env.CI_REPORT_TAG ?? 'run'}.json` } }
      : {}),
  },
});
