import { expect, type Page, test } from './support/test';
import { signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Collects console errors and warnings (React Router's "No HydrateFallback element" is a warning) and page errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('the app shell loads without console errors or serious accessibility violations', async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto('/');
  expect(response?.ok()).toBe(true);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page).toHaveTitle(/LearnHub/);
  await expectNoSeriousA11yViolations(page);
  expect(problems).toEqual([]);
});

test('a first load of the sign-in page and of the dashboard logs no warning or error', async ({ page, request }) => {
  const problems = watchConsole(page);
  await page.goto('/sign_in');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(problems).toEqual([]);

  await storeToken(page, await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1'));
  await page.goto('/demo/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(problems).toEqual([]);
});
