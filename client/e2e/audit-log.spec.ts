/**
 * Settings → Audit log as an Owner uses it: rename the company, invite someone, make an API token
 * and let the token make a material; then read those entries newest first (who, what in words and
 * the raw action, on what, from where), filter by action, by actor and by days, clear, open the
 * rename to see the old and new name and the entry's hash, and export the log as CSV. A Team Admin
 * sees no Audit log entry and is refused at its address (and by the server).
 */
import { readFile } from 'node:fs/promises';
import { gql, ownerWithCompany, signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Download, expect, type Locator, type Page, test } from './support/test';

const PASSWORD = 'Audit-log-password-1!';
const CSV_HEADER = 'seq,time,action,actor,actor_type,made_by,target_type,target_id,target,ip,before,after,hash';

const entries = (page: Page) => page.getByRole('list', { name: 'Audit log entries' }).locator(':scope > li');
/** An entry's row: the button that opens it. */
const toggleOf = (entry: Locator) => entry.getByRole('button').first();
const count = (page: Page) => page.locator('.audit-log__count');
const filters = (page: Page) => page.getByRole('form', { name: 'Filter the audit log' });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Today and tomorrow as a date input's values, in the browser's own time zone. */
const localDays = (page: Page) =>
  page.evaluate(() => {
    const day = (at: Date) => `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
    const now = new Date();
    return { today: day(now), tomorrow: day(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)) };
  });

/** The file behind "Export CSV", as text. */
async function exportCsv(page: Page): Promise<{ download: Download; text: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const path = await download.path();
  return { download, text: await readFile(path, 'utf8') };
}

const csvRows = (text: string) => text.split('\r\n').filter(Boolean);

test('audit log: an Owner reads, filters, opens and exports what they did', async ({ page, request }) => {
  test.setTimeout(150_000); // sign-up may have to wait out its rate limit
  const stamp = Date.now();
  const email = `audit-log-${stamp}@example.com`;
  const oldName = `Audit Co ${stamp % 100000}`;
  const newName = `Audited Learning ${stamp % 100000}`;
  const invitee = `audit-invitee-${stamp}@example.com`;
  const owner = await ownerWithCompany(request, { email, password: PASSWORD, firstName: 'Olive', company: oldName });
  await storeToken(page, owner.token);
  await page.setViewportSize({ width: 1366, height: 900 });
  const nav = page.getByRole('navigation', { name: 'Settings' });

  // Three audited things through the pages: a rename, an invitation, an API token.
  await page.goto(`/${owner.slug}/settings/company`);
  await page.getByLabel('Company name').fill(newName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Company name updated successfully.' })).toBeVisible();

  await nav.getByRole('link', { name: 'Team', exact: true }).click();
  const invite = page.getByRole('form', { name: 'Invite team members' });
  await invite.getByLabel('Email 1').fill(invitee);
  await invite.getByLabel('Role 1').selectOption({ label: 'Member' });
  await invite.getByRole('button', { name: 'Send invites' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invites sent successfully!' })).toBeVisible();

  await nav.getByRole('link', { name: 'API', exact: true }).click();
  await page.getByRole('button', { name: 'Create token' }).click();
  const tokenForm = page.getByRole('dialog', { name: 'Create token' });
  await tokenForm.getByRole('textbox', { name: 'Name' }).fill('Journey sync');
  await tokenForm.getByRole('checkbox', { name: 'Write materials' }).check();
  await tokenForm.getByRole('button', { name: 'Create token' }).click();
  const made = page.getByRole('dialog', { name: 'Token Journey sync created' });
  const apiToken = await made.getByRole('textbox', { name: 'Token' }).inputValue();
  await made.getByRole('button', { name: 'Done' }).click();

  // The token acts too: its entry names it, and the person who made it.
  const { createMaterial } = await gql(
    request,
    apiToken,
    'mutation($input: CreateMaterialInput!) { createMaterial(input: $input) { __typename ... on MaterialPayload { material { name } } } }',
    { input: { kind: 'DOC', name: 'Made by a token' } },
  );
  expect(createMaterial.__typename).toBe('MaterialPayload');

  // Settings → Audit log: newest first, each with its actor, its words and its raw action.
  await nav.getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${owner.slug}/settings/audit-log$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  await expect(page.getByText('each entry carries the hash of the one before it')).toBeVisible();
  await expect(count(page)).toHaveText('5 entries.');
  const list = entries(page);
  await expect(list).toHaveCount(5);
  const expected = [
    { words: 'Made a material', raw: 'createMaterial' },
    { words: 'Made an API token', raw: 'createApiToken' },
    { words: 'Invited team members', raw: 'inviteTeamMembers' },
    { words: 'Changed the company settings', raw: 'updateCompany' },
    { words: 'Set up the company', raw: 'saveOnboardingCompany' },
  ];
  for (const [index, { words, raw }] of expected.entries()) {
    const entry = list.nth(index);
    await expect(entry.locator('.audit-entry__words')).toHaveText(words);
    await expect(entry.locator('.audit-entry__raw')).toHaveText(raw);
    await expect(entry).toContainText(/127\.0\.0\.1/);
  }
  const byToken = list.nth(0);
  await expect(byToken.locator('.audit-entry__actor-name')).toHaveText('Journey sync');
  await expect(byToken.getByText('Token', { exact: true })).toBeVisible();
  await expect(byToken.getByText(`made by ${email}`)).toBeVisible();
  for (const index of [1, 2, 3, 4]) {
    await expect(list.nth(index).locator('.audit-entry__actor-name')).toHaveText(email);
    await expect(list.nth(index).getByText('Token', { exact: true })).toHaveCount(0);
  }
  await expect(list.nth(1).locator('.audit-entry__target')).toContainText('API token');
  await expect(list.nth(1).locator('.audit-entry__target')).toContainText('Journey sync');
  await expect(list.nth(3).locator('.audit-entry__target')).toContainText('Company');
  // Two entries on the same company keep their own targets: the set-up names it as it was then,
  // the rename (whose target the server leaves without a name) does not borrow that name.
  await expect(list.nth(4).locator('.audit-entry__target')).toContainText(oldName);
  await expect(list.nth(3).locator('.audit-entry__target')).not.toContainText(oldName);
  // The exact instant is in the tooltip.
  await expect(list.nth(0).locator('time')).toHaveAttribute('title', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  // The earlier pages' toasts gone, so the picture shows the list whole.
  await expect(page.locator('.ui-toast')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: '/tmp/shots/audit-log-list-wide.png', fullPage: true });

  // Filter by action: only that one remains.
  const form = filters(page);
  const action = form.getByRole('combobox', { name: 'Action', exact: true });
  await expect(action).toHaveValue('');
  await expect(action.locator('option').first()).toHaveText('All actions');
  await action.selectOption({ label: 'Made an API token (createApiToken)' });
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(count(page)).toHaveText('1 entry match.');
  await expect(list).toHaveCount(1);
  await expect(list.first().locator('.audit-entry__raw')).toHaveText('createApiToken');

  // The CSV has the same filters: the header and that one row.
  const filteredCsv = await exportCsv(page);
  expect(filteredCsv.download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const filteredRows = csvRows(filteredCsv.text);
  expect(filteredRows[0]).toBe(CSV_HEADER);
  expect(filteredRows).toHaveLength(2);
  expect(filteredRows[1]).toMatch(new RegExp(`^4,[^,]+,createApiToken,${email.replace(/[.+]/g, '\\$&')},user,,ApiToken,`));

  // By actor: the owner's own e-mail keeps everything they did (their token's work too); a stranger's, nothing.
  await action.selectOption({ label: 'All actions' });
  const actor = form.getByRole('textbox', { name: 'Actor', exact: true });
  await expect(actor).toHaveAccessibleDescription('An e-mail, a user id or a token id.');
  await actor.fill(email);
  await actor.press('Enter');
  await expect(count(page)).toHaveText('5 entries match.');
  await expect(list).toHaveCount(5);
  await actor.fill(`nobody-${stamp}@example.com`);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(count(page)).toHaveText('No entries match.');
  await expect(list).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

  // By days, in the browser's time zone: today has them all, from tomorrow on nothing; a range that ends before it starts is refused.
  const { today, tomorrow } = await localDays(page);
  await actor.fill('');
  await form.getByLabel('From', { exact: true }).fill(today);
  await form.getByLabel('To', { exact: true }).fill(today);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(count(page)).toHaveText('5 entries match.');
  await form.getByLabel('From', { exact: true }).fill(tomorrow);
  await form.getByLabel('To', { exact: true }).fill(today);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByRole('alert')).toHaveText('The “To” date must be on or after the “From” date.');
  await expect(form.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/audit-log-filters-wide.png' });
  await form.getByLabel('To', { exact: true }).fill('');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(count(page)).toHaveText('No entries match.');

  // Clear: the fields empty and the whole log is back.
  await form.getByRole('button', { name: 'Clear' }).click();
  await expect(count(page)).toHaveText('5 entries.');
  await expect(form.getByLabel('From', { exact: true })).toHaveValue('');
  await expect(actor).toHaveValue('');
  await expect(action).toHaveValue('');

  // Open the rename from the keyboard: the old and the new name side by side, its number and hash.
  const rename = list.nth(3);
  const renameToggle = toggleOf(rename);
  await expect(renameToggle).toHaveAttribute('aria-expanded', 'false');
  await renameToggle.focus();
  await page.keyboard.press('Enter');
  await expect(renameToggle).toHaveAttribute('aria-expanded', 'true');
  const details = rename.locator('.audit-entry__details');
  await expect(details.getByText('Changed: name')).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Before' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'After' })).toBeVisible();
  const [beforeBox, afterBox] = [details.locator('pre').nth(0), details.locator('pre').nth(1)];
  await expect(beforeBox).toContainText(`"name": "${oldName}"`);
  await expect(afterBox).toContainText(`"name": "${newName}"`);
  await expect(details).toContainText('No. 2');
  await expect(details.locator('.audit-entry__hash')).toHaveText(/^[0-9a-f]{64}$/);
  // Side by side on a wide screen.
  const [beforeAt, afterAt] = [await beforeBox.boundingBox(), await afterBox.boundingBox()];
  expect(afterAt!.x).toBeGreaterThan(beforeAt!.x + beforeAt!.width - 1);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/audit-log-entry-wide.png', fullPage: true });

  // The whole log as CSV: the header, then every entry oldest first.
  const fullCsv = await exportCsv(page);
  const rows = csvRows(fullCsv.text);
  expect(rows[0]).toBe(CSV_HEADER);
  expect(rows).toHaveLength(6);
  expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(['1', '2', '3', '4', '5']);
  expect(rows.slice(1).map((row) => row.split(',')[2])).toEqual([
    'saveOnboardingCompany',
    'updateCompany',
    'inviteTeamMembers',
    'createApiToken',
    'createMaterial',
  ]);
  expect(rows[2]).toContain(`""name"":""${oldName}""`);
  expect(rows[2]).toContain(`""name"":""${newName}""`);
  expect(rows[5]).toContain(`,Journey sync (API token),token,${email},`);
  await expect(page.getByRole('status').getByText(fullCsv.download.suggestedFilename(), { exact: false }).first()).toBeVisible();
  await renameToggle.click();
  await expect(renameToggle).toHaveAttribute('aria-expanded', 'false');

  // A phone: no sideways scrolling; an entry is a block of labelled lines, before above after.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(count(page)).toHaveText('5 entries.');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await expect(list.nth(0).getByText('Actor', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/audit-log-list-phone.png', fullPage: true });
  await toggleOf(list.nth(3)).click();
  const phoneDetails = list.nth(3).locator('.audit-entry__details');
  await expect(phoneDetails.locator('pre')).toHaveCount(2);
  const [beforePhone, afterPhone] = [await phoneDetails.locator('pre').nth(0).boundingBox(), await phoneDetails.locator('pre').nth(1).boundingBox()];
  expect(afterPhone!.y).toBeGreaterThan(beforePhone!.y + beforePhone!.height - 1);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/audit-log-entry-phone.png', fullPage: true });
});

test('audit log: a Team Admin sees no Audit log entry and is refused at its address', async ({ page, request }) => {
  const token = await signInToken(request, 'admin@demo.learnhub.test', 'demo-password-1');
  await storeToken(page, token);
  await page.goto('/demo/settings/profile');
  const nav = page.getByRole('navigation', { name: 'Settings' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  // A Team Admin has the API and Webhooks entries, but not this one.
  await expect(nav.getByRole('link', { name: 'Webhooks', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log', exact: true })).toHaveCount(0);

  await page.goto('/demo/settings/audit-log');
  await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  await expect(page.getByText('Only Owners can read the audit log.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filter the audit log' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/audit-log-refused.png' });

  // The server says no as well, to the query and to the CSV.
  const response = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: { query: '{ viewer { company { auditLog { totalCount } } } }' },
  });
  expect((await response.json()).errors?.[0]?.message).toBe('Not authorized to resolve Company.auditLog');
  const csv = await request.get('/api/v1/audit_log?format=csv', { headers: { Authorization: `Bearer ${token}` } });
  expect(csv.status()).toBe(403);
});
