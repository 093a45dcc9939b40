/**
 * One author, one path, two tabs of the same browser (issue 21): what one tab saved is never
 * overwritten by the other tab's typing. The later tab either takes the saved change first or
 * asks, and the question says it was this author's other tab, with a time, not a draft revision.
 */
import { type APIRequestContext, expect, type Page, test } from './support/test';
import { gql, signInToken, storeToken, deleteMaterialsNamed } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

const OWNER = 'owner@demo.learnhub.test';
const ADMIN = 'admin@demo.learnhub.test';
const PASSWORD = 'demo-password-1';
const NAME = 'Two tabs journey';

let token = '';

async function cleanUp(request: APIRequestContext) {
  token ||= await signInToken(request, OWNER, PASSWORD);
  await deleteMaterialsNamed(request, token, NAME);
}

test.beforeAll(async ({ request }) => cleanUp(request));
test.afterAll(async ({ request }) => cleanUp(request));

const saveStatus = (page: Page) => page.getByRole('status', { name: 'Save status' });
const stepTitle = (page: Page) => page.getByRole('textbox', { name: 'Step title' });
const largeTitle = (page: Page) => page.getByRole('listitem', { name: 'Large Title 1', exact: true }).getByRole('textbox', { name: 'Large Title 1' });

async function createPath(request: APIRequestContext): Promise<string> {
  const created = await gql(
    request,
    token,
    'mutation($input: CreateMaterialInput!) { createMaterial(input: $input) { ... on MaterialPayload { material { slug } } } }',
    { input: { name: NAME, kind: 'PATH' } },
  );
  return created.createMaterial.material.slug as string;
}

async function draft(request: APIRequestContext, slug: string): Promise<{ title: string; heading: string }> {
  const data = await gql(request, token, 'query($slug: String!) { material(slug: $slug) { draftData } }', { slug });
  const [step] = data.material.draftData as { title: string; layers: { content?: string }[] }[];
  return { title: step?.title ?? '', heading: step?.layers.at(-1)?.content ?? '' };
}

async function open(page: Page, slug: string) {
  await page.goto(`/demo/paths/${slug}/edit`);
  await expect(stepTitle(page)).toHaveValue('Step 1');
  await expect(saveStatus(page)).toHaveText('Saved');
}

test("two tabs of one author: the later tab's typing keeps the other tab's saved change", async ({ context, request }) => {
  test.setTimeout(90_000);
  const slug = await createPath(request);
  const first = await context.newPage();
  await storeToken(first, token);
  await open(first, slug);
  const second = await context.newPage();
  await open(second, slug);

  // The first tab renames the step and saves; the second, idle, takes it live.
  await stepTitle(first).fill('Renamed in the first tab');
  await expect(saveStatus(first)).toHaveText('Saved');
  await expect(stepTitle(second)).toHaveValue('Renamed in the first tab');

  // The second tab then edits another field: both changes are kept.
  await largeTitle(second).fill('Heading from the second tab');
  await expect(saveStatus(second)).toHaveText('Saved');
  await expect.poll(() => draft(request, slug)).toEqual({ title: 'Renamed in the first tab', heading: 'Heading from the second tab' });
  await expect(largeTitle(first)).toHaveValue('Heading from the second tab');
  await expect(stepTitle(second)).toHaveValue('Renamed in the first tab');

  // Both tabs type before either hears the other: the later save is asked about, in words for
  // this case (its own other tab), with a time and no draft revision number.
  await second.route('**/graphql', async (route) => {
    // Hold the second tab's save until the first tab's has landed, so the second one is late.
    if (route.request().postData()?.includes('useSaveMaterialDraftMutation')) await new Promise((r) => setTimeout(r, 1500));
    await route.fallback();
  });
  await stepTitle(first).fill('First tab again');
  await stepTitle(second).fill('Second tab typing');
  const dialog = second.getByRole('dialog', { name: 'You changed this path in another tab' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText(/You saved this path in another tab at \d{1,2}:\d{2}/);
  await expect(dialog).not.toContainText(/revision \d/);
  await expectNoSeriousA11yViolations(second);
  await expect.poll(() => draft(request, slug)).toMatchObject({ title: 'First tab again' });
  await dialog.getByRole('button', { name: 'Load the other version' }).click();
  await expect(stepTitle(second)).toHaveValue('First tab again');
  await second.unroute('**/graphql');
});

test('another author saving meanwhile is named in the question, with a time', async ({ browser, request }) => {
  test.setTimeout(60_000);
  await cleanUp(request);
  const slug = await createPath(request);
  const mine = await browser.newContext();
  const page = await mine.newPage();
  await storeToken(page, token);
  await open(page, slug);
  const adminToken = await signInToken(request, ADMIN, PASSWORD);
  const id = (await gql(request, token, 'query($slug: String!) { material(slug: $slug) { id revision } }', { slug })).material;

  // Held in flight while the other author's save (through the API) lands first.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('useSaveMaterialDraftMutation')) await new Promise((r) => setTimeout(r, 1500));
    await route.fallback();
  });
  await stepTitle(page).fill('Mine');
  const saved = await gql(
    request,
    adminToken,
    'mutation($input: SaveMaterialDraftInput!) { saveMaterialDraft(input: $input) { __typename ... on SaveMaterialDraftPayload { revision } } }',
    { input: { materialId: id.id, baseRevision: id.revision, changes: {} } },
  );
  expect(saved.saveMaterialDraft.__typename).toBe('SaveMaterialDraftPayload');
  const dialog = page.getByRole('dialog', { name: /saved a newer version/ });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toHaveAccessibleName(/^Adam .* saved a newer version$/);
  await expect(dialog).toContainText(/at \d{1,2}:\d{2}/);
  await expect(dialog).not.toContainText(/revision \d/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(saveStatus(page)).toHaveText('Saved');
  await mine.close();
});
