/**
 * The path editor (authoring.md §2 "Path editor", §4 "Path editing", §5) used like an author
 * would: a path made with the Create dialog, one element of each of the 15 kinds from "Add
 * Element to Paths", rich text with bold and a link, image and attachment uploads (and a refused
 * type), a multiple-choice element with two questions, reordering by mouse and by keyboard, the
 * due date, undo and redo, autosave, a reload that finds everything, Publish, and the viewer
 * showing it all. A View Only member is told they can't edit. Axe runs on every state visited.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';
import { signInToken, storeToken, deleteMaterialsNamed } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { makePng } from './support/png';

const OWNER = 'owner@demo.learnhub.test';
const VIEWER = 'viewer@demo.learnhub.test';
const PASSWORD = 'demo-password-1';
const NAME = 'Path editor journey';

test.use({ actionTimeout: 10_000 });

let token = '';

/** Deletes the journey's path (also after a failure), so other journeys see the seed unchanged. */
async function cleanUp(request: APIRequestContext) {
  token ||= await signInToken(request, OWNER, PASSWORD);
  await deleteMaterialsNamed(request, token, NAME);
}

test.beforeAll(async ({ request }) => cleanUp(request));
test.afterAll(async ({ request }) => cleanUp(request));

/** A calendar date `days` from today in the browser's (and this machine's) time zone. */
function inDays(days: number): { iso: string; typed: string } {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const [y, m, day] = [d.getFullYear(), String(d.getMonth() + 1).padStart(2, '0'), String(d.getDate()).padStart(2, '0')];
  return { iso: `${y}-${m}-${day}`, typed: `${day}/${m}/${y}` };
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longDate = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(8, 10)}, ${iso.slice(0, 4)}`;

/** The picker's labels in its order; the journey adds them in this order, so card n is KINDS[n-1]. */
const KINDS = [
  'Large Title',
  'Body',
  'Image',
  'Video',
  'Walkthroughs',
  'Embed Code',
  'Attachment',
  'Short Answer',
  'Long Answer',
  'Multiple Choice',
  'Multi Select',
  'Checkbox',
  'File Upload',
  'Date',
  'Time',
];

const elementList = (page: Page) => page.getByRole('list', { name: 'Elements' });
const card = (page: Page, name: string) => elementList(page).getByRole('listitem', { name, exact: true });
const saveStatus = (page: Page) => page.getByRole('status', { name: 'Save status' });
const picker = (page: Page) => page.getByRole('dialog', { name: 'Add Element to Paths' });

/** The cards' names ("Body 2", …) in canvas order. */
const order = (page: Page) =>
  elementList(page)
    .locator(':scope > li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));
/** The kinds in canvas order (the names without their position). */
const kindOrder = async (page: Page) => (await order(page)).map((name) => name?.replace(/ \d+$/, ''));

async function insert(page: Page, opener: Locator, kind: string) {
  await opener.click();
  await expect(picker(page)).toBeVisible();
  await picker(page).getByRole('radio', { name: kind, exact: true }).check();
  await picker(page).getByRole('button', { name: 'Insert Element' }).click();
  await expect(picker(page)).toBeHidden();
}

/** How far the page is wider than the window (0 or less: no sideways scrolling). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Drags `handle` onto `target` with the mouse in small moves, like a hand would. */
async function drag(page: Page, handle: Locator, target: Locator) {
  // Both in the middle of the window, away from the edges where dragging scrolls the canvas.
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('an author builds a path in the editor, reloads it, publishes it and sees it in the viewer', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await storeToken(page, await signInToken(request, OWNER, PASSWORD));

  // Create: the Create New dialog, kind Paths, then the editor of the new path.
  await page.goto('/demo/paths');
  await page.getByRole('button', { name: 'Create New' }).click();
  const create = page.getByRole('dialog', { name: 'Create new material' });
  await create.getByLabel('Name').fill(NAME);
  await create.getByRole('radio', { name: /Paths/ }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/demo\/paths\/path-editor-journey[\w-]*\/edit$/);
  const slug = page.url().split('/').at(-2) ?? '';

  // The editor: breadcrumb, the first step selected, its default large title.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Demo Co' })).toHaveAttribute('href', '/demo/paths');
  await expect(crumbs).toContainText(NAME);
  await expect(page.getByRole('button', { name: /^1\s*Step 1/ })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('textbox', { name: 'Step title' })).toHaveValue('Step 1');
  await expect(saveStatus(page)).toHaveText('Saved');
  await expectNoSeriousA11yViolations(page);

  // The default element goes (after "Are you sure…"), leaving the empty step's drop area.
  await card(page, 'Large Title 1').getByRole('button', { name: 'Delete Large Title 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete element' });
  await expect(confirm).toContainText('Are you sure you want to delete the element?');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const first = page.getByRole('button', { name: 'Click to add your first element' });
  await expect(first).toBeVisible();

  // The picker: title, hint, Insert Element disabled until a kind is chosen; Escape and the
  // backdrop leave it open, Cancel closes it.
  await first.click();
  const dialog = picker(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Select an element from the list and select the insert element button to add it to your content area');
  await expect(dialog.getByRole('radio')).toHaveCount(15);
  for (const [i, kind] of KINDS.entries()) await expect(dialog.getByRole('radio').nth(i)).toHaveAccessibleName(kind);
  await expect(dialog.getByRole('button', { name: 'Insert Element' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(first).toBeVisible();

  // One element of each kind: the first from the drop area, then "Add element", the last one
  // through "Add an element after" the one before it.
  await insert(page, first, KINDS[0] as string);
  for (const kind of KINDS.slice(1, -1)) await insert(page, page.getByRole('button', { name: 'Add element', exact: true }), kind);
  await insert(page, page.getByRole('button', { name: 'Add an element after Date 14' }), 'Time');
  expect(await order(page)).toEqual(KINDS.map((kind, i) => `${kind} ${i + 1}`));
  await expect(card(page, 'Large Title 1').getByRole('textbox', { name: 'Large Title 1' })).toHaveValue('Hello world over here');
  await expect(card(page, 'Video 4')).toContainText('Use the sidebar to add the video link.');
  await expectNoSeriousA11yViolations(page);

  // Large title text, typed in place.
  await card(page, 'Large Title 1').getByRole('textbox', { name: 'Large Title 1' }).fill('Before you start');

  // Body: bold and a link from the toolbar and the link address form.
  const body = card(page, 'Body 2');
  const text = body.getByRole('textbox', { name: 'Body 2' });
  const tools = body.getByRole('toolbar', { name: 'Body 2 formatting' });
  await text.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Read the ');
  await tools.getByRole('button', { name: 'Bold' }).click();
  await expect(tools.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('security policy');
  await tools.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' and the handbook');
  for (let i = 0; i < 'handbook'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await tools.getByRole('button', { name: 'Link' }).click();
  const address = body.getByLabel('Link address');
  await address.fill('javascript:alert(1)');
  await expect(body.getByText('Use an http(s) address or mailto:.')).toBeVisible();
  await expect(body.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await address.fill('https://example.com/handbook');
  await body.getByRole('button', { name: 'Apply' }).click();
  await expect(text.locator('strong')).toHaveText('security policy');
  await expect(text.locator('a')).toHaveText('handbook');
  await expect(text.locator('a')).toHaveAttribute('href', 'https://example.com/handbook');
  await expect(text).toHaveText('Read the security policy and the handbook');

  // Image: a refused type with the spec's message, then a PNG, "Uploading..." while it goes.
  const image = card(page, 'Image 3');
  await image.locator('input[type=file]').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(image.getByRole('alert')).toHaveText('Only JPG, PNG, and JPEG images are allowed.');
  // A text file renamed .png: its bytes are read, not its name (issue 21).
  await image.locator('input[type=file]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are my notes.\n') });
  await expect(image.getByRole('alert')).toHaveText('Only JPG, PNG, and JPEG images are allowed.');
  await expectNoSeriousA11yViolations(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/upload_files', async (route) => {
    await held;
    await route.continue();
  });
  // Far wider than the card: it is scaled to the card (issue 21: it spilled under the Design panel).
  await image.locator('input[type=file]').setInputFiles({ name: 'office.png', mimeType: 'image/png', buffer: makePng(2400, 300, [40, 120, 180]) });
  await expect(image.getByText('Uploading...')).toBeVisible();
  await expect(image.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  release();
  await expect(image.locator('img.path-image')).toBeVisible();
  await expect(image.locator('img.path-image')).toHaveAttribute('src', /^\/uploads\//);
  expect(await image.locator('img.path-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2400);
  await page.unroute('**/api/v1/upload_files');
  // Its ⚙ opens the Design panel on its settings; the image stays inside its card, clear of the panel.
  await image.getByRole('button', { name: 'Settings of Image 3' }).click();
  const imageDesign = page.getByRole('complementary', { name: 'Design' });
  await expect(imageDesign).toBeVisible();
  await expect(imageDesign.getByLabel('Alt text')).toBeVisible();
  const imageBox = (await image.locator('img.path-image').boundingBox())!;
  const cardBox = (await image.boundingBox())!;
  const panelBox = (await imageDesign.boundingBox())!;
  expect(imageBox.x + imageBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  expect(imageBox.x + imageBox.width).toBeLessThanOrEqual(panelBox.x);
  await page.screenshot({ path: '/tmp/shots/path-editor-wide-image-1366.png' });
  await imageDesign.getByRole('button', { name: 'Close' }).click();
  await expect(imageDesign).toBeHidden();

  // Attachment: a CSV.
  const attachment = card(page, 'Attachment 7');
  await attachment.locator('input[type=file]').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from('name,team\nAda,Security\n') });
  await expect(attachment.getByRole('link', { name: /roster\.csv/ })).toHaveAttribute('href', /^\/uploads\//);
  await expect(attachment.getByRole('button', { name: 'Replace attachment' })).toBeVisible();

  // Multiple choice: two questions, the second's correct answer changed to its second option.
  const choice = card(page, 'Multiple Choice 10');
  await choice.getByRole('textbox', { name: 'Question 1' }).fill('Which password is strongest?');
  const q1 = choice.getByRole('group', { name: 'Question 1' });
  await q1.getByRole('textbox', { name: 'Option 1' }).fill('correct horse battery staple');
  await q1.getByRole('textbox', { name: 'Option 2' }).fill('password1');
  await choice.getByRole('button', { name: 'Add question' }).click();
  const q2 = choice.getByRole('group', { name: 'Question 2' });
  await q2.getByRole('textbox', { name: 'Question 2' }).fill('Should you reuse passwords?');
  await q2.getByRole('textbox', { name: 'Option 1' }).fill('Yes');
  await q2.getByRole('textbox', { name: 'Option 2' }).fill('No');
  await expect(q2.getByRole('radio', { name: 'Yes is correct' })).toBeChecked();
  await q2.getByRole('radio', { name: 'No is correct' }).check();
  await expect(q2.getByRole('radio', { name: 'Yes is correct' })).not.toBeChecked();
  await expect(q1.getByRole('radio', { name: 'correct horse battery staple is correct' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // Checkbox label and a question, typed in place.
  await card(page, 'Checkbox 12').getByRole('textbox', { name: 'Checkbox 12 text' }).fill('I have read the policy');
  await card(page, 'Short Answer 8').getByRole('textbox', { name: 'Short Answer 8 question' }).fill('What will you do first?');

  // The Design panel: the walkthrough element plays the seeded "Getting started"; embed code.
  // The element's ⚙ alone opens the panel (README: "opened by Design or an element's settings").
  await card(page, 'Walkthroughs 5').getByRole('button', { name: 'Settings of Walkthroughs 5' }).click();
  const design = page.getByRole('complementary', { name: 'Design' });
  await expect(design).toBeVisible();
  await design.getByRole('combobox', { name: 'Walkthrough' }).selectOption({ label: 'Getting started' });
  await expect(card(page, 'Walkthroughs 5').getByRole('region', { name: 'Getting started' })).toBeVisible({ timeout: 15_000 });
  await card(page, 'Embed Code 6').getByRole('button', { name: 'Settings of Embed Code 6' }).click();
  await design.getByLabel('Embed code').fill('<p id="out">team widget</p>');
  await design.getByLabel('Frame title (for screen readers)').fill('Team widget');
  await expect(page.frameLocator('iframe[title="Team widget"]').locator('#out')).toHaveText('team widget');
  await expectNoSeriousA11yViolations(page);
  await design.getByRole('button', { name: 'Close' }).click();
  await expect(design).toBeHidden();

  // Reorder by mouse: Short Answer dragged above Attachment.
  await drag(page, card(page, 'Short Answer 8').getByRole('button', { name: 'Reorder Short Answer 8' }), card(page, 'Attachment 7'));
  const afterDrag = [...KINDS.slice(0, 6), 'Short Answer', 'Attachment', ...KINDS.slice(8)];
  await expect.poll(() => kindOrder(page)).toEqual(afterDrag);

  // Reorder by keyboard: Long Answer picked up with Space, down, down, up, dropped with Space.
  const handle = card(page, 'Long Answer 9').getByRole('button', { name: 'Reorder Long Answer 9' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Long Answer 9 is over position 9.')).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Long Answer 9 is over position 10.')).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Long Answer 9 is over position 11.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Long Answer 9 is over position 10.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Long Answer 9 dropped at position 10.')).toBeAttached();
  const afterKeys = [...afterDrag.slice(0, 8), 'Multiple Choice', 'Long Answer', ...afterDrag.slice(10)];
  await expect.poll(() => kindOrder(page)).toEqual(afterKeys);

  // Due date: a past date is refused with its message; three days from now is kept.
  const dueField = page.getByRole('textbox', { name: 'Due date', exact: true });
  await dueField.fill(inDays(-1).typed);
  await dueField.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: "The due date can't be before today." })).toBeVisible();
  await expect(dueField).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  const due = inDays(3);
  await dueField.fill(due.typed);
  await dueField.press('Enter');
  await expect(page.getByText(`in 3 days ${longDate(due.iso)}`)).toBeVisible();
  await expect(dueField).toHaveAttribute('aria-invalid', 'false');

  // Undo and redo: toolbar buttons, then Ctrl+Z and Ctrl+Shift+Z outside a text field.
  await card(page, 'Time 15').getByRole('button', { name: 'Delete Time 15' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Time 15')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, 'Time 15')).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(card(page, 'Time 15')).toHaveCount(0);
  await page.getByRole('heading', { name: 'Steps' }).click();
  await page.keyboard.press('Control+z');
  await expect(card(page, 'Time 15')).toBeVisible();
  await page.keyboard.press('Control+Shift+z');
  await expect(card(page, 'Time 15')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(card(page, 'Time 15')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();

  // Autosave, then screenshots of the editor with content at both sizes.
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
  await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('main', { name: 'Canvas' }).evaluate((main) => main.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/shots/path-editor-1366.png' });
  await card(page, 'Multiple Choice 9').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: '/tmp/shots/path-editor-1366-questions.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/shots/path-editor-390.png' });
  await page.screenshot({ path: '/tmp/shots/path-editor-390-full.png', fullPage: true });
  // On a phone the wide image fits the card too, and the ⚙ brings the Design panel (below the canvas) into view.
  const phoneImage = card(page, 'Image 3');
  await phoneImage.scrollIntoViewIfNeeded();
  const phoneBox = (await phoneImage.locator('img.path-image').boundingBox())!;
  expect(phoneBox.x + phoneBox.width).toBeLessThanOrEqual((await phoneImage.boundingBox())!.x + (await phoneImage.boundingBox())!.width);
  await page.screenshot({ path: '/tmp/shots/path-editor-wide-image-390.png' });
  await phoneImage.getByRole('button', { name: 'Settings of Image 3' }).click();
  const phoneDesign = page.getByRole('complementary', { name: 'Design' });
  await expect(phoneDesign.getByLabel('Alt text')).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  await phoneDesign.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 1366, height: 900 });

  // A reload finds everything: order, texts, bold and link, the uploads, due date, questions.
  await page.reload();
  await expect.poll(() => kindOrder(page)).toEqual(afterKeys);
  await expect(card(page, 'Large Title 1').getByRole('textbox', { name: 'Large Title 1' })).toHaveValue('Before you start');
  const reloaded = card(page, 'Body 2').getByRole('textbox', { name: 'Body 2' });
  await expect(reloaded).toHaveText('Read the security policy and the handbook');
  await expect(reloaded.locator('strong')).toHaveText('security policy');
  await expect(reloaded.locator('a')).toHaveAttribute('href', 'https://example.com/handbook');
  await expect(card(page, 'Image 3').locator('img.path-image')).toBeVisible();
  await expect(card(page, 'Attachment 8').getByRole('link', { name: /roster\.csv/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Due date', exact: true })).toHaveValue(due.typed);
  const choiceAgain = card(page, 'Multiple Choice 9');
  await expect(choiceAgain.getByRole('textbox', { name: 'Question 1' })).toHaveValue('Which password is strongest?');
  await expect(choiceAgain.getByRole('group', { name: 'Question 2' }).getByRole('textbox', { name: 'Question 2' })).toHaveValue('Should you reuse passwords?');
  await expect(choiceAgain.getByRole('radio', { name: 'No is correct' })).toBeChecked();
  await expect(card(page, 'Checkbox 12').getByRole('textbox', { name: 'Checkbox 12 text' })).toHaveValue('I have read the policy');
  await expect(card(page, 'Walkthroughs 5').getByRole('region', { name: 'Getting started' })).toBeVisible({ timeout: 15_000 });
  await expect(saveStatus(page)).toHaveText('Saved');
  await expectNoSeriousA11yViolations(page);

  // Publish.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published.')).toBeVisible();

  // The viewer: the accordion, the due-date line, the questions, the walkthrough.
  await page.goto(`/demo/paths/${slug}`);
  const step = page.getByRole('button', { name: /1\. Step 1/ });
  await expect(step).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: /1\. Step 1/ });
  await expect(panel.getByText(`Due in 3 days ${longDate(due.iso)}`)).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await expect(panel.locator('strong', { hasText: 'security policy' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'handbook' })).toHaveAttribute('href', 'https://example.com/handbook');
  await expect(panel.getByRole('link', { name: /roster\.csv/ })).toBeVisible();
  await expect(panel.getByLabel('What will you do first?')).toBeDisabled();
  const quiz = panel.locator('.path-choice');
  await expect(quiz.getByText('1 of 2', { exact: true })).toBeVisible();
  await expect(quiz.getByRole('group', { name: 'Which password is strongest?' })).toBeVisible();
  await expect(quiz.getByRole('button', { name: 'Back' })).toBeDisabled();
  await quiz.getByRole('button', { name: 'Next' }).click();
  await expect(quiz.getByText('2 of 2', { exact: true })).toBeVisible();
  await expect(quiz.getByRole('group', { name: 'Should you reuse passwords?' })).toBeVisible();
  await expect(quiz.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(panel.getByRole('region', { name: 'Getting started' })).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole('heading', { name: 'Welcome to your dashboard' })).toBeVisible();
  await expect(page.frameLocator('iframe[title="Team widget"]').locator('#out')).toHaveText('team widget');
  // The wide image is scaled to the step, not wider than it.
  const shown = (await panel.locator('img.path-image').boundingBox())!;
  const stepBox = (await panel.boundingBox())!;
  expect(shown.width).toBeGreaterThan(0);
  expect(shown.x + shown.width).toBeLessThanOrEqual(stepBox.x + stepBox.width);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/path-editor-viewer-1366.png', fullPage: true });
  await step.click();
  await expect(step).toHaveAttribute('aria-expanded', 'false');
  await expectNoSeriousA11yViolations(page);
});

test("a View Only member opening the editor is told they can't edit the path", async ({ page, request }) => {
  await storeToken(page, await signInToken(request, VIEWER, PASSWORD));
  await page.goto('/demo/paths/onboarding-path/edit');
  await expect(page.getByRole('heading', { level: 1, name: "You can't edit this path" })).toBeVisible();
  await expect(page.getByText('Your role lets you view materials, not change them.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/demo/paths/onboarding-path');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
