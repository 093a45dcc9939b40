/**
 * Settings → Webhooks as an Owner uses it, against a receiver this test runs on 127.0.0.1: make an
 * API token and call the API with it; add an endpoint to the receiver for material.published and
 * read its signing secret; publish a material in the editor and see the receiver get it, signed
 * (checked with the standardwebhooks package against the secret the page showed); find it in the
 * delivery log (Succeeded, attempt 1 → 200); make the receiver fail, send a test event and see the
 * 500 in the log; let the receiver answer again, replay, and see the second attempt succeed with
 * the same webhook-id. Then the secret's rotation (both secrets sign for a day), the docs on
 * Settings → API, and a Member's refusal.
 *
 * The e2e server allows private webhook targets and looks for deliveries every 200 ms
 * (server/scripts/start-e2e.mjs).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { ownerWithCompany, signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, type Locator, type Page, test } from './support/test';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PASSWORD = 'Webhooks-password-1!';
const TOKEN = /^lh_[0-9A-Za-z]{36}$/;
const SECRET = /^whsec_[A-Za-z0-9+/]+=*$/;

type Received = { headers: IncomingHttpHeaders; body: string };

/** The receiver: records every request, and answers 200 or (when failing) 500 asking to be retried in an hour. */
async function startReceiver() {
  const received: Received[] = [];
  let failing = false;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      // Retry-After keeps the worker's own retry (5 s later) away: the second attempt is the replay's.
      if (failing) response.writeHead(500, { 'content-type': 'text/plain', 'retry-after': '3600' }).end('receiver is down');
      else response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/learnhub`,
    received,
    fail: (value: boolean) => {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The three signed headers of a received request, as the standardwebhooks package takes them. */
function signedHeaders({ headers }: Received): Record<string, string> {
  return {
    'webhook-id': String(headers['webhook-id']),
    'webhook-timestamp': String(headers['webhook-timestamp']),
    'webhook-signature': String(headers['webhook-signature']),
  };
}

/** A delivery in the log, by its event type (the newest first). */
const delivery = (page: Page, eventType: string) =>
  page
    .getByRole('list', { name: 'Deliveries' })
    .locator(':scope > li')
    .filter({ has: page.locator('code', { hasText: new RegExp(`^${eventType.replace('.', '\\.')}$`) }) })
    .first();

/** Opens a delivery's details (payload and attempts) if they are closed. */
async function expand(item: Locator) {
  const toggle = item.getByRole('button', { expanded: false });
  if ((await toggle.count()) > 0) await toggle.first().click();
  await expect(item.getByRole('heading', { name: 'Attempts' })).toBeVisible();
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('webhooks: a token and an API call, an endpoint to a receiver, a signed delivery in the log, a failure and its replay', async ({ page, request }) => {
  test.setTimeout(180_000); // sign-up may have to wait out its rate limit
  const receiver = await startReceiver();
  try {
    const stamp = Date.now();
    const owner = await ownerWithCompany(request, {
      email: `webhooks-${stamp}@example.com`,
      password: PASSWORD,
      firstName: 'Grace',
      company: `Hooks Co ${stamp % 100000}`,
    });
    await storeToken(page, owner.token);
    await page.setViewportSize({ width: 1366, height: 900 });

    // Settings → API: a token that may read materials, and a call with it.
    await page.goto(`/${owner.slug}/settings/api`);
    await page.getByRole('button', { name: 'Create token' }).click();
    const tokenForm = page.getByRole('dialog', { name: 'Create token' });
    await tokenForm.getByRole('textbox', { name: 'Name' }).fill('Catalogue sync');
    await tokenForm.getByRole('checkbox', { name: 'Read materials' }).check();
    await tokenForm.getByRole('checkbox', { name: 'Read webhooks' }).check();
    await tokenForm.getByRole('button', { name: 'Create token' }).click();
    const made = page.getByRole('dialog', { name: 'Token Catalogue sync created' });
    const apiToken = await made.getByRole('textbox', { name: 'Token' }).inputValue();
    expect(apiToken).toMatch(TOKEN);
    await made.getByRole('button', { name: 'Done' }).click();
    const listed = await request.post('/graphql', {
      headers: { Authorization: `Bearer ${apiToken}` },
      data: { query: '{ viewer { company { materials(first: 5) { edges { node { name } } } } } }' },
    });
    const listedBody = await listed.json();
    expect(listedBody.errors, JSON.stringify(listedBody.errors)).toBeUndefined();
    expect(Array.isArray(listedBody.data.viewer.company.materials.edges)).toBe(true);

    // Settings → Webhooks: what they are, where the docs are, and no endpoints yet.
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Webhooks', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${owner.slug}/settings/webhooks$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/webhooks-empty-wide.png', fullPage: true });
    await page.getByRole('link', { name: 'Event types and how to verify deliveries' }).click();
    await expect(page).toHaveURL(new RegExp(`/${owner.slug}/settings/api#webhook-events$`));
    await expect(page.getByRole('heading', { name: 'Events', exact: true })).toBeInViewport();
    await page.goBack();
    await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();

    // Add endpoint: both answers are asked for, the server's refusal shows on its field, then it is added.
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add endpoint' });
    const url = form.getByRole('textbox', { name: 'URL' });
    await expect(url).toBeFocused();
    await url.press('Enter');
    await expect(form.getByText('Enter an http:// or https:// address, e.g. https://example.com/webhooks.')).toBeVisible();
    await expect(form.getByText('Choose at least one event type.')).toBeVisible();
    await form.getByRole('checkbox', { name: 'material.published' }).check();
    await expect(form.getByRole('checkbox', { name: 'material.published' })).toHaveAccessibleDescription(
      'A material was published: learners now see this revision.',
    );
    await expect(form.getByText('Choose at least one event type.')).toBeHidden();
    await expect(form.getByRole('checkbox', { name: 'webhook.test' })).toHaveCount(0);
    await url.fill('https://user:secret@example.com/hooks');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(url).toHaveAccessibleDescription(/Leave the user name and password out of the address: verify the signature instead\./);
    await url.fill(receiver.url);
    await form.getByRole('textbox', { name: 'Description' }).fill('Catalogue sync');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/webhooks-add-wide.png' });
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Endpoint added.' })).toBeVisible();
    const endpoint = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: receiver.url }) });
    await expect(endpoint).toContainText('Catalogue sync');
    await expect(endpoint.getByText('material.published')).toBeVisible();
    await expect(endpoint.getByText('Enabled', { exact: true })).toBeVisible();

    // Its signing secret: hidden until shown, copied with Copy.
    await endpoint.getByRole('button', { name: 'Signing secret for Catalogue sync' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    const secretField = secretDialog.getByRole('textbox', { name: 'Secret' });
    await expect(secretField).toHaveValue(/^whsec_•+$/);
    await secretDialog.getByRole('button', { name: 'Copy the secret' }).click();
    await expect(secretDialog.getByRole('button', { name: 'Copied the secret' })).toBeVisible();
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret).toMatch(SECRET);
    await secretDialog.getByRole('button', { name: 'Show the secret' }).click();
    await expect(secretField).toHaveValue(secret);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/webhooks-secret-wide.png' });
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/webhooks-list-wide.png', fullPage: true });

    // Publish a material: a new path from Create New, published from its editor.
    await page.goto(`/${owner.slug}/paths`);
    await page.getByRole('button', { name: 'Create New' }).click();
    const create = page.getByRole('dialog', { name: 'Create new material' });
    await create.getByLabel('Name').fill('Webhook journey path');
    await create.getByRole('radio', { name: /Paths/ }).check();
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(new RegExp(`/${owner.slug}/paths/webhook-journey-path[\\w-]*/edit$`));
    await expect(page.getByRole('status', { name: 'Save status' })).toHaveText('Saved');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published.')).toBeVisible();

    // The receiver gets it within a second or so, signed with the secret the page showed.
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    const [published] = receiver.received;
    if (!published) throw new Error('no delivery');
    expect(published.headers['content-type']).toMatch(/^application\/json/);
    const event = new Webhook(secret).verify(published.body, signedHeaders(published)) as {
      type: string;
      timestamp: string;
      data: { material_id: string; revision: number };
    };
    expect(event.type).toBe('material.published');
    expect(event.data.material_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof event.data.revision).toBe('number');
    expect(() => new Webhook(`whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`).verify(published.body, signedHeaders(published))).toThrow();
    const publishedId = signedHeaders(published)['webhook-id'];

    // The delivery log: Succeeded, attempt 1 → 200, the body sent and the headers.
    await page.goto(`/${owner.slug}/settings/webhooks`);
    await endpoint.getByRole('link', { name: 'Delivery log for Catalogue sync' }).click();
    await expect(page).toHaveURL(new RegExp(`/${owner.slug}/settings/webhooks/[^/]+$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Delivery log' })).toBeVisible();
    await expect(page.getByText(receiver.url, { exact: true })).toBeVisible();
    const first = delivery(page, 'material.published');
    await expect(first.getByText('Succeeded', { exact: true })).toBeVisible();
    await expect(first).toContainText('1 attempt');
    await expand(first);
    await expect(first.getByText('Attempt 1', { exact: true })).toBeVisible();
    await expect(first.getByText('HTTP 200', { exact: true })).toBeVisible();
    await expect(first.getByText('{"received":true}')).toBeVisible();
    await expect(first).toContainText(`webhook-id: ${publishedId}`);
    await expect(first).toContainText('"type": "material.published"');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/webhooks-log-wide.png', fullPage: true });

    // The receiver fails: a test event gets its 500 (and waits an hour for its next try).
    receiver.fail(true);
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Test event queued: it appears in the delivery log within seconds.' })).toBeVisible();
    const testEvent = delivery(page, 'webhook.test');
    await expect(testEvent.getByText('Pending', { exact: true })).toBeVisible();
    await expect(testEvent).toContainText('1 attempt');
    await expect(testEvent).toContainText('Next attempt');
    await expand(testEvent);
    await expect(testEvent.getByText('HTTP 500', { exact: true })).toBeVisible();
    await expect(testEvent.getByText('receiver is down')).toBeVisible();
    await expect(page.getByText(/^Failing since /)).toBeVisible();
    expect(receiver.received).toHaveLength(2);
    const testId = signedHeaders(receiver.received[1] as Received)['webhook-id'];
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pending' });
    await expect(page.getByText('1 pending delivery.')).toBeVisible();
    await expect(delivery(page, 'material.published')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
    await expect(page.getByText('2 deliveries.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/webhooks-log-failed-wide.png', fullPage: true });

    // A phone, meanwhile: the log, the list and the add form fit the width.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(testEvent.getByText('HTTP 500', { exact: true })).toBeVisible();
    // Polled: right after the resize the action buttons may not have wrapped yet (runs measured 108 px then).
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/webhooks-log-phone.png', fullPage: true });
    await page.getByRole('link', { name: '← Webhooks' }).click();
    await expect(endpoint.getByText(/^Failing since /)).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/webhooks-list-phone.png', fullPage: true });
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(form).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/webhooks-add-phone.png' });
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1366, height: 900 });
    await endpoint.getByRole('link', { name: 'Delivery log for Catalogue sync' }).click();

    // The receiver answers again; Replay sends the test event (waiting an hour for its retry) at
    // once, with the same webhook-id.
    receiver.fail(false);
    await testEvent.getByRole('button', { name: /^Replay webhook\.test/ }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 delivery queued again.' })).toBeVisible();
    await expect(testEvent.getByText('Succeeded', { exact: true })).toBeVisible({ timeout: 10_000 });
    await expand(testEvent);
    await expect(testEvent.getByText('Attempt 2', { exact: true })).toBeVisible();
    await expect(testEvent.getByText('HTTP 200', { exact: true })).toBeVisible();
    await expect(testEvent).toContainText('2 attempts');
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([publishedId, testId, testId]);
    await expect(page.getByText(/^Failing since /)).toHaveCount(0);

    // Replay failed deliveries…: the last 24 hours unless changed; a range the wrong way round is refused on From.
    await page.getByRole('button', { name: 'Replay failed deliveries…' }).click();
    const replayForm = page.getByRole('dialog', { name: 'Replay failed deliveries' });
    const from = replayForm.getByLabel('From');
    const to = replayForm.getByLabel('To');
    const [fromValue, toValue] = [await from.inputValue(), await to.inputValue()];
    expect(new Date(toValue).getTime() - new Date(fromValue).getTime()).toBe(86_400_000);
    expect(Math.abs(Date.now() - new Date(toValue).getTime())).toBeLessThan(120_000);
    await from.fill(toValue);
    await to.fill(fromValue);
    await replayForm.getByRole('button', { name: 'Replay' }).click();
    await expect(from).toHaveAccessibleDescription('The range must start before it ends.');
    await from.fill(fromValue);
    await to.fill(toValue);
    await expectNoSeriousA11yViolations(page);
    await replayForm.getByRole('button', { name: 'Replay' }).click();
    await expect(replayForm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '0 deliveries queued again.' })).toBeVisible();

    // Rotate the secret: the next delivery is signed with the new one and, for a day, the old one too.
    await page.getByRole('link', { name: '← Webhooks' }).click();
    await endpoint.getByRole('button', { name: 'Signing secret for Catalogue sync' }).click();
    await secretDialog.getByRole('button', { name: 'Rotate secret' }).click();
    const rotateQuestion = page.getByRole('dialog', { name: 'Rotate secret' });
    await expect(rotateQuestion).toContainText('The previous secret also signs for 24 hours');
    await rotateQuestion.getByRole('button', { name: 'Rotate secret' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Secret rotated.' })).toBeVisible();
    await secretDialog.getByRole('button', { name: 'Show the secret' }).click();
    await expect(secretField).not.toHaveValue(secret);
    const rotated = await secretField.inputValue();
    expect(rotated).toMatch(SECRET);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await endpoint.getByRole('button', { name: 'Send test event for Catalogue sync' }).click();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(4);
    const signedTwice = receiver.received[3] as Received;
    expect(String(signedTwice.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(new Webhook(rotated).verify(signedTwice.body, signedHeaders(signedTwice))).toMatchObject({ type: 'webhook.test' });
    expect(new Webhook(secret).verify(signedTwice.body, signedHeaders(signedTwice))).toMatchObject({ type: 'webhook.test' });

    // Edit: switched off, then deleted.
    await endpoint.getByRole('button', { name: 'Edit for Catalogue sync' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit endpoint' });
    await expect(edit.getByRole('textbox', { name: 'URL' })).toHaveValue(receiver.url);
    await expect(edit.getByRole('checkbox', { name: 'material.published' })).toBeChecked();
    const enabled = edit.getByRole('switch', { name: 'Enabled' });
    await expect(enabled).toBeChecked();
    await enabled.uncheck();
    await edit.getByRole('checkbox', { name: 'learner.completed' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Endpoint saved.' })).toBeVisible();
    await expect(endpoint.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(endpoint.getByText('learner.completed')).toBeVisible();
    await endpoint.getByRole('button', { name: 'Delete for Catalogue sync' }).click();
    const question = page.getByRole('dialog', { name: 'Delete endpoint' });
    await expect(question).toContainText('Delete Catalogue sync? No more events are sent to it');
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Endpoints' })).toBeFocused();
  } finally {
    await receiver.close();
  }
});

test('webhooks: Settings → API documents the events, verifying a delivery and the retries', async ({ page, request }) => {
  await storeToken(page, await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/demo/settings/api#webhook-events');
  const events = page.locator('#webhook-events');
  await expect(events.getByRole('heading', { name: 'Events' })).toBeInViewport();
  await expect(events.getByText('material.published', { exact: true })).toBeVisible();
  await expect(events).toContainText('A material was published: learners now see this revision.');
  await events.getByText('Example payload of material.published').click();
  await expect(events).toContainText('"type": "material.published"');
  await expect(events).toContainText('"material_id": "0194f3a2-7c1e-7b41-9a65-3f1d2c4b5a69"');
  await expect(events).toContainText('Endpoints cannot subscribe to it.');
  const verifying = page.locator('#webhook-verifying');
  await expect(verifying.getByRole('heading', { name: 'Verifying deliveries' })).toBeVisible();
  await expect(verifying).toContainText('{webhook-id}.{webhook-timestamp}.{body}');
  await expect(verifying).toContainText('new Webhook(process.env.LEARNHUB_WEBHOOK_SECRET)');
  await expect(verifying).toContainText('5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h');
  await expect(verifying).toContainText('410 Gone');
  await expect(verifying).toContainText('no successful delivery for 5 days');
  await expect(verifying).toContainText('kept 30 days');
  await expect(page.getByRole('table', { name: 'Scopes' })).toContainText('webhooks:write');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/api-webhook-docs-wide.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // Polled: right after the resize the layout may still be settling (a full run once measured 33 px mid-reflow).
  await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
  await page.locator('#webhook-verifying').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/api-webhook-docs-phone.png' });

  // An endpoint that is not (or no longer) there: said so, with the way back.
  await page.goto('/demo/settings/webhooks/V2ViaG9va0VuZHBvaW50OjAxOTRmM2E2LTJjM2QtN2U0Zi04YTViLTZjN2Q4ZTlmMGExYg');
  await expect(page.getByRole('alert').filter({ hasText: 'This webhook endpoint was not found. It may have been deleted.' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Webhooks' })).toHaveAttribute('href', '/demo/settings/webhooks');
});

test('webhooks: a Member sees no Webhooks entry and is refused at its address', async ({ page, request }) => {
  const token = await signInToken(request, 'member@demo.learnhub.test', 'demo-password-1');
  await storeToken(page, token);
  await page.goto('/demo/settings/profile');
  const nav = page.getByRole('navigation', { name: 'Settings' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Webhooks', exact: true })).toHaveCount(0);

  await page.goto('/demo/settings/webhooks');
  await expect(page.getByText('Only Owners and Team Admins can manage webhooks.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add endpoint' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/demo/settings/webhooks/V2ViaG9va0VuZHBvaW50OjE');
  await expect(page.getByText('Only Owners and Team Admins can manage webhooks.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delivery log' })).toHaveCount(0);

  // The server says no as well.
  const response = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: { query: 'mutation { addWebhookEndpoint(input: { url: "https://example.com/hooks", events: ["material.published"] }) { __typename } }' },
  });
  expect((await response.json()).data.addWebhookEndpoint.__typename).toBe('ForbiddenError');
});
