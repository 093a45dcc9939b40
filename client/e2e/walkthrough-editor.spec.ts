import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';
import { gql, signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { makePng } from './support/png';

const OWNER = 'owner@demo.learnhub.test';
const PASSWORD = 'demo-password-1';
const NAME = 'Editor journey';
const SLUG = 'editor-journey';
const BACKGROUND = 'journey-background.png';

// Wide enough that a 1024 × 640 background is shown at 100 %: canvas pixels are document units.
test.use({ viewport: { width: 1680, height: 940 }, actionTimeout: 10_000 });

/** A 1600 × 1000 PNG that looks like an app screenshot (navy bar, grey side, white card). */
function screenshotPng(width = 1600, height = 1000): Buffer {
  return makePng(width, height, (x, y) => {
    const inCard = x > 240 && x < 1360 && y > 200 && y < 820;
    return y < 90 ? [11, 37, 69] : x < 200 ? [230, 235, 241] : inCard ? [255, 255, 255] : [245, 247, 250];
  });
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xffc0 && marker <= 0xffc3) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error('no JPEG frame header');
}

let token = '';

/** Removes what the journey made (also after a failure), so other journeys see the seed unchanged. */
async function cleanUp(request: APIRequestContext) {
  if (!token) token = await signInToken(request, OWNER, PASSWORD);
  const data = await gql(
    request,
    token,
    '{ viewer { company { materials(first: 100) { edges { node { id name } } } libraryImages(first: 100) { edges { node { id filename } } } } } }',
  );
  for (const { node } of data.viewer.company.materials.edges as { node: { id: string; name: string } }[]) {
    if (node.name !== NAME) continue;
    await gql(request, token, 'mutation($input: DeleteMaterialInput!) { deleteMaterial(input: $input) { __typename } }', { input: { materialId: node.id } });
  }
  for (const { node } of data.viewer.company.libraryImages.edges as { node: { id: string; filename: string } }[]) {
    if (node.filename !== BACKGROUND) continue;
    await gql(request, token, 'mutation($input: DeleteLibraryImageInput!) { deleteLibraryImage(input: $input) { __typename } }', {
      input: { libraryImageId: node.id },
    });
  }
}

test.beforeAll(async ({ request }) => cleanUp(request));
test.afterAll(async ({ request }) => cleanUp(request));

const page$ = (page: Page) => page.locator('.editor-canvas__page');
/** The page's box once the Konva stage (its own chunk) is drawn in it. */
async function stageBox(page: Page) {
  await expect(page$(page).locator('canvas').first()).toBeVisible();
  const box = await page$(page).boundingBox();
  if (!box) throw new Error('no canvas');
  return box;
}
const layerList = (page: Page) => page.locator('.editor-layer-list');
const layerButton = (page: Page, name: string | RegExp) => layerList(page).getByRole('button', { name });
const saveStatus = (page: Page) => page.getByRole('status', { name: 'Save status' });
const design = (page: Page) => page.getByRole('tabpanel', { name: 'Design' });

/** Clicks the canvas at document position (x, y) (the canvas is at 100 %). */
async function clickCanvas(page: Page, x: number, y: number, options: { button?: 'left' | 'right' } = {}) {
  const box = await stageBox(page);
  await page.mouse.click(box.x + x, box.y + y, options);
}

/** Presses at (x, y) on the canvas and drags by (dx, dy) in small moves, like a hand would. */
async function dragCanvas(page: Page, x: number, y: number, dx: number, dy: number) {
  const box = await stageBox(page);
  await page.mouse.move(box.x + x, box.y + y);
  await page.mouse.down();
  await page.mouse.move(box.x + x + dx / 2, box.y + y + dy / 2, { steps: 5 });
  await page.mouse.move(box.x + x + dx, box.y + y + dy, { steps: 5 });
  await page.mouse.up();
}

