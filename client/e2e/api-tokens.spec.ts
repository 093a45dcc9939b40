/**
 * Settings → API as an Owner uses it: read how to call the API, make a token with two scopes, see
 * its secret once and copy it, call GraphQL with it (and be told which scope a refused call
 * lacks), find it in the list by its last four characters, rotate it (the old secret stops
 * working) and revoke the new one. A Member sees no API entry and is refused at its address.
 */
import { API_TOKEN_NO_EXPIRY_WARNING } from '@learnhub/content';
import { ownerWithCompany, signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type APIRequestContext, expect, type Page, test } from './support/test';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PASSWORD = 'Api-tokens-password-1!';
const SECRET = /^lh_[0-9A-Za-z]{36}$/;
const SHOWN_ONCE = "Copy this token now. You won't be able to see it again.";

/** A GraphQL call as an integration makes it: the token as a Bearer header, nothing else. */
async function callWith(request: APIRequestContext, token: string, query: string) {
  const response = await request.post('/graphql', { headers: { Authorization: `Bearer ${token}` }, data: { query } });
  return (await response.json()) as { data?: { viewer: { company: Record<string, unknown> | null } | null } | null; errors?: { message: string }[] };
}

const COMPANY_NAME = '{ viewer { company { name } } }';

/** Nothing on the page (its text, its fields' values) holds the secret. */
async function expectSecretGone(page: Page, secret: string) {
  const shown = await page.evaluate(() => [document.body.innerText, ...[...document.querySelectorAll('input')].map((input) => input.value)].join('\n'));
  expect(shown).not.toContain(secret);
  expect(await page.content()).not.toContain(secret);
}

