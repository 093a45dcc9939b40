import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, type FrameLocator, type Locator, type Page, test } from './support/test';
import { gql, signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createPublishedWalkthrough, JOURNEY_STEPS } from './support/walkthrough-fixture';

const OWNER = 'owner@demo.learnhub.test';
const PASSWORD = 'demo-password-1';
const NAME = 'Player journey';
const SHOTS = '/tmp/shots';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

let token = '';
let slug = '';

/** Removes the journey's walkthrough, so other journeys see the seed unchanged (also after a failure). */
async function cleanUp(request: APIRequestContext) {
  token ||= await signInToken(request, OWNER, PASSWORD);
  const data = await gql(request, token, '{ viewer { company { materials(first: 100) { edges { node { id name } } } } } }');
  for (const { node } of data.viewer.company.materials.edges as { node: { id: string; name: string } }[]) {
    if (node.name === NAME)
      await gql(request, token, 'mutation($input: DeleteMaterialInput!) { deleteMaterial(input: $input) { __typename } }', { input: { materialId: node.id } });
  }
}

test.beforeAll(async ({ request, browser }) => {
  await cleanUp(request);
  ({ slug } = await createPublishedWalkthrough(request, browser, token, NAME));
});
test.afterAll(async ({ request }) => cleanUp(request));

/** Presses Tab (keyboard only) until `target` has focus. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The step title heading (focused after every step change). */
const stepHeading = (scope: Page | Locator | FrameLocator, title: string) => scope.getByRole('heading', { level: 2, name: title, exact: true });

/** The seeded demo walkthrough (server/src/modules/demo/demo-walkthrough.ts). */
const DEMO = 'Getting started';
const DEMO_STEPS = ['Welcome to your dashboard', 'Start a new report', 'Name your report', "You're all set"] as const;

/**
 * Plays the demo walkthrough to the end by keyboard alone: the arrow key on step 1 (no hotspot),
 * the hotspot on step 2, typing and choosing on step 3 with a trip Back, the hotspot, Finish.
 */
