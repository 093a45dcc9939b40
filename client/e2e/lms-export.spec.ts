/**
 * Exports for an LMS (issue 25 §1, §3), played for real: a graded path is exported through REST
 * as SCORM 1.2, SCORM 2004 and cmi5 packages, each package is unzipped onto another origin (the
 * LMS harness, support/lms-harness.ts) and played in Chromium under scorm-again (SCORM) or a test
 * cmi5 LMS. A learner completes the path failing, then passes it; the LMS holds the right status,
 * score, session time format and resume data, and a reload resumes where the learner was. A
 * 50-step path keeps its resume data under SCORM 1.2's 4,096 characters; a walkthrough keeps its
 * keyboard player and completes on Finish. Nothing in the packages calls the app.
 */
import type { APIRequestContext, Frame, Page } from '@playwright/test';
import { deleteMaterialsNamed, gql, signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CMI5_ACTOR, type LmsHarness, startLmsHarness } from './support/lms-harness';
import { expect, test } from './support/test';

const PATH_NAME = 'LMS export: safety quiz';
const LONG_NAME = 'LMS export: fifty steps';
const WALK_NAME = 'LMS export: tour';
const main = (text: string) => ({ id: 'main', type: 'large_text', content: text });
const buttons = { complete: true, next: true };
const passMark = (mark: string) => [
  { sectionId: 'cp', sectionTitle: 'Completion', values: [{ id: 'cpPassMark', title: 'Pass Mark (%)', value: mark, type: 'percent' }] },
];

