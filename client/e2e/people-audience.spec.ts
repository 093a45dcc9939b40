/**
 * The Audience page (issue 10 §2) on the demo company. Named to run after the dashboard's and the
 * materials' audience journeys (one worker, files in name order): the learners it adds to the demo
 * would change their hand-worked figures. Three learners join through the mailed
 * link first — one Greek, one Chinese and one whose name starts like a spreadsheet formula; the
 * Greek one uploads a CSV to the path — so the page, the profile's Files tab and the exports have
 * something to show beyond the demo's eight. The journey pages and sizes the table, filters by
 * status, searches, sorts, reloads (the view stays: it is in the address), opens every profile
 * tab and downloads the file, exports each format and reads the files back, and checks a View
 * Only member cannot export. Axe and screenshots at 1366×900 and 390×844.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { read } from 'xlsx';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { mailedPath, signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { clientOperation } from './support/client-operation';
import { expect, test } from './support/test';

// PDF.js 6 uses Promise.withResolvers, which Node 20 (our floor) lacks.
(Promise as unknown as { withResolvers?: unknown }).withResolvers ??= () => {
  let resolve: unknown;
  let reject: unknown;
  const promise = new Promise((a, b) => {
    resolve = a;
    reject = b;
  });
  return { promise, resolve, reject };
};

const RUN = `aud${Date.now()}`;
const PEOPLE = [
  { key: 'eleni', firstName: 'Ελένη', lastName: 'Παπαδοπούλου' },
  { key: 'wang', firstName: '芳', lastName: '王' },
  { key: 'formula', firstName: '=SUM(1+1)', lastName: 'Test' },
] as const;
const emailOf = (key: string) => `${RUN}-${key}@example.com`;
const CSV_UPLOAD = 'desk,chair\r\nstanding,ergonomic\r\n';

/** A learner who signed in by the mailed link, named, and opened the onboarding path. */
async function makeLearner(request: APIRequestContext, person: (typeof PEOPLE)[number], pathId: string): Promise<string> {
  const email = emailOf(person.key);
  await request.post('/api/v1/magic_link/generate', { data: { email, company: 'demo' } });
  const link = await mailedPath(request, email, /https?:\/\/\S+\/demo\/passwordless_sign_in\?token=\S+/);
  const token = new URL(link, 'http://x').searchParams.get('token');
  const verified = (await (await request.get(`/api/v1/magic_link/verify?token=${token}`)).json()) as { data: { token: string } };
  const learner = verified.data.token;
  await clientOperation(request, learner, 'useUpdateLearnerAccountMutation', {
    input: { firstName: person.firstName, lastName: person.lastName },
  });
  await clientOperation(request, learner, 'learnerWritesOpenMutation', {
    input: { companySlug: 'demo', materialId: pathId, clientId: crypto.randomUUID() },
  });
  return learner;
}

async function downloaded(page: Page, action: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  const file = await download.path();
  return { download, bytes: await readFile(file) };
}

async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return pages;
}

const showing = (page: Page) => page.locator('.audience-results__showing');
const table = (page: Page) => page.getByRole('table', { name: 'Learners' });
const rows = (page: Page) => table(page).locator('tbody tr');

async function exportAs(page: Page, format: 'Excel' | 'PDF' | 'CSV', fileName: string) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.getByLabel('File Name').fill(fileName);
  await dialog.getByRole('radio', { name: format }).check();
  return downloaded(page, () => dialog.getByRole('button', { name: 'Export', exact: true }).click());
}

