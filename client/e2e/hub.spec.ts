/**
 * The learner hub (audience.md §2, issue 9): a visitor browses the demo company's hub — tabs,
 * search with suggestions, a card that opens the material — then signs in as a learner by the
 * mailed link (the link opens a page; only Continue signs in), sees their name, signs out, and
 * signs in again with the mail's code. At 1366×900 and on a phone, with axe on every page.
 */
import { expect, test } from './support/test';
import { gql, mailedPath, signInToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

test('a visitor browses the hub: tabs, search suggestions, a card opens its material', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Co' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in as a Learner' })).toBeVisible();
  const cards = page.locator('.hub-card__name');
  await expect(cards).toHaveText(['Create a report', 'Getting started', 'New hire onboarding', 'Style guide']);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Paths' }).click();
  await expect(page).toHaveURL(/\/demo\?tab=paths$/);
  await expect(cards).toHaveText(['New hire onboarding']);
  // By keyboard, as the tabs pattern has it: Right moves to Courses (paths too), Home back to All.
  await page.getByRole('tab', { name: 'Paths' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveText(['New hire onboarding']);
  await page.getByRole('tab', { name: 'Courses' }).press('Home');
  await expect(cards).toHaveCount(4);

  const search = page.getByRole('combobox', { name: 'Search materials' });
  await search.fill('REPORT');
  const suggestion = page.getByRole('option', { name: /Create a report/ });
  await expect(suggestion).toBeVisible();
  await expect(suggestion.locator('strong')).toHaveText('report');
  await expectNoSeriousA11yViolations(page);
  await search.press('Enter');
  await expect(page).toHaveURL(/q=REPORT/);
  await expect(cards).toHaveText(['Create a report']);
  await expect(page.getByText('Showing results for "REPORT" in every type.')).toBeVisible();

  await search.fill('tour of');
  await expect(page.getByRole('option')).toHaveText([/Getting started/]);
  await search.press('ArrowDown');
  await search.press('Enter');
  // The material's hub page: the player under the hub's header.
  await expect(page).toHaveURL(/\/demo\/hub\/getting-started$/);
  await expect(page.getByRole('heading', { name: 'Welcome to your dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in as a Learner' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo?tab=knowledge_bases');
  await expect(cards).toHaveText(['Style guide']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});

test('a learner signs in by the mailed link (Continue), signs out, and signs in again with the code', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const email = `hub-learner-${Date.now()}@example.com`;
  await page.goto('/demo');
  await page.getByRole('link', { name: 'Sign in as a Learner' }).click();
  await expect(page).toHaveURL(/\/demo\/passwordless_sign_in$/);
  await expect(page.getByRole('heading', { name: 'Looks like you need a new link' })).toBeVisible();
  await expect(page.getByText("Enter your email address and we'll send you a new link to sign in")).toBeVisible();
  const field = page.getByLabel('Email Address');
  const send = page.getByRole('button', { name: 'SEND LINK' });
  await expect(send).toBeDisabled();
  await field.fill('not-an-email');
  await field.blur();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await field.fill('');
  await field.blur();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await field.fill(email);
  await send.click();
  await expect(page.getByRole('heading', { name: 'Check your Email!' })).toBeVisible();
  await expect(page.getByText("We've sent a new login link to your email inbox. Please click the link in the button to sign in.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The mailed link opens a page and spends nothing; Continue signs in.
  const link = await mailedPath(request, email, /https?:\/\/\S+\/demo\/passwordless_sign_in\?token=\S+/);
  await page.goto(link);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByText(email)).toBeVisible();
  await expect(account.getByRole('link', { name: 'Sign out' })).toBeVisible();
  // The session is the server's HttpOnly cookie: script on the page cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('aud_token');
  await page.reload();
  await expect(account.getByText(email)).toBeVisible();

  // The same link again: spent.
  await page.goto(link);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('This sign-in link is invalid, has expired or was already used. Ask for a new one.');

  await page.goto('/demo');
  await account.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole('link', { name: 'Sign in as a Learner' })).toBeVisible();

  // The code from a new mail, typed on the sign-in page.
  await page.getByRole('link', { name: 'Sign in as a Learner' }).click();
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'SEND LINK' }).click();
  await expect(page.getByRole('heading', { name: 'Check your Email!' })).toBeVisible();
  // The second mail to this address (the first was the link's); the outbox lists the newest first.
  let code = '';
  for (let i = 0; i < 20 && !code; i++) {
    const { mails } = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { mails: { text: string }[] };
    if (mails.length >= 2) code = /code on the sign-in page: (\d{6})/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    else await page.waitForTimeout(250);
  }
  await page.getByLabel('Or type the code from the mail').fill(code);
  await page.getByRole('button', { name: 'Sign in with the code' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(account.getByText(email)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo/passwordless_sign_in');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a "User Info Required" material asks a visitor for name and e-mail first, then opens', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const owner = await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1');
  const setVisibility = async (visibility: string) => {
    const data = await gql(request, owner, '{ viewer { company { materials(first: 100) { edges { node { id slug } } } } } }');
    const report = (data.viewer.company.materials.edges as { node: { id: string; slug: string } }[]).find((e) => e.node.slug === 'create-a-report');
    await gql(request, owner, 'mutation($input: SetMaterialVisibilityInput!) { setMaterialVisibility(input: $input) { __typename } }', {
      input: { materialId: report?.node.id, visibility },
    });
  };
  await setVisibility('GUEST');
  try {
    await page.goto('/demo');
    await page.locator('.hub-card__link', { hasText: 'Create a report' }).click();
    await expect(page).toHaveURL(/\/demo\/hub\/create-a-report$/);
    await expect(page.getByText('Tell us who you are to open this material.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    const email = `guest-${Date.now()}@example.com`;
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByText('Ada Lovelace')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Create a report' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Create a report' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await setVisibility('PUBLIC');
  }
});
