/**
 * The dashboard (issue 10 §3) on the demo company, whose learners have a few weeks of activity:
 * the greeting, All time by default with the four counters and the chart, the periods (kept in
 * the address, with "than last week" badges), the custom range and its message, reset; the
 * tables Most Engaged Users and Top Performing Content on the demo's activity, and a filter. Axe
 * at 1366×900 and 390 px.
 */
import { mailedPath, signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { clientOperation } from './support/client-operation';
import { expect, type Locator, test } from './support/test';

test('the dashboard: counters, chart, periods and a custom range', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await storeToken(page, await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1'));
  await page.goto('/demo/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText("Here's how your audience is performing")).toBeVisible();
  const counters = page.getByRole('region', { name: 'Counters' });
  for (const title of ['Total Users', 'Hours Learned', 'Avg. Completion Rate', 'Added Users'])
    await expect(counters.getByRole('heading', { name: title })).toBeVisible();
  // All time: the demo's eight learners, and no comparison.
  await expect(counters.getByRole('article').filter({ hasText: 'Total Users' }).locator('.dashboard-counter__value')).toHaveText('8');
  await expect(counters.getByText(/than last/)).toHaveCount(0);
  await expect(page.getByText('These users have accessed your learning content during the outlined time period')).toBeVisible();
  await expect(page.locator('.dashboard__chart-body svg')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/dashboard\?period=week$/);
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(counters.getByText(/than last week$/)).toHaveCount(4);
  await expect(page.getByRole('table', { name: 'Engaged users per day' }).getByRole('rowheader')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Custom range' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please add start date and end date inputs.');
  // A reversed range is refused in the picker, before the server would.
  await page.getByLabel('Start date').fill('2026-01-31');
  await page.getByLabel('End date').fill('2026-01-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('The end date is before the start date.');
  await expect(page).toHaveURL(/period=week$/);
  await page.getByLabel('Start date').fill('2026-01-01');
  await page.getByLabel('End date').fill('2026-01-31');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/period=custom&from=01-01-2026&to=31-01-2026$/);
  await expect(counters.getByText(/than last/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset the custom range' }).click();
  await expect(page).toHaveURL(/\/demo\/dashboard$/);
  await expect(page.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');
  // All time's twelve months, each labelled on a wide chart.
  const monthLabels = page.locator('.dashboard__chart-canvas svg text').filter({ hasText: /^[A-Z][a-z]{2} \d{4}$/ });
  await expect(monthLabels).toHaveCount(12);

  // A reversed range in the address (a hand-edited bookmark) is All time, not an error page.
  await page.goto('/demo/dashboard?period=custom&from=20-11-2026&to=10-11-2026');
  await expect(page.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Hi /)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  // The chart follows the new width on its next resize observation, its month labels thinned out so none overlap.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect.poll(() => monthLabels.count()).toBeLessThanOrEqual(4);
  // The picker opens inside the screen, under its button.
  await page.getByRole('button', { name: 'Custom range' }).click();
  const panel = await page.getByRole('group', { name: 'Custom range' }).boundingBox();
  expect(panel!.x).toBeGreaterThanOrEqual(0);
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/shots/dashboard-range-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Discard' }).click();
  await expectNoSeriousA11yViolations(page);
});

test('the tables: Most Engaged Users and Top Performing Content, with a filter', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await storeToken(page, await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1'));
  await page.goto('/demo/dashboard');
  // All time, worked out from server/src/modules/demo/demo-learners.ts: learner i spends 120 + 45i s on each
  // walkthrough they open (two for odd i) and 300 + 60i s on the path (the first six).
  const users = page.getByRole('table', { name: /^Most Engaged Users/ });
  // "Completions" has a soft hyphen, to break on a phone.
  const headers = async (table: Locator) => (await table.getByRole('columnheader').allTextContents()).map((h) => h.replaceAll('\u00ad', ''));
  const userRows = users.locator('tbody tr');
  await expect(userRows).toHaveCount(5);
  expect(await headers(users)).toEqual(['Learner', 'Active days', 'Study time', 'Completions']);
  // Farid 2 × 345 + 600 = 1290 s; Diego 2 × 255 + 480 = 990; Hugo 2 × 435 = 870; Emma 300 + 540 = 840; Ben 2 × 165 + 360 = 690.
  await expect(userRows.locator('td:first-child .dashboard-table__name')).toHaveText([
    'Farid Haddad',
    'Diego Silva',
    'Hugo Dubois',
    'Emma Rossi',
    'Ben Okafor',
  ]);
  await expect(userRows.locator('td:nth-child(3)')).toHaveText(['22 min', '17 min', '15 min', '14 min', '12 min']);
  // Each finished one walkthrough; Emma (i = 4) also the path.
  await expect(userRows.locator('td:nth-child(4)')).toHaveText(['1', '1', '1', '2', '1']);
  await expect(userRows.first()).toContainText('farid.haddad@learners.example.com');

  const content = page.getByRole('table', { name: /^Top Performing Content/ });
  expect(await headers(content)).toEqual(['Material', 'Uniques', 'Opens', 'NPS', 'Completions']);
  // Getting started: all 8 open it, the even 4 finish and rate it Happy, Neutral, Happy, Neutral:
  // no promoter, 2 detractors of 4 → −50. The path: 6 open it; Ava and Emma pass and finish it;
  // Happy, Neutral, Happy → −33. Create a report: the odd 4, all finish; Neutral, Happy, Neutral, Happy.
  const contentRows = content.locator('tbody tr');
  await expect(contentRows.locator('.dashboard-table__name')).toHaveText(['Getting started', 'New hire onboarding', 'Create a report']);
  await expect(contentRows.locator('.dashboard-table__sub')).toHaveText(['Walkthrough', 'Path', 'Walkthrough']);
  for (const [column, values] of [
    [2, ['8', '6', '4']],
    [3, ['8', '6', '4']],
    [4, ['−50', '−33', '−50']],
    [5, ['4', '2', '4']],
  ] as const)
    await expect(contentRows.locator(`td:nth-child(${column})`)).toHaveText([...values]);
  await expect(page.getByText(/^NPS \(Net Promoter Score\)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/dashboard-tables-1366.png', fullPage: true });

  const filters = page.getByRole('group', { name: 'Material type' });
  await filters.getByRole('button', { name: 'Paths' }).click();
  await expect(filters.getByRole('button', { name: 'Paths' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await expect(contentRows.locator('.dashboard-table__name')).toHaveText(['New hire onboarding']);
  await filters.getByRole('button', { name: 'Docs' }).click();
  // The Style guide is published, but nobody has opened it.
  await expect(content.locator('tbody tr')).toHaveText(['No doc was opened, completed or rated in this period.']);
  // Form is unavailable (no such kind of material): it says why, and the filter stays as it was.
  const form = filters.getByRole('button', { name: 'Form' });
  await expect(form).toHaveAttribute('aria-disabled', 'true');
  await expect(form).toHaveAccessibleDescription(/questions are asked inside Paths/);
  await form.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Forms are not a kind of material here' })).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Docs' })).toHaveAttribute('aria-pressed', 'true');
  await filters.getByRole('button', { name: 'Walkthrough' }).click();
  await expect(contentRows.locator('.dashboard-table__name')).toHaveText(['Getting started', 'Create a report']);
  await expectNoSeriousA11yViolations(page);

  // A custom range with no activity: both tables say so.
  await page.goto('/demo/dashboard?period=custom&from=01-01-2020&to=31-01-2020');
  await expect(users.locator('tbody tr')).toHaveText(['No learner was active in this period.']);
  await expect(content.locator('tbody tr')).toHaveText(['No material was opened, completed or rated in this period.']);

  await page.goto('/demo/dashboard');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(content.locator('tbody tr')).toHaveCount(3);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/shots/dashboard-tables-390.png', fullPage: true });
  await page.locator('.dashboard__tables').screenshot({ path: '/tmp/shots/dashboard-tables-390-tables.png' });
  // The tables fit the narrow page too, without a scroll of their own.
  for (const table of [users, content])
    expect(await table.evaluate((t) => t.closest('.dashboard-table__scroll')!.scrollWidth)).toBeLessThanOrEqual(
      await table.evaluate((t) => t.closest('.dashboard-table__scroll')!.clientWidth),
    );
  await expectNoSeriousA11yViolations(page);
});

test('the counters move while the dashboard is open, when a learner acts in another browser', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await storeToken(page, await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1'));
  await page.goto('/demo/dashboard');
  const total = page.getByRole('article').filter({ hasText: 'Total Users' }).locator('.dashboard-counter__value');
  const before = Number(await total.textContent());
  expect(before).toBeGreaterThan(0);
  // The tables refresh with the counters: Getting started's Uniques and Opens (columns 2 and 3).
  const gettingStarted = page
    .getByRole('table', { name: /^Top Performing Content/ })
    .locator('tbody tr')
    .filter({ hasText: 'Getting started' });
  const uniques = Number(await gettingStarted.locator('td:nth-child(2)').textContent());
  const opens = Number(await gettingStarted.locator('td:nth-child(3)').textContent());
  // Give the live subscription a moment to be set up before the learner acts.
  await page.waitForTimeout(1000);

  // A new learner signs in (by the mailed link) and opens a walkthrough: their first activity.
  const email = `live-${Date.now()}@example.com`;
  await request.post('/api/v1/magic_link/generate', { data: { email, company: 'demo' } });
  const link = await mailedPath(request, email, /https?:\/\/\S+\/demo\/passwordless_sign_in\?token=\S+/);
  const token = new URL(link, 'http://x').searchParams.get('token');
  const learner = ((await (await request.get(`/api/v1/magic_link/verify?token=${token}`)).json()) as { data: { token: string } }).data.token;
  const found = (await (await request.get('/api/v1/hub/search?company=demo&by=slug&keyword=getting-started')).json()) as { learning_material_id: string };
  await clientOperation(request, learner, 'learnerWritesOpenMutation', {
    input: { companySlug: 'demo', materialId: found.learning_material_id, clientId: crypto.randomUUID() },
  });
  await expect(total).toHaveText(String(before + 1), { timeout: 15_000 });
  await expect(gettingStarted.locator('td:nth-child(2)')).toHaveText(String(uniques + 1));
  await expect(gettingStarted.locator('td:nth-child(3)')).toHaveText(String(opens + 1));
});