/** Two graded questions (one per step) and a last step to read: pass mark 50 %. */
const QUIZ = [
  {
    id: 1,
    title: 'Exits',
    buttons,
    layers: [
      main('Exits'),
      {
        id: 'mc',
        type: 'multiple_choice',
        multipleChoice: [
          {
            id: 'q1',
            question: 'Where do you go when the alarm rings?',
            options: [
              { id: 'lift', value: 'To the lift', explanation: 'Lifts stop in a fire.' },
              { id: 'stairs', value: 'To the stairs', isChecked: true, explanation: 'Stairs are the way out.' },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 2,
    title: 'Extinguishers',
    buttons,
    layers: [
      main('Extinguishers'),
      {
        id: 'ms',
        type: 'multi_select',
        question: 'Which fires does water put out?',
        multiSelect: [
          { id: 'paper', value: 'Paper', isChecked: true },
          { id: 'oil', value: 'Cooking oil' },
        ],
      },
    ],
  },
  { id: 3, title: 'Summary', buttons, layers: [main('Summary'), { id: 'note', type: 'large_text', content: 'Stay calm.' }] },
];

const LONG = Array.from({ length: 50 }, (_, i) => ({
  id: 1000 + i,
  title: `Part ${i + 1}`,
  buttons,
  layers: [
    main(`Part ${i + 1}`),
    {
      id: `mc-${i}`,
      type: 'multiple_choice',
      multipleChoice: [
        {
          id: `q-${i}`,
          question: `Question ${i + 1}`,
          options: [
            { id: `yes-${i}`, value: 'Yes', isChecked: true },
            { id: `no-${i}`, value: 'No' },
          ],
        },
      ],
    },
  ],
}));

async function publishedMaterial(
  request: APIRequestContext,
  token: string,
  kind: 'PATH' | 'WALKTHROUGH',
  name: string,
  data: unknown[],
  config: unknown[] = [],
) {
  const { createMaterial } = await gql(
    request,
    token,
    'mutation($input: CreateMaterialInput!) { createMaterial(input: $input) { ... on MaterialPayload { material { id revision } } } }',
    { input: { kind, name } },
  );
  const { id, revision } = createMaterial.material;
  const { saveMaterialDraft } = await gql(
    request,
    token,
    'mutation($input: SaveMaterialDraftInput!) { saveMaterialDraft(input: $input) { __typename ... on Error { message } } }',
    { input: { materialId: id, baseRevision: revision, data, config } },
  );
  expect(saveMaterialDraft.__typename, JSON.stringify(saveMaterialDraft)).toBe('SaveMaterialDraftPayload');
  await gql(request, token, 'mutation($input: PublishMaterialInput!) { publishMaterial(input: $input) { __typename } }', { input: { materialId: id } });
  const { node } = await gql(request, token, 'query($id: ID!) { node(id: $id) { ... on Material { slug } } }', { id });
  return node.slug as string;
}

/** Exports through REST, waits for the worker, downloads the zip by its signed address. */
async function exported(request: APIRequestContext, token: string, slug: string, format: string, mode = 'packaged'): Promise<{ id: string; zip: Buffer }> {
  const auth = { Authorization: `Bearer ${token}` };
  const made = await request.post(`/api/v1/learning_materials/${slug}/exports`, { headers: auth, data: { format, mode } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = await made.json();
  let ready: { status: string; download_url: string } | null = null;
  await expect
    .poll(
      async () => {
        ready = await (await request.get(`/api/v1/exports/${id}`, { headers: auth })).json();
        return ready!.status;
      },
      { timeout: 20_000 },
    )
    .toBe('ready');
  const zip = await request.get(ready!.download_url);
  expect(zip.status()).toBe(200);
  return { id, zip: await zip.body() };
}

const course = (page: Page): Frame => {
  const frame = page.frame({ url: /\/pkg\/.+\/index\.html/ });
  if (!frame) throw new Error('the course frame is not there');
  return frame;
};

async function lmsValues(page: Page, key: string): Promise<{ values: Record<string, string>; calls: string[] }> {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{"values":{},"calls":[]}'), key);
}

let token = '';
let harness: LmsHarness;
const slugs: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  token = await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1');
  for (const name of [PATH_NAME, LONG_NAME, WALK_NAME]) await deleteMaterialsNamed(request, token, name);
  slugs.quiz = await publishedMaterial(request, token, 'PATH', PATH_NAME, QUIZ, passMark('50'));
  slugs.long = await publishedMaterial(request, token, 'PATH', LONG_NAME, LONG, passMark('80'));
  slugs.walk = await publishedMaterial(request, token, 'WALKTHROUGH', WALK_NAME, [
    { id: 1, name: 'One', title: 'Open the menu', description: 'The menu is top left.', altText: '', layers: [] },
    { id: 2, name: 'Two', title: 'Pick Settings', description: '', altText: '', layers: [] },
  ]);
  harness = await startLmsHarness({ moveOn: 'CompletedAndPassed', masteryScore: 0.5 });
});
test.afterAll(async ({ request }) => {
  await harness?.close();
  for (const name of [PATH_NAME, LONG_NAME, WALK_NAME]) await deleteMaterialsNamed(request, token, name);
});

test('SCORM 1.2: a learner fails, passes, and resumes after a reload; the LMS holds status, score, time and bookmark', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { zip } = await exported(request, token, slugs.quiz!, 'scorm12');
  const files = await harness.addPackage('quiz12', zip);
  expect([...files.keys()].some((f) => f.startsWith('assets/') || f === 'player.js')).toBe(true);
  const appCalls: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(harness.origin)) appCalls.push(r.url());
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${harness.origin}/scorm12.html?pkg=quiz12`);
  const frame = course(page);
  await frame.getByRole('button', { name: '1. Exits' }).waitFor();
  await expect(frame.getByText('Signed in as Tester, Pat')).toBeVisible();
  // A first step, then away and back: the LMS resumes at the second step with the first complete.
  await frame.getByLabel('To the lift').check();
  await frame.getByRole('button', { name: 'Check answer' }).click();
  await frame.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(frame.getByRole('button', { name: '2. Extinguishers' })).toHaveAttribute('aria-expanded', 'true');
  let lms = await lmsValues(page, 'lms:scorm12:quiz12');
  expect(lms.values['cmi.core.lesson_status']).toBe('incomplete');
  expect(lms.values['cmi.core.lesson_location']).toBe('2');
  expect(lms.values['cmi.core.session_time']).toMatch(/^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/);

  await page.reload();
  const again = course(page);
  await expect(again.getByRole('button', { name: '2. Extinguishers' })).toHaveAttribute('aria-expanded', 'true');
  await expect(again.getByRole('img', { name: 'Completed', exact: true })).toHaveCount(1);
  lms = await lmsValues(page, 'lms:scorm12:quiz12');
  expect(lms.values['cmi.core.exit']).toBe('suspend');
  expect(lms.calls).toContain('LMSFinish=true');

  // Wrong on both: complete at 0 % against a pass mark of 50 % is failed.
  await again.getByLabel('Cooking oil').check();
  await again.getByRole('button', { name: 'Check answer' }).click();
  await again.getByRole('button', { name: 'Complete', exact: true }).click();
  await again.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect.poll(async () => (await lmsValues(page, 'lms:scorm12:quiz12')).values['cmi.core.lesson_status']).toBe('failed');
  lms = await lmsValues(page, 'lms:scorm12:quiz12');
  expect(lms.values).toMatchObject({ 'cmi.core.score.raw': '0', 'cmi.core.score.min': '0', 'cmi.core.score.max': '100' });

  // Right on the first question: 1 of 2 is 50 %, the pass mark.
  await again.getByRole('button', { name: '1. Exits' }).click();
  await again.getByLabel('To the stairs').check();
  await again.getByRole('button', { name: 'Check answer' }).click();
  await expect(again.getByText('Stairs are the way out.')).toBeVisible();
  await expect.poll(async () => (await lmsValues(page, 'lms:scorm12:quiz12')).values['cmi.core.lesson_status']).toBe('passed');
  lms = await lmsValues(page, 'lms:scorm12:quiz12');
  expect(lms.values['cmi.core.score.raw']).toBe('50');
  expect(lms.values['cmi.suspend_data']!.length).toBeLessThanOrEqual(4096);
  expect(lms.calls.filter((c) => c.startsWith('refused'))).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  expect(appCalls).toEqual([]);
});

test('SCORM 2004: completion, success and scaled score by the pass mark, ISO 8601 session time, resume', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { zip } = await exported(request, token, slugs.quiz!, 'scorm2004');
  await harness.addPackage('quiz2004', zip);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${harness.origin}/scorm2004.html?pkg=quiz2004`);
  let frame = course(page);
  await frame.getByLabel('To the lift').check();
  await frame.getByRole('button', { name: 'Check answer' }).click();
  await frame.getByRole('button', { name: 'Complete', exact: true }).click();
  await page.reload();
  frame = course(page);
  await expect(frame.getByRole('button', { name: '2. Extinguishers' })).toHaveAttribute('aria-expanded', 'true');
  await expect(frame.getByRole('img', { name: 'Completed', exact: true })).toHaveCount(1);
  let lms = await lmsValues(page, 'lms:scorm2004:quiz2004');
  expect(lms.values).toMatchObject({ 'cmi.completion_status': 'incomplete', 'cmi.exit': 'suspend', 'cmi.location': '2' });
  await frame.getByLabel('Cooking oil').check();
  await frame.getByRole('button', { name: 'Check answer' }).click();
  await frame.getByRole('button', { name: 'Complete', exact: true }).click();
  await frame.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect.poll(async () => (await lmsValues(page, 'lms:scorm2004:quiz2004')).values['cmi.success_status']).toBe('failed');
  lms = await lmsValues(page, 'lms:scorm2004:quiz2004');
  expect(lms.values).toMatchObject({ 'cmi.completion_status': 'completed', 'cmi.score.scaled': '0', 'cmi.score.raw': '0' });
  expect(lms.values['cmi.session_time']).toMatch(/^PT(\d+H)?(\d+M)?(\d+(\.\d{1,2})?S)?$/);
  await frame.getByRole('button', { name: '2. Extinguishers' }).click();
  await frame.getByLabel('Paper').check();
  await frame.getByLabel('Cooking oil').uncheck();
  await frame.getByRole('button', { name: 'Check answer' }).click();
  await expect.poll(async () => (await lmsValues(page, 'lms:scorm2004:quiz2004')).values['cmi.success_status']).toBe('passed');
  lms = await lmsValues(page, 'lms:scorm2004:quiz2004');
  expect(lms.values['cmi.score.scaled']).toBe('0.5');
  expect(lms.calls.filter((c) => c.startsWith('refused'))).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await page.goto('about:blank');
});

test('cmi5: initialized first, terminated last, one completed, failed then passed, moveOn and mastery from the launch', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { id, zip } = await exported(request, token, slugs.quiz!, 'cmi5');
  const files = await harness.addPackage('quizcmi5', zip);
  const structure = files.get('cmi5.xml')!.toString('utf8');
  const activityId = /<au id="([^"]+)"/.exec(structure)![1]!;
  expect(structure).toContain('moveOn="CompletedAndPassed"');
  expect(activityId).toContain(id);
  const registration = '6a4b4a53-4b8d-4ad4-9b1a-5b4f4f0c2b7e';
  await page.goto(harness.cmi5Launch('quizcmi5', registration, activityId));
  await expect(page.getByText(`Signed in as ${CMI5_ACTOR.name}`)).toBeVisible();
  await page.getByLabel('To the lift').check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await page.getByLabel('Cooking oil').check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await page.getByRole('button', { name: '1. Exits' }).click();
  await page.getByLabel('To the stairs').check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect.poll(() => harness.statements.filter((s) => s.verb.id.endsWith('/passed')).length).toBe(1);
  // Away (terminated), then a new session of the same registration: resumed, nothing sent twice.
  await page.goto(harness.cmi5Launch('quizcmi5', registration, activityId));
  await expect(page.getByRole('img', { name: 'Completed', exact: true })).toHaveCount(3);
  await page.goto('about:blank');
  await expect.poll(() => harness.statements.map((s) => s.verb.id.split('/').pop()).join(' ')).toMatch(/terminated$/);

  const verbs = harness.statements.map((s) => s.verb.id.split('/').pop());
  expect(verbs).toEqual(['initialized', 'completed', 'failed', 'passed', 'terminated', 'initialized', 'terminated']);
  const byVerb = (v: string) => harness.statements.find((s) => s.verb.id.endsWith(`/${v}`))!;
  expect(byVerb('completed').result).toMatchObject({ completion: true });
  expect(byVerb('failed').result).toMatchObject({ success: false, score: { scaled: 0 } });
  expect(byVerb('passed').result).toMatchObject({ success: true, score: { scaled: 0.5, raw: 50 } });
  expect(byVerb('passed').context?.extensions?.['https://w3id.org/xapi/cmi5/context/extensions/masteryscore']).toBe(0.5);
  for (const v of ['completed', 'failed', 'passed'])
    expect(byVerb(v).context?.contextActivities?.category?.map((c) => c.id)).toContain('https://w3id.org/xapi/cmi5/context/categories/moveon');
  for (const s of harness.statements) {
    expect(s.context?.registration).toBe(registration);
    expect(s.context?.contextActivities?.category?.map((c) => c.id)).toContain('https://w3id.org/xapi/cmi5/context/categories/cmi5');
  }
  expect(byVerb('terminated').result?.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+(\.\d{1,2})?S)?$/);
  // Each launch fetched its token once.
  expect(harness.fetchCalls.map((c) => c.answered)).toEqual([1, 1]);
});

