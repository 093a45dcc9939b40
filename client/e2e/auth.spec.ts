import { expect, type Page, test } from './support/test';
import { signInToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

// Journeys through the account pages (authoring spec §2 "Account and setup screens", §4, §5, §8).
const OWNER = { email: 'owner@demo.learnhub.test', password: 'demo-password-1' };

async function look(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}

test('the sign-up form shows password strength and enables Create Account only when every rule is met', async ({ page }) => {
  await page.goto('/sign_up');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  // Google sign-up is not configured on the test server, so its link is not offered.
  await expect(page.getByRole('link', { name: 'Sign up with Google' })).toHaveCount(0);
  await expect(page.getByText('Use 8 or more characters with letters, numbers & symbols.')).toBeVisible();
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await look(page, 'auth-sign-up-empty');

  const meter = page.getByRole('meter', { name: 'Password strength' });
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  for (const [value, bars, words] of [
    ['abc', '0', 'Too weak'],
    ['abcdef', '1', 'Weak'],
    ['abcdefgh1', '2', 'Fair'],
    ['Abcdefgh12', '3', 'Good'],
    ['Tr0ub4dor&3-Xyz!', '4', 'Strong'],
  ] as const) {
    await password.fill(value);
    await expect(meter).toHaveAttribute('aria-valuenow', bars);
    await expect(meter).toHaveAttribute('aria-valuetext', words);
    await expect(meter.locator('.pw-meter__bar--on')).toHaveCount(Number(bars));
  }

  const email = page.getByLabel('Email');
  await email.fill('ada@example');
  await email.blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  const repeat = page.getByLabel('Repeat password');
  await repeat.fill('Tr0ub4dor&3-Xyz?');
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(create).toBeDisabled();
  await look(page, 'auth-sign-up-errors');
  await page.setViewportSize({ width: 390, height: 844 });
  await look(page, 'auth-sign-up-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });

  await email.fill(OWNER.email);
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  await repeat.fill('Tr0ub4dor&3-Xyz!');
  await expect(page.getByText("Passwords don't match")).toHaveCount(0);
  await expect(create).toBeDisabled(); // terms not accepted yet
  await page.getByLabel(/I agree to the terms/).check();
  await expect(create).toBeEnabled();

  // The server's field error shows next to its field: a password too common to be safe (the
  // meter only advises; the server refuses).
  await password.fill('Password1');
  await repeat.fill('Password1');
  await create.click();
  await expect(page.getByText('Password is one of the most common passwords. Choose one that is harder to guess.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/sign_up$/);
  await look(page, 'auth-sign-up-server-error');

  // A registered e-mail is answered exactly like a new one, so the form tells nobody who has an
  // account: onboarding opens, and the owner of the address is mailed instead.
  await password.fill('Tr0ub4dor&3-Xyz!');
  await repeat.fill('Tr0ub4dor&3-Xyz!');
  await create.click();
  await expect(page.getByText('Step 1/6')).toBeVisible();
  await expect(page.getByRole('heading', { name: "What's your name?" })).toBeVisible();
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(OWNER.email)}`);
      const { mails } = (await response.json()) as { mails: { subject?: string; text: string }[] };
      return mails.some((mail) => mail.text.includes('already has one') && mail.text.includes('/forgot_password'));
    })
    .toBe(true);
  await page.getByRole('link', { name: 'Logout' }).click();
  await page.goto('/sign_up');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/sign_in$/);
});

test('the demo owner signs in and out, and the old token stops working', async ({ page }) => {
  // A `next` pointing at another site is ignored: sign-in lands on the root's choice instead.
  await page.goto('/sign_in?next=//evil.test/steal');
  await expect(page.getByRole('heading', { name: 'Sign in to LearnHub' })).toBeVisible();
  await look(page, 'auth-sign-in');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/demo\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();

  await page.goto('/sign_out');
  await expect(page).toHaveURL(/\/sign_in$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  // Revoked on the server: even put back into storage, the token gets the person nowhere.
  await page.evaluate((old) => localStorage.setItem('auth_token', old ?? ''), token);
  await page.goto('/demo/dashboard');
  // To sign in again, and come back to the page asked for.
  await expect(page).toHaveURL(/\/sign_in\?next=%2Fdemo%2Fdashboard$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a wrong password shows the server message, and an OpenID error from the address is shown', async ({ page }) => {
  await page.goto('/sign_in');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign_in$/);
  await look(page, 'auth-sign-in-wrong-password');

  await page.goto('/sign_in?error=Google%20sign-in%20was%20cancelled.');
  await expect(page.getByRole('alert').filter({ hasText: 'Google sign-in was cancelled.' })).toBeVisible();
});

test('the OpenID completion stores the token, and the e-mail pages explain bad links', async ({ page }) => {
  const token = await signInToken(page.request, OWNER.email, OWNER.password);
  await page.goto(`/oidc/complete#token=${encodeURIComponent(token)}&new=0`);
  await expect(page).toHaveURL(/\/demo\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(token);

  await page.goto('/oidc/complete');
  await expect(page.getByText('The sign-in link is incomplete. Please try again.')).toBeVisible();
  await look(page, 'auth-oidc-incomplete');

  await page.goto('/confirm-email?token=not-a-real-token');
  await expect(page.getByRole('alert').filter({ hasText: 'This confirmation link is invalid or has expired.' })).toBeVisible();
  await look(page, 'auth-confirm-invalid');

  // The demo owner's address is confirmed: the verify page has nothing to say and goes to the root.
  await page.goto('/verify_email');
  await expect(page).toHaveURL(/\/demo\/dashboard$/);

  await page.goto('/sign_out');
  await expect(page).toHaveURL(/\/sign_in$/);
  await page.goto('/verify_email?oidc=1');
  await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/sign_in');
  await look(page, 'auth-registration-complete');
});

test('an unreachable server is explained in words, on page load and on submit', async ({ page }) => {
  await page.route('**/graphql', (route) => route.abort('connectionrefused'));
  await page.goto('/sign_in');
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByText("We couldn't reach the server. Check your connection and try again.")).toBeVisible();
  await look(page, 'auth-offline-page');

  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.route('**/graphql', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "We couldn't reach the server." })).toBeVisible();
  await look(page, 'auth-offline-submit');
});
