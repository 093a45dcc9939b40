import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

// Browser journeys against the production build, served by the real server on port 4100 with a
// throw-away, seeded database (`npm run start:e2e -w server --if-present`). Playwright cannot download
// browsers here: it drives Debian's Chromium (`apt-get install -y chromium`).
// E2E_PORT lets a second run (a developer's, beside CI's) use another port; start-e2e.mjs reads it too.
const PORT = Number(process.env.E2E_PORT ?? 4100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties this directory at the start of every run.
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // .ci/run sums every suite's counts from the JSON report.
  reporter: process.env.CI_REPORT_DIR ? [['list'], ['json', { outputFile: `${process.env.CI_REPORT_DIR}/playwright.json` }]] : 'list',
  use: {
    baseURL: BASE_URL,
    // Recording a trace of every journey and keeping it only on failure cost each journey time on
    // this 2-core machine (a whole run is near the CI's time limit): a failure's retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: 'npm run start:e2e -w server --if-present',
    // npm workspaces resolve from the repository root.
    cwd: '..',
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
