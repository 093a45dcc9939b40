/**
 * Hub mode (issue 9 §3, §6): a learner signs in from the mailed link, opens the demo path, answers
 * (one wrong, one right, with the author's explanation), completes steps, reloads and resumes at
 * the current step, goes offline mid-path (the browser's network cut) and loses nothing, uploads a
 * file, finishes and rates; a visitor finishes and rates a public walkthrough; a private material
 * refuses a learner not on its list and admits one on it. Axe on every page, 1366×900 and 390 px.
 */
import type { Page } from '@playwright/test';
import { gql, signInToken, signInLearner } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { makePng } from './support/png';
import { expect, test } from './support/test';

const stepButton = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^(Completed|Not completed)\\s*\\d\\. ${title}`) });

test('a learner works through the path: answers, completes, resumes, goes offline, uploads, finishes and rates', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const email = `path-learner-${Date.now()}@example.com`;
  await signInLearner(page, request, email);
  await page.locator('.hub-card__link', { hasText: 'New hire onboarding' }).click();
  await expect(page).toHaveURL(/\/demo\/hub\/onboarding-path$/);
  await expect(page.getByText('All progress saved')).toBeVisible();
  await expect(page.getByText('You have 0 of 2 answers right (0%). This path needs 50%.')).toBeVisible();
  await expect(stepButton(page, 'Welcome')).toHaveAttribute('aria-expanded', 'true');
  // Under the pointer too (after a click it stays there): the author's colours keep their contrast.
  await page.getByRole('button', { name: 'Complete', exact: true }).hover();
  await expectNoSeriousA11yViolations(page);

  // The quiz: wrong, then right; each verdict with the author's explanation where there is one.
  await page.getByRole('radio', { name: 'Around the clock' }).check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByText('✗ Not quite — you can try again.')).toBeVisible();
  await page.getByRole('radio', { name: '9:00 to 17:00' }).check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByText('✓ Correct')).toBeVisible();
  await expect(page.getByText('Core hours are in the handbook.')).toBeVisible();
  await expect(page.getByText('You have 1 of 2 answers right (50%). This path needs 50%: passed.')).toBeVisible();

  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(stepButton(page, 'Our product')).toHaveAttribute('aria-expanded', 'true');
  await expect(stepButton(page, 'Welcome')).toHaveAccessibleName(/^Completed/);
  await expect(page.getByText('All progress saved')).toBeVisible();

  // Back later: the current step opens, the completed one is marked.
  await page.reload();
  await expect(stepButton(page, 'Our product')).toHaveAttribute('aria-expanded', 'true');
  await expect(stepButton(page, 'Welcome')).toHaveAccessibleName(/^Completed/);

  // The network goes away in the middle: the answer and the completion wait on this device.
  await context.setOffline(true);
  await page.getByLabel('Which report will you look at first?').fill('The weekly sales report');
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(page.getByText('Waiting to send… your answer is kept on this device.')).toBeVisible();
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(stepButton(page, 'Our product')).toHaveAccessibleName(/^Completed/);
  await expect(page.getByText(/^Offline: \d+ changes? kept on this device\. They'll be sent when you're back online\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Signing out now would leave them unsent on this device: the hub asks first.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign out' }).click();
  const unsaved = page.getByRole('dialog', { name: "Some of your progress isn't saved yet" });
  await expect(unsaved).toContainText(/\d+ changes? (hasn't|haven't) reached the server yet\. If you sign out now, (it stays|they stay) on this device/);
  await expectNoSeriousA11yViolations(page);
  await unsaved.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(unsaved).toHaveCount(0);
  await expect(page).toHaveURL(/\/demo\/hub\/onboarding-path$/);
  await context.setOffline(false);
  await expect(page.getByText('All progress saved')).toBeVisible({ timeout: 20_000 });
  // Back to step 2: the answer sent after the network came back, as the server has it.
  await stepButton(page, 'Our product').click();
  await expect(page.getByLabel('Which report will you look at first?')).toHaveValue('The weekly sales report');
  await expect(page.getByText('Answer saved.')).toBeVisible();
  await stepButton(page, 'Your first week').click();

  // The last step: a checkbox, a file (a wrong type first), then Complete → the satisfaction modal.
  await expect(stepButton(page, 'Your first week')).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('checkbox', { name: 'I have met my onboarding buddy' }).check();
  const file = page.getByLabel(/Upload a photo of your desk set-up/);
  await file.setInputFiles({ name: 'desk.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Only JPG, JPEG, PNG, PDF, DOCX and CSV files are allowed.')).toBeVisible();
  await file.setInputFiles({ name: 'desk.png', mimeType: 'image/png', buffer: makePng(40, 30, [30, 120, 200]) });
  await expect(page.getByText('File uploaded successfully.')).toBeVisible();
  // Learners' files are private (staff download them from the profile): named, not linked.
  await expect(page.getByText('Your file: desk.png')).toBeVisible();
  await expect(page.getByRole('link', { name: 'desk.png' })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'How was New hire onboarding?' });
  await expect(modal).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  const done = modal.getByRole('button', { name: 'Complete' });
  await expect(done).toBeDisabled();
  await modal.getByRole('radio', { name: 'Happy' }).check();
  await done.click();
  await expect(page).toHaveURL(/\/demo$/);

  // What the server kept (the learner's cookie goes with the page's requests).
  const found = await (await page.request.get('/api/v1/hub/search?company=demo&by=slug&keyword=onboarding-path')).json();
  await expect
    .poll(async () => (await (await page.request.get(`/api/v1/hub/fetch_response/${found.learning_material_id}`)).json()).data.status)
    .toBe('completed');
  const kept = (await (await page.request.get(`/api/v1/hub/fetch_response/${found.learning_material_id}`)).json()).data;
  expect(kept.response.map((r: { id: number }) => r.id)).toEqual([20_000_001, 20_000_002, 20_000_003]);
  expect(kept.answers.map((a: { id: string }) => a.id).sort()).toEqual(['product-question', 'week-check', 'week-desk', 'welcome-quiz'].sort());
  expect(kept.score).toEqual({ correct: 1, graded: 2, percent: 50 });
});

test('a visitor finishes a public walkthrough and rates it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/demo/hub/getting-started');
  await expect(page.getByText('Step 1 of 4', { exact: true })).toBeVisible();
  for (const n of [2, 3, 4]) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(`Step ${n} of 4`, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Finish' }).click();
  const modal = page.getByRole('dialog', { name: 'How was Getting started?' });
  await expect(modal).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await modal.getByRole('radio', { name: 'Excited' }).check();
  await modal.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  // The score left this browser: its queue is empty.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('learnhub.outbox')).length)).toBe(0);
});

test('a private material refuses a learner not on its list and admits one on it', async ({ page, request, browser }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const owner = await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1');
  const data = await gql(request, owner, '{ viewer { company { materials(first: 100) { edges { node { id slug } } } } } }');
  const report = (data.viewer.company.materials.edges as { node: { id: string; slug: string } }[]).find((e) => e.node.slug === 'create-a-report')!.node;
  const listed = `listed-${Date.now()}@example.com`;
  const set = (visibility: string, emails: string[]) =>
    Promise.all([
      gql(request, owner, 'mutation($input: SetMaterialVisibilityInput!) { setMaterialVisibility(input: $input) { __typename } }', {
        input: { materialId: report.id, visibility },
      }),
      gql(request, owner, 'mutation($input: SetMaterialAccessInput!) { setMaterialAccess(input: $input) { __typename } }', {
        input: { materialId: report.id, emails },
      }),
    ]);
  await set('PRIVATE', [listed]);
  try {
    // A visitor gets the gate only: the material's name is not shown (nor sent).
    const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const anonymous = await visitor.newPage();
    await anonymous.goto('/demo/hub/create-a-report');
    await expect(anonymous.getByRole('heading', { name: 'This material is private' })).toBeVisible();
    await expect(anonymous.getByRole('main').getByRole('link', { name: 'Sign in as a Learner' })).toBeVisible();
    await expect(anonymous.getByText('Create a report')).toHaveCount(0);
    await expectNoSeriousA11yViolations(anonymous);
    await visitor.close();

    await signInLearner(page, request, `not-listed-${Date.now()}@example.com`);
    await page.goto('/demo/hub/create-a-report');
    await expect(page.getByRole('heading', { name: 'This material is private' })).toBeVisible();
    await expect(page.getByText(/It hasn't been shared with not-listed-/)).toBeVisible();
    await expect(page.getByText('Create a report')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const second = await other.newPage();
    await signInLearner(second, other.request, listed);
    await second.goto('/demo/hub/create-a-report');
    await expect(second.getByRole('region', { name: 'Create a report' })).toBeVisible();
    await expectNoSeriousA11yViolations(second);
    await other.close();
  } finally {
    await set('PUBLIC', []);
  }
});
