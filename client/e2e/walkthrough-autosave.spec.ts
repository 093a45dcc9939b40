import { type APIRequestContext, type Browser, expect, type Page, test } from './support/test';
import { gql, signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * Autosave as two authors and a flaky network see it: the other author's saves arrive live, a
 * save that meets someone else's newer revision asks before overwriting, and work the server
 * has not acknowledged survives a failed save and a reload.
 */
const PASSWORD = 'demo-password-1';
const NAME = 'Autosave journey';

let ownerToken = '';
let adminToken = '';

async function cleanUp(request: APIRequestContext) {
  if (!ownerToken) ownerToken = await signInToken(request, 'owner@demo.learnhub.test', PASSWORD);
  if (!adminToken) adminToken = await signInToken(request, 'admin@demo.learnhub.test', PASSWORD);
  const data = await gql(request, ownerToken, '{ viewer { company { materials(first: 100) { edges { node { id name } } } } } }');
  for (const { node } of data.viewer.company.materials.edges as { node: { id: string; name: string } }[]) {
    if (node.name === NAME)
      await gql(request, ownerToken, 'mutation($input: DeleteMaterialInput!) { deleteMaterial(input: $input) { __typename } }', {
        input: { materialId: node.id },
      });
  }
}

test.beforeAll(async ({ request }) => cleanUp(request));
test.afterAll(async ({ request }) => cleanUp(request));

const saveStatus = (page: Page) => page.getByRole('status', { name: 'Save status' });
const stepNames = (page: Page) => page.locator('.editor-steps__list .editor-step__name');

/** Makes saves fail at the network (the server never sees them) until the returned function is called. */
async function failSaves(page: Page): Promise<() => Promise<void>> {
  const handler = (route: import('@playwright/test').Route) =>
    route.request().postData()?.includes('useSaveMaterialDraftMutation') ? route.abort('connectionreset') : route.fallback();
  await page.route('**/graphql', handler);
  return () => page.unroute('**/graphql', handler);
}

async function openEditor(browser: Browser, token: string, slug: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeToken(page, token);
  await page.goto(`/demo/walkthroughs/${slug}/edit`);
  await expect(page.getByRole('heading', { name: 'Steps' })).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Saved');
  return page;
}

async function draftStepNames(request: APIRequestContext, slug: string): Promise<string[]> {
  const data = await gql(request, ownerToken, 'query($slug: String!) { material(slug: $slug) { steps { name } } }', { slug });
  return (data.material.steps as { name: string }[]).map((s) => s.name);
}

test("autosave: another author's saves arrive, conflicts ask first, failed saves survive a reload", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const created = await gql(
    request,
    ownerToken,
    'mutation($input: CreateMaterialInput!) { createMaterial(input: $input) { ... on MaterialPayload { material { slug } } } }',
    {
      input: { name: NAME, kind: 'WALKTHROUGH' },
    },
  );
  const slug = created.createMaterial.material.slug as string;
  const olivia = await openEditor(browser, ownerToken, slug);
  const adam = await openEditor(browser, adminToken, slug);

  // Olivia adds a step; Adam, with nothing unsaved, gets it live and is told who saved.
  const oliviasSave = olivia.waitForRequest((r) => r.postData()?.includes('useSaveMaterialDraftMutation') ?? false);
  await olivia.getByRole('button', { name: 'Add step' }).click();
  // Only what changed goes on the wire: the new step and the order, not the whole draft.
  const { input } = (await oliviasSave).postDataJSON().variables;
  expect(input).not.toHaveProperty('data');
  expect(input.changes.steps).toHaveLength(1);
  expect(input.changes.order).toHaveLength(2);
  expect(input.changes).not.toHaveProperty('config');
  await expect(saveStatus(olivia)).toHaveText('Saved');
  await expect(stepNames(adam)).toHaveText(['Step 1', 'Step 2']);
  await expect(adam.getByText('Olivia Owner saved a newer version.')).toBeVisible();
  await expect(draftStepNames(request, slug)).resolves.toEqual(['Step 1', 'Step 2']);

  // Adam's save can't get through while Olivia saves again: his unsaved step meets her newer
  // revision, and the editor asks before anything is overwritten.
  const restoreAdam = await failSaves(adam);
  await adam.getByRole('button', { name: 'Add step' }).click();
  await expect(saveStatus(adam)).toHaveText('Retrying');
  await olivia.getByRole('button', { name: 'Add step' }).click();
  await expect(saveStatus(olivia)).toHaveText('Saved');
  const conflict = adam.getByRole('dialog', { name: 'Olivia Owner saved a newer version' });
  await expect(conflict).toBeVisible();
  await expect(saveStatus(adam)).toHaveText('Conflict');
  await expectNoSeriousA11yViolations(adam);
  await adam.screenshot({ path: '/tmp/shots/editor-conflict.png' });
  await expect(draftStepNames(request, slug)).resolves.toEqual(['Step 1', 'Step 2', 'Step 3']);

  // "Keep my changes": his version goes over hers, and hers follows.
  await restoreAdam();
  await conflict.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(conflict).toBeHidden();
  await expect(saveStatus(adam)).toHaveText('Saved');
  const adamsSteps = await stepNames(adam).allTextContents();
  expect(adamsSteps).toHaveLength(3);
  await expect(stepNames(olivia)).toHaveText(adamsSteps);
  await expect(olivia.getByText('Adam Admin saved a newer version.')).toBeVisible();
  await adam.context().close();

  // Olivia's save fails; the step stays in the browser through a reload and is sent once the
  // network is back: nothing acknowledged or typed is lost.
  const restoreOlivia = await failSaves(olivia);
  await olivia.getByRole('button', { name: 'Add step' }).click();
  await expect(saveStatus(olivia)).toHaveText('Retrying');
  await olivia.reload();
  await expect(stepNames(olivia)).toHaveCount(4);
  await expect(saveStatus(olivia)).toHaveText('Retrying');
  await restoreOlivia();
  await expect(saveStatus(olivia)).toHaveText('Saved', { timeout: 40_000 });
  await expect.poll(() => draftStepNames(request, slug)).toHaveLength(4);
  await olivia.reload();
  await expect(stepNames(olivia)).toHaveCount(4);
  await expect(saveStatus(olivia)).toHaveText('Saved');
  await olivia.context().close();
});
