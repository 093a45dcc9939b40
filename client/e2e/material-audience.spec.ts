/**
 * The Paths and Walkthroughs audience pages (audience.md §2): from a materials page's tab bar to
 * the table grouped by material, with the demo's learners (server/src/modules/demo/demo-learners.ts: six
 * started the onboarding path; eight opened Getting started, four Create a report). Paging and
 * size kept in the address; axe at 1366×900 and 390 px, with no sideways page scroll.
 */
import { signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

test('paths and walkthroughs audience: grouped by material, paged, in the address', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await storeToken(page, await signInToken(request, 'viewer@demo.learnhub.test', 'demo-password-1'));
  await page.goto('/demo/paths');
  await page.getByRole('navigation', { name: 'Paths sections' }).getByRole('link', { name: 'Audience' }).click();
  await expect(page).toHaveURL(/\/demo\/paths\/audience$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Audience' })).toBeVisible();
  // The demo's six learners in its one published path (journeys before this one may add more).
  await expect(page.getByText(/^Showing 1-\d+ of \d+$/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Learners in your paths, by path' });
  await expect(table.getByRole('rowheader', { name: 'New hire onboarding' })).toBeVisible();
  for (const name of ['Ava Nguyen', 'Ben Okafor', 'Chloe Martin', 'Diego Silva', 'Emma Rossi', 'Farid Haddad'])
    await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  // Learners 0, 2 and 4 completed every step; the others are on step 1 of 3 with one done (33 %).
  await expect(table.getByRole('row').filter({ hasText: 'Ava Nguyen' })).toContainText('100%');
  await expect(table.getByRole('row').filter({ hasText: 'Ben Okafor' })).toContainText('33%');
  await expect(table.getByRole('row').filter({ hasText: 'Ben Okafor' })).toContainText('Step 1 of 3');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/paths-audience.png', fullPage: true });

  await page.goto('/demo/walkthroughs/audience');
  // Getting started 8 + Create a report 4 (and whatever journeys before this one added): two groups.
  const summary = page.getByText(/^Showing 1-10 of \d+$/);
  await expect(summary).toBeVisible();
  const total = Number((await summary.textContent())!.split(' of ')[1]);
  expect(total).toBeGreaterThanOrEqual(12);
  const walk = page.getByRole('table', { name: 'Learners in your walkthroughs, by walkthrough' });
  // Materials in name order: Create a report first, and its four rows before Getting started's.
  await expect(walk.getByRole('rowheader').first()).toHaveText('Create a report');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2&size=10$/);
  await expect(page.getByText(`Showing 11-${Math.min(20, total)} of ${total}`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Showing 11-${Math.min(20, total)} of ${total}`)).toBeVisible();
  await page.getByLabel('Rows per page').selectOption('20');
  await expect(page).toHaveURL(/\?page=1&size=20$/);
  await expect(page.getByText(`Showing 1-${Math.min(20, total)} of ${total}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/walkthroughs-audience-390.png', fullPage: true });
});
