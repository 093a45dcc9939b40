/**
 * The dashboard (issue 10 §3) on the demo company, whose learners have a few weeks of activity:
 * the greeting, All time by default with the four counters and the chart, the periods (kept in
 * the address, with "than last week" badges), the custom range and its message, reset. Axe at
 * 1366×900 and 390 px.
 */
import { mailedPath, signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

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
  await page.getByLabel('Start date').fill('2026-01-01');
  await page.getByLabel('End date').fill('2026-01-31');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/period=custom&from=01-01-2026&to=31-01-2026$/);
  await expect(counters.getByText(/than last/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset the custom range' }).click();
  await expect(page).toHaveURL(/\/demo\/dashboard$/);
  await expect(page.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');

  await page.setViewportSize({ width: 390, height: 844 });
  // The chart follows the new width on its next resize observation.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});

test('the counters move while the dashboard is open, when a learner acts in another browser', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await storeToken(page, await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1'));
  await page.goto('/demo/dashboard');
  const total = page.getByRole('article').filter({ hasText: 'Total Users' }).locator('.dashboard-counter__value');
  const before = Number(await total.textContent());
  expect(before).toBeGreaterThan(0);
  // Give the live subscription a moment to be set up before the learner acts.
  await page.waitForTimeout(1000);

  // A new learner signs in (by the mailed link) and opens a walkthrough: their first activity.
  const email = `live-${Date.now()}@example.com`;
  await request.post('/api/v1/magic_link/generate', { data: { email, company: 'demo' } });
  const link = await mailedPath(request, email, /https?:\/\/\S+\/demo\/passwordless_sign_in\?token=\S+/);
  const token = new URL(link, 'http://x').searchParams.get('token');
  const learner = ((await (await request.get(`/api/v1/magic_link/verify?token=${token}`)).json()) as { data: { token: string } }).data.token;
  const found = (await (await request.get('/api/v1/hub/search?company=demo&by=slug&keyword=getting-started')).json()) as { learning_material_id: string };
  await request.post('/graphql', {
    headers: { authorization: `Bearer ${learner}` },
    data: {
      query: 'mutation ($input: OpenMaterialInput!) { openMaterial(input: $input) { __typename } }',
      variables: { input: { companySlug: 'demo', materialId: found.learning_material_id, clientId: crypto.randomUUID() } },
    },
  });
  await expect(total).toHaveText(String(before + 1), { timeout: 15_000 });
});
