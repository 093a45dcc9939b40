import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';
import { gql, signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { makePng } from './support/png';

const OWNER = 'owner@demo.learnhub.test';
const PASSWORD = 'demo-password-1';
const NAME = 'Uploads journey';

// One sign-in for the whole file: sign-in is rate limited per address (10 a minute), and the
// materials journeys after this one sign the owner in too.
let token = '';

/** Removes the journey's material (and its images first), so other journeys see the seed unchanged. */
async function cleanUp(request: APIRequestContext) {
  if (!token) token = await signInToken(request, OWNER, PASSWORD);
  const data = await gql(request, token, '{ viewer { company { materials(first: 100) { edges { node { id name } } } } } }');
  const leftovers = data.viewer.company.materials.edges
    .map((edge: { node: { id: string; name: string } }) => edge.node)
    .filter((node: { name: string }) => node.name === NAME);
  for (const node of leftovers) {
    for (const kind of ['THUMBNAIL', 'FAVICON']) {
      await gql(request, token, 'mutation($input: RemoveMaterialImageInput!) { removeMaterialImage(input: $input) { __typename } }', {
        input: { materialId: node.id, kind },
      });
    }
    await gql(request, token, 'mutation($input: DeleteMaterialInput!) { deleteMaterial(input: $input) { __typename } }', { input: { materialId: node.id } });
  }
}

test.beforeAll(async ({ request }) => {
  await cleanUp(request);
  const { createMaterial } = await gql(request, token, 'mutation($input: CreateMaterialInput!) { createMaterial(input: $input) { __typename } }', {
    input: { kind: 'WALKTHROUGH', name: NAME },
  });
  expect(createMaterial.__typename).toBe('MaterialPayload');
});
test.afterAll(async ({ request }) => cleanUp(request));

async function openSettings(page: Page) {
  await page.getByRole('button', { name: `Actions for ${NAME}` }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Material settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

function fileInput(group: Locator) {
  return group.locator('input[type="file"]');
}

test('material settings: logo and thumbnail uploads, checks, server error, remove', async ({ page }) => {
  test.setTimeout(90_000);
  await storeToken(page, token);
  await page.goto('/demo/walkthroughs?tab=walkthroughs');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
  await expect(card.locator('.material-card__placeholder')).toBeVisible();

  const dialog = await openSettings(page);
  const logo = dialog.getByRole('group', { name: 'Logo' });
  const thumbnail = dialog.getByRole('group', { name: 'Thumbnail' });
  await expect(logo.getByText('No logo yet')).toBeVisible();
  await expect(thumbnail.getByText('No thumbnail yet')).toBeVisible();
  await expect(thumbnail.getByRole('button', { name: 'Remove thumbnail' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/material-uploads-empty.png' });

  // Not an image, though named .png: refused on the client with the spec's message.
  await fileInput(thumbnail).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image') });
  await expect(thumbnail.getByRole('alert')).toHaveText('Only JPG, PNG, GIF, and JPEG images are allowed.');
  await fileInput(thumbnail).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(thumbnail.getByRole('alert')).toHaveText('Only JPG, PNG, GIF, and JPEG images are allowed.');

  // A WebP the browser can show, named .png: the server decides from the bytes (415) and its message shows here.
  const webp = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 8;
    canvas.height = 8;
    canvas.getContext('2d')!.fillRect(0, 0, 8, 8);
    return canvas.toDataURL('image/webp').split(',')[1] ?? '';
  });
  await fileInput(logo).setInputFiles({ name: 'sneaky.png', mimeType: 'image/png', buffer: Buffer.from(webp, 'base64') });
  await expect(logo.getByRole('alert')).toHaveText('Only JPG, PNG, GIF, and JPEG images are allowed.');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/material-uploads-errors.png' });

  // A real PNG thumbnail: uploaded at once, the server's toast, the preview and the card show it.
  await fileInput(thumbnail).setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: makePng(160, 100, [37, 99, 235]) });
  await expect(page.getByText('Thumbnail added successfully.')).toBeVisible();
  await expect(thumbnail.getByRole('alert')).toHaveCount(0);
  const preview = thumbnail.getByRole('img', { name: 'Current thumbnail' });
  await expect(preview).toBeVisible();
  const src = await preview.getAttribute('src');
  expect(src).toBeTruthy();
  await fileInput(logo).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(64, 64, [234, 88, 12]) });
  await expect(page.getByText('Logo added successfully.')).toBeVisible();
  await expect(logo.getByRole('img', { name: 'Current logo' })).toBeVisible();
  await expect(logo.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/material-uploads-filled.png' });

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: '/tmp/shots/material-uploads-720.png' });

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const cardImage = card.locator('.material-card__thumb img');
  await expect(cardImage).toHaveAttribute('src', src!);
  await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await page.screenshot({ path: '/tmp/shots/material-uploads-card.png' });

  // Remove both: the previews empty, the card back to its placeholder.
  const again = await openSettings(page);
  await again.getByRole('group', { name: 'Thumbnail' }).getByRole('button', { name: 'Remove thumbnail' }).click();
  await expect(page.getByText('Thumbnail removed.')).toBeVisible();
  await expect(again.getByRole('group', { name: 'Thumbnail' }).getByText('No thumbnail yet')).toBeVisible();
  await again.getByRole('group', { name: 'Logo' }).getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('Logo removed.')).toBeVisible();
  await expect(again.getByRole('group', { name: 'Logo' }).getByText('No logo yet')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.locator('.material-card__placeholder')).toBeVisible();
  await expect(card.locator('.material-card__thumb img')).toHaveCount(0);
});
