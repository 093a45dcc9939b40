/**
 * Playwright's API with one change: every journey fails when a page of its browser context
 * logs a Content-Security-Policy violation (a blocked script, style, image, connection or frame)
 * or a Permissions-Policy header error; Chromium reports both on the console. The server's
 * page headers (server/src/page-headers.ts) are checked by what the journeys do, not only by
 * their text. Contexts a journey opens itself (browser.newContext) are not watched.
 * Journeys import `test`, `expect` and the types from here.
 */
import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

const POLICY_PROBLEM = /Content Security Policy|Permissions-Policy/i;

// biome-ignore lint/suspicious/noConfusingVoidType: Playwright's type for a fixture that gives no value.
export const test = base.extend<{ failOnPolicyProblems: void }>({
  failOnPolicyProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('console', (message) => {
        if (POLICY_PROBLEM.test(message.text())) problems.push(`${message.location().url}: ${message.text()}`);
      });
      await use();
      expect(problems, 'CSP violations or Permissions-Policy errors on the console').toEqual([]);
    },
    { auto: true },
  ],
});
