import { expect, type Page, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// Sign-up → confirmation link → the onboarding wizard → invitations (authoring spec §2, §4, §5, §9).
const stamp = Date.now();
const FOUNDER = `founder-${stamp}@example.test`;
const TEAMMATE = `teammate-${stamp}@example.test`;
const OTHER = `other-${stamp}@example.test`;
const PASSWORD = 'Tr0ub4dor&3-Xyz!';
// Letters NFKD cannot strip (æ) are written out in the workspace's address: fjord-laering-….
const COMPANY = `Fjord Læring ${stamp}`;

test.describe.configure({ mode: 'serial' });

async function look(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}

/** The path of the first link in the newest mail to `to` that matches `pattern`. */
async function mailedLink(page: Page, to: string, pattern: RegExp): Promise<string> {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const { mails } = (await response.json()) as { mails: { text: string }[] };
  const link = mails
    .map((mail) => pattern.exec(mail.text)?.[0])
    .filter(Boolean)
    .at(-1);
  if (!link) throw new Error(`No mail to ${to} with a link like ${pattern}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
}

async function signUp(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

const counter = (page: Page) => page.locator('.onb-progress__counter');
const cont = (page: Page) => page.getByRole('button', { name: 'Continue' });

test('a new account confirms its address and completes every onboarding step', async ({ page }) => {
  // Six steps, a mailed link, screenshots and scans: 27 s on a slow 2-core machine, too near the default 30.
  test.setTimeout(90_000);
  await page.goto('/sign_up');
  await signUp(page, FOUNDER);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(counter(page)).toHaveText('Step 1/6');

  // Until the address is confirmed, the verify-email page explains and can send the mail again.
  await page.goto('/verify_email');
  await expect(page.getByRole('heading', { name: "We've sent a verification email" })).toBeVisible();
  await expect(page.getByText(`We sent a confirmation link to ${FOUNDER}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText("We've sent a new verification email.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/sign_in');
  await look(page, 'verify-email');
  // Signed in, so the page also offers to carry on: through the root, back into the unfinished onboarding.
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(counter(page)).toHaveText('Step 1/6');

  // The confirmation mail's link works while signed in; Continue goes through the root back to onboarding.
  await page.goto(await mailedLink(page, FOUNDER, /http\S+\/confirm-email\?token=\S+/));
  await expect(page.getByText('Your email is confirmed.')).toBeVisible();
  await look(page, 'onboarding-confirmed');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // 1/6 name: both names required. No Back on the first step.
  await expect(page.getByRole('heading', { name: "What's your name?" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuetext', 'Step 1 of 6');
  await page.getByLabel('First name').fill('Ada');
  await cont(page).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await look(page, 'onboarding-1-name-error');
  // An emoji as the last word: the avatar's initials take it whole.
  await page.getByLabel('Last name').fill('Lovelace 🦊');
  await cont(page).click();

  // 2/6 industry and role. A reload keeps the count: the name step stays step 1 of 6.
  await expect(counter(page)).toHaveText('Step 2/6');
  await page.reload();
  await expect(counter(page)).toHaveText('Step 2/6');
  await expect(page.getByRole('heading', { name: 'Tell us about your work' })).toBeVisible();
  await cont(page).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await look(page, 'onboarding-2-industry-error');
  const industry = page.getByLabel('Industry');
  expect(await industry.locator('option').count()).toBeGreaterThan(100);
  await industry.selectOption('E-Learning');
  await page.getByLabel('Role').fill('Head of Training');
  await cont(page).click();

  // 3/6 company. Back reopens step 2 with its saved answers.
  await expect(counter(page)).toHaveText('Step 3/6');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(counter(page)).toHaveText('Step 2/6');
  await expect(industry).toHaveValue('E-Learning');
  await expect(page.getByLabel('Role')).toHaveValue('Head of Training');
  await cont(page).click();
  await expect(page.getByRole('heading', { name: 'Your company' })).toBeVisible();
  await cont(page).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel('Company name').fill(COMPANY);
  await page.getByLabel('Website').fill('ftp://files.example.com');
  await cont(page).click();
  await expect(page.getByText('Website is invalid')).toBeVisible();
  await look(page, 'onboarding-3-company-error');
  await page.getByLabel('Website').fill('acme.example.com');
  await cont(page).click();

  // 4/6 company details: the job title.
  await expect(counter(page)).toHaveText('Step 4/6');
  await expect(page.getByRole('heading', { name: 'Company details' })).toBeVisible();
  await cont(page).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await look(page, 'onboarding-4-details-error');
  await page.getByLabel('Job title').fill('Head of Training');
  await cont(page).click();

  // 5/6 company size: exactly one of nine.
  await expect(counter(page)).toHaveText('Step 5/6');
  await expect(page.getByRole('radio')).toHaveCount(9);
  await cont(page).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await look(page, 'onboarding-5-size-error');
  await page.setViewportSize({ width: 390, height: 844 });
  await look(page, 'onboarding-5-size-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('radio', { name: '11-25' }).check();
  await cont(page).click();

  // 6/6 team invite.
  await expect(counter(page)).toHaveText('Step 6/6');
  const send = page.getByRole('button', { name: 'Send invites' });
  await expect(send).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  const first = page.getByLabel('Email 1');
  await first.fill('not-an-email');
  await first.blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Role 1')).toHaveValue('MEMBER');
  await expect(page.getByLabel('Role 1').locator('option')).toHaveText(['Member', 'Team Admin', 'View Only']);
  await page.getByRole('button', { name: '+ Add another' }).click();
  await expect(send).toBeDisabled(); // the new row's e-mail is empty
  await look(page, 'onboarding-6-invite-error');
  await page.setViewportSize({ width: 390, height: 844 });
  await look(page, 'onboarding-6-invite-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });
  await first.fill(TEAMMATE);
  await page.getByLabel('Role 1').selectOption('TEAM_ADMIN');
  await page.getByLabel('Email 2').fill(OTHER);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('Invites sent successfully!')).toBeVisible();

  // Confirmed already, so the finish goes straight to the new company's dashboard.
  await expect(page).toHaveURL(/\/fjord-laering-\d+\/dashboard$/);
  await expect(page.locator('.top-bar__account .ui-avatar')).toHaveText('A🦊');
  await page.screenshot({ path: '/tmp/shots/onboarding-finished.png', fullPage: true });
});

test('an invited teammate signs up from the invitation, skips the company steps and lands on the dashboard', async ({ page }) => {
  const invite = await mailedLink(page, TEAMMATE, /http\S+\/invite\/\S+/);
  await page.goto(invite);
  await expect(page.getByText(`${COMPANY} invited ${TEAMMATE} to join as Team Admin`)).toBeVisible();
  await look(page, 'invite-signed-out');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/sign_up\?next=/);
  // The invited address is filled in.
  await expect(page.getByLabel('Email')).toHaveValue(TEAMMATE);
  await signUp(page, TEAMMATE);

  await expect(page).toHaveURL(new RegExp(`${invite}$`));
  await expect(page.getByText(`You're signed in as ${TEAMMATE}.`)).toBeVisible();
  await look(page, 'invite-signed-in');
  await page.getByRole('button', { name: 'Accept invitation' }).click();

  // Name, industry and — as a Team Admin — the invite step; no company questions.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(counter(page)).toHaveText('Step 1/3');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await cont(page).click();
  await expect(counter(page)).toHaveText('Step 2/3');
  await page.getByLabel('Industry').selectOption('Computer Software');
  await page.getByLabel('Role').fill('Trainer');
  await cont(page).click();
  await expect(counter(page)).toHaveText('Step 3/3');
  await look(page, 'onboarding-invitee-invite-step');
  await page.getByRole('button', { name: 'Skip' }).click();

  // Accepting the mailed invitation proves the address, so the finish goes to the dashboard.
  await expect(page).toHaveURL(/\/fjord-laering-\d+\/dashboard$/);
  expect(page.url()).not.toContain('/verify_email');
});

test('an invitation opened in another account shows the server message', async ({ page }) => {
  const invite = await mailedLink(page, OTHER, /http\S+\/invite\/\S+/);
  await page.goto(`/sign_in?next=${encodeURIComponent(invite)}`);
  await page.getByLabel('Email').fill('owner@demo.learnhub.test');
  await page.getByLabel('Password').fill('demo-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${invite}$`));
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This invitation was sent to another email address.' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${invite}$`));
  await look(page, 'invite-wrong-account');

  // "Use another account" signs out and comes back to the invitation after signing in.
  await page.getByRole('link', { name: 'Use another account' }).click();
  await expect(page).toHaveURL(new RegExp(`/sign_in\\?next=${encodeURIComponent(invite)}$`));
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});
