import { type APIRequestContext, expect, type Page, test } from './support/test';
import { gql, signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

const PASSWORD = 'demo-password-1';
const CREATED = 'Journey walkthrough';
const RENAMED = 'Getting started (journey copy)';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function signIn(page: Page, request: APIRequestContext, email: string) {
  await storeToken(page, await signInToken(request, email, PASSWORD));
}

/** The Walkthroughs page's one tab bar: the kinds' lists, Manage Access and Audience. */
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Walkthroughs sections' });
const listTab = (page: Page, tab: string) => tabBar(page).getByRole('link', { name: new RegExp(`^${tab}`) });

function badge(page: Page, tab: string) {
  return listTab(page, tab).locator('.materials-badge > [aria-hidden]');
}

/** Deletes what the journey made, so other journeys see the seed unchanged (also after a failure). */
async function cleanUp(request: APIRequestContext) {
  const token = await signInToken(request, 'owner@demo.learnhub.test', PASSWORD);
  const data = await gql(request, token, '{ viewer { company { materials(first: 100) { edges { node { id name } } } } } }');
  const leftovers = data.viewer.company.materials.edges
    .map((edge: { node: { id: string; name: string } }) => edge.node)
    .filter((node: { name: string }) => node.name.includes('(copy)') || node.name === CREATED || node.name === RENAMED);
  for (const node of leftovers) {
    await gql(request, token, 'mutation($input: DeleteMaterialInput!) { deleteMaterial(input: $input) { __typename } }', { input: { materialId: node.id } });
  }
}

test.afterAll(async ({ request }) => cleanUp(request));

test('materials: tabs, grid and list, copy, duplicate, settings, access, delete, create', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, request, 'owner@demo.learnhub.test');

  // The side navigation's Walkthroughs opens the walkthroughs list, under one tab bar.
  await page.goto('/demo/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Walkthroughs' }).click();
  await expect(page).toHaveURL(/\/demo\/walkthroughs\?tab=walkthroughs$/);
  await expect(listTab(page, 'Walkthroughs')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('list', { name: 'Walkthroughs' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: /sections$/ })).toHaveCount(1);
  await expect(tabBar(page).getByRole('link')).toHaveText([/^Path/, /^Walkthroughs/, 'Videos', 'Manage Access', 'Audience']);
  await expectNoSeriousA11yViolations(page);

  // Walkthroughs page: tab Path by default, with the count badges.
  await page.goto('/demo/walkthroughs');
  await expect(page.getByRole('heading', { level: 1, name: 'Walkthroughs' })).toBeVisible();
  await expect(listTab(page, 'Path')).toHaveAttribute('aria-current', 'page');
  await expect(badge(page, 'Path')).toHaveText('2');
  await expect(badge(page, 'Walkthroughs')).toHaveText('3');
  const grid = page.getByRole('list', { name: 'Paths' });
  await expect(grid.getByRole('link', { name: 'New hire onboarding' })).toHaveAttribute('href', '/demo/paths/onboarding-path');
  await expect(grid.getByText('published', { exact: true })).toBeVisible();
  await expect(grid.getByText('draft', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/materials-walkthroughs-paths.png', fullPage: true });

  // ?tab= switching.
  await listTab(page, 'Walkthroughs').click();
  await expect(page).toHaveURL(/\/demo\/walkthroughs\?tab=walkthroughs$/);
  const walkthroughs = page.getByRole('list', { name: 'Walkthroughs' });
  await expect(walkthroughs.getByRole('listitem')).toHaveCount(3);
  await expect(walkthroughs.getByRole('link', { name: 'Getting started' })).toHaveAttribute('href', '/demo/walkthroughs/getting-started');
  await page.screenshot({ path: '/tmp/shots/materials-walkthroughs-grid.png', fullPage: true });
  await listTab(page, 'Videos').click();
  await expect(page).toHaveURL(/tab=videos/);
  await expect(page.getByText("Videos aren't available yet")).toBeVisible();
  await page.goto('/demo/walkthroughs?tab=walkthroughs');
  await expect(listTab(page, 'Walkthroughs')).toHaveAttribute('aria-current', 'page');

  // List display: a table with the same actions.
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: 'Walkthroughs' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('button', { name: 'Actions for Create a report' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/materials-walkthroughs-list.png', fullPage: true });
  await page.getByRole('button', { name: 'Grid' }).click();

  // Copy the share link: "Copied" for 2 seconds; the menu closes on an outside click.
  await page.getByRole('button', { name: 'Actions for Getting started' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/materials-card-menu.png' });
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await page.getByRole('button', { name: 'Actions for Getting started' }).click();
  await page.getByRole('menuitem', { name: 'Copy share link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  // The learners' address: the material in the hub.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/demo/hub/getting-started`);
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeHidden({ timeout: 3_000 });

  // Duplicate: the server's message, the copy in the list, the badge up by one.
  await page.getByRole('button', { name: 'Actions for Getting started' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page.getByText('Material duplicated successfully.')).toBeVisible();
  await expect(walkthroughs.getByRole('link', { name: 'Getting started (copy)' })).toBeVisible();
  await expect(badge(page, 'Walkthroughs')).toHaveText('4');

  // Settings: name, description, public URL (read-only), visibility set by the server's answer.
  await page.getByRole('button', { name: 'Actions for Getting started (copy)' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Material settings' });
  await expect(settings.getByLabel('Name')).toHaveAttribute('placeholder', 'Give this material a name');
  await expect(settings.getByLabel('Description')).toHaveAttribute('placeholder', 'Tell the user what they will learn in this material');
  await expect(settings.getByLabel('Public URL')).toHaveAttribute('readonly', '');
  await expect(settings.getByRole('combobox', { name: 'Domain' })).toHaveValue('');
  await expect(settings.getByRole('combobox', { name: 'Domain' }).locator('option:checked')).toHaveText('Default address');
  // The learners' address: the material in the hub.
  await expect(settings.getByLabel('Public URL')).toHaveValue(new RegExp(`^${origin}/demo/hub/getting-started-`));
  const visibility = settings.getByRole('group', { name: 'Visibility' });
  const publicRadio = visibility.getByRole('radio', { name: /^Public/ });
  const privateRadio = visibility.getByRole('radio', { name: /^Private/ });
  const wasPrivate = await privateRadio.isChecked();
  await (wasPrivate ? publicRadio : privateRadio).click();
  await expect(wasPrivate ? publicRadio : privateRadio).toBeChecked();
  await visibility.getByRole('radio', { name: /User Info Required/ }).click();
  await expect(visibility.getByRole('radio', { name: /User Info Required/ })).toBeChecked();
  await privateRadio.click();
  await expect(privateRadio).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/materials-settings.png' });
  await settings.getByLabel('Name').fill('   ');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText("Name can't be blank")).toBeVisible();
  await settings.getByLabel('Name').fill(RENAMED);
  await settings.getByLabel('Description').fill('A copy made by the materials journey.');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();
  // Saving goes to the material's address (spec §2 "Material settings modal").
  await expect(page).toHaveURL(/\/demo\/walkthroughs\/getting-started-[\w-]+$/);
  await page.goto('/demo/walkthroughs?tab=walkthroughs');
  await expect(walkthroughs.getByRole('link', { name: RENAMED })).toBeVisible();

  // Manage Access: the private copy and its invited e-mails.
  await page.getByRole('link', { name: 'Manage Access' }).click();
  await expect(page).toHaveURL(/\/demo\/walkthroughs\/manage-access$/);
  const access = page.getByRole('region', { name: RENAMED });
  await access.getByLabel(`Invite a learner to ${RENAMED}`).fill('not-an-address');
  await access.getByRole('button', { name: 'Add' }).click();
  await expect(access.getByText('Please enter a valid email address')).toBeVisible();
  await access.getByLabel(`Invite a learner to ${RENAMED}`).fill('Learner@Example.com');
  await access.getByRole('button', { name: 'Add' }).click();
  await expect(access.getByRole('list', { name: `Invited to ${RENAMED}` })).toContainText('learner@example.com');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/materials-manage-access.png', fullPage: true });
  await access.getByRole('button', { name: 'Remove learner@example.com' }).click();
  await expect(access.getByText('Nobody is invited yet.')).toBeVisible();

  // Delete with the confirmation of §5: No keeps it, Yes removes it.
  await page.goto('/demo/walkthroughs?tab=walkthroughs');
  await page.getByRole('button', { name: `Actions for ${RENAMED}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete material' });
  await expect(confirm).toContainText(`Are you sure you want to delete this material: ${RENAMED}?`);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/materials-delete-confirm.png' });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(walkthroughs.getByRole('link', { name: RENAMED })).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${RENAMED}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Material deleted successfully.')).toBeVisible();
  await expect(walkthroughs.getByRole('link', { name: RENAMED })).toHaveCount(0);
  await expect(badge(page, 'Walkthroughs')).toHaveText('3');

  // Create: validation, then the editor address of the new material.
  await page.getByRole('button', { name: 'Create New' }).click();
  const create = page.getByRole('dialog', { name: 'Create new material' });
  const name = create.getByLabel('Name');
  await expect(name).toHaveAttribute('placeholder', 'Give this material a name');
  await expect(create.getByRole('button', { name: 'Create' })).toBeDisabled();
  await name.fill('  ');
  await name.press('Enter');
  await expect(create.getByRole('alert')).toHaveText('Please first enter the name of the material.');
  await name.blur();
  await expect(create.getByText("Name can't be blank")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/materials-create-invalid.png' });
  await name.fill(CREATED);
  await create.getByRole('radio', { name: /Walkthrough/ }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/demo\/walkthroughs\/journey-walkthrough\/edit$/);
  await cleanUp(request);
});

test('materials: the paths, docs and catalogue pages; search', async ({ page, request }) => {
  await signIn(page, request, 'owner@demo.learnhub.test');
  await page.goto('/demo/paths');
  await expect(page.getByRole('heading', { level: 1, name: 'Paths' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Paths sections' }).getByRole('link', { name: /^Paths/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('list', { name: 'Paths' }).getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/materials-paths.png', fullPage: true });

  await page.goto('/demo/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Docs' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Docs' }).getByRole('link', { name: 'Style guide' })).toHaveAttribute('href', '/demo/docs/style-guide');
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('table', { name: 'Docs' })).toContainText('Style guide');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/demo/learning_materials');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning materials' })).toBeVisible();
  const all = page.getByRole('list', { name: 'Learning materials' });
  await expect(all.getByRole('listitem')).toHaveCount(6);
  await page.getByLabel('Search materials').fill('SECURITY');
  await expect(page).toHaveURL(/q=SECURITY/);
  await expect(all.getByRole('listitem')).toHaveCount(1);
  await expect(all.getByRole('link', { name: 'Security basics' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/materials-catalogue-search.png', fullPage: true });
});

test('materials: a View Only user sees no write actions', async ({ page, request }) => {
  await signIn(page, request, 'viewer@demo.learnhub.test');
  await page.goto('/demo/walkthroughs?tab=walkthroughs');
  await page.getByRole('button', { name: 'Actions for Getting started' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Copy share link', 'Copy embed code']);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/materials-viewer-menu.png' });
  await page.goto('/demo/walkthroughs/manage-access');
  await expect(page.getByRole('heading', { name: 'Manage Access' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
});
