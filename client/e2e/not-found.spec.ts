/**
 * Addresses no page matches say so (README "Routes"): an unknown first segment, signed in or
 * not, and a workspace page of no company of the user, show "Page not found" instead of landing
 * on the dashboard without a word.
 */
import { expect, type Page, test } from './support/test';
import { signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

const notFound = (page: Page) => page.getByRole('heading', { level: 1, name: 'Page not found' });

test('an unknown first segment shows Page not found, signed out and signed in', async ({ page, request }) => {
  await page.goto('/nonsense-xyz');
  await expect(notFound(page)).toBeVisible();
  await expect(page).toHaveURL(/\/nonsense-xyz$/);
  await expect(page).toHaveTitle('Page not found · LearnHub');
  await expectNoSeriousA11yViolations(page);

  await storeToken(page, await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1'));
  await page.goto('/nonsense-xyz');
  await expect(notFound(page)).toBeVisible();
  await expect(page).toHaveURL(/\/nonsense-xyz$/);

  // A workspace page under a slug of no company of this user: not found, not their dashboard.
  await page.goto('/nonsense-xyz/dashboard');
  await expect(notFound(page)).toBeVisible();
  await expect(page).toHaveURL(/\/nonsense-xyz\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);

  // A known company's hub and its unknown pages are unchanged.
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Co' })).toBeVisible();
  await page.goto('/demo/nonsense');
  await expect(notFound(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/demo/dashboard');
});