test('SCORM 1.2: a 50-step path keeps its resume data under 4,096 characters', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { zip } = await exported(request, token, slugs.long!, 'scorm12');
  await harness.addPackage('long12', zip);
  await page.goto(`${harness.origin}/scorm12.html?pkg=long12`);
  const frame = course(page);
  for (let i = 0; i < 50; i++) {
    await frame.getByLabel('Yes').check();
    await frame.getByRole('button', { name: 'Check answer' }).click();
    await frame.getByRole('button', { name: 'Complete', exact: true }).click();
  }
  await expect.poll(async () => (await lmsValues(page, 'lms:scorm12:long12')).values['cmi.core.lesson_status']).toBe('passed');
  const lms = await lmsValues(page, 'lms:scorm12:long12');
  expect(lms.values['cmi.core.score.raw']).toBe('100');
  expect(lms.values['cmi.suspend_data']!.length).toBeLessThanOrEqual(4096);
  expect(lms.calls.filter((c) => c.startsWith('refused'))).toEqual([]);
});

test('a walkthrough keeps its keyboard player and completes on Finish (SCORM 2004)', async ({ page, request }) => {
  const { zip } = await exported(request, token, slugs.walk!, 'scorm2004');
  await harness.addPackage('walk2004', zip);
  await page.goto(`${harness.origin}/scorm2004.html?pkg=walk2004`);
  const frame = course(page);
  await expect(frame.getByRole('heading', { name: 'Open the menu' })).toBeVisible();
  await frame.getByRole('heading', { name: 'Open the menu' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(frame.getByRole('heading', { name: 'Pick Settings' })).toBeFocused();
  await frame.getByRole('button', { name: 'Finish' }).click();
  await expect.poll(async () => (await lmsValues(page, 'lms:scorm2004:walk2004')).values['cmi.completion_status']).toBe('completed');
  const lms = await lmsValues(page, 'lms:scorm2004:walk2004');
  expect(lms.values['cmi.success_status']).toBe('unknown');
  expect(lms.values['cmi.location']).toBe('2');
  await expectNoSeriousA11yViolations(page);
});

test('the Export for an LMS dialog: a linked SCORM 2004 export plays the hosted material, records the learner here, and shows a message once revoked', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await storeToken(page, token);
  await page.goto('/demo/paths');
  await page.getByRole('button', { name: `Actions for ${PATH_NAME}` }).click();
  await page.getByRole('menuitem', { name: 'Export for an LMS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export for an LMS' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('SCORM 2004 4th edition').check();
  await dialog.getByLabel('Linked').check();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const item = dialog.getByRole('listitem').filter({ hasText: 'SCORM 2004 4th edition · Linked' }).first();
  await expect(item.getByText('Ready')).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/lms-export-dialog.png' });
  const downloading = page.waitForEvent('download');
  await item.getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-scorm2004\.zip$/);
  const { readFile } = await import('node:fs/promises');
  const files = await harness.addPackage('linked2004', await readFile((await download.path())!));
  expect([...files.keys()].sort()).toEqual(['content.js', 'imsmanifest.xml', 'index.html']);

  const before = (await gql(request, token, `{ material(slug: "${slugs.quiz}") { completions } }`)).material.completions as number;
  const lms = await context.newPage();
  await lms.goto(`${harness.origin}/scorm2004.html?pkg=linked2004`);
  const frame = course(lms);
  await expect(frame.getByText('Signed in as Pat Tester')).toBeVisible();
  await frame.getByLabel('To the stairs').check();
  await frame.getByRole('button', { name: 'Check answer' }).click();
  // Graded by the server: the author's explanation comes back with the verdict.
  await expect(frame.getByText('Stairs are the way out.')).toBeVisible();
  await frame.getByRole('button', { name: 'Complete', exact: true }).click();
  await frame.getByLabel('Paper').check();
  await frame.getByRole('button', { name: 'Check answer' }).click();
  await expect(frame.getByText('✓ Correct')).toBeVisible();
  await frame.getByRole('button', { name: 'Complete', exact: true }).click();
  await frame.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect.poll(async () => (await lmsValues(lms, 'lms:scorm2004:linked2004')).values['cmi.success_status']).toBe('passed');
  expect((await lmsValues(lms, 'lms:scorm2004:linked2004')).values['cmi.score.scaled']).toBe('1');
  await expect
    .poll(async () => (await gql(request, token, `{ material(slug: "${slugs.quiz}") { completions } }`)).material.completions, { timeout: 10_000 })
    .toBe(before + 1);

  await item.getByRole('button', { name: 'Revoke' }).click();
  await expect(item.getByText('Revoked')).toBeVisible();
  await lms.reload();
  await expect(course(lms).getByRole('alert')).toHaveText(
    'This course is no longer available: its publisher withdrew it. Ask your administrator for the current version.',
  );
  await expectNoSeriousA11yViolations(lms);
  await lms.setViewportSize({ width: 390, height: 800 });
  await lms.screenshot({ path: 'test-results/lms-export-revoked.png' });
});

test('linked SCORM 1.2 and cmi5 launchers play the hosted material and report to the LMS and here', async ({ page, request }) => {
  test.setTimeout(120_000);
  const completions = async () => (await gql(request, token, `{ material(slug: "${slugs.quiz}") { completions } }`)).material.completions as number;
  const before = await completions();
  const play = async (frame: Frame | Page) => {
    await frame.getByLabel('To the stairs').check();
    await frame.getByRole('button', { name: 'Check answer' }).click();
    await expect(frame.getByText('Stairs are the way out.')).toBeVisible();
    await frame.getByRole('button', { name: 'Complete', exact: true }).click();
    await frame.getByLabel('Cooking oil').check();
    await frame.getByRole('button', { name: 'Check answer' }).click();
    await expect(frame.getByText('✗ Not quite — you can try again.')).toBeVisible();
    await frame.getByRole('button', { name: 'Complete', exact: true }).click();
    await frame.getByRole('button', { name: 'Complete', exact: true }).click();
  };

  await harness.addPackage('linked12', (await exported(request, token, slugs.quiz!, 'scorm12', 'linked')).zip);
  await page.goto(`${harness.origin}/scorm12.html?pkg=linked12`);
  await play(course(page));
  // One of two right: 50 %, the pass mark.
  await expect.poll(async () => (await lmsValues(page, 'lms:scorm12:linked12')).values['cmi.core.lesson_status']).toBe('passed');
  expect((await lmsValues(page, 'lms:scorm12:linked12')).values['cmi.core.score.raw']).toBe('50');

  const { id, zip } = await exported(request, token, slugs.quiz!, 'cmi5', 'linked');
  const files = await harness.addPackage('linkedcmi5', zip);
  const activityId = /<au id="([^"]+)"/.exec(files.get('cmi5.xml')!.toString('utf8'))![1]!;
  expect(activityId).toContain(id);
  const registration = '0d7c6f0e-2c1b-4a6e-9a57-6f1f3c9b8e21';
  const seen = harness.statements.length;
  await page.goto(harness.cmi5Launch('linkedcmi5', registration, activityId));
  await play(page);
  await expect.poll(() => harness.statements.slice(seen).map((s) => s.verb.id.split('/').pop())).toEqual(['initialized', 'completed', 'passed']);
  await page.goto('about:blank');
  await expect.poll(() => harness.statements.at(-1)?.verb.id).toBe('http://adlnet.gov/expapi/verbs/terminated');
  // Both learners were recorded here too: two more completions of the path.
  await expect.poll(completions, { timeout: 10_000 }).toBe(before + 2);
});