async function addWithTool(page: Page, tool: string, x: number, y: number, label: string) {
  const button = page.getByRole('button', { name: tool, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await clickCanvas(page, x, y);
  await expect(layerButton(page, label)).toHaveCount(1);
  // The tool is used once, then cleared (authoring.md §4).
  await expect(button).toHaveAttribute('aria-pressed', 'false');
}

test('walkthrough editor: create, background, every layer, drag, resize, undo/redo, steps, autosave, reload, publish', async ({ page, request }) => {
  test.setTimeout(180_000);
  await storeToken(page, token);

  // Create New → the editor of the new walkthrough, with its loading view first.
  await page.goto('/demo/walkthroughs');
  await page.getByRole('button', { name: 'Create New' }).click();
  const create = page.getByRole('dialog', { name: 'Create new material' });
  await create.getByLabel('Name').fill(NAME);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(`/demo/walkthroughs/${SLUG}/edit`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Demo Co›${NAME}`);
  await expect(page.getByRole('link', { name: 'Demo Co' })).toHaveAttribute('href', '/demo/walkthroughs?tab=walkthroughs');
  await expect(page.getByRole('heading', { name: 'Steps' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start with a screenshot' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/editor-empty.png' });

  // Not an image: refused with the spec's message before any upload.
  const file = page.locator('.editor-empty-canvas input[type="file"]');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(page.locator('.editor-empty-canvas').getByRole('alert')).toHaveText('Only JPG, PNG, GIF, and JPEG images are allowed.');

  // A real background: uploaded to the library, scaled to width 1024 (1600 × 1000 → 1024 × 640).
  await file.setInputFiles({ name: BACKGROUND, mimeType: 'image/png', buffer: screenshotPng() });
  await expect(page.locator('.editor-canvas__meta')).toContainText('1024 × 640');
  await expect(page.locator('.editor-empty-canvas')).toHaveCount(0);
  await expect(page$(page)).toHaveAttribute('data-scale', '1');
  await expect(page.getByRole('button', { name: 'Replace background' })).toBeVisible();

  // One layer of each tool, then an image from the library.
  await addWithTool(page, 'Square', 120, 80, 'Rectangle at 120, 80');
  await addWithTool(page, 'Text', 300, 40, 'Text at 300, 40');
  await addWithTool(page, 'Hotspot', 500, 80, 'Hotspot at 500, 80');
  await addWithTool(page, 'Text input', 120, 300, 'Text input at 120, 300');
  await addWithTool(page, 'Dropdown', 400, 300, 'Dropdown at 400, 300');
  await addWithTool(page, 'Arrow', 600, 420, 'Arrow at 600, 420');
  await page.getByRole('tab', { name: 'Library' }).click();
  await page.getByRole('button', { name: `Add as image: ${BACKGROUND}` }).click();
  await expect(layerButton(page, 'Image at 40, 40')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Design' })).toHaveAttribute('aria-selected', 'true');
  await expect(design(page).getByRole('heading', { name: 'Image' })).toBeVisible();
  // The image is on top of the rectangle; move it out of the way with the arrow keys (Shift: 10 px).
  await page.locator('#editor-canvas-region').focus();
  for (let i = 0; i < 30; i++) await page.keyboard.press('Shift+ArrowDown');
  await expect(layerButton(page, 'Image at 40, 340')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(layerButton(page, 'Image at 41, 340')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/editor-layers.png' });

  // Drag the rectangle (press on its middle): one gesture, one undo step.
  await dragCanvas(page, 170, 130, 60, 40);
  await expect(layerButton(page, 'Rectangle at 180, 120')).toHaveCount(1);
  await expect(design(page).getByRole('heading', { name: 'Rectangle' })).toBeVisible();

  // Select the hotspot and resize it with the transformer's bottom-right handle.
  await clickCanvas(page, 550, 105);
  await expect(design(page).getByRole('heading', { name: 'Hotspot' })).toBeVisible();
  await expect(design(page).getByLabel('Width', { exact: true })).toHaveValue('100');
  await dragCanvas(page, 600, 130, 50, 30);
  await expect(design(page).getByLabel('Width', { exact: true })).toHaveValue('150');
  await expect(design(page).getByLabel('Height', { exact: true })).toHaveValue('80');
  await page.screenshot({ path: '/tmp/shots/editor-transform.png' });

  // Undo twice (keyboard, then the button), redo twice.
  await page.keyboard.press('Control+z');
  await expect(design(page).getByLabel('Width', { exact: true })).toHaveValue('100');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(layerButton(page, 'Rectangle at 120, 80')).toHaveCount(1);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(layerButton(page, 'Rectangle at 180, 120')).toHaveCount(1);
  await page.locator('#editor-canvas-region').focus();
  await page.keyboard.press('Control+Shift+Z');
  await expect(design(page).getByLabel('Width', { exact: true })).toHaveValue('150');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();

  // Typing in a design field is one undo step, and Ctrl+Z inside it is the field's own.
  const heightField = design(page).getByLabel('Height', { exact: true });
  await heightField.fill('90');
  await expect(layerButton(page, 'Hotspot at 500, 80')).toHaveCount(1);
  await heightField.blur();
  // Ctrl+Z in a field undoes that field's typing and stops there: Chromium's page-wide undo list
  // must not reach back into the Height typed before (field-undo-guard.ts).
  const borderField = design(page).getByLabel('Border width');
  await borderField.click();
  await borderField.press('Control+a');
  await page.keyboard.type('3');
  await expect(borderField).toHaveValue('3');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Control+z');
  await expect(borderField).toHaveValue('1');
  await expect(heightField).toHaveValue('90');
  await borderField.blur();

  // Delete asks first for text (authoring.md §5); No keeps it, Yes removes it; undo brings it back.
  await layerButton(page, 'Text at 300, 40').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete element' });
  await expect(confirm).toContainText('Are you sure you want to delete the element?');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(layerButton(page, 'Text at 300, 40')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(layerButton(page, 'Text at 300, 40')).toHaveCount(1);

  // Double-click a text to edit it in place; Enter leaves.
  const canvasBox = await page$(page).boundingBox();
  await page.mouse.dblclick((canvasBox?.x ?? 0) + 320, (canvasBox?.y ?? 0) + 55);
  const overlay = page.getByRole('textbox', { name: 'Text of the layer' });
  await expect(overlay).toBeFocused();
  await overlay.fill('Click Save');
  await page.keyboard.press('Enter');
  await expect(overlay).toHaveCount(0);
  await expect(design(page).getByLabel('Text', { exact: true })).toHaveValue('Click Save');

  // Right-click → Delete (the dropdown), then undo.
  await clickCanvas(page, 450, 315, { button: 'right' });
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await menu.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(layerButton(page, 'Dropdown at 400, 300')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(layerButton(page, 'Dropdown at 400, 300')).toHaveCount(1);

  // Steps: rename inline (double-click, Save), add two, reorder with the keyboard.
  const steps = page.getByRole('list', { name: 'Steps' });
  await steps.locator('.editor-step__select').first().dblclick();
  const form = page.getByRole('form', { name: 'Edit Step 1' });
  await form.getByLabel('Name').fill('Welcome');
  await form.getByLabel('Title').fill('Welcome to the tour');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(steps.locator('.editor-step__name')).toHaveText(['Welcome']);
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByRole('button', { name: 'Add step' }).click();
  await expect(steps.locator('.editor-step__name')).toHaveText(['Welcome', 'Step 2', 'Step 3']);
  await expect(steps.locator('[aria-current="step"]')).toContainText('Step 3');
  await expect(page.getByRole('heading', { name: 'Start with a screenshot' })).toBeVisible();
  const handle = page.getByRole('button', { name: 'Reorder Step 3' });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(200);
  await page.keyboard.press('Space');
  await expect(steps.locator('.editor-step__name')).toHaveText(['Welcome', 'Step 3', 'Step 2']);
  await steps.locator('.editor-step__select').first().click();
  await expect(layerButton(page, 'Rectangle at 180, 120')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/editor-steps.png' });

  // Autosave: "Saved", then everything is there after a reload.
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
  await page.reload();
  await expect(steps.locator('.editor-step__name')).toHaveText(['Welcome', 'Step 3', 'Step 2']);
  for (const label of [
    'Rectangle at 180, 120',
    'Text at 300, 40',
    'Hotspot at 500, 80',
    'Text input at 120, 300',
    'Dropdown at 400, 300',
    'Arrow at 600, 420',
    'Image at 41, 340',
  ]) {
    await expect(layerButton(page, label)).toHaveCount(1);
  }
  await expect(page.locator('.editor-canvas__meta')).toContainText('1024 × 640');
  await layerButton(page, 'Hotspot at 500, 80').focus();
  await page.keyboard.press('Enter');
  await expect(design(page).getByLabel('Width', { exact: true })).toHaveValue('150');
  await expect(design(page).getByLabel('Height', { exact: true })).toHaveValue('90');

  // Export the step as a JPEG at full size.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export step as JPEG' }).click();
  const jpeg = await download;
  expect(jpeg.suggestedFilename()).toBe(`${SLUG}-step-1.jpg`);
  const bytes = await readFile((await jpeg.path()) ?? '');
  expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
  expect(jpegSize(bytes)).toEqual({ width: 1024, height: 640 });

  // Publish: loading, then "Published." and the status.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published.')).toBeVisible();
  await expect(page.locator('.editor-breadcrumb__status')).toHaveText('published');

  // Change the draft, then restore the published version from History.
  await steps.locator('.editor-step__select').first().dblclick();
  await page.getByRole('form', { name: 'Edit Welcome' }).getByLabel('Name').fill('Changed');
  await page.keyboard.press('Enter');
  await expect(steps.locator('.editor-step__name')).toHaveText(['Changed', 'Step 3', 'Step 2']);
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
  await expect(page.locator('.editor-breadcrumb__status')).toHaveText('published, with unpublished changes');
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Published versions' });
  // The first publish is "Revision 1", however many saves came before it.
  await expect(history.getByText('Revision 1', { exact: true })).toBeVisible();
  const restore = history.getByRole('button', { name: 'Restore revision 1' });
  await expect(restore).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/editor-history.png' });
  await restore.click();
  await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Revision 1 restored to the draft.')).toBeVisible();
  await expect(history).toBeHidden();
  await expect(steps.locator('.editor-step__name')).toHaveText(['Welcome', 'Step 3', 'Step 2']);
  await expect(layerButton(page, 'Rectangle at 180, 120')).toHaveCount(1);

  // Settings opens the material settings dialog.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Material settings' });
  await expect(settings.getByLabel('Name')).toHaveValue(NAME);
  await expectNoSeriousA11yViolations(page);
  await settings.getByRole('button', { name: 'Cancel' }).click();
  await expect(settings).toBeHidden();

  // Preview opens the draft preview in a new tab.
  const preview = page.getByRole('link', { name: 'Preview (opens in a new tab)' });
  await expect(preview).toHaveAttribute('href', `/demo/walkthroughs/${SLUG}/preview`);
  await expect(preview).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
  await tab.waitForLoadState();
  await expect(tab.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  await tab.close();

  // The server holds what the editor showed.
  const saved = await gql(request, token, `{ material(slug: "${SLUG}") { status steps { name layers { __typename } } } }`);
  // Restoring made a new draft revision after the published one.
  expect(saved.material.status).toBe('PUBLISHED_WITH_CHANGES');
  expect(saved.material.steps.map((step: { name: string }) => step.name)).toEqual(['Welcome', 'Step 3', 'Step 2']);
  expect(saved.material.steps[0].layers).toHaveLength(7);

  // What was published plays at the view address and in the embed, by keyboard alone.
  for (const address of [`/demo/walkthroughs/${SLUG}`, `/embed/demo/walkthroughs/${SLUG}`]) {
    await page.goto(address);
    const player = page.getByRole('region', { name: NAME });
    const title = (text: string) => player.getByRole('heading', { level: 2, name: text, exact: true });
    await expect(title('Welcome to the tour')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await tabTo(page, player.getByRole('button', { name: /^Hotspot 1 of 1/ }));
    await page.keyboard.press('Enter');
    await expect(title('Title 3')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(title('Title 2')).toBeFocused();
    await tabTo(page, player.getByRole('button', { name: 'Finish' }));
    await page.keyboard.press('Enter');
    await expect(player.getByRole('heading', { name: `You've completed ${NAME}` })).toBeFocused();
  }
});

/** Presses Tab until `target` has focus (keyboard-only navigation). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
