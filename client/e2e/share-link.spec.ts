/**
 * Learners reach the hub from every link staff share (issue 21 §1): the card menu's share link
 * and the staff view address both open the material in the hub, in hub mode; its Sign in is the
 * company's magic-link page, and the mailed link brings the learner back to the material, signed
 * in, with questions to answer. Staff find the hub's address in the side navigation ("View hub"
 * with copy), on a new company's empty dashboard and in Settings → Workspace. Axe on every page,
 * 1366×900 and 390 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { mailedPath, ownerWithCompany, signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
const SHOTS = '/tmp/shots';

async function staff(page: Page, request: APIRequestContext) {
  await storeToken(page, await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1'));
}

test('the share link opens the path in the hub; Sign in comes back to it, signed in and answering', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await staff(page, request);
  await page.goto('/demo/paths');
  await page.getByRole('button', { name: 'Actions for New hire onboarding' }).click();
  await page.getByRole('menuitem', { name: 'Copy share link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(page.url()).origin}/demo/hub/onboarding-path`);

  // A learner, in a browser of their own, opens it: the path under the hub's header, read-only until signed in.
  const learner = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const tab = await learner.newPage();
  try {
    await tab.goto(link);
    await expect(tab.getByRole('heading', { level: 1, name: 'New hire onboarding' })).toBeVisible();
    await expect(tab.getByRole('link', { name: 'Sign in as a Learner' })).toBeVisible();
    await expectNoSeriousA11yViolations(tab);
    // The staff view address, opened by someone outside the company, lands there too.
    await tab.goto('/demo/paths/onboarding-path');
    await expect(tab).toHaveURL(/\/demo\/hub\/onboarding-path$/);
    await tab.locator('.path-view__account').getByRole('link', { name: 'Sign in' }).click();
    await expect(tab).toHaveURL(/\/demo\/passwordless_sign_in\?next=%2Fdemo%2Fhub%2Fonboarding-path$/);
    const email = `share-link-${Date.now()}@example.com`;
    await tab.getByLabel('Email Address').fill(email);
    await tab.getByRole('button', { name: 'SEND LINK' }).click();
    await expect(tab.getByRole('heading', { name: 'Check your Email!' })).toBeVisible();
    await expectNoSeriousA11yViolations(tab);
    await tab.goto(await mailedPath(request, email, /https?:\/\/\S+\/demo\/passwordless_sign_in\?token=\S+/));
    await tab.getByRole('button', { name: 'Continue' }).click();
    // Back at the material, signed in: the header says who, and the questions answer.
    await expect(tab).toHaveURL(/\/demo\/hub\/onboarding-path$/);
    await expect(tab.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(tab.getByRole('radio').first()).toBeEnabled();
    await expectNoSeriousA11yViolations(tab);
    await tab.screenshot({ path: `${SHOTS}/share-link-back-at-material.png` });
  } finally {
    await learner.close();
  }
});

test('staff see the hub’s address: View hub in the navigation, the empty dashboard and Settings → Workspace', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const stamp = Date.now();
  const { token, slug } = await ownerWithCompany(request, {
    email: `hub-address-${stamp}@example.com`,
    password: 'hub-address-pass-1',
    firstName: 'Hana',
    company: `Hub Address ${stamp}`,
  });
  await storeToken(page, token);
  await page.goto(`/${slug}/dashboard`);
  const hubUrl = `${new URL(page.url()).origin}/${slug}`;
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'View hub' })).toHaveAttribute('href', hubUrl);
  await nav.getByRole('button', { name: 'Copy hub address' }).click();
  await expect(nav.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hubUrl);
  // No learners yet: the dashboard says where to send them.
  const panel = page.getByRole('region', { name: 'Your hub' });
  await expect(panel.getByLabel('Hub address')).toHaveValue(hubUrl);
  await expect(panel.getByRole('link', { name: 'View hub' })).toHaveAttribute('href', hubUrl);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/hub-address-dashboard.png` });

  await page.goto(`/${slug}/settings/workspace`);
  await expect(page.getByRole('region', { name: 'Your hub' }).getByLabel('Hub address')).toHaveValue(hubUrl);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Your hub' }).getByRole('link', { name: 'View hub' })).toBeVisible();
  // Once the layout has settled after the resize (a measure straight after it can still see the wide one).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/hub-address-workspace-phone.png`, fullPage: true });
});
