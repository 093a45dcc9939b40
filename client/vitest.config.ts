import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Two projects: pure logic (*.test.ts) runs in Node, components (*.test.tsx) in jsdom.
// (Vitest 4 dropped environmentMatchGlobs; projects are its replacement.)
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // .ci/run sums every suite's counts from these JSON reports.
      ...(process.env.CI_REPORT_DIR
        ? { reporters: ['default', 'json'], outputFile: { json: `${process.env.CI_REPORT_DIR}/vitest-client-${process.env.CI_REPORT_TAG ?? 'run'}.json` } }
        : {}),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
            // Vitest blanks CSS imports (even ?raw) unless included: theme.test.ts reads the tokens.
            css: { include: [/theme\.css/] },
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx'],
            setupFiles: ['./src/test/setup-dom.ts'],
          },
        },
      ],
    },
  }),
);