async function playDemoByKeyboard(page: Page, scope: Page | FrameLocator) {
  const player = scope.getByRole('region', { name: DEMO });
  await expect(stepHeading(player, DEMO_STEPS[0])).toBeVisible();
  await tabTo(page, player.getByRole('button', { name: 'Next', exact: true }));
  await page.keyboard.press('ArrowRight');
  await expect(stepHeading(player, DEMO_STEPS[1])).toBeFocused();
  await expect(player.locator('[aria-live="polite"]')).toHaveText(`Step 2 of 4: ${DEMO_STEPS[1]}`);
  await tabTo(page, player.getByRole('button', { name: 'Hotspot 1 of 1: go to the next step' }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(player, DEMO_STEPS[2])).toBeFocused();

  const name = player.getByRole('textbox', { name: 'Monthly sales' });
  await tabTo(page, name);
  await page.keyboard.type('Weekly pipeline');
  await page.keyboard.press('ArrowLeft'); // in a field the arrows move the caret, not the step
  await expect(stepHeading(player, DEMO_STEPS[2])).toBeVisible();
  const type = player.getByRole('combobox', { name: 'Choose a report type' });
  await page.keyboard.press('Tab');
  await expect(type).toBeFocused();
  await expect(type.locator('option')).toHaveText(['Choose a report type', 'Sales', 'Website traffic', 'Team activity']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(type).toHaveValue('gs-opt-traffic');

  await tabTo(page, player.getByRole('button', { name: 'Back', exact: true }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(player, DEMO_STEPS[1])).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(stepHeading(player, DEMO_STEPS[2])).toBeFocused();
  await expect(name).toHaveValue('Weekly pipeline');
  await expect(type).toHaveValue('gs-opt-traffic');
  await tabTo(page, player.getByRole('button', { name: 'Hotspot 1 of 1: go to the next step' }));
  await page.keyboard.press('Enter');

  await expect(stepHeading(player, DEMO_STEPS[3])).toBeFocused();
  await expect(player.getByRole('button', { name: `Step 4: ${DEMO_STEPS[3]}` })).toHaveAttribute('aria-current', 'step');
  await page.keyboard.press('ArrowRight'); // nothing after the last step: Finish is explicit
  await expect(stepHeading(player, DEMO_STEPS[3])).toBeFocused();
  await tabTo(page, player.getByRole('button', { name: 'Finish', exact: true }));
  await page.keyboard.press('Enter');
  await expect(player.getByRole('heading', { name: `You've completed ${DEMO}` })).toBeFocused();
}

test('player: the demo walkthrough from its card, every step by keyboard, to the end', async ({ page }) => {
  await storeToken(page, token);
  await page.goto('/demo/walkthroughs?tab=walkthroughs');
  await page.getByRole('list', { name: 'Walkthroughs' }).getByRole('link', { name: DEMO, exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/walkthroughs\/getting-started$/);
  const player = page.getByRole('region', { name: DEMO });
  await expect(player.getByRole('heading', { level: 1, name: DEMO })).toBeVisible();
  await expect(player.getByText('Step 1 of 4', { exact: true })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();
  await expect(player.getByRole('img', { name: /^The Demo Co dashboard/ })).toBeVisible();
  await expect(player.locator('canvas').first()).toBeVisible();
  await expect(page.getByText("Not published yet: you're seeing the draft.")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/player-demo-step1.png`, fullPage: true });

  await playDemoByKeyboard(page, page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/player-demo-completed.png`, fullPage: true });
});

test('player: published steps with fields kept on Back; share, preview, draft-only, docs, not found', async ({ page }) => {
  test.setTimeout(90_000); // nine screens in one journey: it came within a second of the 30 s default on a busy machine
  await storeToken(page, token);
  await page.goto('/demo/walkthroughs?tab=walkthroughs');
  await page.getByRole('list', { name: 'Walkthroughs' }).getByRole('link', { name: NAME, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/walkthroughs/${slug}$`));
  const player = page.getByRole('region', { name: NAME });
  // The published steps, not the later draft.
  await expect(stepHeading(player, JOURNEY_STEPS[0])).toBeVisible();
  await expect(player.getByRole('img', { name: /^The Acme CRM sign-in page/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/demo/walkthroughs/${slug}/edit`);
  await expect(player.locator('canvas').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/player-viewer.png`, fullPage: true });

  // Step 1: type an e-mail, choose a workspace (options in order), then the hotspot.
  const email = player.getByRole('textbox', { name: 'you@company.com' });
  await tabTo(page, email);
  await page.keyboard.type('sam@acme.test');
  await expect(email).toHaveValue('sam@acme.test');
  await page.keyboard.press('ArrowRight'); // in a field the arrows move the caret, not the step
  await expect(stepHeading(player, JOURNEY_STEPS[0])).toBeVisible();
  const workspace = player.getByRole('combobox', { name: 'Choose a workspace' });
  await page.keyboard.press('Tab');
  await expect(workspace).toBeFocused();
  await expect(workspace.locator('option')).toHaveText(['Choose a workspace', 'Sales', 'Support', 'Marketing']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(workspace).toHaveValue('support');
  await page.screenshot({ path: `${SHOTS}/player-viewer-fields.png` });
  await page.keyboard.press('Tab');
  await expect(player.getByRole('button', { name: 'Hotspot 1 of 1: go to the next step' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stepHeading(player, JOURNEY_STEPS[1])).toBeFocused();
  await expect(player.locator('[aria-live="polite"]')).toHaveText(`Step 2 of 3: ${JOURNEY_STEPS[1]}`);
  await page.keyboard.press('ArrowRight');
  await expect(stepHeading(player, JOURNEY_STEPS[2])).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  // Back on step 1, what was typed and chosen is still there.
  await expect(email).toHaveValue('sam@acme.test');
  await expect(workspace).toHaveValue('support');
  await tabTo(page, player.getByRole('button', { name: `Step 3: ${JOURNEY_STEPS[2]}` }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(player, JOURNEY_STEPS[2])).toBeFocused();
  await tabTo(page, player.getByRole('button', { name: 'Finish', exact: true }));
  await page.keyboard.press('Enter');
  await expect(player.getByRole('heading', { name: `You've completed ${NAME}` })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/player-viewer-completed.png` });
  await page.keyboard.press('Tab');
  await expect(player.getByRole('button', { name: 'Start again' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stepHeading(player, JOURNEY_STEPS[0])).toBeFocused();
  await expect(email).toHaveValue('');

  // Share: the learners' address (the material in the hub) and the embed snippet, each copied with "Copied" for 2 seconds.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: `Share ${NAME}` });
  const origin = new URL(page.url()).origin;
  await expect(share.getByLabel('Share address')).toHaveValue(`${origin}/demo/hub/${slug}`);
  const snippet = `<iframe src="${origin}/embed/demo/walkthroughs/${slug}" height="400" width="100%" title="${NAME}" style="border:0" allowfullscreen></iframe>`;
  await expect(share.getByLabel('Embed code')).toHaveValue(snippet);
  await share.getByRole('button', { name: 'Copy embed code' }).click();
  await expect(share.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/player-share.png` });
  await expect(share.getByRole('status').filter({ hasText: 'Copied' })).toBeHidden({ timeout: 3_000 });
  await share.getByRole('button', { name: 'Done' }).click();

  // Preview: the draft, labelled, with minimal chrome.
  await page.goto(`/demo/walkthroughs/${slug}/preview`);
  await expect(page.getByText('Preview', { exact: true })).toBeVisible();
  await expect(stepHeading(page, `${JOURNEY_STEPS[0]} (draft)`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', `/demo/walkthroughs/${slug}/edit`);
  await expect(page.getByRole('button', { name: 'Create New' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/player-preview.png`, fullPage: true });

  // A never-published walkthrough: its draft, with the note.
  await page.goto('/demo/walkthroughs/invite-your-team');
  await expect(page.getByText("Not published yet: you're seeing the draft.")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invite your team' }).getByText('Step 1 of 3', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Docs open in the same viewer; an unknown address says so.
  await page.goto('/demo/docs/style-guide');
  await expect(page.getByRole('region', { name: 'Style guide' }).getByText('This walkthrough has no steps yet.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/demo/docs');
  await page.goto('/demo/walkthroughs/no-such-walkthrough');
  await expect(page.getByRole('heading', { level: 1, name: 'Walkthrough not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('player: embed code from the card menu; the embed signed out, by keyboard, inside another site', async ({ page, browser }) => {
  await storeToken(page, token);
  await page.goto('/demo/walkthroughs?tab=walkthroughs');
  await page.getByRole('button', { name: `Actions for ${DEMO}` }).click();
  await page.getByRole('menuitem', { name: 'Copy embed code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  const origin = new URL(page.url()).origin;
  expect(snippet).toBe(
    `<iframe src="${origin}/embed/demo/walkthroughs/getting-started" height="400" width="100%" title="${DEMO}" style="border:0" allowfullscreen></iframe>`,
  );
  const src = /src="([^"]+)"/.exec(snippet)?.[1] ?? '';

  // Signed out, in a fresh browser context.
  const guest = await browser.newContext();
  const embed = await guest.newPage();
  const response = await embed.goto(src);
  expect(response?.headers()['content-security-policy']).toMatch(/; frame-ancestors \*$/);
  expect(response?.headers()['x-frame-options']).toBeUndefined();
  const player = embed.getByRole('region', { name: DEMO });
  await expect(stepHeading(player, DEMO_STEPS[0])).toBeVisible();
  // No app chrome: the step indicator is the only navigation; no links, no skip link, no sign-in.
  await expect(embed.getByRole('navigation')).toHaveCount(1);
  await expect(embed.getByRole('navigation', { name: 'Steps' })).toBeVisible();
  await expect(embed.getByRole('link')).toHaveCount(0);
  await expectNoSeriousA11yViolations(embed);
  await embed.setViewportSize({ width: 800, height: 400 });
  await embed.screenshot({ path: `${SHOTS}/player-embed-800x400.png` });
  await embed.setViewportSize({ width: 1280, height: 720 });
  await playDemoByKeyboard(embed, embed);
  await expectNoSeriousA11yViolations(embed);

  // The staff view address opened signed out (an old share link) brings the learner to the
  // material in the hub; the embed plays with ArrowRight at once, before anything has focus.
  await embed.goto('/demo/walkthroughs/getting-started');
  await expect(embed).toHaveURL(/\/demo\/hub\/getting-started$/);
  await expect(embed.getByText('Step 1 of 4', { exact: true })).toBeVisible();
  await embed.goto('/embed/demo/walkthroughs/getting-started');
  await expect(stepHeading(player, DEMO_STEPS[0])).toBeVisible();
  await embed.keyboard.press('ArrowRight');
  await expect(stepHeading(player, DEMO_STEPS[1])).toBeVisible();

  // Unavailable: unknown, and never published.
  await embed.goto('/embed/demo/walkthroughs/no-such-walkthrough');
  await expect(embed.getByText("This walkthrough isn't available.")).toBeVisible();
  await expectNoSeriousA11yViolations(embed);
  await embed.goto('/embed/demo/walkthroughs/invite-your-team');
  await expect(embed.getByText("This walkthrough isn't available.")).toBeVisible();

  // Pasted into another site: a page on another origin (its own server and port) frames it.
  const partner = createServer((_request, reply) => {
    reply.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    reply.end(
      `<!doctype html><html lang="en"><head><title>Partner site</title><style>body{font-family:system-ui;max-width:880px;margin:32px auto;padding:0 16px}</style></head><body><main><h1>Partner help centre</h1><p>Follow the steps below.</p>${snippet}</main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  try {
    await embed.goto(`http://127.0.0.1:${(partner.address() as AddressInfo).port}/help`);
    const framed = embed.frameLocator(`iframe[title="${DEMO}"]`);
    await expect(stepHeading(framed, DEMO_STEPS[0])).toBeVisible();
    await expect(framed.locator('canvas').first()).toBeVisible();
    await tabTo(embed, framed.getByRole('button', { name: 'Next', exact: true }));
    await embed.keyboard.press('Enter');
    await expect(stepHeading(framed, DEMO_STEPS[1])).toBeFocused();
    await expectNoSeriousA11yViolations(embed);
    await embed.screenshot({ path: `${SHOTS}/player-embed-in-partner-site.png`, fullPage: true });
  } finally {
    partner.close();
    await guest.close();
  }
});
