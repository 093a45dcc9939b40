/**
 * A learner's walkthrough in the hub (issue 21 §3): the player ends at the bottom of the window
 * like the staff viewer's, so Back/Next are on screen at 1366×900 (and on a phone) even for a
 * tall screenshot; the editor's untouched default description is not shown; and a learner who
 * completed the material rates it later — complete, leave, come back, "Rate this" — and the new
 * score replaces the first. Axe on every state visited.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { gql, signInToken, deleteMaterialsNamed, signInLearner } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { makePng } from './support/png';
import { expect, test } from './support/test';

const OWNER = 'owner@demo.learnhub.test';
const PASSWORD = 'demo-password-1';
const NAME = 'Hub player journey';
const DEFAULT_DESCRIPTION = 'Add a description to this step';

let token = '';

async function cleanUp(request: APIRequestContext) {
  token ||= await signInToken(request, OWNER, PASSWORD);
  await deleteMaterialsNamed(request, token, NAME);
}
test.beforeAll(async ({ request }) => cleanUp(request));
test.afterAll(async ({ request }) => cleanUp(request));

/** A published public walkthrough of two steps on a tall screenshot (1024 × 1600), the first with the default description. */
async function publishTallWalkthrough(request: APIRequestContext): Promise<string> {
  const png = makePng(1024, 1600, (x, y) => (y < 60 ? [11, 37, 69] : x < 200 ? [240, 243, 246] : [250, 250, 250]));
  const uploaded = await request.post('/api/v1/upload_files', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'tall-screen.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const backgroundUrl = new URL(((await uploaded.json()) as { data: string }).data, 'http://x').pathname;
  const step = (n: number, description: string) => ({
    id: 41_000_000 + n,
    name: `Step ${n}`,
    title: n === 1 ? 'Open the long settings page' : 'Save your settings',
    description,
    altText: 'A long settings page.',
    backgroundUrl,
    backgroundHeight: 1600,
    layers: [],
  });
  const { createMaterial } = await gql(
    request,
    token,
    'mutation($input: CreateMaterialInput!) { createMaterial(input: $input) { __typename ... on MaterialPayload { material { id slug revision } } } }',
    { input: { kind: 'WALKTHROUGH', name: NAME } },
  );
  const { id, slug, revision } = createMaterial.material as { id: string; slug: string; revision: number };
  const { saveMaterialDraft } = await gql(
    request,
    token,
    'mutation($input: SaveMaterialDraftInput!) { saveMaterialDraft(input: $input) { __typename ... on Error { message } } }',
    { input: { materialId: id, baseRevision: revision, data: [step(1, DEFAULT_DESCRIPTION), step(2, 'Select Save at the bottom of the page.')], config: [] } },
  );
  expect(saveMaterialDraft.__typename, JSON.stringify(saveMaterialDraft)).toBe('SaveMaterialDraftPayload');
  const { publishMaterial } = await gql(
    request,
    token,
    'mutation($input: PublishMaterialInput!) { publishMaterial(input: $input) { __typename ... on Error { message } } }',
    { input: { materialId: id } },
  );
  expect(publishMaterial.__typename, JSON.stringify(publishMaterial)).toBe('PublishMaterialPayload');
  return slug;
}

/** The whole control is inside the window, with the page scrolled to the top. */
async function expectOnScreen(page: Page, control: Locator) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await control.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

const outboxEmpty = (page: Page) =>
  expect.poll(() => page.evaluate(() => Object.entries(localStorage).filter(([k, v]) => k.startsWith('learnhub.outbox') && v !== '[]').length)).toBe(0);

test('a learner plays a tall walkthrough on one screen, finishes and rates it, and rates it again on a later visit', async ({ page, request }) => {
  test.setTimeout(120_000);
  token ||= await signInToken(request, OWNER, PASSWORD);
  const slug = await publishTallWalkthrough(request);
  const email = `rate-later-${Date.now()}@example.com`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInLearner(page, request, email);

  // 1366×900: the step's text, the scaled screenshot and Back/Next on one screen.
  await page.goto(`/demo/hub/${slug}`);
  const player = page.getByRole('region', { name: NAME });
  await expect(player.getByText('Step 1 of 2', { exact: true })).toBeVisible();
  await expect(page.getByText('All progress saved')).toBeVisible();
  await expect(player.getByRole('heading', { level: 2, name: 'Open the long settings page' })).toBeVisible();
  // The untouched default is the author's prompt, not the learner's text.
  await expect(page.getByText(DEFAULT_DESCRIPTION)).toHaveCount(0);
  await expectOnScreen(page, player.getByRole('button', { name: 'Back' }));
  await expectOnScreen(page, player.getByRole('button', { name: 'Next', exact: true }));
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/hub-player-1366.png' });

  // A phone: the same.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(player.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
  await expectOnScreen(page, player.getByRole('button', { name: 'Next', exact: true }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/hub-player-390.png' });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Step 2 has the author's own description; Finish asks for the rating: Excited.
  await player.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(player.getByText('Select Save at the bottom of the page.')).toBeVisible();
  await expectOnScreen(page, player.getByRole('button', { name: 'Finish' }));
  await player.getByRole('button', { name: 'Finish' }).click();
  const modal = page.getByRole('dialog', { name: `How was ${NAME}?` });
  await modal.getByRole('radio', { name: 'Excited' }).check();
  await modal.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await outboxEmpty(page);

  // Later: back on the material, completed, "Rate this" opens the same modal, which may be closed.
  await page.goto(`/demo/hub/${slug}`);
  const rate = page.getByRole('button', { name: 'Rate this' });
  await expect(rate).toBeVisible();
  await rate.click();
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Complete' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toHaveCount(0);
  await rate.click();
  await modal.getByRole('radio', { name: 'Angry' }).check();
  await modal.getByRole('button', { name: 'Complete' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for your rating.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change your rating' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/demo/hub/${slug}$`));
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/hub-rate-later-1366.png' });
  await outboxEmpty(page);

  // The server replaced the first score (5, excited) with the new one (1, angry): not their mean (3).
  await expect
    .poll(async () => {
      const data = await gql(request, token, 'query($k: String) { audience(filter: { keyword: $k }) { records { email satisfactionScore } } }', { k: email });
      return data.audience.records;
    })
    .toEqual([{ email, satisfactionScore: 1 }]);
});