test('the audience: paging, filters, search in the address, the profile, exports', async ({ page, request }) => {
  test.setTimeout(240_000);
  const found = (await (await request.get('/api/v1/hub/search?company=demo&by=slug&keyword=onboarding-path')).json()) as { learning_material_id: string };
  const pathId = found.learning_material_id;
  const tokens = [];
  for (const person of PEOPLE) tokens.push(await makeLearner(request, person, pathId));
  const uploaded = await request.post(`/api/v1/hub/save_file/${pathId}`, {
    headers: { authorization: `Bearer ${tokens[0]}` },
    multipart: { file: { name: 'desk-setup.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV_UPLOAD) }, step_id: '20000003', element_id: 'week-desk' },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  await page.setViewportSize({ width: 1366, height: 900 });
  await storeToken(page, await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1'));
  await page.goto('/demo/audiences');
  await expect(page.getByRole('heading', { level: 1, name: 'Audience' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Customers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /Groups/ })).toBeDisabled();
  await expect(page.getByText('Coming soon')).toBeVisible();

  // At least the demo's eight and our three: two pages of ten.
  await expect(showing(page)).toHaveText(/^Showing 1-10 of (\d+)$/);
  const total = Number(/of (\d+)/.exec((await showing(page).textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(11);
  await expect(rows(page)).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/audience-1366.png', fullPage: true });

  // An old link past the last page shows the last page.
  await page.goto('/demo/audiences?page=99');
  const last = Math.ceil(total / 10);
  await expect(page).toHaveURL(new RegExp(`/demo/audiences\\?page=${last}$`));
  await expect(showing(page)).toHaveText(`Showing ${(last - 1) * 10 + 1}-${total} of ${total}`);
  await page.goto('/demo/audiences');
  await expect(rows(page)).toHaveCount(10);

  await page.getByRole('navigation', { name: 'Audience pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/demo\/audiences\?page=2$/);
  await expect(showing(page)).toHaveText(`Showing 11-${Math.min(20, total)} of ${total}`);
  await page.getByLabel('Rows per page').selectOption('20');
  await expect(page).toHaveURL(/\?size=20$/);
  await expect(showing(page)).toHaveText(`Showing 1-${Math.min(20, total)} of ${total}`);

  // A filter goes back to page 1 with size 10.
  await page.getByRole('button', { name: /^Activity Status/ }).click();
  await page.getByRole('checkbox', { name: 'At Risk' }).check();
  await expect(page).toHaveURL(/\?status=at_risk$/);
  await expect(page.getByRole('button', { name: /^Activity Status/ })).toContainText('At Risk');
  const statuses = await table(page).locator('tbody .audience-badge').allTextContents();
  expect(statuses.every((s) => s === 'At Risk')).toBe(true);
  await page.getByRole('checkbox', { name: 'Select all', exact: true }).check();
  await expect(page).toHaveURL(/status=engaged&status=at_risk&status=neutral$/);
  await expect(showing(page)).toHaveText(`Showing 1-10 of ${total}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox', { name: 'Select all', exact: true })).toBeHidden();

  // Learning Start: nobody started in 2099.
  await page.getByLabel('Learning Start Start date').fill('2099-01-01');
  await expect(page).toHaveURL(/from=2099-01-01$/);
  await expect(showing(page)).toHaveText('Showing 0-0 of 0');
  await expect(table(page).getByText('No record found.')).toBeVisible();

  // Search (debounced), then sort; the view survives a reload.
  await page.goto('/demo/audiences');
  await page.getByPlaceholder('Search Learner').fill(RUN);
  await expect(page).toHaveURL(new RegExp(`\\?q=${RUN}$`));
  await expect(showing(page)).toHaveText('Showing 1-3 of 3');
  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(page).toHaveURL(new RegExp(`q=${RUN}&sort=name&dir=asc$`));
  await expect(table(page).getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.reload();
  await expect(page.getByPlaceholder('Search Learner')).toHaveValue(RUN);
  await expect(showing(page)).toHaveText('Showing 1-3 of 3');
  await expect(table(page).getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByPlaceholder('Search Learner').fill(`${RUN}-nobody`);
  await expect(table(page).getByText('No record found.')).toBeVisible();
  await expect(showing(page)).toHaveText('Showing 0-0 of 0');
  await page.getByPlaceholder('Search Learner').fill(RUN);
  await expect(showing(page)).toHaveText('Showing 1-3 of 3');

  // The profile: every tab, the file downloaded, Escape closes and gives focus back.
  const eleni = table(page).getByRole('button', { name: 'Ελένη Παπαδοπούλου' });
  await eleni.click();
  const profile = page.getByRole('dialog', { name: 'Ελένη Παπαδοπούλου' });
  await expect(profile.getByRole('link', { name: emailOf('eleni') })).toBeVisible();
  await expect(profile.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  for (const [label, value] of [
    ['First Name', 'Ελένη'],
    ['Last Name', 'Παπαδοπούλου'],
    ['Email', emailOf('eleni')],
    ['Learning group', '-'],
  ] as const)
    await expect(profile.locator('.learner-details__row', { hasText: label }).locator('dd')).toHaveText(value);
  await expect(profile.locator('.learner-details__row', { hasText: 'Recent activity' }).locator('dd')).toHaveText(/^\d{2}-\d{2}-\d{4}, \d{1,2}:\d{2} (AM|PM)$/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/audience-profile-1366.png' });

  await profile.getByRole('tab', { name: 'Activity' }).click();
  for (const section of ['Docs', 'Paths', 'Walkthroughs']) await expect(profile.getByRole('heading', { name: section })).toBeVisible();
  await expect(profile.getByText(/^Total spend time: /)).toHaveCount(3);
  await expect(profile.getByRole('table', { name: 'Paths' }).locator('tbody tr')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/audience-activity-1366.png' });

  await profile.getByRole('tab', { name: 'Responses' }).click();
  await expect(profile.getByRole('heading', { name: 'Responses' })).toBeVisible();
  await expect(profile.locator('.learner-response').or(profile.getByText('No Response Found.')).first()).toBeVisible();

  await profile.getByRole('tab', { name: 'Files' }).click();
  await expect(profile.getByRole('heading', { name: 'Files Uploaded' })).toBeVisible();
  await expect(profile.locator('.learner-file__name', { hasText: 'desk-setup.csv' })).toBeVisible();
  await profile.getByPlaceholder('Search File').fill('DESK');
  await expect(profile.locator('.learner-file__name', { hasText: 'desk-setup.csv' })).toBeVisible();
  await profile.getByPlaceholder('Search File').fill('invoice');
  await expect(profile.getByText('No File Found.')).toBeVisible();
  await profile.getByPlaceholder('Search File').fill('');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/audience-files-1366.png' });
  const file = await downloaded(page, () => profile.getByRole('link', { name: 'Download desk-setup.csv' }).click());
  expect(file.bytes.toString('utf8')).toBe(CSV_UPLOAD);

  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
  await expect(eleni).toBeFocused();

  // Export: the modal's checks, then each format read back.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await expect(dialog.getByText('Numbers 0 users')).toBeVisible();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select an option first!');
  await dialog.getByRole('radio', { name: 'CSV' }).check();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your fileName!');
  await dialog.getByLabel('File Name').fill('nobody');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select some rows first!');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();

  await table(page).getByRole('checkbox', { name: 'Select all learners on this page' }).check();
  await expect(page.getByText('3 selected.')).toBeVisible();

  // The table starts at row 1; the filters and the time taken are in the file's name (and Excel's sheet "filters").
  const csv = await exportAs(page, 'CSV', 'our learners');
  expect(csv.download.suggestedFilename()).toMatch(new RegExp(`^our learners - Search ${RUN} - \\d{4}-\\d{2}-\\d{2} \\d{2}\\.\\d{2}\\.csv$`));
  const csvRows = parse(csv.bytes.toString('utf8'), { bom: true }) as string[][];
  expect(csvRows[0]?.slice(0, 4)).toEqual(['Name', 'First Name', 'Last Name', 'Email']);
  const csvNames = csvRows.slice(1).map((r) => r[0]);
  expect(csvNames).toHaveLength(3);
  expect(csvNames).toContain("'=SUM(1+1) Test");
  expect(csvNames).toContain('Ελένη Παπαδοπούλου');
  expect(csvNames.some((name) => name?.includes('王') && name.includes('芳'))).toBe(true);

  const xlsx = await exportAs(page, 'Excel', 'our learners');
  expect(xlsx.download.suggestedFilename()).toMatch(/^our learners - Search .+\.xlsx$/);
  const book = read(xlsx.bytes, { type: 'buffer' });
  expect(book.SheetNames).toEqual(['data', 'filters']);
  const sheet = book.Sheets.data;
  expect(sheet?.A1?.v).toBe('Name');
  const sheetNames = ['A2', 'A3', 'A4'].map((c) => String(sheet?.[c]?.v));
  // A typed string cell is never run, so the name is written without the CSV's apostrophe.
  expect(sheetNames).toContain('=SUM(1+1) Test');
  expect(sheetNames).toContain('Ελένη Παπαδοπούλου');
  expect(sheet?.A5).toBeUndefined();
  const filters = book.Sheets.filters;
  expect(filters?.B2?.v).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (am|pm) \(.+\)$/);
  expect(filters?.B3?.v).toBe(`Search: "${RUN}"`);
  expect(filters?.B4?.v).toBe('3 selected learners');

  const pdf = await exportAs(page, 'PDF', 'our learners');
  expect(pdf.download.suggestedFilename()).toMatch(/^our learners - Search .+\.pdf$/);
  const pages = await pdfPages(pdf.bytes);
  expect(pages).toHaveLength(3);
  for (const text of pages) expect(text).toContain(`Filters: Search: "${RUN}"`);
  expect(pages.join('\n')).toContain('Ελένη Παπαδοπούλου');
  expect(pages.join('\n')).toMatch(/王\s?芳|芳\s?王/);
  expect(pages.join('\n')).toContain('=SUM(1+1) Test');

  // Every matching learner, across pages: the export asks by the filter.
  await page.goto('/demo/audiences');
  await table(page).getByRole('checkbox', { name: 'Select all learners on this page' }).check();
  await page.getByRole('button', { name: `Select all ${total} matching` }).click();
  await expect(page.getByText(`All ${total} matching learners are selected.`)).toBeVisible();
  const all = await exportAs(page, 'CSV', 'everyone');
  expect(all.download.suggestedFilename()).toMatch(/^everyone - \d{4}-\d{2}-\d{2} \d{2}\.\d{2}\.csv$/);
  const allRows = parse(all.bytes.toString('utf8'), { bom: true }) as string[][];
  expect(allRows[0]?.[0]).toBe('Name');
  expect(allRows.length - 1).toBe(total);

  // A phone: the table scrolls in its own box, never the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const wrap = page.getByRole('region', { name: 'Learners' });
  expect(await wrap.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/audience-390.png', fullPage: true });
  await table(page).getByRole('button', { name: 'Ελένη Παπαδοπούλου' }).click();
  await expect(page.getByRole('dialog', { name: 'Ελένη Παπαδοπούλου' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/audience-profile-390.png' });
});

test('a View Only member reads the audience but cannot export it', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await storeToken(page, await signInToken(request, 'viewer@demo.learnhub.test', 'demo-password-1'));
  await page.goto('/demo/audiences');
  await expect(showing(page)).toHaveText(/^Showing 1-\d+ of \d+$/);
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await expect(exportButton).toHaveAttribute('aria-disabled', 'true');
  // Still clickable (aria-disabled keeps it in the tab order), to say why.
  await exportButton.click({ force: true });
  await expect(page.getByText("View Only members can't export learners.")).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Export' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

test('a failed load says so and can be tried again: the table, a profile tab', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await storeToken(page, await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1'));
  // The server unreachable for one query at a time (the browser's request fails).
  let failing = 'AudiencePageQuery';
  await page.route('**/graphql', (route) => (route.request().postDataJSON()?.operationName === failing ? route.abort('connectionfailed') : route.fallback()));
  await page.goto('/demo/audiences');
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('No record found.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  failing = 'ActivityTabQuery';
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(showing(page)).toHaveText(/^Showing 1-10 of \d+$/);
  // Found by name: journeys before this one add learners with later activity, who sort first.
  await page.getByPlaceholder('Search Learner').fill('Ava Nguyen');
  await expect(showing(page)).toHaveText('Showing 1-1 of 1');
  await table(page).getByRole('button', { name: 'Ava Nguyen' }).click();
  const profile = page.getByRole('dialog', { name: 'Ava Nguyen' });
  await profile.getByRole('tab', { name: 'Activity' }).click();
  await expect(profile.getByRole('alert')).toHaveText('Failed to fetch file details. Please try again.');
  failing = 'ResponsesTabQuery';
  await profile.getByRole('button', { name: 'Try again' }).click();
  await expect(profile.getByRole('heading', { name: 'Walkthroughs' })).toBeVisible();
  await profile.getByRole('tab', { name: 'Responses' }).click();
  await expect(profile.getByRole('alert')).toHaveText('An error occurred while fetching data. Please try again.');
  failing = '';
  await profile.getByRole('button', { name: 'Try again' }).click();
  await expect(profile.getByRole('heading', { name: 'Responses' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
