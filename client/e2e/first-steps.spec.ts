import { expect, type Page, test } from './support/test';
import { gql, mailedPath, signInToken, signUpToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

// What a new user meets first: password reset, deep links, the not-found page, length limits,
// honest messages, the player on one screen and the editor on a phone.
const OWNER = { email: 'owner@demo.learnhub.test', password: 'demo-password-1' };
const SHOTS = '/tmp/shots';

async function look(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signInHere(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/sign_in');
}

test('forgot password: the mailed link sets a new password, signs in, and ends the old sessions', async ({ page, request }) => {
  const email = `forgetful-${Date.now()}@example.test`;
  const oldPassword = 'Original-password-1!';
  const oldSession = await signUpToken(request, email, oldPassword);

  await page.goto('/sign_in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot_password\?email=/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  // The address typed on the sign-in page came along.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await look(page, 'forgot-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  // The same answer whether or not the address has an account.
  await expect(page.getByRole('status').filter({ hasText: "If an account exists for that email, we've sent it a link" })).toBeVisible();
  await look(page, 'forgot-password-sent');

  await page.goto(await mailedPath(request, email, /http\S+\/reset_password\?token=\S+/));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const password = page.getByRole('textbox', { name: 'New password', exact: true });
  const repeat = page.getByLabel('Repeat new password');
  await expect(page.getByRole('meter', { name: 'Password strength' })).toBeVisible();
  // The server's rules, per field: too short, then one of the most common passwords.
  await password.fill('short');
  await repeat.fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('New password is too short (minimum is 8 characters)')).toBeVisible();
  await look(page, 'reset-password-too-short');
  await password.fill('iloveyou');
  await repeat.fill('iloveyou');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('New password is one of the most common passwords.', { exact: false })).toBeVisible();
  const newPassword = 'A-whole-new-secret-42';
  await password.fill(newPassword);
  await repeat.fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();

  // Signed in (a new account goes on to onboarding); the session from before the reset is over.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Your password has been changed. You are signed in.')).toBeVisible();
  const oldProfile = await request.get('/api/v1/profile', { headers: { Authorization: `Bearer ${oldSession}` } });
  expect(oldProfile.status()).toBe(401);
  expect(await signInToken(request, email, newPassword)).toBeTruthy();

  // The link works once.
  await page.goto(await mailedPath(request, email, /http\S+\/reset_password\?token=\S+/));
  await password.fill('Yet-another-secret-43');
  await repeat.fill('Yet-another-secret-43');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This password reset link is invalid, has expired or was already used.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot_password');
  await look(page, 'reset-password-spent');
});

test('a deep link opened signed out comes back after sign-in; unknown addresses keep the navigation', async ({ page }) => {
  await page.goto('/demo/settings/team?page=1');
  await expect(page).toHaveURL(/\/sign_in\?next=/);
  await signInHere(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/demo\/settings\/team\?page=1$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  // A next= pointing at another site is ignored.
  await page.goto('/sign_out');
  await page.goto(`/sign_in?next=${encodeURIComponent('//evil.example/steal')}`);
  await signInHere(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/demo\/dashboard$/);

  // An address nobody built, inside the workspace: the message inside the app, with a way back.
  await page.getByRole('link', { name: 'Walkthroughs' }).first().click();
  // (Not under paths/, walkthroughs/ or docs/: those addresses have editors and viewers now.)
  await page.goto('/demo/no-such-section/edit');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await look(page, 'not-found-in-app');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/demo\/dashboard$/);
});

test('overlong text is never cut silently, and a search with no match says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/sign_in');
  await signInHere(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/demo\/dashboard$/);
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new material' });
  const name = dialog.getByLabel('Name');
  await name.click();
  await page.evaluate((text) => navigator.clipboard.writeText(text), 'n'.repeat(10_000));
  await page.keyboard.press('Control+V');
  await expect(dialog.getByText('Name can be at most 200 characters; only the first part of what you pasted went in.')).toBeVisible();
  await expect(dialog.getByText('200/200')).toBeVisible();
  await expect(name).toHaveValue('n'.repeat(200));
  await look(page, 'create-material-overlong');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The server refuses what a browser would not send, and says the limit.
  const token = await signInToken(page.request, OWNER.email, OWNER.password);
  const created = await gql(
    page.request,
    token,
    'mutation($input: CreateMaterialInput!) { createMaterial(input: $input) { __typename ... on ValidationError { fieldErrors { field messages } } } }',
    {
      input: { name: 'n'.repeat(10_000), kind: 'WALKTHROUGH' },
    },
  );
  expect(created.createMaterial).toEqual({
    __typename: 'ValidationError',
    fieldErrors: [{ field: 'name', messages: ['Name is too long (maximum is 200 characters)'] }],
  });

  await page.goto('/demo/learning_materials?q=zz-nothing-like-this');
  await expect(page.getByText('Nothing matches “zz-nothing-like-this”. Try another word, or clear the search.')).toBeVisible();
  await look(page, 'search-no-match');
});

test('the player shows the step, its text and Back/Next on one 1366×900 screen', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/sign_in');
  await signInHere(page, OWNER.email, OWNER.password);
  await page.goto('/demo/walkthroughs/getting-started');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeVisible();
  const box = await next.boundingBox();
  expect(box, 'the Next button has a box').not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(900);
  await expect(page.getByRole('img', { name: /dashboard/i })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(900);
  await look(page, 'player-1366');
});

test('on a phone, the walkthrough list fits the width and the editor asks for a larger screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sign_in');
  await signInHere(page, OWNER.email, OWNER.password);
  await page.goto('/demo/walkthroughs?tab=walkthroughs');
  await expect(page.getByRole('navigation', { name: 'Walkthroughs sections' }).getByRole('link', { name: /Videos/ })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await look(page, 'walkthroughs-phone');

  await page.goto('/demo/walkthroughs/getting-started/edit');
  await expect(page.getByRole('heading', { name: 'Use a larger screen to edit' })).toBeVisible();
  await look(page, 'editor-phone');
  await page.getByRole('link', { name: 'View the walkthrough' }).click();
  await expect(page).toHaveURL(/\/demo\/walkthroughs\/getting-started$/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeInViewport();
});
