import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test('the app shell loads without console errors or serious accessibility violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const response = await page.goto('/');
  expect(response?.ok()).toBe(true);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page).toHaveTitle(/LearnHub/);
  await expectNoSeriousA11yViolations(page);
  expect(problems).toEqual([]);
});