test('api tokens: create with scopes, see the secret once, call with it, rotate and revoke', async ({ page, request }) => {
  test.setTimeout(120_000); // sign-up may have to wait out its rate limit
  const stamp = Date.now();
  const companyName = `API Co ${stamp % 100000}`;
  const owner = await ownerWithCompany(request, { email: `api-tokens-${stamp}@example.com`, password: PASSWORD, firstName: 'Ada', company: companyName });
  await storeToken(page, owner.token);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Settings → API: how to start, and no tokens yet.
  await page.goto(`/${owner.slug}/settings/profile`);
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${owner.slug}/settings/api$`));
  await expect(page.getByRole('heading', { level: 2, name: 'API', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(page.getByText(`${origin}/graphql`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${origin}/api/v1`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'openapi.json' })).toHaveAttribute('href', '/api/v1/openapi.json');
  await expect(page.getByText(`curl ${origin}/graphql`)).toBeVisible();
  await expect(page.getByText("Without “Read learners' names and e-mails” (pii:read), learners’ names and e-mails come back empty.")).toBeVisible();
  await expect(page.getByText('No API tokens yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/api-tokens-empty-wide.png', fullPage: true });

  // The form: both required answers are asked for, then the token is made with two scopes and 30 days.
  await page.getByRole('button', { name: 'Create token' }).click();
  const form = page.getByRole('dialog', { name: 'Create token' });
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(form.getByText('Enter a name for the token.')).toBeVisible();
  await expect(form.getByText('Choose at least one scope.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('CRM sync');
  await form.getByRole('checkbox', { name: 'Read materials' }).check();
  await expect(form.getByText('Choose at least one scope.')).toBeHidden();
  await form.getByRole('checkbox', { name: 'Read analytics' }).check();
  await expect(form.getByRole('checkbox', { name: 'Read analytics' })).toHaveAccessibleDescription('Read the dashboard, audience figures and exports.');
  const expiry = form.getByRole('combobox', { name: 'Expiry' });
  await expect(expiry).toHaveValue('30');
  await expiry.selectOption({ label: 'No expiry' });
  await expect(form.getByText(API_TOKEN_NO_EXPIRY_WARNING)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/api-tokens-create-wide.png' });
  await expiry.selectOption({ label: '30 days' });
  await expect(form.getByText(API_TOKEN_NO_EXPIRY_WARNING)).toBeHidden();
  await form.getByRole('button', { name: 'Create token' }).click();

  // The secret, once: copied, and it works.
  const made = page.getByRole('dialog', { name: 'Token CRM sync created' });
  await expect(made.getByText(SHOWN_ONCE)).toBeVisible();
  const secret = await made.getByRole('textbox', { name: 'Token' }).inputValue();
  expect(secret).toMatch(SECRET);
  await expect(made.getByText(API_TOKEN_NO_EXPIRY_WARNING)).toHaveCount(0);
  await made.getByRole('button', { name: /^Copy/ }).click();
  await expect(made.getByRole('button', { name: /^Copied/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/api-tokens-secret-wide.png' });

  expect((await callWith(request, secret, COMPANY_NAME)).data?.viewer?.company?.name).toBe(companyName);
  const refused = await callWith(request, secret, '{ viewer { company { members(first: 5) { totalCount } } } }');
  expect(refused.errors?.[0]?.message).toBe('This API token lacks the team:read scope.');

  // Done: the secret leaves the page; the list names the token by its last four.
  await made.getByRole('button', { name: 'Done' }).click();
  await expect(made).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Tokens' })).toBeFocused();
  await expectSecretGone(page, secret);
  const first = page.getByRole('row').filter({ hasText: `lh_…${secret.slice(-4)}` });
  await expect(first).toContainText('CRM sync');
  await expect(first).toContainText('Read materials');
  await expect(first).toContainText('Read analytics');
  await expect(first.getByText('Active', { exact: true })).toBeVisible();
  // Reloaded: its last use (the calls above) and where from.
  await page.reload();
  await expect(first.getByText('just now')).toBeVisible();
  await expect(first).toContainText(/from (::ffff:)?127\.0\.0\.1/);

  // Rotate: a new secret at once, the old one refused from now on.
  await first.getByRole('button', { name: /^Rotate CRM sync/ }).click();
  const rotateQuestion = page.getByRole('dialog', { name: 'Rotate token' });
  await expect(rotateQuestion).toContainText('Rotate CRM sync? The current secret stops working at once and a new one is shown.');
  await rotateQuestion.getByRole('button', { name: 'Rotate' }).click();
  const rotated = page.getByRole('dialog', { name: 'New secret for CRM sync' });
  await expect(rotated.getByText(SHOWN_ONCE)).toBeVisible();
  const second = await rotated.getByRole('textbox', { name: 'Token' }).inputValue();
  expect(second).toMatch(SECRET);
  expect(second).not.toBe(secret);
  expect((await callWith(request, secret, COMPANY_NAME)).data?.viewer ?? null).toBeNull();
  expect((await callWith(request, second, COMPANY_NAME)).data?.viewer?.company?.name).toBe(companyName);
  await rotated.getByRole('button', { name: 'Done' }).click();
  await expectSecretGone(page, second);
  await expect(first.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(first.getByRole('button')).toHaveCount(0);

  // Revoke the new one: listed as Revoked, refused from now on.
  const current = page.getByRole('row').filter({ hasText: `lh_…${second.slice(-4)}` });
  await expect(current.getByText('Active', { exact: true })).toBeVisible();
  await current.getByRole('button', { name: /^Revoke CRM sync/ }).click();
  const revokeQuestion = page.getByRole('dialog', { name: 'Revoke token' });
  await expect(revokeQuestion).toContainText('Revoke CRM sync? Integrations using it stop working at once.');
  await revokeQuestion.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Token revoked.' })).toBeVisible();
  await expect(current.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(current.getByRole('button')).toHaveCount(0);
  expect((await callWith(request, second, COMPANY_NAME)).data?.viewer ?? null).toBeNull();
  // The server agrees after a reload: both listed, neither active.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'CRM sync' })).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: 'CRM sync' }).getByText('Revoked', { exact: true })).toHaveCount(2);

  // A token without an expiry: the form and its secret both say why that is a risk.
  await page.getByRole('button', { name: 'Create token' }).click();
  await form.getByRole('textbox', { name: 'Name' }).fill('Warehouse export');
  await form.getByRole('checkbox', { name: 'Read learners', exact: true }).check();
  await form.getByRole('checkbox', { name: "Read learners' names and e-mails" }).check();
  await form.getByRole('combobox', { name: 'Expiry' }).selectOption({ label: 'No expiry' });
  await expect(form.getByText(API_TOKEN_NO_EXPIRY_WARNING)).toBeVisible();
  await form.getByRole('button', { name: 'Create token' }).click();
  const forever = page.getByRole('dialog', { name: 'Token Warehouse export created' });
  await expect(forever.getByText(API_TOKEN_NO_EXPIRY_WARNING)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/api-tokens-secret-warning-wide.png' });
  const third = await forever.getByRole('textbox', { name: 'Token' }).inputValue();
  expect(third).toMatch(SECRET);
  await forever.getByRole('button', { name: 'Done' }).click();
  await expectSecretGone(page, third);
  const warehouse = page.getByRole('row').filter({ hasText: `lh_…${third.slice(-4)}` });
  await expect(warehouse.getByText('Never', { exact: true })).toBeVisible();
  await expect(warehouse.getByText('Never used')).toBeVisible();
  await expect(warehouse).toContainText("Read learners' names and e-mails");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/api-tokens-list-wide.png', fullPage: true });

  // A phone: the page fits the width, each token a block of labelled lines; the form fits too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(warehouse.getByText('Never', { exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/api-tokens-list-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(form).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/api-tokens-create-phone.png' });
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});

test('api tokens: a Member sees no API entry and is refused at its address', async ({ page, request }) => {
  const token = await signInToken(request, 'member@demo.learnhub.test', 'demo-password-1');
  await storeToken(page, token);
  await page.goto('/demo/settings/profile');
  const nav = page.getByRole('navigation', { name: 'Settings' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'API', exact: true })).toHaveCount(0);

  await page.goto('/demo/settings/api');
  await expect(page.getByText('Only Owners and Team Admins can manage API tokens.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create token' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Tokens' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The server says no as well.
  const response = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: { query: 'mutation { createApiToken(input: { name: "Mine", scopes: ["materials:read"] }) { __typename } }' },
  });
  expect((await response.json()).data.createApiToken.__typename).toBe('ForbiddenError');
});
