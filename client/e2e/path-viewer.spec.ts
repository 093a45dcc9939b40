/**
 * The path viewer (authoring.md §2 "Path learner view", audience.md §4): a path with one element
 * of every kind the viewer shows, seen by staff read-only — the accordion by keyboard, the due-date
 * line, multiple-choice navigation, rich text, the sandboxed embed code, the walkthrough element
 * playing the demo walkthrough — at 1366×900 and on a phone, with axe on each page.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, test } from './support/test';
import { gql, signInToken, storeToken, deleteMaterialsNamed } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

const OWNER = 'owner@demo.learnhub.test';
const PASSWORD = 'demo-password-1';
const NAME = 'Path viewer journey';

let token = '';

async function cleanUp(request: APIRequestContext) {
  token ||= await signInToken(request, OWNER, PASSWORD);
  await deleteMaterialsNamed(request, token, NAME);
}

/** A calendar date `days` from today in the browser's (and this machine's) time zone, as yyyy-mm-dd. */
function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longDate = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(8, 10)}, ${iso.slice(0, 4)}`;

let slug = '';
const due = inDays(3);

test.beforeAll(async ({ request }) => {
  await cleanUp(request);
  const { createMaterial } = await gql(
    request,
    token,
    'mutation($input: CreateMaterialInput!) { createMaterial(input: $input) { ... on MaterialPayload { material { id slug revision } } } }',
    {
      input: { kind: 'PATH', name: NAME },
    },
  );
  const { id, revision } = createMaterial.material;
  slug = createMaterial.material.slug;
  const walkthrough = await gql(request, token, '{ material(slug: "getting-started") { id } }');
  const body = {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Read the ' },
          { type: 'text', text: 'security policy', marks: [{ type: 'strong' }] },
          { type: 'text', text: ' and the ' },
          { type: 'text', text: 'handbook', marks: [{ type: 'link', attrs: { href: 'https://example.com/handbook' } }] },
        ],
      },
      { type: 'bullet_list', content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Lock your screen' }] }] }] },
    ],
  };
  const steps = [
    {
      id: 41_000_001,
      title: 'Welcome',
      dueDate: due,
      layers: [
        { id: 'main', type: 'large_text', content: 'Welcome' },
        { id: 'body', type: 'body', content: body },
        {
          id: 'quiz',
          type: 'multiple_choice',
          multipleChoice: [
            {
              id: 'q1',
              question: 'Which password is strongest?',
              options: [
                { id: 'a', value: 'password1' },
                { id: 'b', value: 'correct horse battery staple', isChecked: true },
              ],
            },
            {
              id: 'q2',
              question: 'Should you reuse passwords?',
              options: [
                { id: 'c', value: 'Yes' },
                { id: 'd', value: 'No', isChecked: true },
              ],
            },
          ],
        },
        {
          id: 'code',
          type: 'embedded_code',
          title: 'Team widget',
          source:
            '<p id="out">widget</p><script>var p=document.getElementById("out");try{p.textContent+=" storage:"+typeof parent.localStorage}catch(e){p.textContent+=" isolated"}</script>',
        },
        { id: 'tour', type: 'walkthrough', source: walkthrough.material.id, material_id: walkthrough.material.id },
        { id: 'short', type: 'short_answer', question: 'What will you do first?' },
      ],
    },
    {
      id: 41_000_002,
      title: 'Your first week',
      layers: [
        { id: 'main', type: 'large_text', content: 'Your first week' },
        { id: 'text', type: 'large_text', content: 'Meet the team' },
      ],
    },
  ];
  const { saveMaterialDraft } = await gql(
    request,
    token,
    'mutation($input: SaveMaterialDraftInput!) { saveMaterialDraft(input: $input) { __typename ... on Error { message } } }',
    { input: { materialId: id, baseRevision: revision, data: steps, config: [] } },
  );
  expect(saveMaterialDraft.__typename, JSON.stringify(saveMaterialDraft)).toBe('SaveMaterialDraftPayload');
  const { publishMaterial } = await gql(request, token, 'mutation($input: PublishMaterialInput!) { publishMaterial(input: $input) { __typename } }', {
    input: { materialId: id },
  });
  expect(publishMaterial.__typename).toBe('PublishMaterialPayload');
});
test.afterAll(async ({ request }) => cleanUp(request));

test('staff read a published path: accordion by keyboard, due date, questions, embed, walkthrough', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await storeToken(page, token);
  await page.goto(`/demo/paths/${slug}`);

  const first = page.getByRole('button', { name: /1\. Welcome/ });
  const second = page.getByRole('button', { name: /2\. Your first week/ });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  const panel = page.getByRole('region', { name: /1\. Welcome/ });
  await expect(panel.getByText(`Due in 3 days ${longDate(due)}`)).toBeVisible();
  await expect(panel.locator('strong', { hasText: 'security policy' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'handbook' })).toHaveAttribute('href', 'https://example.com/handbook');

  // Questions: one at a time, Back disabled on the first, Next on the last; staff can't answer.
  const quiz = panel.locator('.path-choice');
  await expect(quiz.getByRole('progressbar', { name: 'Question progress' })).toHaveAttribute('aria-valuetext', '1 of 2');
  await expect(quiz.getByText('1 of 2', { exact: true })).toBeVisible();
  await expect(quiz.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(quiz.getByRole('radio', { name: 'password1' })).toBeDisabled();
  await quiz.getByRole('button', { name: 'Next' }).click();
  await expect(quiz.getByRole('group', { name: 'Should you reuse passwords?' })).toBeVisible();
  await expect(quiz.getByText('2 of 2', { exact: true })).toBeVisible();
  await expect(quiz.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(quiz.getByRole('button', { name: 'Back' })).toBeEnabled();

  // The embed code runs, in a frame that cannot reach the app.
  await expect(page.frameLocator('iframe[title="Team widget"]').locator('#out')).toHaveText('widget isolated');
  // The walkthrough element plays the demo walkthrough.
  await expect(panel.getByRole('region', { name: 'Getting started' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Welcome to your dashboard' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Complete' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Keyboard: Enter on the second step's button opens it (and closes nothing else by itself).
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Step 2 of 2 opened: Your first week')).toBeAttached();
  await expect(page.getByRole('region', { name: /2\. Your first week/ }).getByRole('heading', { name: 'Meet the team' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'false');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(first).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test('the preview shows the draft without the app around it', async ({ page }) => {
  await storeToken(page, token);
  await page.goto(`/demo/paths/${slug}/preview`);
  await expect(page.getByText('Preview', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByRole('button', { name: /1\. Welcome/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', `/demo/paths/${slug}/edit`);
  await expectNoSeriousA11yViolations(page);
});

test('signed out, the embed address shows the published path, without the app and without the answers', async ({ page }) => {
  // The staff view address opened signed out goes to the material in the hub (hub.spec.ts follows it).
  await page.goto(`/demo/paths/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/demo/hub/${slug}$`));
  await page.goto(`/embed/demo/paths/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  // Its Sign in is the learners' magic-link page of this company, coming back to the material in the hub.
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/demo/passwordless_sign_in?next=${encodeURIComponent(`/demo/hub/${slug}`)}`,
  );
  const panel = page.getByRole('region', { name: /1\. Welcome/ });
  await expect(panel.getByText(`Due in 3 days ${longDate(due)}`)).toBeVisible();
  await expect(panel.getByRole('radio', { name: 'correct horse battery staple' })).toBeDisabled();
  // Signed out too, the Walkthroughs element plays the walkthrough (read publicly, by its id)…
  await expect(panel.getByRole('region', { name: 'Getting started' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Welcome to your dashboard' })).toBeVisible();
  // …and the embed code runs, isolated.
  await expect(page.frameLocator('iframe[title="Team widget"]').locator('#out')).toHaveText('widget isolated');
  await expectNoSeriousA11yViolations(page);
});

test("embedded in another site's page, the path still runs its embed code and plays its walkthrough", async ({ page, baseURL }) => {
  // Another site: a page on another local port (another origin) that frames the path's embed address.
  const app = new URL(baseURL ?? 'http://127.0.0.1');
  const site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      `<!doctype html><html lang="en"><title>Another site</title><iframe title="Onboarding path" src="${app.origin}/embed/demo/paths/${slug}" width="1100" height="850"></iframe></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
    const path = page.frameLocator('iframe[title="Onboarding path"]');
    await expect(path.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(path.frameLocator('iframe[title="Team widget"]').locator('#out')).toHaveText('widget isolated');
    await expect(path.getByRole('heading', { name: 'Welcome to your dashboard' })).toBeVisible();
  } finally {
    await new Promise((resolve) => site.close(resolve));
  }
});
